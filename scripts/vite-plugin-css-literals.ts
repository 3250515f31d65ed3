/**
 * Minifies the stylesheets the shell writes as Lit `css` tagged templates (shell/**): comments and
 * layout whitespace go, `${…}` interpolations stay untouched. The shell's first paint is counted
 * in bytes (docs/performance.md), and Vite minifies only .css files, not CSS inside JavaScript.
 */
import type { Plugin } from 'vite';

/** One static part of a template: no comments, single spaces, none around braces and separators. */
export function minifyCss(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,>])\s*/g, '$1')
    .replace(/:\s+/g, ':')
    .replace(/;}/g, '}');
}

/** Minifies the static parts of every css`…` template in `code` (templates contain no backticks). */
export function minifyCssLiterals(code: string): string {
  return code.replace(/\bcss`([^`]*)`/g, (_match, body: string) => {
    const parts = body.split(/(\$\{[^}]*\})/);
    return `css\`${parts.map((part) => (part.startsWith('${') ? part : minifyCss(part))).join('')}\``;
  });
}

export function cssLiteralsPlugin(): Plugin {
  return {
    name: 'portal-css-literals',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]shell[\\/].*\.ts$/.test(id) || !code.includes('css`')) return null;
      return { code: minifyCssLiterals(code), map: null };
    },
  };
}

/**
 * Queries by role and accessible name (dom-accessibility-api, the library behind Testing
 * Library's), through open shadow roots, over visible elements only. Tests that ask for
 * "the button Abbrechen" survive a redesign of the markup around it.
 */
import { computeAccessibleName, getRole } from 'dom-accessibility-api';

export type NameMatcher = string | RegExp;

export interface RoleQuery {
  name?: NameMatcher;
  /** Where to look; default: the document. */
  within?: ParentNode;
  /** Include elements that are not rendered (hidden attribute, closed dialog, display: none). */
  hidden?: boolean;
}

/** Every element below `root` in document order, descending into open shadow roots. */
export function* deepElements(root: ParentNode): Generator<Element> {
  for (const element of root.querySelectorAll('*')) {
    yield element;
    if (element.shadowRoot) yield* deepElements(element.shadowRoot);
  }
}

const matches = (name: string, matcher: NameMatcher | undefined) =>
  matcher === undefined || (typeof matcher === 'string' ? name === matcher : matcher.test(name));

export function nameOf(element: Element): string {
  return computeAccessibleName(element);
}

export function allByRole<T extends Element = HTMLElement>(role: string, query: RoleQuery = {}): T[] {
  const found: T[] = [];
  for (const element of deepElements(query.within ?? document)) {
    if (getRole(element) !== role) continue;
    if (!query.hidden && !element.checkVisibility()) continue;
    if (matches(nameOf(element), query.name)) found.push(element as T);
  }
  return found;
}

function describe(role: string, query: RoleQuery): string {
  const present = [...deepElements(query.within ?? document)]
    .filter((e) => getRole(e) && (query.hidden || e.checkVisibility()))
    .map((e) => `${getRole(e)} "${nameOf(e)}"`);
  return `no single ${role}${query.name === undefined ? '' : ` named ${String(query.name)}`}; present: ${present.join(', ')}`;
}

/** Exactly one visible element with this role (and name); throws with what is there otherwise. */
export function byRole<T extends Element = HTMLElement>(role: string, query: RoleQuery = {}): T {
  const found = allByRole<T>(role, query);
  if (found.length !== 1) throw new Error(describe(role, query));
  return found[0]!;
}

export function queryByRole<T extends Element = HTMLElement>(role: string, query: RoleQuery = {}): T | null {
  return allByRole<T>(role, query)[0] ?? null;
}

/** Repeats `check` until it stops throwing (React and Lit render asynchronously). */
export async function waitFor<T>(check: () => T | Promise<T>, timeout = 10_000): Promise<T> {
  const until = performance.now() + timeout;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (performance.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}

export function findByRole<T extends Element = HTMLElement>(role: string, query: RoleQuery = {}, timeout?: number) {
  return waitFor(() => byRole<T>(role, query), timeout);
}

/** The text of an element including its shadow content, whitespace collapsed. */
export function deepText(root: Node): string {
  const parts: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) parts.push(node.textContent ?? '');
    if (node instanceof Element && node.shadowRoot) walk(node.shadowRoot);
    for (const child of node.childNodes) walk(child);
  };
  walk(root);
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}

/** The element that has focus, looking into shadow roots. */
export function deepActiveElement(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** The copy-paste snippet of an element for a portal origin: its module script plus the tag. */

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Attributes in the given order; empty values are left out (the element's default applies). */
export function embedSnippet(origin: string, tag: string, attributes: [string, string][]): string {
  const set = attributes.filter(([, value]) => value !== '');
  const attrs = set.map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`).join('');
  return `<script type="module" src="${origin}/portal/elements/${tag}.js"></script>\n<${tag}${attrs}></${tag}>`;
}

/**
 * uPlot's stylesheet, adopted by the shadow root (or document) the chart is rendered in as one
 * constructed sheet shared by all charts: no `<style>` in the page's head, nothing that needs
 * `style-src 'unsafe-inline'`, and the host page's CSS never reaches the chart.
 */
import uplotCss from 'uplot/dist/uPlot.min.css?inline';

/** Our overrides: the chart fills its box; the cursor lines use the theme's axis colour. */
const portalCss = `
.uplot { width: auto; font-family: inherit; line-height: 1.3; }
.u-hz .u-cursor-x, .u-vt .u-cursor-y { border-right: 1px dashed var(--colorNeutralStrokeAccessible, #616161); }
.u-hz .u-cursor-y, .u-vt .u-cursor-x { border-bottom: 1px dashed var(--colorNeutralStrokeAccessible, #616161); }
`;

let sheet: CSSStyleSheet | null = null;

function uplotSheet(): CSSStyleSheet {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(uplotCss + portalCss);
  }
  return sheet;
}

/** Adopts the uPlot sheet into the root `node` lives in (once per root). */
export function adoptUplotCss(node: Node): void {
  const root = node.getRootNode();
  if (!(root instanceof ShadowRoot) && !(root instanceof Document)) return;
  const own = uplotSheet();
  if (!root.adoptedStyleSheets.includes(own)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, own];
}

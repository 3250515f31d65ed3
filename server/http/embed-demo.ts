import type { Context } from 'hono';
import { escapeHtml } from '../idp/pages.ts';

/**
 * A plain "brand CMS page" that embeds portal elements the way a CMS author would: a module
 * script from the portal origin and the element tag. Served at /embed-demo/ on the portal
 * origin and, as a foreign origin, on EMBED_PORT.
 */
export function embedDemoPage(c: Context, portalOrigin: string): Response {
  const origin = escapeHtml(portalOrigin);
  c.header(
    'Content-Security-Policy',
    `default-src 'self'; script-src 'self' ${origin}; connect-src 'self' ${origin}; img-src 'self' data: ${origin}; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'; object-src 'none'; base-uri 'self'`,
  );
  c.header('Cache-Control', 'no-cache');
  return c.html(`<!DOCTYPE html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Markenseite mit eingebetteten Portal-Elementen</title>
<style>
  body { font-family: Georgia, serif; margin: 0; background: #fbfaf7; color: #222; }
  header, main, footer { max-width: 60rem; margin: 0 auto; padding: 1rem 1.5rem; }
  header { border-bottom: 4px solid #7a1f2b; }
  /* The CMS's own aggressive styles: embedded elements must not pick them up. */
  button { background: hotpink !important; font-size: 2rem; }
  p { line-height: 1.6; }
</style>
<script type="module" src="${origin}/portal/elements/portal-hello.js"></script>
<script type="module" src="${origin}/portal/elements/portal-krn92.js"></script>
<script type="module" src="${origin}/portal/elements/portal-xflair.js"></script>
<script type="module" src="${origin}/portal/elements/portal-dealer-search.js"></script>
<script type="module" src="${origin}/portal/elements/portal-building-calc.js"></script>
</head>
<body>
<header><p><strong>Musterhaus Heizungsbau</strong> – Partnerseite</p></header>
<main>
  <h1>Unsere Produkte</h1>
  <p>Diese Seite gehört nicht zum Portal. Sie bindet ein Portal-Element ein, so wie es eine CMS-Redaktion tun würde.</p>
  <portal-hello locale="de"></portal-hello>
  <h2>Induktionsgerät KRN92 auslegen</h2>
  <p>Der Produktrechner des Portals, ohne Anmeldung und im Stil der Marke.</p>
  <portal-krn92 locale="de"></portal-krn92>
  <h2>x-flair: Heizkörper auslegen oder tauschen</h2>
  <portal-xflair locale="de"></portal-xflair>
  <h2>Heizlast und Wärmepumpe: Gebäudebilanzierung</h2>
  <p>Heizlast der Räume, Vergleich mit dem alten Kessel und Förderung – ohne Anmeldung.</p>
  <portal-building-calc locale="de" mode="renovation"></portal-building-calc>
  <portal-dealer-search locale="de" country="de"></portal-dealer-search>
</main>
<footer><p>© Musterhaus Heizungsbau</p></footer>
</body>
</html>`);
}

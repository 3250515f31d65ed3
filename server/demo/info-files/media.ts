import type { InfoSystemModuleName } from '../../../contract/info-system-modules.ts';
import { productMediaFolders } from '../../../contract/product-media.ts';
import type { DemoFile } from './catalogue.ts';
import { renderInfoPdf } from './pdf.ts';
import { Canvas, mix, type Rgb } from './png.ts';

/**
 * Product media of the PM routes (portal-media, topics coversystems and convectors): product
 * pictures (PNG), data sheets (PDF), tender texts (plain text) and CAD drawings (DXF), one
 * folder per kind, rendered at seed time like the info-system files.
 */

const folders = productMediaFolders;

const file = (
  module: InfoSystemModuleName,
  folder: string,
  name: string,
  mimeType: string,
  date: string,
  render: () => Promise<Buffer>,
): DemoFile => ({
  module,
  folder,
  name,
  mimeType,
  lastModified: new Date(date),
  render,
});

/** A product picture: a grille (bars) or a ceiling (panels) in perspective-free top view with a caption. */
function picture(label: string, kind: 'grille' | 'ceiling', bar: Rgb): Canvas {
  const c = new Canvas(480, 320);
  c.fill((x, y) => mix([236, 238, 240], [206, 212, 218], (x + y) / 800));
  if (kind === 'grille') {
    c.rect(40, 60, 400, 150, [70, 76, 82]);
    for (let x = 46; x < 434; x += 12) c.rect(x, 64, 6, 142, bar);
  } else {
    for (let y = 40; y < 250; y += 70)
      for (let x = 30; x < 450; x += 70) c.rect(x, y, 66, 66, mix(bar, [255, 255, 255], 0.35));
    c.circle(170, 145, 18, [255, 244, 200]);
  }
  c.rect(0, 272, 480, 48, [0, 0, 0], 0.55);
  c.text(Math.max(8, (480 - c.textWidth(label, 3)) / 2), 286, label, 3, [255, 255, 255]);
  return c;
}

/** A small ASCII DXF (R12 entities section) with the outline and the bars or panel grid. */
function dxf(lines: [number, number, number, number][]): Buffer {
  const out = ['0', 'SECTION', '2', 'ENTITIES'];
  for (const [x1, y1, x2, y2] of lines)
    out.push('0', 'LINE', '8', '0', '10', String(x1), '20', String(y1), '11', String(x2), '21', String(y2));
  out.push('0', 'ENDSEC', '0', 'EOF');
  return Buffer.from(`${out.join('\n')}\n`, 'utf8');
}

const grilleDxf = (length: number, width: number, pitch: number, bar: number) => {
  const lines: [number, number, number, number][] = [
    [0, 0, length, 0],
    [length, 0, length, width],
    [length, width, 0, width],
    [0, width, 0, 0],
  ];
  for (let x = pitch / 2; x + bar < length; x += pitch) lines.push([x, 0, x, width], [x + bar, 0, x + bar, width]);
  return dxf(lines);
};

const sheet = (title: string, subtitle: string, rows: string[][], date: string) => () =>
  renderInfoPdf({
    kicker: 'Produktmanagement · Datenblatt',
    title,
    subtitle,
    date: new Date(date),
    color: '#c8102e',
    sections: [
      { heading: 'Technische Daten', table: { columns: ['Merkmal', 'Wert'], widths: [1, 1], rows } },
      {
        heading: 'Hinweis',
        paragraphs: ['Beispielhafte Produktdaten für die Portal-Demo; maßgeblich ist der aktuelle Katalog.'],
      },
    ],
  });

const text = (value: string) => async () => Buffer.from(`${value}\n`, 'utf8');

export function productMediaFiles(): DemoFile[] {
  const cover: InfoSystemModuleName = 'mediaCoversystems';
  const conv: InfoSystemModuleName = 'mediaConvectors';
  return [
    file(cover, folders.images, 'Asco Deckensystem Ansicht.png', 'image/png', '2026-10-02T08:00:00Z', async () =>
      picture('ASCO DECKENSYSTEM', 'ceiling', [200, 204, 208]).png(),
    ),
    file(cover, folders.images, 'Asco Paneel 625.png', 'image/png', '2026-10-02T08:05:00Z', async () =>
      picture('ASCO PANEEL 625', 'ceiling', [170, 180, 190]).png(),
    ),
    file(
      cover,
      folders.sheets,
      'Asco Deckensystem Datenblatt.pdf',
      'application/pdf',
      '2026-09-15T09:00:00Z',
      sheet(
        'Asco Deckensystem',
        'Metall-Kassettendecke mit Heiz- und Kühlfunktion',
        [
          ['Modulmaße', '600 × 600, 625 × 625, 1200 × 600, 1250 × 625 mm'],
          ['Fugenbreite', '0 bis 24 mm'],
          ['Abhängung', 'Nonius, etwa 1 je 1,44 m²'],
        ],
        '2026-09-15T09:00:00Z',
      ),
    ),
    file(
      cover,
      folders.tenders,
      'Asco Deckensystem Ausschreibungstext.txt',
      'text/plain',
      '2026-09-15T09:30:00Z',
      text(
        'Metall-Kassettendecke Asco als Heiz- und Kühldecke, Paneele 625 × 625 mm aus verzinktem Stahlblech, pulverbeschichtet RAL 9010, Fugenbild 5 mm, einschließlich Tragprofilen, Randwinkeln und Abhängern. Ausschnitte für Leuchten, Luftauslässe und Sprinkler nach Deckenspiegel.',
      ),
    ),
    file(cover, folders.cad, 'Asco Paneel 625x625.dxf', 'application/dxf', '2026-09-20T10:00:00Z', async () =>
      dxf([
        [0, 0, 625, 0],
        [625, 0, 625, 625],
        [625, 625, 0, 625],
        [0, 625, 0, 0],
      ]),
    ),
    file(conv, folders.images, 'Unterflurkonvektor KC Ansicht.png', 'image/png', '2026-10-05T08:00:00Z', async () =>
      picture('UNTERFLURKONVEKTOR KC', 'grille', [195, 199, 202]).png(),
    ),
    file(conv, folders.images, 'Rollrost schwarz.png', 'image/png', '2026-10-05T08:10:00Z', async () =>
      picture('ROLLROST SCHWARZ', 'grille', [47, 49, 51]).png(),
    ),
    file(conv, folders.images, 'Rollrost bronze.png', 'image/png', '2026-10-05T08:20:00Z', async () =>
      picture('ROLLROST BRONZE', 'grille', [138, 106, 69]).png(),
    ),
    file(
      conv,
      folders.sheets,
      'KC Unterflurkonvektor Datenblatt.pdf',
      'application/pdf',
      '2026-09-01T09:00:00Z',
      sheet(
        'Unterflurkonvektor KC',
        'Natürliche Konvektion, Bautiefen 90 bis 200 mm',
        [
          ['Bautiefe', '90 / 120 / 150 / 200 mm'],
          ['Baubreite', '180 / 260 / 340 mm'],
          ['Normwärmeleistung', 'nach DIN EN 442 bei 75/65/20 °C'],
        ],
        '2026-09-01T09:00:00Z',
      ),
    ),
    file(
      conv,
      folders.sheets,
      'Rollrost Belastungstabelle.pdf',
      'application/pdf',
      '2026-09-03T09:00:00Z',
      sheet(
        'Rollrost – Belastungstabelle',
        'Zulässige Einzellast nach Rinnenbreite',
        [
          ['Rinnenbreite 200 mm', '4,07 kN'],
          ['Rinnenbreite 260 mm', '3,13 kN'],
          ['Rinnenbreite 320 mm', '2,55 kN'],
        ],
        '2026-09-03T09:00:00Z',
      ),
    ),
    file(
      conv,
      folders.tenders,
      'KC Unterflurkonvektor Ausschreibungstext.txt',
      'text/plain',
      '2026-09-01T09:30:00Z',
      text(
        'Unterflurkonvektor mit natürlicher Konvektion, Wanne aus verzinktem Stahlblech, Kupfer-Aluminium-Wärmetauscher, Rollrost aus Aluminium natur eloxiert, Bautiefe 120 mm, Baubreite 260 mm, Baulänge nach Plan. Wärmeleistung nach DIN EN 442.',
      ),
    ),
    file(conv, folders.cad, 'Rollrost 260 Draufsicht.dxf', 'application/dxf', '2026-09-10T10:00:00Z', async () =>
      grilleDxf(1000, 260, 14.5, 7),
    ),
  ];
}

import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AscoDesign, CrossDesign, CrossTemplate } from '../../contract/designers.ts';
import type { InfoFileInfo, InfoFolderInfo } from '../../contract/info-system-files.ts';
import { InfoSystemModule } from '../../contract/info-system-modules.ts';
import { oidcLogin } from '../helpers/oidc-login.ts';
import { type ApiCall, portalApiAs } from '../helpers/portal-api.ts';
import { type SharedTestServer, sharedTestServer } from '../helpers/test-server.ts';

/** Designers (authorised users only) and product media (files API, modules 77 and 78). */

let server: SharedTestServer;
let admin: ApiCall;
let employee: ApiCall;
let workDir: string;

beforeAll(async () => {
  server = await sharedTestServer();
  const [a, e] = await Promise.all([oidcLogin(server.url, 'admin'), oidcLogin(server.url, 'employee')]);
  admin = portalApiAs(server.url, a.access_token);
  employee = portalApiAs(server.url, e.access_token);
  workDir = await mkdtemp(join(tmpdir(), 'designers-'));
});
afterAll(async () => {
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

const cross = { grilleType: 'roll', profile: 'AL-7x20', gapMm: 7.5, colour: 'natural', lengthMm: 2600, widthMm: 260 };

describe('Cross Designer', () => {
  it('needs sign-in and the crossDesigner permission', async () => {
    const anonymous = await fetch(`${server.url}/portal/api/CrossDesigner/design`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(cross),
    });
    expect(anonymous.status).toBe(401);
    expect((await employee('POST', '/CrossDesigner/design', cross)).status).toBe(403);
    expect((await employee('GET', '/CrossDesigner/GetTemplate')).status).toBe(403);
  });

  it('7 × 20 mm bars with a 7.5 mm gap over 260 mm: ε 50.3 %, layout, load class from the grille calculation, bill', async () => {
    const template = (await admin('GET', '/CrossDesigner/GetTemplate')).body as CrossTemplate;
    expect(template.profiles.map((p) => p.id)).toContain('AL-7x20');
    const { status, body } = await admin<CrossDesign>('POST', '/CrossDesigner/design', cross);
    expect(status).toBe(200);
    const v = Object.fromEntries(body.values.map((x) => [x.key, x.value]));
    expect(v.pitch).toBe(14.5);
    // (14.5 − 7)/14.5 · (1 − 0.02)
    expect(v.freeCrossSection).toBeCloseTo((7.5 / 14.5) * 0.98 * 100, 6);
    expect(body.drawing.barsMm).toHaveLength(Math.floor((2600 - 7) / 14.5) + 1);
    expect(body.drawing.segments).toHaveLength(2);
    // docs/calculators.md §5.2: F_Rd(260 mm) = 3.13 kN with 3 bars under 50 mm → Q_Rd = F_Rd/1.5 ≈ 2.09 kN → class K1 (2.0 kN)
    expect(v.allowablePointLoad).toBeCloseTo(3.1329 / 1.5, 2);
    expect(body.loadClass?.id).toBe('K1');
    expect(body.bill.map((b) => b.key)).toEqual([
      'segment1',
      'segment2',
      'bars',
      'spacers',
      'endProfiles',
      'supportAngle',
    ]);
  });

  it('names wrong choices at their field; the PDF carries drawing, values and bill', async () => {
    const bad = await admin('POST', '/CrossDesigner/design', { ...cross, colour: 'brushed', gapMm: 8, lengthMm: 9000 });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field)).toEqual(['colour', 'gapMm', 'lengthMm']);
    const pdf = await admin('POST', '/CrossDesigner/GeneratePDF', cross);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
  });
});

describe('Asco Designer', () => {
  const asco = {
    roomLengthMm: 5000,
    roomWidthMm: 4000,
    panel: 'ASC-625',
    jointMm: 5,
    cutouts: [
      { kind: 'light', xMm: 1200, yMm: 1200, widthMm: 600, heightMm: 600 },
      { kind: 'vent', xMm: 3000, yMm: 2500, widthMm: 300, heightMm: 300 },
    ],
  };

  it('panels centred with equal edge strips, cut-outs marked, bill; only with the ascoDesigner permission', async () => {
    expect((await employee('POST', '/AscoDesigner/design', asco)).status).toBe(403);
    const { status, body } = await admin<AscoDesign>('POST', '/AscoDesigner/design', asco);
    expect(status).toBe(200);
    // 5000 mm: 7 modules → edges (5000 − 4375 − 8·5)/2 = 292.5 mm < 312.5 → 6 modules, edges (5000 − 3750 − 7·5)/2 = 607.5 mm
    expect(body.drawing.columnsMm).toEqual([607.5, 625, 625, 625, 625, 625, 625, 607.5]);
    const kinds = body.drawing.cells.map((c) => c.kind);
    expect(kinds.filter((k) => k === 'cutout').length).toBeGreaterThanOrEqual(2);
    expect(body.bill.find((b) => b.key === 'frame.light')!.quantity).toBe(1);
    const file = join(workDir, 'asco.pdf');
    const pdf = await fetch(`${server.url}/portal/api/AscoDesigner/GeneratePDF`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${(await oidcLogin(server.url, 'admin')).access_token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(asco),
    });
    await writeFile(file, Buffer.from(await pdf.arrayBuffer()));
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    for (const expected of ['Asco Designer', 'Stückliste', 'Ausschnittrahmen Leuchte', 'Randwinkel'])
      expect(text).toContain(expected);
  });

  it('refuses a cut-out outside the ceiling and overlapping cut-outs, by index', async () => {
    const bad = await admin('POST', '/AscoDesigner/design', {
      ...asco,
      cutouts: [
        ...asco.cutouts,
        { kind: 'sprinkler', xMm: 4900, yMm: 100, widthMm: 200, heightMm: 100 },
        { kind: 'access', xMm: 1300, yMm: 1300, widthMm: 100, heightMm: 100 },
      ],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { field: string; code: string }) => `${e.field}:${e.code}`)).toEqual([
      'cutouts.2.xMm:cutoutOutside',
      'cutouts.3.xMm:cutoutsOverlap',
    ]);
  });
});

describe('product media (files API)', () => {
  it('cover systems for product management, convectors for every portal user: folders per kind, files with their types', async () => {
    const cover = InfoSystemModule.mediaCoversystems;
    expect((await employee('GET', `/File/folders?selectedModule=${cover}`)).status).toBe(403);
    const folders = (await admin('GET', `/File/folders?selectedModule=${cover}`)).body as InfoFolderInfo[];
    expect(folders.map((f) => f.name).sort()).toEqual(['Ausschreibungstexte', 'Bilder', 'CAD-Dateien', 'Datenblätter']);
    const conv = InfoSystemModule.mediaConvectors;
    const files = (
      await employee('GET', `/File/files?selectedModule=${conv}&FolderName=${encodeURIComponent('CAD-Dateien')}`)
    ).body as InfoFileInfo[];
    expect(files[0]).toMatchObject({ name: 'Rollrost 260 Draufsicht.dxf', mimeType: 'application/dxf' });
    const dxf = await employee(
      'GET',
      `/File/file?selectedModule=${conv}&FolderName=CAD-Dateien&FileName=${encodeURIComponent(files[0]!.name)}`,
    );
    expect(dxf.headers.get('content-disposition')).toMatch(/^attachment/);
    expect(String(dxf.body)).toMatch(/^0\nSECTION\n2\nENTITIES/);
    const image = await employee('GET', `/File/files?selectedModule=${conv}&FolderName=Bilder`);
    expect((image.body as InfoFileInfo[]).every((f) => f.mimeType === 'image/png')).toBe(true);
  });
});

describe('public product media (PublicFile, signed out)', () => {
  const conv = InfoSystemModule.mediaConvectors;
  const get = (path: string) => fetch(`${server.url}/portal/api/PublicFile/${path}`);

  it('lists the convectors’ pictures, data sheets and tender texts without a token; CAD files stay for signed-in users', async () => {
    const folders = await get(`folders?selectedModule=${conv}`);
    expect(folders.status).toBe(200);
    expect(folders.headers.get('access-control-allow-origin')).toBe('*');
    expect(((await folders.json()) as InfoFolderInfo[]).map((f) => f.name).sort()).toEqual([
      'Ausschreibungstexte',
      'Bilder',
      'Datenblätter',
    ]);
    const sheets = (await (await get(`files?selectedModule=${conv}&FolderName=Datenblätter`)).json()) as InfoFileInfo[];
    expect(sheets.length).toBeGreaterThan(0);
    expect(sheets.every((f) => f.mimeType === 'application/pdf')).toBe(true);
    const pdf = await get(
      `file?selectedModule=${conv}&FolderName=Datenblätter&FileName=${encodeURIComponent(sheets[0]!.name)}`,
    );
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-');

    // Not public: the CAD folder, the cover systems, an info-system module — 404, as if they did not exist.
    expect((await get(`files?selectedModule=${conv}&FolderName=CAD-Dateien`)).status).toBe(404);
    expect(
      (await get(`file?selectedModule=${conv}&FolderName=CAD-Dateien&FileName=Rollrost%20260%20Draufsicht.dxf`)).status,
    ).toBe(404);
    expect((await get(`folders?selectedModule=${InfoSystemModule.mediaCoversystems}`)).status).toBe(404);
    expect((await get(`folders?selectedModule=${InfoSystemModule.mediaCoversystems - 10}`)).status).toBe(404);
  });

  it('names a bad parameter in a 400', async () => {
    const bad = await get('files?selectedModule=abc&FolderName=Bilder');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { field: string }).field).toBe('selectedModule');
    const traversal = await get(`file?selectedModule=${conv}&FolderName=Bilder&FileName=..%2Fsecret`);
    expect(traversal.status).toBe(400);
  });
});

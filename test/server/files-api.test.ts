import { execFileSync } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InfoFileInfo, InfoFolderInfo } from '../../contract/info-system-files.ts';
import { InfoSystemModule } from '../../contract/info-system-modules.ts';
import * as t from '../../server/db/schema.ts';
import { seedInfoFiles } from '../../server/demo/info-files.ts';
import { flattenRoutes } from '../../shell/routing/routes.ts';
import { oidcLogin } from '../helpers/oidc-login.ts';
import { type SharedTestServer, sharedTestServer } from '../helpers/test-server.ts';

let server: SharedTestServer;
const tokens = {} as Record<'admin' | 'employee' | 'cz-employee', string>;
const testFolder = `Test ${randomUUID().slice(0, 8)}`;

beforeAll(async () => {
  server = await sharedTestServer();
  const logins = ['admin', 'employee', 'cz-employee'] as const;
  const sets = await Promise.all(logins.map((login) => oidcLogin(server.url, login)));
  logins.forEach((login, i) => {
    tokens[login] = sets[i]!.access_token;
  });
  // A non-inline file type (the seed has PDFs and PNGs only), in a folder of this run.
  const text = Buffer.from('Hallo Kantine – Grüße aus Plattling\n', 'utf8');
  await server.database.db.insert(t.infoFile).values({
    module: InfoSystemModule.forms,
    folder: testFolder,
    name: 'Notiz für alle.txt',
    mimeType: 'text/plain',
    size: text.length,
    sha256: createHash('sha256').update(text).digest('hex'),
    content: new Uint8Array(text),
    lastModified: new Date('2026-05-04T10:00:00Z'),
  });
});

afterAll(async () => {
  if (server) {
    await server.database.db
      .delete(t.infoFile)
      .where(and(eq(t.infoFile.module, InfoSystemModule.forms), eq(t.infoFile.folder, testFolder)));
  }
});

function get(who: keyof typeof tokens, pathAndQuery: string) {
  return fetch(`${server.url}/portal/api/File/${pathAndQuery}`, {
    headers: { authorization: `Bearer ${tokens[who]}` },
  });
}

async function json<T>(who: keyof typeof tokens, pathAndQuery: string): Promise<T> {
  const res = await get(who, pathAndQuery);
  expect(res.status, pathAndQuery).toBe(200);
  return (await res.json()) as T;
}

const q = (params: Record<string, string | number>) =>
  Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
    .join('&');

describe('listings', () => {
  it('lists the folders of a module with their newest lastModified', async () => {
    const folders = await json<InfoFolderInfo[]>('employee', `folders?selectedModule=${InfoSystemModule.news}`);
    expect(folders).toEqual([
      { name: '2025', mimeType: 'inode/directory', lastModified: '2025-12-19T09:00:00.000Z', fileCount: 2 },
      { name: '2026', mimeType: 'inode/directory', lastModified: '2026-11-12T09:00:00.000Z', fileCount: 3 },
    ]);
  });

  it('lists files with name, mimeType and lastModified, enough for the listing orders', async () => {
    const news = await json<InfoFileInfo[]>(
      'employee',
      `files?${q({ SelectedModule: InfoSystemModule.news, FolderName: '2026' })}`,
    );
    for (const file of news) {
      expect(file.mimeType).toBe('application/pdf');
      expect(new Date(file.lastModified).toISOString()).toBe(file.lastModified);
      expect(file.folderName).toBe('2026');
      expect(file.size).toBeGreaterThan(1000);
    }
    // news, events, mealPlan: lastModified descending.
    const byDate = [...news].sort((a, b) => b.lastModified.localeCompare(a.lastModified)).map((f) => f.name);
    expect(byDate).toEqual([
      'Nová linka práškového lakování v Dobrém.pdf',
      'PZP získala ocenění za udržitelnost.pdf',
      'Jubilanti v prvním pololetí 2026.pdf',
    ]);
    expect(news.find((f) => f.name === 'PZP získala ocenění za udržitelnost.pdf')!.lastModified).toBe(
      '2026-07-03T09:00:00.000Z',
    );

    const events = await json<InfoFileInfo[]>(
      'employee',
      `files?${q({ SelectedModule: InfoSystemModule.events, FolderName: '2026' })}`,
    );
    expect(new Set(events.map((e) => e.lastModified)).size).toBe(events.length);
    expect([...events].sort((a, b) => b.lastModified.localeCompare(a.lastModified))[0]!.name).toBe(
      'Vánoční večírek 2026.pdf',
    );
    const mealPlan = await json<InfoFolderInfo[]>('employee', `folders?selectedModule=${InfoSystemModule.mealPlan}`);
    expect(mealPlan.map((f) => f.name)).toEqual(['2025', '2026']);

    // photogalleryKermiLife: name descending; images.
    const gallery = await json<InfoFolderInfo[]>(
      'cz-employee',
      `folders?selectedModule=${InfoSystemModule.photogalleryKermiLife}`,
    );
    expect(
      gallery
        .map((f) => f.name)
        .sort()
        .reverse(),
    ).toEqual(['Vánoční večírek 2025', 'Letní slavnost 2026', 'Firemní běh 2025']);
    const photos = await json<InfoFileInfo[]>(
      'cz-employee',
      `files?${q({ SelectedModule: InfoSystemModule.photogalleryKermiLife, FolderName: 'Letní slavnost 2026' })}`,
    );
    expect(photos.map((p) => p.name)).toEqual(['01 Stan.png', '02 Prohlídka závodu.png', '03 Program pro děti.png']);
    expect(photos.every((p) => p.mimeType === 'image/png')).toBe(true);
    // mealPhotos: by name.
    const meals = await json<InfoFileInfo[]>(
      'employee',
      `files?${q({ SelectedModule: InfoSystemModule.mealPhotos, FolderName: 'Jídla' })}`,
    );
    expect(meals.map((m) => m.name)).toEqual([
      'Hovězí guláš.png',
      'Ovocné knedlíky.png',
      'Smažený sýr.png',
      'Vepřová pečeně.png',
      'Zeleninové kari.png',
    ]);
  });

  it('has demo files for every info-system module the shell routes to', async () => {
    const modules = new Set(
      flattenRoutes()
        .map((e) => e.route)
        .filter((r) => r.element === 'portal-info-system')
        .map((r) => Number(r.attributes!['module-id'])),
    );
    expect(modules.size).toBeGreaterThan(50);
    for (const module of modules) {
      const folders = await json<InfoFolderInfo[]>('admin', `folders?selectedModule=${module}`);
      expect(folders.length, `module ${module}`).toBeGreaterThan(0);
    }
  });

  it('answers 404 for an unknown folder or file', async () => {
    const folder = await get('employee', `files?${q({ SelectedModule: InfoSystemModule.news, FolderName: '1999' })}`);
    expect(folder.status).toBe(404);
    const file = await get(
      'employee',
      `file?${q({ SelectedModule: InfoSystemModule.news, FolderName: '2026', FileName: 'gibt-es-nicht.pdf' })}`,
    );
    expect(file.status).toBe(404);
    expect(((await file.json()) as { field: string }).field).toBe('FileName');
    const empty = await get('admin', `fileByModule?selectedModule=${InfoSystemModule.mesFlashDocuments}`);
    expect(empty.status).toBe(404);
  });
});

describe('downloads', () => {
  it('sends a PDF inline with its type, an RFC 5987 file name and nosniff', async () => {
    const res = await get(
      'employee',
      `file?${q({ SelectedModule: InfoSystemModule.canteenInfo, FolderName: 'Allergene', FileName: 'Allergenkennzeichnung Kantine Plattling.pdf' })}`,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(
      `inline; filename="Allergenkennzeichnung Kantine Plattling.pdf"; filename*=UTF-8''Allergenkennzeichnung%20Kantine%20Plattling.pdf`,
    );
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('last-modified')).toBe(new Date('2026-09-01T07:00:00Z').toUTCString());
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.subarray(-6).toString('latin1')).toContain('%%EOF');
    expect(Number(res.headers.get('content-length'))).toBe(bytes.length);
    expect(res.headers.get('etag')).toBe(`"${createHash('sha256').update(bytes).digest('hex')}"`);
  });

  it('keeps accents in filename* and gives an ASCII fallback', async () => {
    const res = await get(
      'employee',
      `file?${q({ SelectedModule: InfoSystemModule.news, FolderName: '2025', FileName: 'Ohlédnutí za rokem 2025.pdf' })}`,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(
      `inline; filename="Ohlednuti za rokem 2025.pdf"; filename*=UTF-8''Ohl%C3%A9dnut%C3%AD%20za%20rokem%202025.pdf`,
    );
  });

  it('sends images inline and other types as attachment with a charset for text', async () => {
    const png = await get(
      'employee',
      `file?${q({ SelectedModule: InfoSystemModule.mealPhotos, FolderName: 'Jídla', FileName: 'Smažený sýr.png' })}`,
    );
    expect(png.status).toBe(200);
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(png.headers.get('content-disposition')).toMatch(/^inline; /);
    const bytes = Buffer.from(await png.arrayBuffer());
    expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(bytes.readUInt32BE(16)).toBe(480); // IHDR width

    const text = await get(
      'employee',
      `file?${q({ SelectedModule: InfoSystemModule.forms, FolderName: testFolder, FileName: 'Notiz für alle.txt' })}`,
    );
    expect(text.status).toBe(200);
    expect(text.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(text.headers.get('content-disposition')).toBe(
      `attachment; filename="Notiz fuer alle.txt"; filename*=UTF-8''Notiz%20f%C3%BCr%20alle.txt`,
    );
    expect(text.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await text.text()).toBe('Hallo Kantine – Grüße aus Plattling\n');
  });

  it('fileByModule sends the module’s own document', async () => {
    const res = await get('cz-employee', `fileByModule?selectedModule=${InfoSystemModule.questionsAndAnswers}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''%C4%8Cast%C3%A9%20dotazy%20k%20zam%C4%9Bstnaneck%C3%A9mu%20port%C3%A1lu.pdf`,
    );
    for (const module of [InfoSystemModule.officeHours, InfoSystemModule.links, InfoSystemModule.canteenInfo]) {
      expect((await get('employee', `fileByModule?selectedModule=${module}`)).status).toBe(200);
    }
  });
});

describe('parameters', () => {
  it('accepts the query parameter names in any case', async () => {
    const variants = [
      `files?selectedModule=6&folderName=2026`,
      `files?SELECTEDMODULE=6&FOLDERNAME=2026`,
      `files?SelectedModule=6&FolderName=2026`,
    ];
    for (const v of variants) expect((await json<InfoFileInfo[]>('employee', v)).length).toBe(3);
    expect((await json<InfoFolderInfo[]>('employee', 'folders?SelectedModule=6')).length).toBe(2);
    const file = await get(
      'employee',
      `file?selectedmodule=4&foldername=Allergene&filename=${encodeURIComponent('Allergenkennzeichnung Kantine Plattling.pdf')}`,
    );
    expect(file.status).toBe(200);
    const ambiguous = await get('employee', 'folders?selectedModule=6&SelectedModule=7');
    expect(ambiguous.status).toBe(400);
  });

  it('refuses unknown or missing modules with 400 naming the field', async () => {
    for (const [query, field] of [
      ['folders?selectedModule=79', 'selectedModule'],
      ['folders?selectedModule=-1', 'selectedModule'],
      ['folders?selectedModule=news', 'selectedModule'],
      ['folders?selectedModule=4.0', 'selectedModule'],
      ['folders?selectedModule=', 'selectedModule'],
      ['folders', 'selectedModule'],
      ['files?SelectedModule=1000&FolderName=x', 'SelectedModule'],
      ['files?SelectedModule=6', 'FolderName'],
      ['file?SelectedModule=6&FolderName=2026', 'FileName'],
      ['fileByModule?selectedmodule=99', 'selectedmodule'],
    ]) {
      const res = await get('employee', query!);
      expect(res.status, query).toBe(400);
      expect(((await res.json()) as { field: string }).field, query).toBe(field);
    }
  });

  it('refuses path traversal in folder and file names, plain and encoded, with 400', async () => {
    const attempts = [
      '..',
      '.',
      '../2025',
      '..%2F2025',
      '%2e%2e%2f2025',
      '%2E%2E%5C2025',
      '%252e%252e%252f2025',
      '....//2025',
      '2026/..',
      '2026%2F..%2F..%2Fetc',
      '%2Fetc%2Fpasswd',
      '..%5C..%5Cwindows',
      'C%3A%5CWindows',
      '2026%00.pdf',
      '%EF%BC%8E%EF%BC%8E%EF%BC%8F2025', // full-width ．．／
      '%0A2026',
    ];
    for (const attempt of attempts) {
      const folder = await get('admin', `files?SelectedModule=6&FolderName=${attempt}`);
      expect(folder.status, `FolderName=${attempt}`).toBe(400);
      const body = (await folder.json()) as { field: string; errors: { code: string }[] };
      expect(body.field).toBe('FolderName');
      const file = await get('admin', `file?SelectedModule=6&FolderName=2026&FileName=${attempt}`);
      expect(file.status, `FileName=${attempt}`).toBe(400);
      expect(((await file.json()) as { field: string }).field).toBe('FileName');
    }
  });
});

describe('permissions', () => {
  it('reads a module only with its permission', async () => {
    const canteenInfo = InfoSystemModule.canteenInfo;
    const allergen = q({
      SelectedModule: canteenInfo,
      FolderName: 'Allergene',
      FileName: 'Allergenkennzeichnung Kantine Plattling.pdf',
    });
    for (const path of [
      `folders?selectedModule=${canteenInfo}`,
      `files?SelectedModule=${canteenInfo}&FolderName=Allergene`,
      `file?${allergen}`,
      `fileByModule?selectedModule=${canteenInfo}`,
    ]) {
      const denied = await get('cz-employee', path);
      expect(denied.status, path).toBe(403);
      expect(((await denied.json()) as { message: string }).message).toContain('ui.nav.canteen.info');
      expect((await get('employee', path)).status, path).toBe(200);
    }
    // Occupational safety: employee yes, cz-employee no; employee info: both.
    const office = `folders?selectedModule=${InfoSystemModule.osRiskAssessmentOfficeWorkplaces}`;
    expect((await get('employee', office)).status).toBe(200);
    expect((await get('cz-employee', office)).status).toBe(403);
    expect((await get('cz-employee', `folders?selectedModule=${InfoSystemModule.events}`)).status).toBe(200);
    expect((await get('cz-employee', `folders?selectedModule=${InfoSystemModule.coronaKermiDE}`)).status).toBe(403);
    expect((await get('admin', `folders?selectedModule=${InfoSystemModule.coronaKermiDE}`)).status).toBe(200);
    // Without a token: 401.
    expect((await fetch(`${server.url}/portal/api/File/folders?selectedModule=6`)).status).toBe(401);
  });
});

describe('the Czech plant’s pages', () => {
  it('carry Czech documents: the text of the PDF is Czech, with its accents', async () => {
    const res = await get('cz-employee', `fileByModule?selectedModule=${InfoSystemModule.officeHours}`);
    expect(res.status).toBe(200);
    const dir = mkdtempSync(join(tmpdir(), 'office-hours-'));
    try {
      writeFileSync(join(dir, 'o.pdf'), Buffer.from(await res.arrayBuffer()));
      const text = execFileSync('pdftotext', ['-layout', join(dir, 'o.pdf'), '-'], { encoding: 'utf8' });
      expect(text).toContain('Úřední hodiny');
      expect(text).toContain('Personální oddělení');
      expect(text).toContain('PZP HEATING a.s. · Dobré 149');
      expect(text).not.toContain('Plattling');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('drop the German files they carried before on the next seed, unless someone replaced them since', async () => {
    const { db } = server.database;
    const row = (folder: string, name: string, module: number, lastModified: Date) => ({
      module,
      folder,
      name,
      mimeType: 'application/pdf',
      size: 4,
      sha256: createHash('sha256').update('%PDF').digest('hex'),
      content: new Uint8Array(Buffer.from('%PDF')),
      lastModified,
    });
    await db
      .insert(t.infoFile)
      .values([
        row('2025', 'Jahresrückblick 2025.pdf', InfoSystemModule.news, new Date('2025-12-19T09:00:00Z')),
        row('Links', 'Wichtige Links.pdf', InfoSystemModule.links, new Date('2026-11-20T08:00:00Z')),
      ]);
    await seedInfoFiles(db);
    const left = await db
      .select({ name: t.infoFile.name })
      .from(t.infoFile)
      .where(inArray(t.infoFile.name, ['Jahresrückblick 2025.pdf', 'Wichtige Links.pdf']));
    expect(left.map((r) => r.name)).toEqual(['Wichtige Links.pdf']);
    await db.delete(t.infoFile).where(eq(t.infoFile.name, 'Wichtige Links.pdf'));
  });
});

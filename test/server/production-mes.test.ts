import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  downtimeReasons,
  type MesFlashReport,
  type MesImportPreview,
  type MesImportRefusal,
  type MesImportResult,
  type MesLinesResult,
} from '../../contract/mes.ts';
import { addDays } from '../../contract/periods.ts';
import { oidcLogin } from '../helpers/oidc-login.ts';
import { createTestMesLine, deleteTestMesLine, type ProductionCall, productionApiAs } from '../helpers/production.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

/**
 * The production API: permissions, the MES tables, the flash report with its XLSX export, and
 * the import (row-by-row preview, all or nothing, idempotent) on a line of this run.
 */

let server: TestServer;
let admin: ProductionCall;
let employee: ProductionCall;
let cz: ProductionCall;
let line: string;
const today = new Date().toISOString().slice(0, 10);
const day1 = addDays(today, -3);
const day2 = addDays(today, -2);

beforeAll(async () => {
  server = await startTestServer();
  const [a, e, c] = await Promise.all(['admin', 'employee', 'cz-employee'].map((u) => oidcLogin(server.url, u)));
  admin = productionApiAs(server.url, a!.access_token);
  employee = productionApiAs(server.url, e!.access_token);
  cz = productionApiAs(server.url, c!.access_token);
  line = await createTestMesLine(server.database.db);
});

afterAll(async () => {
  if (server) {
    await deleteTestMesLine(server.database.db, line);
    await server.close();
  }
});

const header = 'date;line;shift;type;code;planned_units;produced_units;minutes;scrap_units';
function csv(rows: string[]): string {
  return `\uFEFF${[header, ...rows].join('\r\n')}\r\n`;
}
const goodRows = () => [
  `${day1};${line};1;output;;100;94;;`,
  `${day1};${line};1;downtime;toolChange;;;25;`,
  `${day1};${line};1;scrap;paintDefect;;;;3`,
  `${day1};${line};2;output;;100;88;;`,
  `${day1};${line};2;downtime;materialShortage;;;40;`,
  `${day2};${line};1;output;;100;101;;`,
];

describe('permissions', () => {
  it('needs a token, MES flash (or API mesTables), and the upload permission to import', async () => {
    expect((await fetch(`${server.url}/portalapiproduction/api/mes/lines`)).status).toBe(401);
    for (const path of ['/mes/lines', `/mes/flash?date=${day1}&line=PL-FHK1`, `/mes/output?from=${day1}&to=${day2}`]) {
      expect((await cz('GET', path)).status, path).toBe(403);
      expect((await employee('GET', path)).status, path).toBe(200);
    }
    const file = { file: { name: 'mes.csv', content: csv(goodRows()) } };
    expect((await employee('POST', '/mes/import/preview', file)).status).toBe(403);
    expect((await employee('POST', '/mes/import', file)).status).toBe(403);
    expect((await cz('POST', '/mes/import', file)).status).toBe(403);
  });
});

describe('tables and flash report', () => {
  it('lists the lines and the days with data, and reads the tables of a range', async () => {
    const lines = (await employee('GET', '/mes/lines')).body as MesLinesResult;
    expect(lines.lines.map((l) => l.id)).toEqual(expect.arrayContaining(['PL-FHK1', 'ST-DT1', 'DO-TC1']));
    expect(lines.lines.find((l) => l.id === 'PL-FHK1')).toMatchObject({
      site: 'plattling',
      siteDescription: 'Plattling',
      shifts: 3,
    });
    expect(lines.lastDate! < today).toBe(true);
    const from = addDays(lines.lastDate!, -6);
    const output = await employee('GET', `/mes/output?from=${from}&to=${lines.lastDate}&site=plattling`);
    expect(output.body.length).toBeGreaterThan(10);
    expect(output.body.every((r: { line: string }) => r.line.startsWith('PL-') || r.line.startsWith('TT-'))).toBe(true);
    const downtime = await employee('GET', `/mes/downtime?from=${from}&to=${lines.lastDate}&line=PL-FHK1`);
    expect(downtime.body[0]).toMatchObject({ line: 'PL-FHK1' });
    expect((await employee('GET', `/mes/scrap?from=${from}&to=${lines.lastDate}`)).status).toBe(200);
  });

  it('refuses bad ranges and parameters with the field named', async () => {
    const cases: [string, string][] = [
      [`/mes/output?from=${day2}&to=${day1}`, 'to'],
      [`/mes/output?from=2025-01-01&to=2025-06-30`, 'to'],
      [`/mes/output?from=2025-02-30&to=2025-03-01`, 'from'],
      [`/mes/output?from=${day1}&to=${day2}&site=nowhere`, 'site'],
      [`/mes/output?from=${day1}`, 'to'],
      [`/mes/scrap?from=${day1}&to=${day2}&line=pl-fhk1`, 'line'],
      [`/mes/flash?date=${day1}`, 'line'],
      [`/mes/flash?date=0000-01-01&line=PL-FHK1`, 'date'],
    ];
    for (const [path, field] of cases) {
      const res = await employee('GET', path);
      expect(res.status, path).toBe(400);
      expect(res.body.field, path).toBe(field);
    }
    const unknown = await employee('GET', `/mes/flash?date=${day1}&line=XX-NONE`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.field).toBe('line');
  });

  it('builds the flash report: output vs plan per shift, downtime Pareto, scrap by cause', async () => {
    const { lastDate } = (await employee('GET', '/mes/lines')).body as MesLinesResult;
    const report = (await employee('GET', `/mes/flash?date=${lastDate}&line=PL-FHK1`)).body as MesFlashReport;
    expect(report.shifts.map((s) => s.shift)).toEqual([1, 2, 3]);
    expect(report.totals.plannedUnits).toBe(report.shifts.reduce((s, x) => s + x.plannedUnits, 0));
    expect(report.totals.producedUnits).toBe(report.shifts.reduce((s, x) => s + x.producedUnits, 0));
    expect(report.totals.downtimeMinutes).toBe(report.downtime.reduce((s, x) => s + x.minutes, 0));
    const minutes = report.downtime.map((d) => d.minutes);
    expect(minutes).toEqual([...minutes].sort((a, b) => b - a));
    if (report.downtime.length) expect(report.downtime[report.downtime.length - 1]!.cumulativeShare).toBe(100);
    expect(report.totals.scrapUnits).toBe(report.scrap.reduce((s, x) => s + x.units, 0));
    expect(report.trend.length).toBeGreaterThan(5);
    expect(report.trend[report.trend.length - 1]!.date).toBe(lastDate);
  });

  it('exports the flash report as XLSX in the asked language', async () => {
    const { lastDate } = (await employee('GET', '/mes/lines')).body as MesLinesResult;
    for (const [locale, sheets, first] of [
      ['de', ['Ausbringung', 'Stillstände', 'Ausschuss'], 'Schicht'],
      ['cs', ['Výroba', 'Prostoje', 'Zmetky'], 'Směna'],
    ] as const) {
      const res = await employee('GET', `/mes/flash/export?date=${lastDate}&line=PL-FHK1&locale=${locale}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/spreadsheetml/);
      expect(res.headers.get('content-disposition')).toContain(`MES-Flash_PL-FHK1_${lastDate}.xlsx`);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(res.bytes as unknown as ArrayBuffer);
      expect(workbook.worksheets.map((w) => w.name)).toEqual(sheets);
      const output = workbook.worksheets[0]!;
      expect(output.getCell('A1').value).toBe(first);
      expect(output.rowCount).toBe(5); // header, three shifts, total
      expect(typeof output.getCell('C2').value).toBe('number');
    }
  });
});

describe('import', () => {
  const stored = async () => {
    const [o, d, s] = await Promise.all(
      ['output', 'downtime', 'scrap'].map((table) =>
        admin('GET', `/mes/${table}?from=${day1}&to=${day2}&line=${line}`),
      ),
    );
    return o!.body.length + d!.body.length + s!.body.length;
  };

  it('names each bad row and column, stores nothing, then imports the corrected file once', async () => {
    const rows = goodRows();
    rows[1] = `${day1};${line};1;downtime;coffeeBreak;;;25;`; // row 3: unknown reason
    rows[3] = `${day1};${line};4;output;;100;abc;;`; // row 5: shift 4 and a word for units
    const bad = { file: { name: 'mes-bad.csv', content: csv(rows) } };

    const preview = (await admin('POST', '/mes/import/preview', bad)).body as MesImportPreview;
    expect(preview.valid).toBe(false);
    expect(preview.issues.map((i) => [i.row, i.column, i.code])).toEqual([
      [3, 'code', 'code'],
      [5, 'shift', 'shift'],
      [5, 'produced_units', 'range'],
    ]);
    // The unknown reason's issue lists the reasons the type takes.
    expect(preview.issues[0]!.params).toEqual({ type: 'downtime', allowed: downtimeReasons.join(', ') });
    const refused = await admin('POST', '/mes/import', bad);
    expect(refused.status).toBe(400);
    const refusal = refused.body as MesImportRefusal;
    expect(refusal).toMatchObject({ code: 'mes_import_invalid', field: 'file' });
    expect(new Set(refusal.issues.map((i) => i.row))).toEqual(new Set([3, 5]));
    expect(await stored()).toBe(0);

    const good = { file: { name: 'mes.csv', content: csv(goodRows()) } };
    const check = (await admin('POST', '/mes/import/preview', good)).body as MesImportPreview;
    expect(check).toMatchObject({
      valid: true,
      rows: 6,
      added: 6,
      changed: 0,
      unchanged: 0,
      previousImport: null,
      lines: [line],
    });
    const first = await admin('POST', '/mes/import', good);
    expect(first.status).toBe(201);
    expect(first.body as MesImportResult).toMatchObject({ added: 6, changed: 0, firstDate: day1, lastDate: day2 });
    expect(await stored()).toBe(6);

    const again = await admin('POST', '/mes/import', good);
    expect(again.status).toBe(200);
    expect(again.body as MesImportResult).toMatchObject({ added: 0, changed: 0, unchanged: 6, importId: null });
    expect((again.body as MesImportResult).previousImport?.user).toBe('Andrea Weber');
    expect(await stored()).toBe(6);
    const imports = (await admin('GET', '/mes/imports')).body as { id: string }[];
    expect(imports.filter((i) => i.id === (first.body as MesImportResult).importId)).toHaveLength(1);

    const report = (await admin('GET', `/mes/flash?date=${day1}&line=${line}`)).body as MesFlashReport;
    expect(report.totals).toMatchObject({ plannedUnits: 200, producedUnits: 182, scrapUnits: 3, downtimeMinutes: 65 });
    expect(report.downtime.map((d) => d.reason)).toEqual(['materialShortage', 'toolChange']);
  });

  it('reads the same rows from XLSX (nothing new), and takes a corrected value as a change', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('MES');
    sheet.addRow(header.split(';'));
    for (const row of goodRows()) {
      const cells: (string | number | Date | null)[] = row
        .split(';')
        .map((v) => (v === '' ? null : /^\d+$/.test(v) ? Number(v) : v));
      cells[0] = new Date(`${cells[0]}T00:00:00Z`);
      sheet.addRow(cells);
    }
    const xlsx = new Uint8Array(await workbook.xlsx.writeBuffer());
    const type = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    const same = await admin('POST', '/mes/import', { file: { name: 'mes.xlsx', content: xlsx, type } });
    expect(same.status).toBe(200);
    expect(same.body).toMatchObject({ format: 'xlsx', added: 0, changed: 0, unchanged: 6 });

    const corrected = goodRows();
    corrected[5] = `${day2.split('-').reverse().join('.')};${line.toLowerCase()};1;OUTPUT;;100;99;;`;
    const preview = (await admin('POST', '/mes/import/preview', { file: { name: 'fix.csv', content: csv(corrected) } }))
      .body as MesImportPreview;
    expect(preview).toMatchObject({ valid: true, changed: 1, unchanged: 5 });
    expect(preview.changes).toEqual([{ row: 7, key: `${day2}|${line}|1|output|`, before: 101, after: 99 }]);
    expect((await admin('POST', '/mes/import', { file: { name: 'fix.csv', content: csv(corrected) } })).status).toBe(
      201,
    );
  });

  it('refuses files it cannot read, wrong headers, too much downtime and future days', async () => {
    const refused = async (content: string | Uint8Array, name = 'x.csv') =>
      (await admin('POST', '/mes/import/preview', { file: { name, content } })).body;
    expect((await refused('')).field).toBe('file');
    expect((await refused(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), 'x.xlsx')).field).toBe('file');
    const noShift = await refused('date;line;type;code;planned_units;produced_units;minutes;scrap_units;colour\r\n');
    expect(noShift.issues.map((i: { row: number; column: string; code: string }) => [i.row, i.column, i.code])).toEqual(
      [
        [1, 'file', 'unknown_column'],
        [1, 'shift', 'missing_column'],
      ],
    );
    const long = await refused(
      csv([
        `${day1};${line};3;downtime;toolChange;;;300;`,
        `${day1};${line};3;downtime;cleaning;;;200;`,
        `${today};${line};3;output;;1;1;;`,
      ]),
    );
    expect(long.issues.map((i: { row: number; column: string; code: string }) => [i.row, i.column, i.code])).toEqual([
      [3, 'minutes', 'shift_minutes'],
      [4, 'date', 'future'],
    ]);
    const dup = await refused(csv([`${day1};${line};3;output;;1;1;;`, `${day1};${line};3;output;;1;2;;`]));
    expect(dup.issues[0]).toMatchObject({ row: 3, code: 'duplicate' });

    const notMultipart = await fetch(`${server.url}/portalapiproduction/api/mes/import`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${(await oidcLogin(server.url, 'admin')).access_token}`,
        'content-type': 'application/json',
      },
      body: '{}',
    });
    expect(notMultipart.status).toBe(400);
    const huge = await admin('POST', '/mes/import', {
      file: { name: 'big.csv', content: new Uint8Array(6 * 1024 * 1024) },
    });
    expect(huge.status).toBe(413);
  });
});

import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { centsToPrice, priceSchema, priceToCents } from '../../contract/canteen.ts';
import { infoSystemModuleReadPermissions, invalidPathSegment } from '../../contract/info-system-files.ts';
import { InfoSystemModule, type InfoSystemModuleName } from '../../contract/info-system-modules.ts';
import { uiPermissions } from '../../contract/permissions.ts';
import { addDays, isoWeek, localDate, localTime, mondayOf, zonedInstant } from '../../server/areas/canteen/time.ts';
import { Canvas, crc32 } from '../../server/demo/info-files/png.ts';
import { contentDisposition } from '../../server/http/content-disposition.ts';
import { flattenRoutes } from '../../shell/routing/routes.ts';

describe('module read permissions', () => {
  it('give every info route’s module exactly the permissions its route needs', () => {
    const infoRoutes = flattenRoutes().filter((e) => e.route.element === 'portal-info-system');
    expect(infoRoutes.length).toBeGreaterThan(50);
    const names = Object.fromEntries(Object.entries(InfoSystemModule).map(([n, id]) => [id, n])) as Record<
      number,
      InfoSystemModuleName
    >;
    for (const { route } of infoRoutes) {
      const module = names[Number(route.attributes!['module-id'])]!;
      const fromTable = infoSystemModuleReadPermissions[module].map((k) => uiPermissions[k].id).sort();
      expect(fromTable, `${route.name} (${module})`).toEqual([...(route.permissions ?? [])].sort());
    }
  });

  it('cover all 79 modules', () => {
    expect(Object.keys(infoSystemModuleReadPermissions).sort()).toEqual(Object.keys(InfoSystemModule).sort());
  });
});

describe('file names', () => {
  it.each([
    'Speiseplan KW 48 2026.pdf',
    'Jahresrückblick 2025.pdf',
    '2020-03 Pandemieplan.pdf',
    '100% Einsatz.pdf',
    'a.b.c',
  ])('accepts %s', (name) => {
    expect(invalidPathSegment(name)).toBeNull();
  });

  it.each([
    '',
    '.',
    '..',
    '../x',
    'x/..',
    'a..b',
    '/etc/passwd',
    '\\\\server\\share',
    'C:\\x',
    'C:',
    'a\u0000b',
    'a\nb',
    '%2e%2e%2f',
    '%252e%252e%252f',
    '%25252e%25252e',
    '．．／x',
    ' leading',
    'x'.repeat(256),
  ])('refuses %j', (name) => {
    expect(invalidPathSegment(name)).not.toBeNull();
  });
});

describe('money', () => {
  it('converts between decimal strings and integer cents exactly', () => {
    expect(priceToCents('4.8')).toBe(480);
    expect(priceToCents('0.05')).toBe(5);
    expect(priceToCents('12')).toBe(1200);
    expect(centsToPrice(480)).toBe('4.80');
    expect(centsToPrice(5)).toBe('0.05');
    expect(centsToPrice(-1250)).toBe('-12.50');
    // 0.1 + 0.2 in cents
    expect(centsToPrice(priceToCents('0.1') + priceToCents('0.2'))).toBe('0.30');
    expect(() => priceToCents('1.234')).toThrow();
    expect(() => priceToCents('1e3')).toThrow();
  });

  it('parses request prices from strings and JSON numbers, never with float rounding', () => {
    expect(priceSchema.parse(4.8)).toBe('4.80');
    expect(priceSchema.parse('5.9')).toBe('5.90');
    expect(priceSchema.parse(' 3.20 ')).toBe('3.20');
    expect(priceSchema.parse(0)).toBe('0.00');
    for (const bad of [0.1 + 0.2, 4.999, -1, '1,50', '01.50', Number.NaN, 1e21, '1000.01', null]) {
      expect(priceSchema.safeParse(bad).success, String(bad)).toBe(false);
    }
  });
});

describe('canteen time', () => {
  it('turns local canteen times into instants across daylight saving time', () => {
    expect(zonedInstant('2026-11-23', '09:30', 'Europe/Berlin').toISOString()).toBe('2026-11-23T08:30:00.000Z');
    expect(zonedInstant('2026-07-01', '09:30', 'Europe/Berlin').toISOString()).toBe('2026-07-01T07:30:00.000Z');
    expect(zonedInstant('2026-03-29', '09:30', 'Europe/Berlin').toISOString()).toBe('2026-03-29T07:30:00.000Z');
    expect(zonedInstant('2026-10-25', '09:30', 'Europe/Berlin').toISOString()).toBe('2026-10-25T08:30:00.000Z');
    expect(localDate(new Date('2026-11-22T23:30:00Z'), 'Europe/Berlin')).toBe('2026-11-23');
    expect(localTime(new Date('2026-11-23T08:30:00Z'), 'Europe/Berlin')).toBe('09:30');
  });

  it('knows weeks', () => {
    expect(mondayOf('2026-11-22')).toBe('2026-11-16');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(isoWeek('2026-11-23')).toBe(48);
    expect(isoWeek('2027-01-01')).toBe(53);
  });
});

describe('downloads and demo images', () => {
  it('writes Content-Disposition with an ASCII fallback and an RFC 5987 name', () => {
    expect(contentDisposition('inline', 'Größe & "Maße" (neu).pdf')).toBe(
      `inline; filename="Groesse & _Masse_ (neu).pdf"; filename*=UTF-8''Gr%C3%B6%C3%9Fe%20%26%20%22Ma%C3%9Fe%22%20%28neu%29.pdf`,
    );
    expect(contentDisposition('attachment', 'Přehled.pdf')).toBe(
      `attachment; filename="Prehled.pdf"; filename*=UTF-8''P%C5%99ehled.pdf`,
    );
  });

  it('encodes valid PNGs', () => {
    expect(crc32(Buffer.from('IEND'))).toBe(0xae426082);
    const canvas = new Canvas(4, 3);
    canvas.fill((x, y) => [x * 60, y * 100, 200]);
    const png = canvas.png();
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    const idatLength = png.readUInt32BE(33);
    expect(png.subarray(37, 41).toString('ascii')).toBe('IDAT');
    const raw = inflateSync(png.subarray(41, 41 + idatLength));
    expect(raw.length).toBe(3 * (4 * 3 + 1));
    expect([...raw.subarray(1, 4)]).toEqual([0, 0, 200]);
    expect(crc32(png.subarray(37, 41 + idatLength))).toBe(png.readUInt32BE(41 + idatLength));
  });
});

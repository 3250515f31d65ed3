import { describe, expect, it } from 'vitest';
import { centsText, orderCents, parsePriceInput, priceInput, priceText } from '../../apps/canteen/money.ts';
import { addDays, isoWeek, isoWeekday, isPast, mondayOf, orderWeekOf, workDays } from '../../apps/canteen/week.ts';
import { createFormatter } from '../../apps/platform/format.ts';
import { fileNameFromDisposition } from '../../apps/shared/download.ts';
import { isInfoSort, showsModulePdf, sortEntries } from '../../apps/shared/files/sort.ts';
import { InfoSystemModule } from '../../contract/info-system-modules.ts';

const nbsp = (s: string) => s.replace(/\s/g, ' ');

describe('canteen money', () => {
  it('formats decimal strings through the platform formatter, in euros', () => {
    const de = createFormatter('de', 'de');
    expect(nbsp(priceText(de, '4.80'))).toBe('4,80 €');
    expect(priceText(createFormatter('en'), '4.8')).toBe('€4.80');
    expect(nbsp(centsText(de, 123456))).toBe('1.234,56 €');
    expect(nbsp(centsText(createFormatter('fr', 'fr'), 0))).toBe('0,00 €');
    // The Czech site: Czech words and separators, the euro after the amount.
    expect(nbsp(priceText(createFormatter('cs', 'cz'), '4.90'))).toBe('4,90 €');
  });

  it('puts a price into an input field the way the user writes it, and reads it back', () => {
    const de = createFormatter('de', 'de');
    expect(priceInput(de, '1000')).toBe('1000,00');
    expect(parsePriceInput(priceInput(de, '1000'))).toBe('1000.00');
    expect(priceInput(createFormatter('en'), '4.8')).toBe('4.80');
  });

  it('shows plan days, deadlines and week ranges in the language and the canteen’s zone', () => {
    const cs = createFormatter('cs', 'cz');
    expect(nbsp(cs.weekdayDate('2026-11-23'))).toBe('pondělí 23. 11.');
    expect(createFormatter('de', 'de').weekdayDate('2026-11-23')).toBe('Montag, 23.11.');
    expect(createFormatter('de', 'de').date('2026-11-23')).toBe('23.11.2026');
    // 08:30 UTC is 09:30 in Berlin in November, whatever zone the browser runs in.
    expect(createFormatter('de', 'de').time('2026-11-23T08:30:00Z', 'Europe/Berlin')).toBe('09:30');
  });

  it('sums orders in integer cents (no float drift)', () => {
    const line = (quantity: number, articlePrice: string) => ({ quantity, articlePrice }) as never;
    const orders = [
      { orderDetails: [line(1, '0.10'), line(2, '0.20')] },
      { orderDetails: [line(3, '4.80'), line(1, '0.70')] },
    ];
    // 0.10 + 0.40 + 14.40 + 0.70 = 15.60 — float addition of 0.1 + 0.2 would already drift.
    expect(orderCents(orders)).toBe(1560);
    expect(orderCents([])).toBe(0);
  });

  it('reads prices typed by users', () => {
    expect(parsePriceInput('4,80')).toBe('4.80');
    expect(parsePriceInput(' 5 ')).toBe('5.00');
    expect(parsePriceInput('4.8 €')).toBe('4.80');
    expect(parsePriceInput('4,805')).toBeNull();
    expect(parsePriceInput('-1')).toBeNull();
    expect(parsePriceInput('abc')).toBeNull();
    expect(parsePriceInput('1000.01')).toBeNull();
    expect(parsePriceInput('1000')).toBe('1000.00');
  });
});

describe('canteen weeks', () => {
  it('computes Mondays, workdays and ISO weeks', () => {
    expect(isoWeekday('2026-11-22')).toBe(7);
    expect(mondayOf('2026-11-22')).toBe('2026-11-16');
    expect(mondayOf('2026-11-16')).toBe('2026-11-16');
    expect(workDays('2026-11-23')).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27']);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30'); // DST change in Europe does not matter
    expect(isoWeek('2026-11-23')).toBe(48);
    expect(isoWeek('2027-01-01')).toBe(53);
    expect(isoWeek('2025-12-29')).toBe(1);
  });

  it('orders for this week on workdays and for next week at the weekend', () => {
    expect(orderWeekOf('2026-11-20')).toBe('2026-11-16');
    expect(orderWeekOf('2026-11-21')).toBe('2026-11-23');
    expect(orderWeekOf('2026-11-22')).toBe('2026-11-23');
  });

  it('knows when a deadline has passed', () => {
    const now = new Date('2026-11-23T08:30:00Z');
    expect(isPast('2026-11-23T08:30:00Z', now)).toBe(true);
    expect(isPast('2026-11-23T08:30:01Z', now)).toBe(false);
  });
});

describe('info-system listing orders', () => {
  const files = [
    { name: '02 Zieleinlauf.png', lastModified: '2025-09-01T09:05:00Z' },
    { name: '10 Siegerehrung.png', lastModified: '2025-09-01T09:00:00Z' },
    { name: '01 Start.png', lastModified: '2025-09-01T09:05:00Z' },
    { name: 'ärzte.pdf', lastModified: '2026-01-01T00:00:00Z' },
  ];
  const names = (items: { name: string }[]) => items.map((i) => i.name);

  it('name: natural and German order', () => {
    expect(names(sortEntries(files, 'name'))).toEqual([
      '01 Start.png',
      '02 Zieleinlauf.png',
      '10 Siegerehrung.png',
      'ärzte.pdf',
    ]);
  });

  it('nameDesc: the reverse (photo gallery)', () => {
    expect(names(sortEntries(files, 'nameDesc'))).toEqual([
      'ärzte.pdf',
      '10 Siegerehrung.png',
      '02 Zieleinlauf.png',
      '01 Start.png',
    ]);
  });

  it('lastModifiedDesc: newest first, ties by name (events, news, mealPlan)', () => {
    expect(names(sortEntries(files, 'lastModifiedDesc'))).toEqual([
      'ärzte.pdf',
      '01 Start.png',
      '02 Zieleinlauf.png',
      '10 Siegerehrung.png',
    ]);
  });

  it('does not change its input; unknown sort values are refused', () => {
    const copy = [...files];
    sortEntries(files, 'nameDesc');
    expect(files).toEqual(copy);
    expect(isInfoSort('nameDesc')).toBe(true);
    expect(isInfoSort('size')).toBe(false);
  });

  it('questionsAndAnswers, officeHours and links show their PDF directly', () => {
    expect(showsModulePdf(InfoSystemModule.questionsAndAnswers)).toBe(true);
    expect(showsModulePdf(InfoSystemModule.officeHours)).toBe(true);
    expect(showsModulePdf(InfoSystemModule.links)).toBe(true);
    expect(showsModulePdf(InfoSystemModule.events)).toBe(false);
    expect(showsModulePdf(InfoSystemModule.canteenInfo)).toBe(false);
  });
});

describe('download file names', () => {
  it('prefers filename* (RFC 5987) and falls back', () => {
    expect(
      fileNameFromDisposition(
        `attachment; filename="Kantine_Plattling_Bestellungen.xlsx"; filename*=UTF-8''Kantine_Pl%C3%A4ttling.xlsx`,
        'x',
      ),
    ).toBe('Kantine_Plättling.xlsx');
    expect(fileNameFromDisposition('inline; filename="Allergene.pdf"', 'x')).toBe('Allergene.pdf');
    expect(fileNameFromDisposition('attachment; filename=plain.xlsx', 'x')).toBe('plain.xlsx');
    expect(fileNameFromDisposition(null, 'fallback.xlsx')).toBe('fallback.xlsx');
  });
});

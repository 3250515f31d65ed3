/**
 * The part of the customer and material masters generated in TypeScript (server/demo/masters.ts
 * writes them): customers abroad with their sales organisation (country, market area,
 * territories, regions, hierarchy) and the reporting product range with list prices, which the
 * million invoice lines of server/demo/analytics.ts are drawn from.
 */
import {
  type Country,
  companyCodes,
  countries,
  customerHierarchies,
  datasetStart,
  type MarketArea,
  marketAreas,
  materialGroups,
} from '../areas/analytics/index.ts';
import type * as t from '../db/schema.ts';

export type ForeignCustomer = Omit<typeof t.salesCustomer.$inferInsert, 'id' | 'nameDoc' | 'cityDoc' | 'streetDoc'>;

/** A product of the reporting range (server/areas/analytics/dimensions.ts materialGroups). */
export interface ReportingProduct {
  number: string;
  name: string;
  nameEn: string;
  materialGroup: string;
  listPriceEur: number;
  grossWeightKg: number;
}

/** mulberry32: a small deterministic generator, enough for demo data. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

function pickWeighted<T extends { weight: number }>(items: readonly T[], u: number): T {
  const total = items.reduce((sum, item) => sum + item.weight, 0);
  let rest = u * total;
  for (const item of items) {
    rest -= item.weight;
    if (rest < 0) return item;
  }
  return items[items.length - 1]!;
}

const pick = <T>(items: readonly T[], u: number): T => items[Math.floor(u * items.length) % items.length]!;

const surnames: Record<string, readonly string[]> = {
  DE: [
    'Müller',
    'Schmid',
    'Huber',
    'Wagner',
    'Becker',
    'Hoffmann',
    'Schäfer',
    'Koch',
    'Richter',
    'Klein',
    'Wolf',
    'Neumann',
    'Schwarz',
    'Zimmermann',
    'Krüger',
    'Hartmann',
    'Lange',
    'Werner',
    'Krause',
    'Maier',
  ],
  AT: ['Gruber', 'Huber', 'Bauer', 'Wagner', 'Pichler', 'Steiner', 'Moser', 'Mayer'],
  CH: ['Meier', 'Keller', 'Brunner', 'Baumann', 'Frei', 'Gerber', 'Favre', 'Rossi'],
  CZ: ['Novák', 'Svoboda', 'Dvořák', 'Černý', 'Procházka', 'Kučera', 'Veselý', 'Horák'],
  SK: ['Horváth', 'Kováč', 'Varga', 'Tóth', 'Nagy', 'Baláž'],
  PL: ['Nowak', 'Kowalski', 'Wiśniewski', 'Wójcik', 'Kamiński', 'Lewandowski'],
  FR: ['Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Richard', 'Petit', 'Durand'],
  BE: ['Peeters', 'Janssens', 'Maes', 'Dubois', 'Lambert'],
  NL: ['de Jong', 'Jansen', 'de Vries', 'van den Berg', 'Bakker'],
  IT: ['Rossi', 'Russo', 'Ferrari', 'Esposito', 'Bianchi', 'Romano', 'Colombo'],
};

const nameForms: Record<string, readonly ((surname: string, city: string) => string)[]> = {
  DE: [
    (s) => `${s} Haustechnik GmbH`,
    (s) => `Sanitär ${s} GmbH & Co. KG`,
    (s, c) => `Heizungsbau ${s}, ${c}`,
    (s) => `${s} Bad + Heizung e.K.`,
    (_, c) => `SHK-Großhandel ${c} GmbH`,
  ],
  AT: [(s) => `${s} Installationen GmbH`, (s) => `Haustechnik ${s} KG`, (_, c) => `Sanitärgroßhandel ${c}`],
  CH: [(s) => `${s} Haustechnik AG`, (s) => `Sanitär ${s} GmbH`, (s) => `Chauffage ${s} SA`],
  CZ: [(s) => `${s} Topenářství s.r.o.`, (s) => `Instalatérství ${s} s.r.o.`, (_, c) => `Velkoobchod TZB ${c} a.s.`],
  SK: [(s) => `${s} Kúrenie s.r.o.`, (s) => `Inštalácie ${s} s.r.o.`],
  PL: [(s) => `${s} Instalacje Sp. z o.o.`, (_, c) => `Hurtownia Instalacyjna ${c}`],
  FR: [(s) => `Chauffage ${s} SARL`, (s) => `Plomberie ${s} et Fils`, (_, c) => `Négoce Sanitaire ${c} SAS`],
  BE: [(s) => `Chauffage ${s} SPRL`, (s) => `Installatie ${s} BV`],
  NL: [(s) => `Installatiebedrijf ${s} B.V.`, (_, c) => `Sanitairgroothandel ${c}`],
  IT: [(s) => `Termoidraulica ${s} S.r.l.`, (s) => `Idrosanitari ${s} S.p.A.`],
};

/**
 * Customers of the countries the sales generator does not cover (server/demo/sales-customers.ts
 * writes the German, Czech and Swiss ones): `count` installers and wholesalers in Austria,
 * Slovakia, Poland, France, Benelux and Italy, numbered 5000001…; their search texts are
 * normalised in SQL by the caller.
 */
export function foreignCustomers(count: number, skipCountries: readonly string[]): ForeignCustomer[] {
  const next = random(20_260_001);
  const areaByCode = new Map(marketAreas.map((a) => [a.code, a]));
  const abroad = countries.filter((c) => !skipCountries.includes(c.code));
  const rows: ForeignCustomer[] = [];
  for (let i = 1; i <= count; i++) {
    const country: Country = pickWeighted(abroad, next());
    const area: MarketArea = areaByCode.get(pick(country.marketAreas, next()))!;
    const [postalCode, city] = pick(country.cities, next());
    const surname = pick(surnames[country.code]!, next());
    const form = Math.floor(next() * nameForms[country.code]!.length);
    const compCode = companyCodes.find((c) => c.code === country.compCode)!;
    const created = new Date(Date.UTC(2004, 0, 1) + Math.floor(next() * 17 * 365) * 86_400_000);
    const createdOn = created.toISOString().slice(0, 10);
    rows.push({
      number: `5${String(i).padStart(6, '0')}`,
      name: nameForms[country.code]![form]!(surname, city),
      street: `${pick(country.streets, next())} ${1 + Math.floor(next() * 140)}`,
      postalCode,
      city,
      country: country.code,
      companyCode: compCode.code,
      currency: compCode.currency,
      accountGroup: '0001',
      // The last name form of a country is its wholesaler (type 1), the others installers (type 2).
      type: form === nameForms[country.code]!.length - 1 ? 1 : 2,
      salesGroupKey: `${country.code}${String(1 + Math.floor(next() * 4)).padStart(2, '0')}`,
      discountPercent: Math.round((18 + next() * 27) * 4) / 4,
      marketArea: area.code,
      partnerCompany: 'EXT',
      customerHierarchy: pickWeighted(customerHierarchies, next()).code,
      territoryHt: pick(area.territoriesHt, next())[0],
      territorySan: pick(area.territoriesSan, next())[0],
      regionHt: area.regionHt,
      regionSan: area.regionSan,
      createdOn: createdOn < datasetStart ? createdOn : datasetStart,
    });
  }
  return rows;
}

const sizes = [
  { suffix: '', en: '', factor: 1 },
  { suffix: ' (Sonderlänge)', en: ' (special length)', factor: 1.18 },
  { suffix: ' weiß RAL 9016', en: ' white RAL 9016', factor: 1.02 },
  { suffix: ' Sonderfarbe', en: ' special colour', factor: 1.24 },
];

/** The reporting product range: every product of every reporting group in four variants. */
export function reportingProducts(): ReportingProduct[] {
  const rows: ReportingProduct[] = [];
  let id = 0;
  for (const group of materialGroups) {
    group.products.forEach(([name, english, price], p) => {
      sizes.forEach((size, s) => {
        id++;
        rows.push({
          number: `${group.code}${String(p + 1).padStart(2, '0')}${String(s + 1).padStart(2, '0')}${String(id).padStart(4, '0')}`,
          name: `${name}${size.suffix}`,
          nameEn: `${english}${size.en}`,
          materialGroup: group.code,
          listPriceEur: Math.round(price * size.factor * 100) / 100,
          grossWeightKg: Math.round(group.weightKg * size.factor * 100) / 100,
        });
      });
    });
  }
  return rows;
}

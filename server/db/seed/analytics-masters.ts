/**
 * Master data of the sales data set, generated deterministically in TypeScript (a few thousand
 * rows): customers with their sales organisation (country, market area, territories, regions,
 * hierarchy, trading partner) and materials with list prices. The million fact rows are
 * generated in SQL from these (server/db/seed/analytics.ts).
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
} from '../../analytics/dimensions.ts';
import type * as t from '../schema.ts';

type CustomerRow = typeof t.salesCustomer.$inferInsert;
type MaterialRow = typeof t.salesMaterial.$inferInsert;

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

/** Customers: `count` of them, ids 1…count; the lower the id, the more the customer buys. */
export function demoCustomers(count: number): CustomerRow[] {
  const next = random(20_260_001);
  const areaByCode = new Map(marketAreas.map((a) => [a.code, a]));
  const rows: CustomerRow[] = [];
  for (let id = 1; id <= count; id++) {
    const country: Country = pickWeighted(countries, next());
    const area: MarketArea = areaByCode.get(pick(country.marketAreas, next()))!;
    const [postalCode, city] = pick(country.cities, next());
    const surname = pick(surnames[country.code]!, next());
    const name = pick(nameForms[country.code]!, next())(surname, city);
    const territoryHt = pick(area.territoriesHt, next())[0];
    const territorySan = pick(area.territoriesSan, next())[0];
    // A dozen customers are the group's own companies buying from each other (mid-sized buyers).
    const intercompany = id - Math.min(100, count - companyCodes.length * 3);
    const partner =
      intercompany >= 0 && intercompany < companyCodes.length * 3
        ? companyCodes[intercompany % companyCodes.length]!.code
        : 'EXT';
    const compCode = companyCodes.find((c) => c.code === country.compCode)!;
    const created = new Date(Date.UTC(2004, 0, 1) + Math.floor(next() * 17 * 365) * 86_400_000);
    rows.push({
      id,
      number: String(100_000 + id).padStart(10, '0'),
      name:
        partner === 'EXT'
          ? name
          : `${companyCodes.find((c) => c.code === partner)!.label.de}, Werk ${city} (IC ${Math.floor(intercompany / companyCodes.length) + 1})`,
      street: `${pick(country.streets, next())} ${1 + Math.floor(next() * 140)}`,
      postalCode,
      city,
      country: country.code,
      compCode: compCode.code,
      currency: compCode.currency,
      marketArea: area.code,
      partnerCompany: partner,
      customerHierarchy: partner === 'EXT' ? pickWeighted(customerHierarchies, next()).code : 'KH99',
      territoryHt,
      territorySan,
      regionHt: area.regionHt,
      regionSan: area.regionSan,
      discount: (0.18 + next() * 0.27).toFixed(3),
      createdOn: created.toISOString().slice(0, 10) < datasetStart ? created.toISOString().slice(0, 10) : datasetStart,
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

/** Materials: every product line in four variants. */
export function demoMaterials(): MaterialRow[] {
  const rows: MaterialRow[] = [];
  let id = 0;
  for (const group of materialGroups) {
    group.products.forEach(([name, english, price], p) => {
      sizes.forEach((size, s) => {
        id++;
        rows.push({
          id,
          number: `${group.code}${String(p + 1).padStart(2, '0')}${String(s + 1).padStart(2, '0')}${String(id).padStart(4, '0')}`,
          descriptionDe: `${name}${size.suffix}`,
          descriptionEn: `${english}${size.en}`,
          materialGroup: group.code,
          branchCode: group.branch,
          listPriceEur: (price * size.factor).toFixed(2),
          marginRate: group.marginRate.toFixed(3),
          maxQuantity: group.maxQuantity,
          grossWeightKg: (group.weightKg * size.factor).toFixed(2),
          plant: group.plant,
        });
      });
    });
  }
  return rows;
}

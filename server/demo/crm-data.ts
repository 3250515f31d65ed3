/**
 * Demo data of the CRM API: the dealer-search product catalogue, ~390 dealers (installers and
 * specialist partners) at real city coordinates in DE, AT, CH, CZ and FR, the localization lists
 * and CRM contacts for the three demo portal users. Generated deterministically: a fixed-seed
 * PRNG walks fixed lists in a fixed order, so every run (and every process) builds the same rows.
 */
import { createHash } from 'node:crypto';
import {
  AccountLookupResult,
  type CrmDivision,
  type CrmLocalizationKind,
  type CrmProject,
} from '../../contract/crm.ts';
import type { Locale } from '../../contract/locales.ts';
import type * as t from '../db/schema.ts';
import { demoAccounts } from './accounts.ts';

type DealerRow = typeof t.crmDealer.$inferInsert;
type ProductRow = typeof t.crmProduct.$inferInsert;
type DealerProductRow = typeof t.crmDealerProduct.$inferInsert;
type LocalizationRow = typeof t.crmLocalization.$inferInsert;
type CrmUserRow = typeof t.crmUser.$inferInsert;

// ---------------------------------------------------------------------------------------------
// Products (names in German, the portal's first language; keys are stable)
// ---------------------------------------------------------------------------------------------

interface DemoProduct extends ProductRow {
  division: CrmDivision;
  /** Share of the division's dealers that offer it. */
  weight: number;
}

const demoProduct = (
  productKey: string,
  productName: string,
  branchSubCode: string,
  division: CrmDivision,
  weight: number,
): DemoProduct => ({ productKey, productName, branchSubCode, division, weight });

export const crmDemoProducts: readonly DemoProduct[] = [
  demoProduct('HK-PROFIL', 'Profil-Kompaktheizkörper', 'HK', 'Heating', 0.8),
  demoProduct('HK-PLAN', 'Plan-Kompaktheizkörper', 'HK', 'Heating', 0.7),
  demoProduct('HK-DESIGN', 'Design- und Badheizkörper', 'HK', 'Heating', 0.6),
  demoProduct('KV-UNTERFLUR', 'Unterflurkonvektoren', 'KV', 'Heating', 0.35),
  demoProduct('KV-GEBLAESE', 'Gebläsekonvektoren (Fan-Coils)', 'KV', 'Heating', 0.3),
  demoProduct('WP-LUFT', 'Luft/Wasser-Wärmepumpen', 'WP', 'Heating', 0.55),
  demoProduct('WP-SOLE', 'Sole/Wasser-Wärmepumpen', 'WP', 'Heating', 0.25),
  demoProduct('FBH-NASS', 'Fußbodenheizung Nasssystem', 'FBH', 'Heating', 0.5),
  demoProduct('FBH-TROCKEN', 'Fußbodenheizung Trockensystem', 'FBH', 'Heating', 0.35),
  demoProduct('LUE-KWL', 'Kontrollierte Wohnraumlüftung', 'LUE', 'Heating', 0.3),
  demoProduct('SP-SPEICHER', 'Puffer- und Trinkwasserspeicher', 'SP', 'Heating', 0.45),
  demoProduct('DU-KABINE', 'Duschkabinen', 'DU', 'Sanitary', 0.85),
  demoProduct('DU-WALKIN', 'Walk-In-Duschen', 'DU', 'Sanitary', 0.6),
  demoProduct('DU-BARRIEREFREI', 'Barrierefreie Duschlösungen', 'DU', 'Sanitary', 0.35),
  demoProduct('DW-WANNE', 'Duschwannen', 'DW', 'Sanitary', 0.6),
  demoProduct('DW-BODENEBEN', 'Bodenebene Duschflächen', 'DW', 'Sanitary', 0.45),
  demoProduct('BW-AUFSATZ', 'Badewannenaufsätze', 'BW', 'Sanitary', 0.4),
].map((p, i) => ({ ...p, sortOrder: i + 1 }));

// ---------------------------------------------------------------------------------------------
// Cities: real coordinates (WGS 84), main postal code, telephone prefix, number of demo dealers
// ---------------------------------------------------------------------------------------------

type CountryCode = 'DE' | 'AT' | 'CH' | 'CZ' | 'FR';

interface City {
  name: string;
  country: CountryCode;
  postalCode: string;
  lat: number;
  lon: number;
  /** Area code without the trunk 0 (DE, AT, CH), leading digits (CZ), or the first three digits (FR). */
  tel: string;
  dealers: number;
}

const city = (
  name: string,
  country: CountryCode,
  postalCode: string,
  lat: number,
  lon: number,
  tel: string,
  dealers: number,
): City => ({ name, country, postalCode, lat, lon, tel, dealers });

export const crmDemoCities: readonly City[] = [
  // Lower Bavaria and the Upper Palatinate around Plattling (the most dealers)
  city('Plattling', 'DE', '94447', 48.7766, 12.8737, '9931', 6),
  city('Deggendorf', 'DE', '94469', 48.8353, 12.9644, '991', 6),
  city('Passau', 'DE', '94032', 48.5665, 13.4312, '851', 5),
  city('Regensburg', 'DE', '93047', 49.0134, 12.1016, '941', 6),
  city('Straubing', 'DE', '94315', 48.881, 12.5731, '9421', 5),
  city('Landshut', 'DE', '84028', 48.5442, 12.1469, '871', 5),
  city('Dingolfing', 'DE', '84130', 48.63, 12.493, '8731', 3),
  city('Vilshofen an der Donau', 'DE', '94474', 48.636, 13.188, '8541', 3),
  city('Landau an der Isar', 'DE', '94405', 48.673, 12.694, '9951', 3),
  city('Osterhofen', 'DE', '94486', 48.701, 13.02, '9932', 2),
  city('Bogen', 'DE', '94327', 48.911, 12.689, '9422', 2),
  city('Freyung', 'DE', '94078', 48.807, 13.547, '8551', 2),
  city('Zwiesel', 'DE', '94227', 49.016, 13.236, '9922', 2),
  city('Cham', 'DE', '93413', 49.223, 12.66, '9971', 3),
  city('Eggenfelden', 'DE', '84307', 48.404, 12.758, '8721', 2),
  city('Pfarrkirchen', 'DE', '84347', 48.432, 12.938, '8561', 2),
  city('Altötting', 'DE', '84503', 48.226, 12.677, '8671', 2),
  city('Rosenheim', 'DE', '83022', 47.8561, 12.1289, '8031', 3),
  // The rest of Germany
  city('München', 'DE', '80331', 48.1374, 11.5755, '89', 10),
  city('Augsburg', 'DE', '86150', 48.3705, 10.8978, '821', 5),
  city('Ingolstadt', 'DE', '85049', 48.7665, 11.4258, '841', 4),
  city('Nürnberg', 'DE', '90402', 49.4521, 11.0767, '911', 7),
  city('Würzburg', 'DE', '97070', 49.7913, 9.9534, '931', 4),
  city('Bamberg', 'DE', '96047', 49.8988, 10.9028, '951', 3),
  city('Bayreuth', 'DE', '95444', 49.9456, 11.5713, '921', 3),
  city('Weiden in der Oberpfalz', 'DE', '92637', 49.6768, 12.1561, '961', 3),
  city('Amberg', 'DE', '92224', 49.4447, 11.858, '9621', 3),
  city('Stuttgart', 'DE', '70173', 48.7758, 9.1829, '711', 7),
  city('Ulm', 'DE', '89073', 48.4011, 9.9876, '731', 3),
  city('Karlsruhe', 'DE', '76133', 49.0069, 8.4037, '721', 4),
  city('Freiburg im Breisgau', 'DE', '79098', 47.999, 7.8421, '761', 4),
  city('Mannheim', 'DE', '68159', 49.4875, 8.466, '621', 4),
  city('Frankfurt am Main', 'DE', '60311', 50.1109, 8.6821, '69', 7),
  city('Wiesbaden', 'DE', '65183', 50.0782, 8.2398, '611', 3),
  city('Mainz', 'DE', '55116', 49.9929, 8.2473, '6131', 3),
  city('Köln', 'DE', '50667', 50.9375, 6.9603, '221', 7),
  city('Düsseldorf', 'DE', '40213', 51.2277, 6.7735, '211', 5),
  city('Dortmund', 'DE', '44135', 51.5136, 7.4653, '231', 4),
  city('Essen', 'DE', '45127', 51.4556, 7.0116, '201', 4),
  city('Münster', 'DE', '48143', 51.9607, 7.6261, '251', 3),
  city('Hannover', 'DE', '30159', 52.3759, 9.732, '511', 5),
  city('Bremen', 'DE', '28195', 53.0793, 8.8017, '421', 4),
  city('Hamburg', 'DE', '20095', 53.5511, 9.9937, '40', 7),
  city('Kiel', 'DE', '24103', 54.3233, 10.1228, '431', 3),
  city('Berlin', 'DE', '10117', 52.52, 13.405, '30', 8),
  city('Potsdam', 'DE', '14467', 52.3906, 13.0645, '331', 3),
  city('Leipzig', 'DE', '04109', 51.3397, 12.3731, '341', 5),
  city('Dresden', 'DE', '01067', 51.0504, 13.7373, '351', 5),
  city('Chemnitz', 'DE', '09111', 50.8278, 12.9214, '371', 3),
  city('Erfurt', 'DE', '99084', 50.9848, 11.0299, '361', 3),
  city('Magdeburg', 'DE', '39104', 52.1205, 11.6276, '391', 3),
  city('Rostock', 'DE', '18055', 54.0924, 12.0991, '381', 3),
  // Austria
  city('Wien', 'AT', '1010', 48.2082, 16.3738, '1', 7),
  city('Linz', 'AT', '4020', 48.3069, 14.2858, '732', 5),
  city('Salzburg', 'AT', '5020', 47.8095, 13.055, '662', 4),
  city('Graz', 'AT', '8010', 47.0707, 15.4395, '316', 4),
  city('Innsbruck', 'AT', '6020', 47.2692, 11.4041, '512', 3),
  city('Klagenfurt am Wörthersee', 'AT', '9020', 46.6247, 14.3053, '463', 3),
  city('St. Pölten', 'AT', '3100', 48.2047, 15.6256, '2742', 2),
  city('Wels', 'AT', '4600', 48.1575, 14.0289, '7242', 3),
  city('Schärding', 'AT', '4780', 48.457, 13.432, '7712', 2),
  city('Braunau am Inn', 'AT', '5280', 48.256, 13.034, '7722', 2),
  city('Ried im Innkreis', 'AT', '4910', 48.21, 13.489, '7752', 2),
  city('Bregenz', 'AT', '6900', 47.5031, 9.7471, '5574', 2),
  // Switzerland
  city('Zürich', 'CH', '8001', 47.3769, 8.5417, '44', 5),
  city('Bern', 'CH', '3011', 46.948, 7.4474, '31', 3),
  city('Basel', 'CH', '4051', 47.5596, 7.5886, '61', 4),
  city('Luzern', 'CH', '6003', 47.0502, 8.3093, '41', 3),
  city('St. Gallen', 'CH', '9000', 47.4245, 9.3767, '71', 3),
  city('Winterthur', 'CH', '8400', 47.4988, 8.7237, '52', 2),
  city('Lausanne', 'CH', '1003', 46.5197, 6.6323, '21', 2),
  city('Genève', 'CH', '1201', 46.2044, 6.1432, '22', 2),
  // Czech Republic
  city('Praha', 'CZ', '110 00', 50.0755, 14.4378, '2', 8),
  city('Brno', 'CZ', '602 00', 49.1951, 16.6068, '54', 6),
  city('Ostrava', 'CZ', '702 00', 49.8209, 18.2625, '59', 5),
  city('Plzeň', 'CZ', '301 00', 49.7384, 13.3736, '37', 4),
  city('Šumperk', 'CZ', '787 01', 49.9653, 16.9706, '583', 3),
  city('Olomouc', 'CZ', '779 00', 49.5938, 17.2509, '585', 4),
  city('České Budějovice', 'CZ', '370 01', 48.9747, 14.4743, '38', 3),
  city('Liberec', 'CZ', '460 01', 50.7663, 15.0543, '48', 3),
  city('Hradec Králové', 'CZ', '500 02', 50.2092, 15.8328, '49', 3),
  city('Pardubice', 'CZ', '530 02', 50.0343, 15.7812, '46', 3),
  city('Zlín', 'CZ', '760 01', 49.2265, 17.6707, '57', 3),
  city('Jihlava', 'CZ', '586 01', 49.3961, 15.5912, '56', 2),
  city('Karlovy Vary', 'CZ', '360 01', 50.2319, 12.872, '35', 2),
  city('Klatovy', 'CZ', '339 01', 49.3955, 13.295, '376', 2),
  // France
  city('Paris', 'FR', '75001', 48.8566, 2.3522, '142', 7),
  city('Lyon', 'FR', '69001', 45.764, 4.8357, '472', 5),
  city('Strasbourg', 'FR', '67000', 48.5734, 7.7521, '388', 5),
  city('Mulhouse', 'FR', '68100', 47.7508, 7.3359, '389', 4),
  city('Toulouse', 'FR', '31000', 43.6047, 1.4442, '561', 4),
  city('Marseille', 'FR', '13001', 43.2965, 5.3698, '491', 3),
  city('Nantes', 'FR', '44000', 47.2184, -1.5536, '240', 3),
  city('Bordeaux', 'FR', '33000', 44.8378, -0.5792, '556', 3),
  city('Lille', 'FR', '59000', 50.6292, 3.0573, '320', 3),
  city('Metz', 'FR', '57000', 49.1193, 6.1757, '387', 3),
  city('Nancy', 'FR', '54000', 48.6921, 6.1844, '383', 3),
  city('Colmar', 'FR', '68000', 48.0794, 7.3585, '389', 3),
  city('Dijon', 'FR', '21000', 47.322, 5.0415, '380', 2),
  city('Besançon', 'FR', '25000', 47.2378, 6.0241, '381', 2),
  city('Grenoble', 'FR', '38000', 45.1885, 5.7245, '476', 2),
  city('Nice', 'FR', '06000', 43.7102, 7.262, '493', 2),
  city('Rennes', 'FR', '35000', 48.1173, -1.6778, '299', 2),
  city('Reims', 'FR', '51100', 49.2583, 4.0317, '326', 2),
  city('Montpellier', 'FR', '34000', 43.6108, 3.8767, '467', 2),
];

// ---------------------------------------------------------------------------------------------
// Names, streets and company patterns per country
// ---------------------------------------------------------------------------------------------

const surnames: Record<CountryCode, readonly string[]> = {
  DE: [
    'Huber',
    'Bauer',
    'Wagner',
    'Maier',
    'Schmid',
    'Gruber',
    'Hofmann',
    'Zimmermann',
    'Fischer',
    'Weber',
    'Schneider',
    'Becker',
    'Koch',
    'Richter',
    'Wolf',
    'Schröder',
    'Braun',
    'Krüger',
    'Lang',
    'Hartmann',
    'Strobl',
    'Eder',
    'Aigner',
    'Lindner',
    'Kraus',
    'Seidl',
    'Wimmer',
    'Ebner',
    'Reiter',
    'Haas',
    'Berger',
    'Kaiser',
    'Vogel',
    'Frank',
    'Winkler',
    'Lorenz',
    'Baumgartner',
    'Dietl',
    'Kronawitter',
    'Pfeffer',
  ],
  AT: [
    'Gruber',
    'Huber',
    'Wagner',
    'Pichler',
    'Moser',
    'Steiner',
    'Hofer',
    'Leitner',
    'Berger',
    'Fuchs',
    'Eder',
    'Fischer',
    'Schwarz',
    'Maier',
    'Schmid',
    'Winkler',
    'Weber',
    'Reiter',
    'Mayrhofer',
    'Brandstätter',
  ],
  CH: [
    'Müller',
    'Meier',
    'Keller',
    'Brunner',
    'Baumann',
    'Frei',
    'Gerber',
    'Widmer',
    'Suter',
    'Steiner',
    'Fischer',
    'Schmid',
    'Huber',
    'Moser',
    'Zürcher',
    'Graf',
    'Wyss',
    'Bachmann',
    'Lüthi',
    'Marti',
  ],
  CZ: [
    'Novák',
    'Svoboda',
    'Novotný',
    'Dvořák',
    'Černý',
    'Procházka',
    'Kučera',
    'Veselý',
    'Horák',
    'Němec',
    'Pokorný',
    'Marek',
    'Pospíšil',
    'Hájek',
    'Jelínek',
    'Král',
    'Růžička',
    'Beneš',
    'Fiala',
    'Sedláček',
  ],
  FR: [
    'Martin',
    'Bernard',
    'Dubois',
    'Thomas',
    'Robert',
    'Richard',
    'Petit',
    'Durand',
    'Leroy',
    'Moreau',
    'Simon',
    'Laurent',
    'Lefebvre',
    'Michel',
    'Fontaine',
    'Roux',
    'Muller',
    'Schmitt',
    'Meyer',
    'Girard',
  ],
};

interface CompanyPattern {
  name: (a: string, b: string) => string;
  /** Middle part of the example domain. */
  slug: string;
}

const companyPatterns: Record<CountryCode, readonly CompanyPattern[]> = {
  DE: [
    { name: (a) => `${a} Haustechnik GmbH`, slug: 'haustechnik' },
    { name: (a) => `${a} Heizung Sanitär GmbH & Co. KG`, slug: 'heizung-sanitaer' },
    { name: (a, b) => `${a} & ${b} Bad und Wärme GmbH`, slug: 'bad-waerme' },
    { name: (a) => `Sanitär ${a} e.K.`, slug: 'sanitaer' },
    { name: (a) => `${a} Gebäudetechnik GmbH`, slug: 'gebaeudetechnik' },
    { name: (a) => `Installateurbetrieb ${a}`, slug: 'installateur' },
    { name: (a) => `${a} Heizungsbau GmbH`, slug: 'heizungsbau' },
    { name: (a) => `Bäder & Wärme ${a} GmbH`, slug: 'baeder-waerme' },
  ],
  AT: [
    { name: (a) => `${a} Installationen GmbH`, slug: 'installationen' },
    { name: (a) => `${a} Haustechnik GesmbH`, slug: 'haustechnik' },
    { name: (a, b) => `${a} & ${b} Heizung-Sanitär OG`, slug: 'heizung-sanitaer' },
    { name: (a) => `Installateur ${a} GmbH`, slug: 'installateur' },
    { name: (a) => `${a} Bad & Heizung e.U.`, slug: 'bad-heizung' },
  ],
  CH: [
    { name: (a) => `${a} Sanitär Heizung AG`, slug: 'sanitaer-heizung' },
    { name: (a) => `${a} Haustechnik AG`, slug: 'haustechnik' },
    { name: (a, b) => `${a} + ${b} Gebäudetechnik GmbH`, slug: 'gebaeudetechnik' },
    { name: (a) => `${a} Installationen GmbH`, slug: 'installationen' },
  ],
  CZ: [
    { name: (a) => `${a} topení s.r.o.`, slug: 'topeni' },
    { name: (a) => `Instalatérství ${a}`, slug: 'instalaterstvi' },
    { name: (a) => `${a} vytápění a sanita s.r.o.`, slug: 'vytapeni-sanita' },
    { name: (a) => `TZB ${a} s.r.o.`, slug: 'tzb' },
    { name: (a, b) => `${a} & ${b} instalace s.r.o.`, slug: 'instalace' },
  ],
  FR: [
    { name: (a) => `${a} Chauffage Sanitaire SARL`, slug: 'chauffage-sanitaire' },
    { name: (a) => `Plomberie ${a}`, slug: 'plomberie' },
    { name: (a) => `${a} Thermique SAS`, slug: 'thermique' },
    { name: (a) => `Ets ${a} & Fils`, slug: 'ets' },
    { name: (a, b) => `${a}-${b} Confort Habitat SARL`, slug: 'confort-habitat' },
  ],
};

const streets: Record<CountryCode, readonly string[]> = {
  DE: [
    'Hauptstraße',
    'Bahnhofstraße',
    'Industriestraße',
    'Gewerbering',
    'Am Gewerbepark',
    'Dieselstraße',
    'Max-Planck-Straße',
    'Siemensstraße',
    'Robert-Bosch-Straße',
    'Gutenbergstraße',
    'Lindenstraße',
    'Am Anger',
  ],
  AT: [
    'Hauptplatz',
    'Bahnhofstraße',
    'Industriestraße',
    'Gewerbepark',
    'Linzer Straße',
    'Wiener Straße',
    'Kirchengasse',
  ],
  CH: ['Bahnhofstrasse', 'Industriestrasse', 'Gewerbestrasse', 'Hauptstrasse', 'Werkstrasse', 'Seestrasse'],
  CZ: ['Průmyslová', 'Nádražní', 'Hlavní', 'Masarykova', 'Komenského', 'Husova', 'Palackého', 'Tovární'],
  FR: [
    'rue de la Gare',
    'avenue de la République',
    'rue du Général de Gaulle',
    "rue de l'Industrie",
    'rue des Artisans',
    'boulevard Victor Hugo',
    'rue Pasteur',
    'avenue Jean Jaurès',
  ],
};

const mailbox: Record<CountryCode, string> = { DE: 'info', AT: 'office', CH: 'info', CZ: 'obchod', FR: 'contact' };

// ---------------------------------------------------------------------------------------------
// Deterministic generator
// ---------------------------------------------------------------------------------------------

/** mulberry32: a tiny fixed-seed PRNG (same sequence on every run). */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

/** A name-based UUID (version 5 layout over SHA-1), stable for a given key. */
export function stableUuid(key: string): string {
  const h = createHash('sha1').update(`crm-demo:${key}`).digest();
  h[6] = (h[6]! & 0x0f) | 0x50;
  h[8] = (h[8]! & 0x3f) | 0x80;
  const hex = h.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

function slugify(text: string): string {
  return text
    .replace(/ß/g, 'ss')
    .replace(/[äÄ]/g, 'ae')
    .replace(/[öÖ]/g, 'oe')
    .replace(/[üÜ]/g, 'ue')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function digits(random: () => number, count: number, firstNonZero = true): string {
  let out = '';
  for (let i = 0; i < count; i++)
    out += String(i === 0 && firstNonZero ? 1 + Math.floor(random() * 9) : Math.floor(random() * 10));
  return out;
}

function groups(text: string, sizes: number[]): string {
  const parts: string[] = [];
  let at = 0;
  for (const size of sizes) {
    parts.push(text.slice(at, at + size));
    at += size;
  }
  return parts.join(' ');
}

/** Telephone and fax in the country's international format. */
function phoneNumbers(c: City, random: () => number, withFax: boolean): { telephone: string; fax: string | null } {
  switch (c.country) {
    case 'DE':
    case 'AT': {
      const cc = c.country === 'DE' ? '+49' : '+43';
      const base = digits(random, c.tel.length >= 4 ? 4 : 5);
      return {
        telephone: `${cc} ${c.tel} ${base}-0`,
        fax: withFax ? `${cc} ${c.tel} ${base}-${digits(random, 2)}` : null,
      };
    }
    case 'CH': {
      const number = digits(random, 7);
      const fax = `${number.slice(0, 5)}${digits(random, 2, false)}`;
      return {
        telephone: `+41 ${c.tel} ${groups(number, [3, 2, 2])}`,
        fax: withFax ? `+41 ${c.tel} ${groups(fax, [3, 2, 2])}` : null,
      };
    }
    case 'CZ': {
      const number = c.tel + digits(random, 9 - c.tel.length, false);
      const fax = `${number.slice(0, 7)}${digits(random, 2, false)}`;
      return {
        telephone: `+420 ${groups(number, [3, 3, 3])}`,
        fax: withFax ? `+420 ${groups(fax, [3, 3, 3])}` : null,
      };
    }
    case 'FR': {
      const number = c.tel + digits(random, 6, false);
      const fax = `${number.slice(0, 7)}${digits(random, 2, false)}`;
      return {
        telephone: `+33 ${groups(number, [1, 2, 2, 2, 2])}`,
        fax: withFax ? `+33 ${groups(fax, [1, 2, 2, 2, 2])}` : null,
      };
    }
  }
}

function pick<T>(random: () => number, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)]!;
}

function street(c: City, random: () => number): string {
  const name = pick(random, streets[c.country]);
  const number = 1 + Math.floor(random() * 120);
  if (c.country === 'FR') return `${number} ${name}`;
  if (c.country === 'CZ') return `${name} ${200 + Math.floor(random() * 2800)}/${number % 60 || 1}`;
  return `${name} ${number}`;
}

const projectsAll: readonly CrmProject[] = ['NewBuild', 'Renovation', 'Commercial'];
const radii = [25, 30, 40, 50, 60, 80, 100] as const;

export interface CrmDemoData {
  products: ProductRow[];
  dealers: DealerRow[];
  dealerProducts: DealerProductRow[];
  localization: LocalizationRow[];
  contacts: CrmUserRow[];
}

let cached: CrmDemoData | undefined;

/** The whole CRM demo data set (built once per process; identical on every run). */
export function crmDemoData(): CrmDemoData {
  cached ??= buildCrmDemoData();
  return cached;
}

/** Builds the data set from scratch (tests compare two builds). */
export function buildCrmDemoData(): CrmDemoData {
  const random = prng(0x6b65726d); // "kerm"
  const dealers: DealerRow[] = [];
  const dealerProducts: DealerProductRow[] = [];
  const usedNames = new Set<string>();

  for (const c of crmDemoCities) {
    for (let n = 0; n < c.dealers; n++) {
      const names = surnames[c.country];
      let accountName = '';
      let slug = '';
      for (let attempt = 0; attempt < 20; attempt++) {
        const a = pick(random, names);
        let b = pick(random, names);
        if (b === a) b = names[(names.indexOf(a) + 1) % names.length]!;
        const pattern = pick(random, companyPatterns[c.country]);
        accountName = pattern.name(a, b);
        slug = `${slugify(a)}-${pattern.slug}-${slugify(c.name)}`;
        if (!usedNames.has(`${accountName}\n${c.name}`)) break;
      }
      usedNames.add(`${accountName}\n${c.name}`);

      // Divisions: the first dealer of every city does both (so every city has a heating dealer).
      const r = random();
      const divisions: CrmDivision[] =
        n === 0 || r < 0.55 ? ['Heating', 'Sanitary'] : r < 0.8 ? ['Heating'] : ['Sanitary'];
      const projects = projectsAll.filter(() => random() < 0.7);
      if (projects.length === 0) projects.push(pick(random, projectsAll));
      const phones = phoneNumbers(c, random, random() < 0.7);
      const id = stableUuid(`${c.country}:${c.name}:${n}`);

      dealers.push({
        id,
        accountName,
        street: street(c, random),
        postalCode: c.postalCode,
        city: c.name,
        country: c.country,
        telephoneAccount: phones.telephone,
        fax: phones.fax,
        emailAccount: `${mailbox[c.country]}@${slug}.example`,
        websiteUrl: `https://www.${slug}.example`,
        radius: pick(random, radii),
        // Spread within about 1.5 km of the city centre, rounded like a geocoder's answer.
        latitude: round4(c.lat + (random() - 0.5) * 0.027),
        longitude: round4(c.lon + (random() - 0.5) * 0.04),
        divisions,
        projects,
      });

      for (const division of divisions) {
        const candidates = crmDemoProducts.filter((p) => p.division === division);
        const chosen = candidates.filter((p) => random() < p.weight);
        // At least two products per division: the two most common ones.
        for (const p of candidates.slice(0, 2)) if (!chosen.includes(p)) chosen.push(p);
        for (const p of chosen) dealerProducts.push({ dealerId: id, productKey: p.productKey });
      }
    }
  }

  const products = crmDemoProducts.map(({ weight: _, ...p }) => p);
  return { products, dealers, dealerProducts, localization: localizationRows(), contacts: demoContacts() };
}

function round4(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}

// ---------------------------------------------------------------------------------------------
// Localization lists (de, en, cs, fr, it)
// ---------------------------------------------------------------------------------------------

type Texts = Record<Locale, string>;

const countries: Record<string, Texts> = {
  DE: { de: 'Deutschland', en: 'Germany', cs: 'Německo', fr: 'Allemagne', it: 'Germania' },
  AT: { de: 'Österreich', en: 'Austria', cs: 'Rakousko', fr: 'Autriche', it: 'Austria' },
  CH: { de: 'Schweiz', en: 'Switzerland', cs: 'Švýcarsko', fr: 'Suisse', it: 'Svizzera' },
  CZ: { de: 'Tschechien', en: 'Czechia', cs: 'Česko', fr: 'Tchéquie', it: 'Cechia' },
  FR: { de: 'Frankreich', en: 'France', cs: 'Francie', fr: 'France', it: 'Francia' },
  IT: { de: 'Italien', en: 'Italy', cs: 'Itálie', fr: 'Italie', it: 'Italia' },
  PL: { de: 'Polen', en: 'Poland', cs: 'Polsko', fr: 'Pologne', it: 'Polonia' },
  SK: { de: 'Slowakei', en: 'Slovakia', cs: 'Slovensko', fr: 'Slovaquie', it: 'Slovacchia' },
  HU: { de: 'Ungarn', en: 'Hungary', cs: 'Maďarsko', fr: 'Hongrie', it: 'Ungheria' },
  SI: { de: 'Slowenien', en: 'Slovenia', cs: 'Slovinsko', fr: 'Slovénie', it: 'Slovenia' },
  HR: { de: 'Kroatien', en: 'Croatia', cs: 'Chorvatsko', fr: 'Croatie', it: 'Croazia' },
  NL: { de: 'Niederlande', en: 'Netherlands', cs: 'Nizozemsko', fr: 'Pays-Bas', it: 'Paesi Bassi' },
  BE: { de: 'Belgien', en: 'Belgium', cs: 'Belgie', fr: 'Belgique', it: 'Belgio' },
  LU: { de: 'Luxemburg', en: 'Luxembourg', cs: 'Lucembursko', fr: 'Luxembourg', it: 'Lussemburgo' },
  LI: { de: 'Liechtenstein', en: 'Liechtenstein', cs: 'Lichtenštejnsko', fr: 'Liechtenstein', it: 'Liechtenstein' },
  DK: { de: 'Dänemark', en: 'Denmark', cs: 'Dánsko', fr: 'Danemark', it: 'Danimarca' },
  SE: { de: 'Schweden', en: 'Sweden', cs: 'Švédsko', fr: 'Suède', it: 'Svezia' },
  NO: { de: 'Norwegen', en: 'Norway', cs: 'Norsko', fr: 'Norvège', it: 'Norvegia' },
  FI: { de: 'Finnland', en: 'Finland', cs: 'Finsko', fr: 'Finlande', it: 'Finlandia' },
  GB: {
    de: 'Vereinigtes Königreich',
    en: 'United Kingdom',
    cs: 'Spojené království',
    fr: 'Royaume-Uni',
    it: 'Regno Unito',
  },
  IE: { de: 'Irland', en: 'Ireland', cs: 'Irsko', fr: 'Irlande', it: 'Irlanda' },
  ES: { de: 'Spanien', en: 'Spain', cs: 'Španělsko', fr: 'Espagne', it: 'Spagna' },
  PT: { de: 'Portugal', en: 'Portugal', cs: 'Portugalsko', fr: 'Portugal', it: 'Portogallo' },
  RO: { de: 'Rumänien', en: 'Romania', cs: 'Rumunsko', fr: 'Roumanie', it: 'Romania' },
  BG: { de: 'Bulgarien', en: 'Bulgaria', cs: 'Bulharsko', fr: 'Bulgarie', it: 'Bulgaria' },
  GR: { de: 'Griechenland', en: 'Greece', cs: 'Řecko', fr: 'Grèce', it: 'Grecia' },
};

const salutations: Record<string, Texts> = {
  Mr: { de: 'Herr', en: 'Mr', cs: 'Pan', fr: 'Monsieur', it: 'Signor' },
  Ms: { de: 'Frau', en: 'Ms', cs: 'Paní', fr: 'Madame', it: 'Signora' },
  Company: { de: 'Firma', en: 'Company', cs: 'Firma', fr: 'Société', it: 'Azienda' },
};

const targetGroups: Record<string, Texts> = {
  FGH: {
    de: 'Fachgroßhandel',
    en: 'Specialist wholesale',
    cs: 'Velkoobchod',
    fr: 'Négoce spécialisé',
    it: 'Grossista specializzato',
  },
  FHW: {
    de: 'Fachhandwerk',
    en: 'Installer',
    cs: 'Instalatérská firma',
    fr: 'Artisan installateur',
    it: 'Installatore',
  },
  PRS: { de: 'Privatkunde', en: 'Private customer', cs: 'Soukromý zákazník', fr: 'Particulier', it: 'Cliente privato' },
};

const divisions: Record<CrmDivision, Texts> = {
  Heating: { de: 'Heizung', en: 'Heating', cs: 'Vytápění', fr: 'Chauffage', it: 'Riscaldamento' },
  Sanitary: { de: 'Sanitär', en: 'Sanitary', cs: 'Sanita', fr: 'Sanitaire', it: 'Sanitari' },
};

const projects: Record<CrmProject, Texts> = {
  NewBuild: { de: 'Neubau', en: 'New build', cs: 'Novostavba', fr: 'Construction neuve', it: 'Nuova costruzione' },
  Renovation: { de: 'Renovierung', en: 'Renovation', cs: 'Rekonstrukce', fr: 'Rénovation', it: 'Ristrutturazione' },
  Commercial: {
    de: 'Gewerbe- und Objektbau',
    en: 'Commercial buildings',
    cs: 'Komerční stavby',
    fr: 'Bâtiments tertiaires',
    it: 'Edilizia commerciale',
  },
};

/** Countries are listed alphabetically in the asked language (sortOrder 0); the other lists in this order. */
const localizationLists: Record<CrmLocalizationKind, { texts: Record<string, Texts>; ordered: boolean }> = {
  countries: { texts: countries, ordered: false },
  salutations: { texts: salutations, ordered: true },
  targetGroups: { texts: targetGroups, ordered: true },
  divisions: { texts: divisions, ordered: true },
  projects: { texts: projects, ordered: true },
};

function localizationRows(): LocalizationRow[] {
  const rows: LocalizationRow[] = [];
  for (const [kind, { texts, ordered }] of Object.entries(localizationLists)) {
    Object.entries(texts).forEach(([value, byCulture], index) => {
      for (const [cultureCode, translatedValue] of Object.entries(byCulture)) {
        rows.push({ kind, value, cultureCode, translatedValue, sortOrder: ordered ? index + 1 : 0 });
      }
    });
  }
  return rows;
}

// ---------------------------------------------------------------------------------------------
// CRM contacts of the demo portal users (newcomer and partner have none: they start as NotExists)
// ---------------------------------------------------------------------------------------------

const contactSalutations: Record<string, string> = { admin: 'Ms', employee: 'Mr', 'cz-employee': 'Ms' };

function demoContacts(): CrmUserRow[] {
  return demoAccounts
    .filter((a) => a.portalRole)
    .map((a) => {
      const czech = a.domain.endsWith('.cz');
      return {
        openIdUserId: a.sub,
        login: a.login,
        email: a.email,
        domain: a.domain,
        salutation: contactSalutations[a.login] ?? 'Ms',
        firstName: a.givenName,
        lastName: a.familyName,
        telephone: czech ? '+420 494 664 111' : '+49 9931 501-0',
        street: czech ? 'Dobré 149' : 'Pankofen-Bahnhof 1',
        postalCode: czech ? '517 93' : '94447',
        city: czech ? 'Dobré' : 'Plattling',
        language: czech ? 'cs' : 'de',
        country: czech ? 'CZ' : 'DE',
        targetGroup: 'FGH',
        accountName: a.org,
        status: AccountLookupResult.ExistsAsContactCmsEnabled,
        registrationKind: 'specialist',
      };
    });
}

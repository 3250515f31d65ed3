/**
 * The dimensions of the sales data set: codes as SAP keeps them, texts in the five UI languages.
 * The seed (server/demo/analytics.ts) draws customers and materials from these lists; the
 * reporting metadata and the sales-performance filters show the texts.
 */
import type { Locale } from '../../../contract/locales.ts';

export type Texts = Record<Locale, string>;
const same = (text: string): Texts => ({ de: text, en: text, cs: text, fr: text, it: text });

export interface CompanyCode {
  code: string;
  label: Texts;
  currency: 'EUR' | 'CZK' | 'CHF';
}

export const companyCodes: readonly CompanyCode[] = [
  { code: '1000', label: same('Kermi GmbH'), currency: 'EUR' },
  { code: '2000', label: same('PZP Heating a.s.'), currency: 'CZK' },
  { code: '3000', label: same('Arbonia AG'), currency: 'CHF' },
  { code: '4000', label: same('Arbonia France SAS'), currency: 'EUR' },
];

export const branchCodes = [
  {
    code: 'HT',
    label: {
      de: 'Heiztechnik',
      en: 'Heating technology',
      cs: 'Topná technika',
      fr: 'Technique de chauffage',
      it: 'Tecnica di riscaldamento',
    },
  },
  {
    code: 'SAN',
    label: { de: 'Sanitär', en: 'Sanitary', cs: 'Sanita', fr: 'Sanitaire', it: 'Sanitari' },
  },
] as const satisfies readonly { code: string; label: Texts }[];

export interface MarketArea {
  code: string;
  label: Texts;
  /** Territories for heating (HT) and sanitary (SAN) sales reps: code → name. */
  territoriesHt: readonly (readonly [string, string])[];
  territoriesSan: readonly (readonly [string, string])[];
  regionHt: string;
  regionSan: string;
}

export interface Country {
  code: string;
  label: Texts;
  compCode: string;
  /** Share of customers. */
  weight: number;
  marketAreas: readonly string[];
  cities: readonly (readonly [postalCode: string, city: string])[];
  streets: readonly string[];
}

export const marketAreas: readonly MarketArea[] = [
  {
    code: 'D1',
    label: {
      de: 'Deutschland Nord',
      en: 'Germany North',
      cs: 'Německo sever',
      fr: 'Allemagne Nord',
      it: 'Germania Nord',
    },
    territoriesHt: [
      ['HT-D1-01', 'Hamburg / Schleswig-Holstein'],
      ['HT-D1-02', 'Niedersachsen / Bremen'],
      ['HT-D1-03', 'Berlin / Brandenburg'],
    ],
    territoriesSan: [
      ['SAN-D1-01', 'Nord'],
      ['SAN-D1-02', 'Nordost'],
    ],
    regionHt: 'HT-NW',
    regionSan: 'SAN-DE',
  },
  {
    code: 'D2',
    label: {
      de: 'Deutschland West',
      en: 'Germany West',
      cs: 'Německo západ',
      fr: 'Allemagne Ouest',
      it: 'Germania Ovest',
    },
    territoriesHt: [
      ['HT-D2-01', 'Rhein-Ruhr'],
      ['HT-D2-02', 'Westfalen'],
      ['HT-D2-03', 'Rheinland-Pfalz / Saarland'],
    ],
    territoriesSan: [
      ['SAN-D2-01', 'Nordrhein-Westfalen'],
      ['SAN-D2-02', 'Südwest'],
    ],
    regionHt: 'HT-NW',
    regionSan: 'SAN-DE',
  },
  {
    code: 'D3',
    label: { de: 'Deutschland Süd', en: 'Germany South', cs: 'Německo jih', fr: 'Allemagne Sud', it: 'Germania Sud' },
    territoriesHt: [
      ['HT-D3-01', 'Niederbayern / Oberpfalz'],
      ['HT-D3-02', 'Oberbayern / Schwaben'],
      ['HT-D3-03', 'Baden-Württemberg'],
    ],
    territoriesSan: [
      ['SAN-D3-01', 'Bayern'],
      ['SAN-D3-02', 'Baden-Württemberg'],
    ],
    regionHt: 'HT-SO',
    regionSan: 'SAN-DE',
  },
  {
    code: 'D4',
    label: { de: 'Deutschland Ost', en: 'Germany East', cs: 'Německo východ', fr: 'Allemagne Est', it: 'Germania Est' },
    territoriesHt: [
      ['HT-D4-01', 'Sachsen'],
      ['HT-D4-02', 'Thüringen / Sachsen-Anhalt'],
      ['HT-D4-03', 'Hessen / Franken'],
    ],
    territoriesSan: [
      ['SAN-D4-01', 'Mitteldeutschland'],
      ['SAN-D4-02', 'Hessen / Franken'],
    ],
    regionHt: 'HT-SO',
    regionSan: 'SAN-DE',
  },
  {
    code: 'AT',
    label: { de: 'Österreich', en: 'Austria', cs: 'Rakousko', fr: 'Autriche', it: 'Austria' },
    territoriesHt: [
      ['HT-AT-01', 'Wien / Niederösterreich'],
      ['HT-AT-02', 'Westösterreich'],
    ],
    territoriesSan: [['SAN-AT-01', 'Österreich']],
    regionHt: 'HT-AL',
    regionSan: 'SAN-INT',
  },
  {
    code: 'CH',
    label: { de: 'Schweiz', en: 'Switzerland', cs: 'Švýcarsko', fr: 'Suisse', it: 'Svizzera' },
    territoriesHt: [
      ['HT-CH-01', 'Deutschschweiz'],
      ['HT-CH-02', 'Romandie / Tessin'],
    ],
    territoriesSan: [['SAN-CH-01', 'Schweiz']],
    regionHt: 'HT-AL',
    regionSan: 'SAN-INT',
  },
  {
    code: 'CE',
    label: {
      de: 'Mitteleuropa Ost',
      en: 'Central Eastern Europe',
      cs: 'Střední a východní Evropa',
      fr: 'Europe centrale et orientale',
      it: 'Europa centro-orientale',
    },
    territoriesHt: [
      ['HT-CE-01', 'Čechy'],
      ['HT-CE-02', 'Morava / Slovensko'],
      ['HT-CE-03', 'Polska'],
    ],
    territoriesSan: [
      ['SAN-CE-01', 'Česko / Slovensko'],
      ['SAN-CE-02', 'Polska'],
    ],
    regionHt: 'HT-OST',
    regionSan: 'SAN-INT',
  },
  {
    code: 'WE',
    label: {
      de: 'Westeuropa',
      en: 'Western Europe',
      cs: 'Západní Evropa',
      fr: 'Europe de l’Ouest',
      it: 'Europa occidentale',
    },
    territoriesHt: [
      ['HT-WE-01', 'France Nord / Benelux'],
      ['HT-WE-02', 'France Sud'],
    ],
    territoriesSan: [['SAN-WE-01', 'France / Benelux']],
    regionHt: 'HT-WS',
    regionSan: 'SAN-INT',
  },
  {
    code: 'SE',
    label: {
      de: 'Südeuropa',
      en: 'Southern Europe',
      cs: 'Jižní Evropa',
      fr: 'Europe du Sud',
      it: 'Europa meridionale',
    },
    territoriesHt: [['HT-SE-01', 'Italia']],
    territoriesSan: [['SAN-SE-01', 'Italia']],
    regionHt: 'HT-WS',
    regionSan: 'SAN-INT',
  },
];

export const regionsHt = [
  {
    code: 'HT-NW',
    label: {
      de: 'HT Nord/West',
      en: 'HT North/West',
      cs: 'HT sever/západ',
      fr: 'HT Nord/Ouest',
      it: 'HT Nord/Ovest',
    },
  },
  {
    code: 'HT-SO',
    label: { de: 'HT Süd/Ost', en: 'HT South/East', cs: 'HT jih/východ', fr: 'HT Sud/Est', it: 'HT Sud/Est' },
  },
  { code: 'HT-AL', label: { de: 'HT Alpen', en: 'HT Alps', cs: 'HT Alpy', fr: 'HT Alpes', it: 'HT Alpi' } },
  {
    code: 'HT-OST',
    label: {
      de: 'HT Osteuropa',
      en: 'HT Eastern Europe',
      cs: 'HT východní Evropa',
      fr: 'HT Europe de l’Est',
      it: 'HT Europa orientale',
    },
  },
  {
    code: 'HT-WS',
    label: { de: 'HT West/Süd', en: 'HT West/South', cs: 'HT západ/jih', fr: 'HT Ouest/Sud', it: 'HT Ovest/Sud' },
  },
] as const satisfies readonly { code: string; label: Texts }[];

export const regionsSan = [
  {
    code: 'SAN-DE',
    label: { de: 'SAN Deutschland', en: 'SAN Germany', cs: 'SAN Německo', fr: 'SAN Allemagne', it: 'SAN Germania' },
  },
  {
    code: 'SAN-INT',
    label: {
      de: 'SAN International',
      en: 'SAN International',
      cs: 'SAN mezinárodní',
      fr: 'SAN International',
      it: 'SAN Internazionale',
    },
  },
] as const satisfies readonly { code: string; label: Texts }[];

export const countries: readonly Country[] = [
  {
    code: 'DE',
    label: { de: 'Deutschland', en: 'Germany', cs: 'Německo', fr: 'Allemagne', it: 'Germania' },
    compCode: '1000',
    weight: 46,
    marketAreas: ['D1', 'D2', 'D3', 'D4'],
    cities: [
      ['20095', 'Hamburg'],
      ['28195', 'Bremen'],
      ['30159', 'Hannover'],
      ['10115', 'Berlin'],
      ['14467', 'Potsdam'],
      ['45127', 'Essen'],
      ['40213', 'Düsseldorf'],
      ['48143', 'Münster'],
      ['55116', 'Mainz'],
      ['66111', 'Saarbrücken'],
      ['94447', 'Plattling'],
      ['93047', 'Regensburg'],
      ['80331', 'München'],
      ['86150', 'Augsburg'],
      ['70173', 'Stuttgart'],
      ['79098', 'Freiburg im Breisgau'],
      ['01067', 'Dresden'],
      ['04109', 'Leipzig'],
      ['99084', 'Erfurt'],
      ['60311', 'Frankfurt am Main'],
      ['90402', 'Nürnberg'],
    ],
    streets: ['Industriestraße', 'Gewerbepark', 'Hauptstraße', 'Am Handwerkerhof', 'Bahnhofstraße', 'Lindenweg'],
  },
  {
    code: 'AT',
    label: { de: 'Österreich', en: 'Austria', cs: 'Rakousko', fr: 'Autriche', it: 'Austria' },
    compCode: '1000',
    weight: 8,
    marketAreas: ['AT'],
    cities: [
      ['1010', 'Wien'],
      ['4020', 'Linz'],
      ['5020', 'Salzburg'],
      ['6020', 'Innsbruck'],
      ['8010', 'Graz'],
    ],
    streets: ['Gewerbestraße', 'Hauptplatz', 'Industriezeile'],
  },
  {
    code: 'CH',
    label: { de: 'Schweiz', en: 'Switzerland', cs: 'Švýcarsko', fr: 'Suisse', it: 'Svizzera' },
    compCode: '3000',
    weight: 7,
    marketAreas: ['CH'],
    cities: [
      ['8001', 'Zürich'],
      ['3011', 'Bern'],
      ['4051', 'Basel'],
      ['1003', 'Lausanne'],
      ['6900', 'Lugano'],
      ['9320', 'Arbon'],
    ],
    streets: ['Industriestrasse', 'Bahnhofstrasse', 'Rue du Commerce'],
  },
  {
    code: 'CZ',
    label: { de: 'Tschechien', en: 'Czech Republic', cs: 'Česko', fr: 'Tchéquie', it: 'Cechia' },
    compCode: '2000',
    weight: 10,
    marketAreas: ['CE'],
    cities: [
      ['11000', 'Praha'],
      ['60200', 'Brno'],
      ['70200', 'Ostrava'],
      ['30100', 'Plzeň'],
      ['51801', 'Dobré'],
      ['50002', 'Hradec Králové'],
    ],
    streets: ['Průmyslová', 'Hlavní', 'Nádražní'],
  },
  {
    code: 'SK',
    label: { de: 'Slowakei', en: 'Slovakia', cs: 'Slovensko', fr: 'Slovaquie', it: 'Slovacchia' },
    compCode: '2000',
    weight: 3,
    marketAreas: ['CE'],
    cities: [
      ['81101', 'Bratislava'],
      ['04001', 'Košice'],
      ['01001', 'Žilina'],
    ],
    streets: ['Priemyselná', 'Hlavná'],
  },
  {
    code: 'PL',
    label: { de: 'Polen', en: 'Poland', cs: 'Polsko', fr: 'Pologne', it: 'Polonia' },
    compCode: '2000',
    weight: 6,
    marketAreas: ['CE'],
    cities: [
      ['00-001', 'Warszawa'],
      ['30-001', 'Kraków'],
      ['50-001', 'Wrocław'],
      ['61-001', 'Poznań'],
    ],
    streets: ['ul. Przemysłowa', 'ul. Główna'],
  },
  {
    code: 'FR',
    label: { de: 'Frankreich', en: 'France', cs: 'Francie', fr: 'France', it: 'Francia' },
    compCode: '4000',
    weight: 9,
    marketAreas: ['WE'],
    cities: [
      ['75001', 'Paris'],
      ['69001', 'Lyon'],
      ['13001', 'Marseille'],
      ['67000', 'Strasbourg'],
      ['59000', 'Lille'],
      ['31000', 'Toulouse'],
    ],
    streets: ['Rue de l’Industrie', 'Avenue de la Gare', 'Zone artisanale'],
  },
  {
    code: 'BE',
    label: { de: 'Belgien', en: 'Belgium', cs: 'Belgie', fr: 'Belgique', it: 'Belgio' },
    compCode: '4000',
    weight: 3,
    marketAreas: ['WE'],
    cities: [
      ['1000', 'Bruxelles'],
      ['2000', 'Antwerpen'],
      ['4000', 'Liège'],
    ],
    streets: ['Rue de l’Industrie', 'Industrieweg'],
  },
  {
    code: 'NL',
    label: { de: 'Niederlande', en: 'Netherlands', cs: 'Nizozemsko', fr: 'Pays-Bas', it: 'Paesi Bassi' },
    compCode: '1000',
    weight: 4,
    marketAreas: ['WE'],
    cities: [
      ['1011', 'Amsterdam'],
      ['3011', 'Rotterdam'],
      ['3511', 'Utrecht'],
    ],
    streets: ['Industrieweg', 'Stationsstraat'],
  },
  {
    code: 'IT',
    label: { de: 'Italien', en: 'Italy', cs: 'Itálie', fr: 'Italie', it: 'Italia' },
    compCode: '1000',
    weight: 4,
    marketAreas: ['SE'],
    cities: [
      ['20121', 'Milano'],
      ['39100', 'Bolzano'],
      ['37121', 'Verona'],
      ['10121', 'Torino'],
    ],
    streets: ['Via dell’Industria', 'Via Roma'],
  },
];

/** Customer hierarchies (buying groups and key accounts); weight = share of customers. */
export const customerHierarchies = [
  { code: 'KH01', weight: 14, label: same('Haustechnik-Verbund Nord') },
  { code: 'KH02', weight: 13, label: same('SHK-Einkaufsring Süd') },
  { code: 'KH03', weight: 11, label: same('Bad & Wärme Gruppe') },
  { code: 'KH04', weight: 9, label: same('Großhandel Mitte-Ost') },
  { code: 'KH05', weight: 9, label: same('Installateur-Kooperation West') },
  { code: 'KH06', weight: 6, label: same('Alpine Haustechnik') },
  { code: 'KH07', weight: 6, label: same('Středoevropský velkoobchod') },
  { code: 'KH08', weight: 6, label: same('Distribution Sanitaire Europe') },
  { code: 'KH09', weight: 5, label: same('Objektgeschäft Key Accounts') },
  {
    code: 'KH99',
    weight: 21,
    label: {
      de: 'Ohne Hierarchie',
      en: 'No hierarchy',
      cs: 'Bez hierarchie',
      fr: 'Sans hiérarchie',
      it: 'Senza gerarchia',
    },
  },
] as const satisfies readonly { code: string; weight: number; label: Texts }[];

/** Trading partner: third parties, or a group company buying from another (intercompany). */
export const partnerCompanies = [
  {
    code: 'EXT',
    label: { de: 'Drittkunden', en: 'Third parties', cs: 'Třetí strany', fr: 'Tiers', it: 'Terzi' },
  },
  ...companyCodes.map((c) => ({ code: c.code, label: c.label })),
] as const satisfies readonly { code: string; label: Texts }[];

export interface MaterialGroup {
  code: string;
  branch: 'HT' | 'SAN';
  label: Texts;
  /** Product lines with an indicative list price in EUR. */
  products: readonly (readonly [name: string, englishName: string, listPriceEur: number])[];
  marginRate: number;
  maxQuantity: number;
  weightKg: number;
  plant: string;
  /** Relative demand per calendar month (January first). */
  season: readonly number[];
  /** Relative demand per year from 2022 (heat pumps boomed in 2023 and fell in 2024). */
  years: readonly number[];
  /** Share of order lines in a normal month. */
  share: number;
}

const heatingSeason = [1.0, 0.9, 0.85, 0.75, 0.7, 0.7, 0.75, 0.8, 1.15, 1.35, 1.35, 1.1] as const;
const sanitarySeason = [0.9, 0.95, 1.05, 1.05, 1.05, 1.0, 0.95, 0.8, 1.05, 1.1, 1.05, 0.85] as const;
const steady = [1, 1.03, 1.06, 1.08, 1.1] as const;

export const materialGroups: readonly MaterialGroup[] = [
  {
    code: 'FHK',
    branch: 'HT',
    label: {
      de: 'Flachheizkörper',
      en: 'Panel radiators',
      cs: 'Deskové radiátory',
      fr: 'Radiateurs panneaux',
      it: 'Radiatori a pannello',
    },
    products: [
      ['therm-x2 Profil-K Typ 22 600/1000', 'therm-x2 Profil-K type 22 600/1000', 215],
      ['therm-x2 Profil-V Typ 33 600/1200', 'therm-x2 Profil-V type 33 600/1200', 349],
      ['therm-x2 Plan-K Typ 22 900/800', 'therm-x2 Plan-K type 22 900/800', 289],
      ['therm-x2 Line-V Typ 21 500/1400', 'therm-x2 Line-V type 21 500/1400', 331],
      ['therm-x2 Profil-K Typ 11 300/1600', 'therm-x2 Profil-K type 11 300/1600', 168],
    ],
    marginRate: 0.27,
    maxQuantity: 24,
    weightKg: 32,
    plant: '1010',
    season: heatingSeason,
    years: steady,
    share: 34,
  },
  {
    code: 'DHK',
    branch: 'HT',
    label: {
      de: 'Design- und Badheizkörper',
      en: 'Design and bathroom radiators',
      cs: 'Designové a koupelnové radiátory',
      fr: 'Radiateurs design et sèche-serviettes',
      it: 'Radiatori d’arredo e scaldasalviette',
    },
    products: [
      ['Credo-Uno 1472/600', 'Credo-Uno 1472/600', 489],
      ['Diveo 1400/500', 'Diveo 1400/500', 612],
      ['Pega 1800/450', 'Pega 1800/450', 778],
      ['Basic-50 1100/600', 'Basic-50 1100/600', 198],
    ],
    marginRate: 0.36,
    maxQuantity: 6,
    weightKg: 18,
    plant: '1010',
    season: [1.0, 0.95, 1.0, 0.9, 0.85, 0.85, 0.85, 0.8, 1.05, 1.2, 1.25, 1.1],
    years: steady,
    share: 12,
  },
  {
    code: 'WP',
    branch: 'HT',
    label: {
      de: 'Wärmepumpen',
      en: 'Heat pumps',
      cs: 'Tepelná čerpadla',
      fr: 'Pompes à chaleur',
      it: 'Pompe di calore',
    },
    products: [
      ['x-change dynamic pro AW 6', 'x-change dynamic pro AW 6', 8950],
      ['x-change dynamic pro AW 9', 'x-change dynamic pro AW 9', 10400],
      ['x-change dynamic pro AW 14', 'x-change dynamic pro AW 14', 12900],
    ],
    marginRate: 0.22,
    maxQuantity: 2,
    weightKg: 98,
    plant: '1020',
    season: [0.8, 0.85, 1.15, 1.2, 1.1, 0.95, 0.9, 0.85, 1.1, 1.15, 1.0, 0.85],
    years: [1, 1.55, 0.7, 0.85, 0.95],
    share: 6,
  },
  {
    code: 'FBH',
    branch: 'HT',
    label: {
      de: 'Flächenheizung',
      en: 'Surface heating',
      cs: 'Plošné vytápění',
      fr: 'Chauffage par le sol',
      it: 'Riscaldamento a pavimento',
    },
    products: [
      ['x-net Systemplatte 30-2', 'x-net system panel 30-2', 96],
      ['x-net PE-Xc Rohr 16x2 200 m', 'x-net PE-Xc pipe 16x2 200 m', 245],
      ['x-net Verteiler 8-fach', 'x-net manifold 8 circuits', 388],
    ],
    marginRate: 0.31,
    maxQuantity: 30,
    weightKg: 12,
    plant: '1020',
    season: heatingSeason,
    years: steady,
    share: 10,
  },
  {
    code: 'WOL',
    branch: 'HT',
    label: {
      de: 'Wohnraumlüftung',
      en: 'Home ventilation',
      cs: 'Větrání obytných prostor',
      fr: 'Ventilation résidentielle',
      it: 'Ventilazione residenziale',
    },
    products: [
      ['x-well D12 Zentralgerät', 'x-well D12 central unit', 2890],
      ['x-well F120 Einzelraumlüfter', 'x-well F120 single-room unit', 740],
    ],
    marginRate: 0.3,
    maxQuantity: 4,
    weightKg: 40,
    plant: '1020',
    season: [1.0, 1.0, 1.05, 1.0, 1.0, 0.95, 0.9, 0.85, 1.0, 1.05, 1.1, 1.05],
    years: steady,
    share: 4,
  },
  {
    code: 'KON',
    branch: 'HT',
    label: { de: 'Konvektoren', en: 'Convectors', cs: 'Konvektory', fr: 'Convecteurs', it: 'Convettori' },
    products: [
      ['KRN92 Unterflurkonvektor 2000', 'KRN92 trench convector 2000', 1240],
      ['x-flair Standkonvektor', 'x-flair floor convector', 860],
    ],
    marginRate: 0.33,
    maxQuantity: 8,
    weightKg: 28,
    plant: '1010',
    season: heatingSeason,
    years: steady,
    share: 5,
  },
  {
    code: 'DUK',
    branch: 'SAN',
    label: {
      de: 'Duschkabinen',
      en: 'Shower enclosures',
      cs: 'Sprchové kouty',
      fr: 'Cabines de douche',
      it: 'Box doccia',
    },
    products: [
      ['Liga Eckeinstieg 900', 'Liga corner entry 900', 1180],
      ['Nica Pendeltür 1000', 'Nica pivot door 1000', 940],
      ['Diga Gleittür 1200', 'Diga sliding door 1200', 1320],
    ],
    marginRate: 0.38,
    maxQuantity: 4,
    weightKg: 45,
    plant: '1030',
    season: sanitarySeason,
    years: steady,
    share: 12,
  },
  {
    code: 'DUW',
    branch: 'SAN',
    label: {
      de: 'Duschwannen',
      en: 'Shower trays',
      cs: 'Sprchové vaničky',
      fr: 'Receveurs de douche',
      it: 'Piatti doccia',
    },
    products: [
      ['Point Duschfläche 1200/900', 'Point shower surface 1200/900', 420],
      ['Line Duschfläche 1400/900', 'Line shower surface 1400/900', 560],
    ],
    marginRate: 0.34,
    maxQuantity: 6,
    weightKg: 35,
    plant: '1030',
    season: sanitarySeason,
    years: steady,
    share: 7,
  },
  {
    code: 'WIK',
    branch: 'SAN',
    label: {
      de: 'Walk-In-Duschen',
      en: 'Walk-in showers',
      cs: 'Walk-in sprchy',
      fr: 'Douches à l’italienne',
      it: 'Docce walk-in',
    },
    products: [
      ['Walk-In XC 1400', 'Walk-In XC 1400', 1090],
      ['Walk-In XB 1200', 'Walk-In XB 1200', 870],
    ],
    marginRate: 0.4,
    maxQuantity: 3,
    weightKg: 38,
    plant: '1030',
    season: sanitarySeason,
    years: [1, 1.08, 1.15, 1.22, 1.28],
    share: 5,
  },
  {
    code: 'ZUB',
    branch: 'SAN',
    label: { de: 'Zubehör', en: 'Accessories', cs: 'Příslušenství', fr: 'Accessoires', it: 'Accessori' },
    products: [
      ['Stabilisationsstange 1000', 'Stabilising bar 1000', 58],
      ['Wandanschlussprofil', 'Wall connection profile', 39],
      ['Glasreiniger-Set', 'Glass cleaning set', 19],
    ],
    marginRate: 0.45,
    maxQuantity: 40,
    weightKg: 2,
    plant: '1030',
    season: sanitarySeason,
    years: steady,
    share: 5,
  },
];

export const currencies = ['EUR', 'CHF', 'CZK'] as const;
export type Currency = (typeof currencies)[number];

/** The data set covers January 2022 to October 2026 (invoices); plans run to December 2026. */
export const datasetStart = '2022-01-01';
export const datasetEnd = '2026-10-31';
export const planEnd = '2026-12-01';

import { type FieldSpec, type InputOf, inputSchemaOf } from './common.ts';

/**
 * The input fields of every product calculator. Defaults are the worked examples of the
 * engineering note (so an empty form computes something sensible); min/max are the hard bounds
 * of the note's validation tables. Product-dependent bounds (size grid, fan table, product maximum
 * flow temperature) are checked by the server and reported with the same 400 shape.
 */

const temp = <N extends string>(name: N, def: number, group = 'water', min = 1, max = 110) => ({
  name,
  kind: 'number' as const,
  unit: '°C',
  default: def,
  min,
  max,
  step: 0.5,
  group,
});

const roomTemp = (def: number) => temp('RaumTemp', def, 'room', 5, 35);

const sound = [
  {
    name: 'RaumVolumen',
    kind: 'number',
    unit: 'm³',
    default: 100,
    min: 10,
    max: 5000,
    step: 10,
    positive: true,
    group: 'sound',
  },
  {
    name: 'Nachhallzeit',
    kind: 'number',
    unit: 's',
    default: 0.5,
    min: 0.1,
    max: 5,
    step: 0.1,
    positive: true,
    group: 'sound',
  },
  {
    name: 'Abstand',
    kind: 'number',
    unit: 'm',
    default: 1,
    min: 0.3,
    max: 20,
    step: 0.1,
    positive: true,
    group: 'sound',
  },
] as const satisfies readonly FieldSpec[];

const length = <N extends string>(name: N, def: number, min: number, max: number, step = 10, group = 'geometry') => ({
  name,
  kind: 'number' as const,
  unit: 'mm',
  default: def,
  min,
  max,
  step,
  positive: true,
  group,
});

export const krn92Fields = [
  length('Bauhoehe', 160, 50, 500),
  length('Bautiefe', 320, 100, 800),
  length('Baulaenge', 2600, 600, 6000, 100),
  { name: 'WinkelAnfang', kind: 'number', unit: '°', default: 0, min: 0, max: 360, step: 1, group: 'geometry' },
  { name: 'WinkelEnde', kind: 'number', unit: '°', default: 90, min: 0, max: 360, step: 1, group: 'geometry' },
  temp('VorlaufTemp', 16),
  temp('RuecklaufTemp', 19),
  roomTemp(26),
  { name: 'RaumFeuchte', kind: 'number', unit: '%', default: 50, min: 10, max: 95, step: 1, group: 'room' },
  temp('PrimaerluftTemp', 18, 'air', 12, 30),
  {
    name: 'PrimaerluftVolumenstrom',
    kind: 'number',
    unit: 'm³/h',
    default: 108,
    min: 1,
    max: 1000,
    step: 1,
    positive: true,
    group: 'air',
  },
  { name: 'Betriebsart', kind: 'select', default: 'auto', options: ['auto', 'heating', 'cooling'], group: 'water' },
] as const satisfies readonly FieldSpec[];

export const krn41Fields = [
  length('Bauhoehe', 120, 50, 500),
  length('Bautiefe', 260, 100, 800),
  length('Baulaenge', 2000, 600, 6000, 100),
  temp('VorlaufTemp', 45),
  temp('RuecklaufTemp', 40),
  roomTemp(20),
  { name: 'Steuerspannung', kind: 'number', unit: 'V', default: 6, min: 0, max: 10, step: 0.5, group: 'fan' },
  ...sound,
] as const satisfies readonly FieldSpec[];

export const kcModelFields = [
  length('Bauhoehe', 120, 50, 500),
  length('Bautiefe', 260, 100, 800),
  length('Baulaenge', 2000, 300, 6000, 100),
  temp('VorlaufTemp', 55),
  temp('RuecklaufTemp', 45),
  roomTemp(20),
  { name: 'Verfahren', kind: 'select', default: 'LOG', options: ['LOG', 'ARITH'], group: 'method' },
] as const satisfies readonly FieldSpec[];

export const hpcFields = [
  { name: 'Produkt', kind: 'select', default: 'FC-EC-1', options: null, group: 'product' },
  { name: 'Betriebsart', kind: 'select', default: 'cooling', options: ['cooling', 'heating'], group: 'water' },
  { name: 'Steuerspannung', kind: 'number', unit: 'V', default: 6, min: 0, max: 10, step: 0.5, group: 'fan' },
  temp('VorlaufTemp', 7),
  temp('RuecklaufTemp', 12),
  temp('RaumTemp', 27, 'room', 5, 40),
  temp('FeuchtkugelTemp', 19, 'room', 0, 40),
  ...sound,
] as const satisfies readonly FieldSpec[];

export const xflairFields = [
  { name: 'Produkt', kind: 'select', default: 'XF-22-600x1000', options: null, group: 'product' },
  temp('VorlaufTemp', 45),
  temp('RuecklaufTemp', 40),
  roomTemp(20),
  { name: 'Steuerspannung', kind: 'number', unit: 'V', default: 6, min: 0, max: 10, step: 0.5, group: 'fan' },
  ...sound,
] as const satisfies readonly FieldSpec[];

export const xflairTauschFields = [
  { name: 'Produkt', kind: 'select', default: 'XF-22-600x1000', options: null, group: 'product' },
  roomTemp(20),
  { name: 'Heizlast', kind: 'number', unit: 'W', default: 0, min: 0, max: 20000, step: 10, group: 'room' },
  { name: 'AltNennleistung', kind: 'number', unit: 'W', default: 1500, min: 0, max: 20000, step: 10, group: 'old' },
  { name: 'AltNormpunkt', kind: 'select', default: '90/70/20', options: ['75/65/20', '90/70/20'], group: 'old' },
  { name: 'AltExponent', kind: 'number', unit: '', default: 1.3, min: 1, max: 1.6, step: 0.01, group: 'old' },
  // Instead of the exponent: two rated outputs of the old radiator at two excess temperatures (docs/calculators.md §3).
  { name: 'AltExponentQuelle', kind: 'select', default: 'exponent', options: ['exponent', 'zweiPunkte'], group: 'old' },
  { name: 'AltLeistung1', kind: 'number', unit: 'W', default: 1000, min: 1, max: 20000, step: 1, group: 'old' },
  { name: 'AltUebertemp1', kind: 'number', unit: 'K', default: 50, min: 5, max: 100, step: 0.1, group: 'old' },
  { name: 'AltLeistung2', kind: 'number', unit: 'W', default: 515, min: 1, max: 20000, step: 1, group: 'old' },
  { name: 'AltUebertemp2', kind: 'number', unit: 'K', default: 30, min: 5, max: 100, step: 0.1, group: 'old' },
  temp('AltVorlaufTemp', 70, 'old'),
  temp('AltRuecklaufTemp', 55, 'old'),
  { name: 'AltTyp', kind: 'select', default: '22', options: ['10', '11', '21', '22', '33'], group: 'old' },
  length('AltBauhoehe', 600, 200, 1200, 50, 'old'),
  length('AltBaulaenge', 1000, 300, 3000, 100, 'old'),
  temp('NeuVorlaufTemp', 45, 'new'),
  temp('NeuRuecklaufTemp', 40, 'new'),
  ...sound,
] as const satisfies readonly FieldSpec[];

export const convectorLoadFields = [
  length('Teilung', 14.5, 3, 100, 0.5, 'grille'),
  length('Stabbreite', 7, 1, 50, 0.5, 'grille'),
  length('Stabhoehe', 20, 2, 100, 0.5, 'grille'),
  { name: 'Stegflaechenanteil', kind: 'number', unit: '%', default: 0, min: 0, max: 50, step: 0.5, group: 'grille' },
  { name: 'Werkstoff', kind: 'select', default: 'EN-AW-6063-T6', options: null, group: 'grille' },
  length('Rinnenbreite', 260, 50, 1000, 10, 'trench'),
  { name: 'Lastflaeche', kind: 'select', default: '50', options: ['50', '200'], group: 'load' },
  { name: 'Punktlast', kind: 'number', unit: 'kN', default: 2, min: 0, max: 20, step: 0.1, group: 'load' },
  { name: 'Flaechenlast', kind: 'number', unit: 'kN/m²', default: 5, min: 0, max: 50, step: 0.5, group: 'load' },
  { name: 'StabAmRand', kind: 'select', default: '0', options: ['0', '1'], group: 'load' },
] as const satisfies readonly FieldSpec[];

export const krn92InputSchema = inputSchemaOf(krn92Fields);
export const krn41InputSchema = inputSchemaOf(krn41Fields);
export const kcModelInputSchema = inputSchemaOf(kcModelFields);
export const hpcInputSchema = inputSchemaOf(hpcFields);
export const xflairInputSchema = inputSchemaOf(xflairFields);
export const xflairTauschInputSchema = inputSchemaOf(xflairTauschFields);
export const convectorLoadInputSchema = inputSchemaOf(convectorLoadFields);

export type Krn92Input = InputOf<typeof krn92Fields>;
export type Krn41Input = InputOf<typeof krn41Fields>;
export type KcModelInput = InputOf<typeof kcModelFields>;
export type HpcInput = InputOf<typeof hpcFields>;
export type XFlairInput = InputOf<typeof xflairFields>;
export type XFlairTauschInput = InputOf<typeof xflairTauschFields>;
export type ConvectorLoadInput = InputOf<typeof convectorLoadFields>;

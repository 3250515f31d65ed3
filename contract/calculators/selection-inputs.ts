import { type FieldSpec, type InputOf, inputSchemaOf } from './common.ts';

/**
 * Input fields of the four product-selection tools (air heaters, door air curtains, indoor air
 * quality, control valves), in the calculators' shape: German API names, units at the boundary,
 * defaults that compute the worked examples of docs/building.md.
 */

const num = <N extends string>(
  name: N,
  unit: string,
  def: number,
  min: number,
  max: number,
  step: number,
  group: string,
  positive = false,
) => ({ name, kind: 'number' as const, unit, default: def, min, max, step, group, ...(positive ? { positive } : {}) });

export const airHeaterFields = [
  { name: 'Produkt', kind: 'select', default: 'LH-25', options: null, group: 'product' },
  num('Luftvolumenstrom', 'm³/h', 1800, 100, 20_000, 50, 'airSide', true),
  num('LufteintrittTemp', '°C', 15, -20, 30, 0.5, 'airSide'),
  num('VorlaufTemp', '°C', 80, 30, 130, 0.5, 'water'),
  num('RuecklaufTemp', '°C', 60, 20, 120, 0.5, 'water'),
  num('Endgeschwindigkeit', 'm/s', 0.5, 0.2, 2, 0.05, 'airSide', true),
] as const satisfies readonly FieldSpec[];

export const doorAirCurtainFields = [
  { name: 'Produkt', kind: 'select', default: 'TLS-150', options: null, group: 'product' },
  num('Tuerbreite', 'm', 3, 0.5, 12, 0.1, 'door', true),
  num('Tuerhoehe', 'm', 2.5, 1.8, 6, 0.1, 'door', true),
  num('RaumTemp', '°C', 20, 10, 30, 0.5, 'room'),
  num('AussenTemp', '°C', -5, -20, 25, 0.5, 'room'),
  num('Ausblastemp', '°C', 35, 15, 60, 0.5, 'airSide'),
  num('VorlaufTemp', '°C', 70, 35, 90, 0.5, 'water'),
] as const satisfies readonly FieldSpec[];

export const indoorAirQualityFields = [
  { name: 'Kategorie', kind: 'select', default: 'II', options: ['I', 'II', 'III', 'IV'], group: 'category' },
  { name: 'Belastung', kind: 'select', default: 'low', options: ['veryLow', 'low', 'notLow'], group: 'category' },
  {
    name: 'Aktivitaet',
    kind: 'select',
    default: 'seated',
    options: ['sleeping', 'seated', 'light', 'medium'],
    group: 'room',
  },
  num('Personen', '', 20, 0, 2000, 1, 'room'),
  num('Grundflaeche', 'm²', 100, 1, 20_000, 1, 'room', true),
  num('Raumhoehe', 'm', 3, 2, 20, 0.1, 'room', true),
  num('AussenCO2', 'ppm', 420, 300, 800, 10, 'outdoorAir'),
  num('Aussenluftvolumenstrom', 'm³/h', 0, 0, 200_000, 10, 'outdoorAir'),
] as const satisfies readonly FieldSpec[];

export const controlValveFields = [
  { name: 'Ventilreihe', kind: 'select', default: 'RV2', options: null, group: 'product' },
  { name: 'Eingabe', kind: 'select', default: 'power', options: ['power', 'flow'], group: 'water' },
  num('Waermeleistung', 'kW', 10, 0.1, 10_000, 0.1, 'water', true),
  num('Spreizung', 'K', 10, 1, 60, 0.5, 'water', true),
  num('Volumenstrom', 'l/h', 860, 1, 1_000_000, 1, 'water', true),
  num('Ventildruckverlust', 'kPa', 10, 1, 200, 0.5, 'pressure', true),
  num('Kreisdruckverlust', 'kPa', 10, 0, 500, 0.5, 'pressure'),
] as const satisfies readonly FieldSpec[];

export const airHeaterInputSchema = inputSchemaOf(airHeaterFields);
export const doorAirCurtainInputSchema = inputSchemaOf(doorAirCurtainFields);
export const indoorAirQualityInputSchema = inputSchemaOf(indoorAirQualityFields);
export const controlValveInputSchema = inputSchemaOf(controlValveFields);

export type AirHeaterInput = InputOf<typeof airHeaterFields>;
export type DoorAirCurtainInput = InputOf<typeof doorAirCurtainFields>;
export type IndoorAirQualityInput = InputOf<typeof indoorAirQualityFields>;
export type ControlValveInput = InputOf<typeof controlValveFields>;

import { describe, expect, it } from 'vitest';
import { heatLoadInputSchema } from '../../../contract/building-schemas.ts';
import { calculateHeatLoad } from '../../../server/areas/calc/building-calc/heat-load-calc.ts';
import { BuildingInputError, valuesByKey } from '../../../server/areas/calc/building-calc/texts.ts';
import { buildingData, parseBuildingData, presetU, targetU } from '../../../server/areas/calc/building-data.ts';
import { temperatureFactor } from '../../../server/areas/calc/heat-load.ts';
import { expectClose } from '../calc/tolerance.ts';

/** The house of docs/calculators.md §9: areas only, U values from the 1969–1978 age class. */
const house = (renovate = false) => [
  { kind: 'wallSolid', area: 168, renovate },
  { kind: 'windowWoodDouble', area: 30, renovate },
  { kind: 'door', area: 2, renovate },
  { kind: 'topCeilingSolid', area: 100, renovate },
  { kind: 'cellarCeilingSolid', area: 100, renovate },
];

const parse = (input: unknown) => heatLoadInputSchema.parse(input);

describe('building method (docs/calculators.md §9.2, T24–T26)', () => {
  it('T24: Annex-B door example A 100 m², U 3.5, ΔU_TB 0.15, f 0.3, 20/−5 °C → 2737.5 W', () => {
    const r = calculateHeatLoad(
      parse({
        method: 'building',
        designOutdoorTemperature: -5,
        thermalBridge: 0.15,
        building: { elements: [{ kind: 'door', boundary: 'ground', area: 100, u: 3.5 }], volume: 1, airChange: 0 },
      }),
    );
    expectClose(r.building.heatLoad, 2737.5, 1, 'Φ');
    expect(r.building.elements[0]).toMatchObject({ f: 0.3, fSource: 'default', uSource: 'input' });
  });

  it('T25: the old house from age-class presets (1969–1978) → H_T 366.0, H_V 170.0 W/K, Φ 17 152 W', () => {
    const r = calculateHeatLoad(
      parse({
        method: 'building',
        ageClass: '1969-1978',
        designOutdoorTemperature: -12,
        building: { elements: house(), volume: 500, heatedArea: 150 },
      }),
    );
    const v = valuesByKey(r.building.values);
    expectClose(v.transmissionCoefficient, 366.0, 1, 'H_T');
    expectClose(v.ventilationCoefficient, 170.0, 1, 'H_V');
    expectClose(v.airChange, 1.0, 2, 'n from the age class');
    expectClose(r.building.heatLoad, 17152, 0, 'Φ');
    expect(r.building.elements.map((e) => e.u)).toEqual([1.0, 2.7, 3.5, 0.6, 1.0]);
    expect(r.building.elements.every((e) => e.uSource === 'preset')).toBe(true);
    expectClose(r.building.specificLoad, 17152 / 150, 2, 'W/m²');
  });

  it('T26: renovated to GEG Anlage 7 (ΔU_TB 0.05, n 0.5) → H_T 124.92, H_V 85.0 W/K, Φ 6 717.4 W; θe −14 → 7 137.3 W', () => {
    const input = {
      method: 'building',
      ageClass: '1969-1978',
      designOutdoorTemperature: -12,
      building: { elements: house(true), volume: 500 },
      renovation: { standard: 'GEG', airChange: 0.5 },
    };
    const r = calculateHeatLoad(parse(input));
    expectClose(r.building.heatLoad, 17152, 0, 'as is');
    const v = valuesByKey(r.renovated!.values);
    expectClose(v.transmissionCoefficient, 124.92, 2, 'H_T');
    expectClose(v.ventilationCoefficient, 85.0, 1, 'H_V');
    expectClose(r.renovated!.heatLoad, 6717.4, 1, 'Φ −12');
    expect(r.renovated!.elements.map((e) => e.u)).toEqual([0.24, 1.3, 1.8, 0.24, 0.3]);
    const colder = calculateHeatLoad(parse({ ...input, designOutdoorTemperature: -14 }));
    expectClose(colder.renovated!.heatLoad, 7137.3, 1, 'Φ −14');
  });
});

describe('room method (docs/calculators.md §9.1)', () => {
  const room = (extra: object = {}) => ({
    name: 'Wohnen',
    type: 'living',
    area: 200,
    height: 2.5,
    airChange: 1,
    components: house().map(({ renovate: _, ...c }) => c),
    ...extra,
  });

  it('one room holding the house of docs/calculators.md §9 equals the building method (T25: 17 152 W)', () => {
    const r = calculateHeatLoad(
      parse({ method: 'room', ageClass: '1969-1978', designOutdoorTemperature: -12, rooms: [room()] }),
    );
    expectClose(r.rooms[0]!.heatLoad, 17152, 0, 'room Φ');
    expectClose(r.building.heatLoad, 17152, 0, 'building Φ');
    const v = valuesByKey(r.rooms[0]!.values);
    expectClose(v.volume, 500, 6, 'V = A·h');
    expectClose(v.ventilationFlow, 500, 6, 'V̇ = n·V');
    expectClose(v.transmissionLoss, 366 * 32, 1, 'Φ_T');
    expectClose(v.ventilationLoss, 170 * 32, 1, 'Φ_V');
    expectClose(v.specificLoad, 17152 / 200, 2, 'W/m²');
  });

  it('room type defaults: bathroom 24 °C and 1.5 1/h; a heated neighbour counts for the room, not for the building', () => {
    const r = calculateHeatLoad(
      parse({
        method: 'room',
        designOutdoorTemperature: -12,
        thermalBridge: 0.05,
        rooms: [
          {
            name: 'Bad',
            type: 'bath',
            area: 8,
            height: 2.5,
            components: [
              { kind: 'wallSolid', area: 10, u: 0.3 },
              { kind: 'internal', area: 6, u: 1.5, adjacentTemperature: 20 },
            ],
          },
        ],
      }),
    );
    const bath = r.rooms[0]!;
    expect(bath.indoorTemperature).toBe(24);
    expect(bath.airChange).toBe(1.5);
    const [wall, internal] = bath.components;
    expectClose(wall!.transmissionLoss, 10 * 0.35 * 36, 6, 'wall');
    // f = (24 − 20)/(24 + 12) for the internal wall, no thermal bridge
    expectClose(internal!.f, 4 / 36, 6, 'f');
    expect(internal!.thermalBridge).toBe(0);
    expectClose(internal!.transmissionLoss, 6 * 1.5 * 4, 6, 'internal');
    expectClose(bath.ventilationLoss, 8 * 2.5 * 1.5 * 0.34 * 36, 6, 'Φ_V');
    expectClose(r.building.transmissionLoss, 10 * 0.35 * 36, 6, 'envelope only');
  });

  it('f of an unheated space from its temperature: (θint − θu)/(θint − θe)', () => {
    const f = temperatureFactor({
      boundary: 'unheated',
      inside: 20,
      outside: -12,
      adjacent: 5,
      defaults: buildingData().boundaryFactors,
    });
    expect(f).toEqual({ f: 15 / 32, source: 'computed' });
  });

  it('names the component whose U has no preset, and a heated neighbour without temperature', () => {
    const bad = parse({
      method: 'room',
      ageClass: 'to1918',
      rooms: [
        room({ components: [{ kind: 'windowPlasticInsulating', area: 2 }] }),
        room({ components: [{ kind: 'internal', area: 5, u: 1 }] }),
      ],
    });
    try {
      calculateHeatLoad(bad);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(BuildingInputError);
      expect((error as BuildingInputError).issues.map((i) => `${i.field}:${i.rule}`)).toEqual([
        'rooms.0.components.0.u:noPreset',
        'rooms.1.components.0.adjacentTemperature:required',
      ]);
    }
  });

  it('new building: U values from the GEG reference building', () => {
    const r = calculateHeatLoad(
      parse({
        method: 'room',
        mode: 'newBuilding',
        rooms: [
          room({
            components: [
              { kind: 'wallSolid', area: 10 },
              { kind: 'windowPlasticInsulating', area: 2 },
            ],
          }),
        ],
      }),
    );
    expect(r.rooms[0]!.components.map((c) => [c.u, c.uSource])).toEqual([
      [0.28, 'target'],
      [1.3, 'target'],
    ]);
    expect(r.ageClass).toBeNull();
  });
});

describe('climate from the postcode table (data file)', () => {
  const base = { method: 'room', rooms: [{ name: 'R', area: 20, components: [] }] };
  it('a listed postcode gives its design temperature; others the flagged placeholder; an input wins', () => {
    expect(calculateHeatLoad(parse({ ...base, postcode: '10115' })).climate).toMatchObject({
      place: 'Berlin',
      designOutdoorTemperature: -14,
      source: 'table',
    });
    const other = calculateHeatLoad(parse({ ...base, postcode: '94447' }));
    expect(other.climate).toMatchObject({ designOutdoorTemperature: -12, source: 'placeholder' });
    expect(other.warnings.map((w) => w.code)).toContain('placeholderClimate');
    expect(
      calculateHeatLoad(parse({ ...base, postcode: '10115', designOutdoorTemperature: -16 })).climate,
    ).toMatchObject({
      designOutdoorTemperature: -16,
      source: 'input',
    });
  });

  it('presets and targets come from the data file', () => {
    const data = buildingData();
    expect(presetU(data, 'wallSolid', 'to1918')).toBe(1.7);
    expect(presetU(data, 'windowWoodInsulating', 'to1918')).toBeNull();
    expect(targetU(data, 'BEG', 'windowWoodDouble')).toBe(0.95);
    expect(targetU(data, 'GEG', 'internal')).toBeNull();
    const raw = JSON.parse(JSON.stringify(data));
    raw.uByAge.wallSolid = [1];
    expect(() => parseBuildingData(raw)).toThrow(/one value per age class/);
  });
});

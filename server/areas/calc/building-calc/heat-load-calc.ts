/**
 * BuildingCalc/calc: design heat load by the room method or the simplified building method
 * (docs/calculators.md §9), with every part named. The design outdoor temperature comes from the
 * input, else the postcode table of the data file, else the flagged placeholder (climate.ts).
 */
import type { BuildingTotals, ComponentResult, HeatLoadResult, RoomResult } from '../../../../contract/building.ts';
import type { HeatLoadInput, RoomInput } from '../../../../contract/building-schemas.ts';
import type { Locale } from '../../../../contract/locales.ts';
import { type BuildingData, buildingData } from '../building-data.ts';
import { buildingFromRooms, componentLoss, roomHeatLoad, ventilationLoss } from '../heat-load.ts';
import { climateFor } from './climate.ts';
import { type ResolveContext, type ResolvedComponent, resolveComponent } from './components.ts';
import { type BuildingIssue, BuildingTexts, round, throwIfBuildingIssues } from './texts.ts';

/** The transmission part of a room or of the building, step by step: θ_int, θ_e, their difference, ΔU_TB, H_T, Φ_T. */
function transmissionValues(
  texts: BuildingTexts,
  { inside, outside, tb, hT, loss }: { inside: number; outside: number; tb: number; hT: number; loss: number },
) {
  const delta = inside - outside;
  return [
    texts.named('indoorTemperature', 'θ_int', inside, '°C'),
    texts.named('designOutdoorTemperature', 'θ_e', outside, '°C'),
    texts.named('temperatureDifference', 'θ_int − θ_e', delta, 'K'),
    texts.named('thermalBridge', 'ΔU_TB', tb, 'W/(m²·K)'),
    texts.named('transmissionCoefficient', 'H_T = Σ A·(U + ΔU_TB)·f', hT, 'W/K'),
    texts.named('transmissionLoss', 'Φ_T = H_T·(θ_int − θ_e)', loss, 'W'),
  ];
}

/** The four loads of a room or a building, rounded at the boundary (no specific load without an area). */
function rounded<S extends number | null>(l: {
  transmissionLoss: number;
  ventilationLoss: number;
  heatLoad: number;
  specificLoad: S;
}) {
  return {
    transmissionLoss: round(l.transmissionLoss),
    ventilationLoss: round(l.ventilationLoss),
    heatLoad: round(l.heatLoad),
    specificLoad: (l.specificLoad === null ? null : round(l.specificLoad)) as S,
  };
}

function componentResult(c: ResolvedComponent, index: number, tb: number, inside: number, outside: number) {
  const loss = componentLoss(c, tb, inside, outside);
  return {
    index,
    name: c.name,
    kind: c.kind,
    boundary: c.boundary,
    area: c.area,
    u: c.u,
    uSource: c.uSource,
    thermalBridge: loss.thermalBridge,
    f: round(c.f),
    fSource: c.fSource,
    adjacentTemperature: c.adjacentTemperature,
    transmissionCoefficient: round(loss.coefficient),
    transmissionLoss: round(loss.loss),
  } satisfies ComponentResult;
}

function roomResult(
  room: RoomInput,
  index: number,
  input: HeatLoadInput,
  ctx: Omit<ResolveContext, 'path' | 'inside'>,
) {
  const defaults = ctx.data.roomTypes[room.type]!;
  const inside = room.indoorTemperature ?? defaults.indoorTemperatureC;
  const airChange = room.airChange ?? defaults.airChangePerH;
  const resolved = room.components.map((c, i) =>
    resolveComponent(c, i, { ...ctx, inside, path: `rooms.${index}.components.${i}` }),
  );
  if (resolved.some((c) => c === null)) return null;
  const components = resolved as ResolvedComponent[];
  const load = roomHeatLoad(
    { area: room.area, height: room.height, inside, airChange, components },
    input.thermalBridge,
    ctx.outside,
  );
  return { room, inside, airChange, components, load };
}

export function calculateHeatLoad(
  input: HeatLoadInput,
  options: { locale?: Locale } = {},
  data: BuildingData = buildingData(),
): HeatLoadResult {
  const texts = new BuildingTexts(options.locale);
  const climate = climateFor(input, data, texts);
  const outside = climate.designOutdoorTemperature;
  const issues: BuildingIssue[] = [];
  const ctx = { data, mode: input.mode, ageClass: input.ageClass, outside, issues };
  const warnings = [texts.message('illustrativeBuilding', { version: data.version })];
  if (climate.source === 'placeholder') warnings.push(texts.message('placeholderClimate', {}, 'postcode'));

  let rooms: RoomResult[] = [];
  let building: BuildingTotals;
  let renovated: BuildingTotals | null = null;
  if (input.method === 'room') {
    if (!input.rooms?.length) throwIfBuildingIssues([{ field: 'rooms', rule: 'required' }]);
    const computed = input.rooms!.map((room, i) => roomResult(room, i, input, ctx));
    throwIfBuildingIssues(issues);
    rooms = computed.map((r, i) => {
      const { room, inside, airChange, components, load } = r!;
      const windows = components.filter((c) => c.kind.startsWith('window')).reduce((s, c) => s + c.area, 0);
      const walls = components.filter((c) => c.kind.startsWith('wall')).reduce((s, c) => s + c.area, 0);
      if (walls > 0 && windows > walls) {
        warnings.push(texts.message('windowsLargerThanWalls', { room: room.name }, `rooms.${i}.components`));
      }
      return {
        index: i,
        name: room.name,
        type: room.type,
        area: room.area,
        height: room.height,
        volume: round(load.volume),
        indoorTemperature: inside,
        airChange,
        components: components.map((c, k) => componentResult(c, k, input.thermalBridge, inside, outside)),
        values: [
          ...transmissionValues(texts, {
            inside,
            outside,
            tb: input.thermalBridge,
            hT: load.transmissionCoefficient,
            loss: load.transmissionLoss,
          }),
          texts.named('floorArea', 'A', room.area, 'm²'),
          texts.named('roomHeight', 'h', room.height, 'm'),
          texts.named('volume', 'V = A·h', load.volume, 'm³'),
          texts.named('airChange', 'n', airChange, '1/h'),
          texts.named('ventilationFlow', 'V̇ = n·V', load.ventilationFlow, 'm³/h'),
          texts.named('ventilationCoefficient', 'H_V = V̇·0,34', load.ventilationCoefficient, 'W/K'),
          texts.named('ventilationLoss', 'Φ_V = H_V·(θ_int − θ_e)', load.ventilationLoss, 'W'),
          texts.named('heatLoad', 'Φ_HL = Φ_T + Φ_V', load.heatLoad, 'W'),
          texts.named('specificLoad', 'Φ_HL/A', load.specificLoad, 'W/m²'),
        ],
        ...rounded(load),
      } satisfies RoomResult;
    });
    const total = buildingFromRooms(
      computed.map((r) => r!.load),
      input.rooms!.map((r) => r.area),
    );
    building = {
      values: [
        texts.named('envelopeTransmissionLoss', 'Φ_T = Σ Φ_T,i (Hülle)', total.transmissionLoss, 'W'),
        texts.named('ventilationLoss', 'Φ_V = Σ Φ_V,i', total.ventilationLoss, 'W'),
        texts.named('heatLoad', 'Φ_HL = Φ_T + Φ_V', total.heatLoad, 'W'),
        texts.named('floorArea', 'A = Σ A_i', total.area, 'm²'),
        texts.named('volume', 'V = Σ V_i', total.volume, 'm³'),
        texts.named('specificLoad', 'Φ_HL/A', total.specificLoad, 'W/m²'),
      ],
      ...rounded(total),
      elements: [],
    };
  } else {
    if (!input.building) throwIfBuildingIssues([{ field: 'building', rule: 'required' }]);
    building = simplified(input, ctx, texts, null);
    throwIfBuildingIssues(issues);
    if (input.renovation) renovated = simplified(input, ctx, texts, input.renovation);
    throwIfBuildingIssues(issues);
  }
  const [low, high] = data.specificLoadWarningWm2;
  for (const totals of [building, renovated]) {
    if (totals?.specificLoad != null && (totals.specificLoad < low || totals.specificLoad > high)) {
      warnings.push(texts.message('specificLoadUnusual', { value: Math.round(totals.specificLoad), low, high }));
    }
  }
  return {
    locale: texts.locale,
    method: input.method,
    mode: input.mode,
    dataVersion: data.version,
    dataSource: data.source,
    climate,
    ageClass: input.mode === 'renovation' ? input.ageClass : null,
    thermalBridge: input.thermalBridge,
    rooms,
    building,
    renovated,
    warnings,
  };
}

/** Simplified building method: Φ = (Σ A·(U + ΔU_TB)·f + V·n·0,34)·(θint − θe), optionally renovated. */
function simplified(
  input: HeatLoadInput,
  ctx: Omit<ResolveContext, 'path' | 'inside'>,
  texts: BuildingTexts,
  renovation: HeatLoadInput['renovation'] | null,
): BuildingTotals {
  const b = input.building!;
  const inside = b.indoorTemperature;
  const outside = ctx.outside;
  const ageIndex = ctx.data.ageClasses.indexOf(input.ageClass);
  const baseAirChange =
    b.airChange ??
    ctx.data.airChangeByAge[input.mode === 'newBuilding' ? ctx.data.airChangeByAge.length - 1 : ageIndex]!;
  const target = renovation ? ctx.data.targets[renovation.standard]! : null;
  const tb = renovation ? (renovation.thermalBridge ?? target!.thermalBridgeWm2K) : input.thermalBridge;
  const airChange = renovation?.airChange ?? baseAirChange;
  const resolved = b.elements.map((e, i) =>
    resolveComponent(e, i, {
      ...ctx,
      inside,
      path: `building.elements.${i}`,
      ...(renovation && e.renovate ? { standard: renovation.standard } : {}),
    }),
  );
  const elements = resolved
    .filter((c): c is ResolvedComponent => c !== null)
    .map((c, i) => componentResult(c, i, tb, inside, outside));
  const hT = elements.reduce((s, e) => s + e.transmissionCoefficient, 0);
  const vent = ventilationLoss(b.volume, airChange, inside, outside);
  const delta = inside - outside;
  const heatLoad = (hT + vent.coefficient) * delta;
  const specific = b.heatedArea ? heatLoad / b.heatedArea : null;
  return {
    values: [
      ...transmissionValues(texts, { inside, outside, tb, hT, loss: hT * delta }),
      texts.named('volume', 'V', b.volume, 'm³'),
      texts.named('airChange', 'n', airChange, '1/h'),
      texts.named('ventilationCoefficient', 'H_V = V·n·0,34', vent.coefficient, 'W/K'),
      texts.named('ventilationLoss', 'Φ_V = H_V·(θ_int − θ_e)', vent.loss, 'W'),
      texts.named('heatLoad', 'Φ_HL = (H_T + H_V)·(θ_int − θ_e)', heatLoad, 'W'),
      ...(b.heatedArea ? [texts.named('floorArea', 'A', b.heatedArea, 'm²')] : []),
      texts.named('specificLoad', 'Φ_HL/A', specific, 'W/m²'),
    ],
    ...rounded({ transmissionLoss: hT * delta, ventilationLoss: vent.loss, heatLoad, specificLoad: specific }),
    elements,
  };
}

/**
 * Design heat load by the room method of DIN EN 12831-1 (docs/calculators.md §9.1), pure and in SI
 * (W, K, m², m³). Reheat is 0 (German national annex); the ventilation loss uses the minimum air
 * change of each room without a simultaneity reduction (conservative).
 */
import { VENTILATION_HEAT_CAPACITY } from './building.ts';

export type Boundary = 'outside' | 'unheated' | 'ground' | 'heated';

export interface BoundaryDefaults {
  outside: number;
  unheated: number;
  ground: number;
}

export interface TemperatureFactor {
  f: number;
  source: 'outside' | 'default' | 'computed' | 'input';
}

/**
 * f_k of a component: 1 towards outside air; (θint − θu)/(θint − θe) towards an unheated space or
 * a heated neighbour of known temperature; else the Annex B default (unheated 0.5, ground 0.3).
 * A heated neighbour needs its temperature (there is no default for it).
 */
export function temperatureFactor(args: {
  boundary: Boundary;
  inside: number;
  outside: number;
  adjacent?: number | null;
  given?: number | null;
  defaults: BoundaryDefaults;
}): TemperatureFactor {
  if (args.given != null) return { f: args.given, source: 'input' };
  if (args.boundary === 'outside') return { f: 1, source: 'outside' };
  if (args.adjacent != null) {
    return { f: (args.inside - args.adjacent) / (args.inside - args.outside), source: 'computed' };
  }
  if (args.boundary === 'heated') throw new RangeError('a heated neighbour needs its temperature');
  return { f: args.defaults[args.boundary], source: 'default' };
}

export interface ComponentLossInput {
  area: number;
  u: number;
  boundary: Boundary;
  f: number;
}

/** ΔU_TB counts for the envelope only: not for walls and ceilings between heated rooms. */
export function thermalBridgeOf(boundary: Boundary, thermalBridge: number): number {
  return boundary === 'heated' ? 0 : thermalBridge;
}

/** H_T,k = A·(U + ΔU_TB)·f [W/K] and Φ_T,k = H_T,k·(θint − θe) [W]. */
export function componentLoss(c: ComponentLossInput, thermalBridge: number, inside: number, outside: number) {
  const bridge = thermalBridgeOf(c.boundary, thermalBridge);
  const coefficient = c.area * (c.u + bridge) * c.f;
  return { thermalBridge: bridge, coefficient, loss: coefficient * (inside - outside) };
}

/** V̇ = n·V [m³/h], H_V = V̇·ρc_p [W/K] with ρc_p = 0.34 Wh/(m³·K), Φ_V = H_V·(θint − θe) [W]. */
export function ventilationLoss(volume: number, airChange: number, inside: number, outside: number) {
  const flow = volume * airChange;
  const coefficient = flow * VENTILATION_HEAT_CAPACITY;
  return { flow, coefficient, loss: coefficient * (inside - outside) };
}

export interface RoomLoadInput {
  area: number;
  height: number;
  inside: number;
  airChange: number;
  components: ComponentLossInput[];
}

export interface RoomLoad {
  volume: number;
  temperatureDifference: number;
  components: ReturnType<typeof componentLoss>[];
  transmissionCoefficient: number;
  transmissionLoss: number;
  /** only the components towards outside, unheated spaces and the ground (what the building loses) */
  envelopeTransmissionLoss: number;
  ventilationFlow: number;
  ventilationCoefficient: number;
  ventilationLoss: number;
  heatLoad: number;
  specificLoad: number;
}

/** Φ_HL,i = Φ_T,i + Φ_V,i for one room (docs/calculators.md §9.1). */
export function roomHeatLoad(room: RoomLoadInput, thermalBridge: number, outside: number): RoomLoad {
  const components = room.components.map((c) => componentLoss(c, thermalBridge, room.inside, outside));
  const transmissionCoefficient = components.reduce((sum, c) => sum + c.coefficient, 0);
  const transmissionLoss = components.reduce((sum, c) => sum + c.loss, 0);
  const envelopeTransmissionLoss = components.reduce(
    (sum, c, i) => sum + (room.components[i]!.boundary === 'heated' ? 0 : c.loss),
    0,
  );
  const volume = room.area * room.height;
  const ventilation = ventilationLoss(volume, room.airChange, room.inside, outside);
  const heatLoad = transmissionLoss + ventilation.loss;
  return {
    volume,
    temperatureDifference: room.inside - outside,
    components,
    transmissionCoefficient,
    transmissionLoss,
    envelopeTransmissionLoss,
    ventilationFlow: ventilation.flow,
    ventilationCoefficient: ventilation.coefficient,
    ventilationLoss: ventilation.loss,
    heatLoad,
    specificLoad: heatLoad / room.area,
  };
}

/**
 * The building from its rooms: transmission only across the envelope (flows between heated rooms
 * cancel), ventilation as the sum of the rooms, specific load per heated floor area.
 */
export function buildingFromRooms(rooms: RoomLoad[], areas: number[]) {
  const transmissionLoss = rooms.reduce((sum, r) => sum + r.envelopeTransmissionLoss, 0);
  const ventilationLoss = rooms.reduce((sum, r) => sum + r.ventilationLoss, 0);
  const area = areas.reduce((sum, a) => sum + a, 0);
  const volume = rooms.reduce((sum, r) => sum + r.volume, 0);
  const heatLoad = transmissionLoss + ventilationLoss;
  return { transmissionLoss, ventilationLoss, heatLoad, area, volume, specificLoad: area > 0 ? heatLoad / area : 0 };
}

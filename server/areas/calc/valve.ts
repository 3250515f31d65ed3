/**
 * Control-valve sizing (VDI/VDE 2173, IEC 60534 for the kv definition): kv = V̇/√(Δp/1 bar) for
 * water (V̇ in m³/h, ρ = 1000 kg/m³), the next series kvs, the real pressure loss at full
 * opening Δp_v100 = (V̇/kvs)², and the valve authority a = Δp_v100/(Δp_v100 + Δp_variable).
 */

/** Required kv [m³/h] for a flow [m³/h] at a pressure loss [kPa]. */
export function kvRequired(flowM3h: number, pressureLossKPa: number): number {
  return flowM3h / Math.sqrt(pressureLossKPa / 100);
}

/** Pressure loss [kPa] of a valve with kvs at a flow [m³/h]. */
export function valvePressureLoss(flowM3h: number, kvs: number): number {
  return (flowM3h / kvs) ** 2 * 100;
}

/** a = Δp_v100/(Δp_v100 + Δp of the part of the circuit whose flow the valve varies). */
export function valveAuthority(valveLossKPa: number, circuitLossKPa: number): number {
  return valveLossKPa / (valveLossKPa + circuitLossKPa);
}

/**
 * The recommended kvs: the largest available value not above the required kv (the valve then
 * takes at least the planned pressure loss, so the authority does not fall), unless that loss
 * exceeds the limit — then the smallest value above. Nothing below: the smallest available.
 */
export function recommendKvs(available: number[], kv: number, flowM3h: number, maxLossKPa: number): number {
  const sorted = [...new Set(available)].sort((a, b) => a - b);
  const below = sorted.filter((k) => k <= kv * (1 + 1e-9));
  const above = sorted.filter((k) => k > kv * (1 + 1e-9));
  const candidate = below.at(-1);
  if (candidate !== undefined && (valvePressureLoss(flowM3h, candidate) <= maxLossKPa || above.length === 0)) {
    return candidate;
  }
  return above[0] ?? sorted[0]!;
}

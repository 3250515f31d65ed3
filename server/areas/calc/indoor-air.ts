/**
 * Indoor air quality by EN 16798-1 (method 1: a rate per person for the occupants' emissions
 * plus a rate per floor area for the building's) and the steady-state CO₂ balance of a
 * well-mixed room: C = C_out + G/Q; transient C(t) = C_ss − (C_ss − C₀)·e^(−Q·t/V).
 */

/** q_tot = n·q_p + A·q_B [l/s]. */
export function designVentilation(persons: number, perPersonLs: number, area: number, perM2Ls: number) {
  const people = persons * perPersonLs;
  const building = area * perM2Ls;
  return { people, building, total: people + building };
}

/** Steady-state CO₂ [ppm] for a generation G [l/h] and an outdoor air flow Q [m³/h]. */
export function steadyStateCo2(outdoorPpm: number, generationLh: number, flowM3h: number): number {
  return outdoorPpm + (generationLh / 1000 / flowM3h) * 1e6;
}

/** Outdoor air flow [m³/h] that keeps CO₂ at `abovePpm` above outdoor: Q = G/ΔC. */
export function flowForCo2(generationLh: number, abovePpm: number): number {
  return generationLh / 1000 / (abovePpm / 1e6);
}

/** CO₂ after `hours` from `startPpm` in a room of volume V [m³] with Q [m³/h]. */
export function co2After(hours: number, startPpm: number, steadyPpm: number, flowM3h: number, volume: number): number {
  return steadyPpm - (steadyPpm - startPpm) * Math.exp((-flowM3h * hours) / volume);
}

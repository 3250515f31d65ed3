/**
 * Sound power → sound pressure (docs/calculators.md §7.3, ASHRAE Applications ch. 49 room equation):
 * L_p = L_W + 10·lg(Q/(4π r²) + 4/R), R ≈ A = 0.163·V/T (Sabine).
 */

export interface RoomAcoustics {
  /** Room volume V [m³] */
  volume: number;
  /** Reverberation time T [s] */
  reverberationTime: number;
  /** Distance to the source r [m] */
  distance: number;
  /** Directivity Q (2 = source on a wall / floor) */
  directivity: number;
}

export const CATALOGUE_ROOM: RoomAcoustics = { volume: 100, reverberationTime: 0.5, distance: 1, directivity: 2 };

/** Equivalent absorption area A = 0.163·V/T [m²]. */
export function absorptionArea(volume: number, reverberationTime: number): number {
  return (0.163 * volume) / reverberationTime;
}

/** L_p − L_W [dB] for the room: total (direct + reverberant) and the reverberant part alone. */
export function soundPressureOffset(room: RoomAcoustics): { total: number; reverberant: number } {
  const a = absorptionArea(room.volume, room.reverberationTime);
  const direct = room.directivity / (4 * Math.PI * room.distance ** 2);
  return { total: 10 * Math.log10(direct + 4 / a), reverberant: 10 * Math.log10(4 / a) };
}

/** L_pA from L_WA [dB(A)]. */
export function soundPressureLevel(soundPower: number, room: RoomAcoustics): number {
  return soundPower + soundPressureOffset(room).total;
}

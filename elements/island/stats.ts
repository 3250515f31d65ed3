/** Test and diagnostics hook: how many islands are mounted right now and in total. */
export interface IslandStats {
  live: number;
  mounted: number;
  unmounted: number;
}
const statsKey = Symbol.for('portal.islands');
const globals = globalThis as typeof globalThis & { [statsKey]?: IslandStats };
export const stats: IslandStats = globals[statsKey] ?? { live: 0, mounted: 0, unmounted: 0 };
globals[statsKey] = stats;

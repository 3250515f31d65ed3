/**
 * Saved configurations (contract/configurator.ts configuratorProjectStateSchema): what the app
 * keeps of a configuration, and how it finds its way back through today's selection steps.
 */
import {
  type ConfiguratorProjectState,
  configuratorQuantityMax,
  type StepDataRow,
} from '../../../contract/configurator.ts';
import type { CharacteristicValue, SalesApi } from '../api.ts';

/** A whole number of pieces within 1…max, or null for anything else. */
export function parseQuantity(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const quantity = Number(trimmed);
  return quantity >= 1 && quantity <= configuratorQuantityMax ? quantity : null;
}

/** What a saved configuration keeps of the app's state: null before a first choice. */
export function toSaved(state: {
  path: StepDataRow[];
  values: Record<string, string>;
  customer: { number: string } | null;
  quantity: number;
}): ConfiguratorProjectState | null {
  if (!state.path.length) return null;
  return {
    path: state.path.map((row) => row.kombination),
    values: Object.entries(state.values).map(([key, value]) => ({ key, value })),
    ...(state.customer ? { customer: state.customer.number } : {}),
    menge: state.quantity,
  };
}

export interface ReplayedPath {
  /** The row chosen on each level. */
  path: StepDataRow[];
  /** The options below the first level, one list per choice that leads further. */
  deeper: StepDataRow[][];
  /** The configurable material, when the path reaches one. */
  kmat: { kmat: string; presets: CharacteristicValue[] } | null;
}

/**
 * Walks the saved combinations through the steps as offered now: each must still be one of the
 * options of its level. Null when one is no longer offered (the range changed since).
 */
export async function replayPath(
  api: Pick<SalesApi, 'selectStep' | 'kmat'>,
  language: string,
  groups: StepDataRow[],
  saved: ConfiguratorProjectState['path'],
): Promise<ReplayedPath | null> {
  const path: StepDataRow[] = [];
  const deeper: StepDataRow[][] = [];
  let options = groups;
  for (const kombination of saved) {
    const row = options.find((option) => option.kombination === kombination);
    if (!row) return null;
    path.push(row);
    if (row.spartenzuordnung && !row.unterkategorie) {
      const info = await api.kmat(language, row.kombination);
      return { path, deeper, kmat: { kmat: info.kmat, presets: info.presets } };
    }
    options = await api.selectStep(language, row.kombination);
    deeper.push(options);
  }
  return { path, deeper, kmat: null };
}

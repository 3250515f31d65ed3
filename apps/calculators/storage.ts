/**
 * The last inputs, kept per element in the browser (localStorage key per element tag), per
 * calculator of the element (x-flair keeps design and replacement inputs apart) plus the mode.
 * Storage may be unavailable (privacy settings, quota): then nothing is kept and nothing breaks.
 */
import type { RawValues } from './model.ts';

export interface KeptState {
  v: 1;
  /** The calculator (mode) last shown, for elements with more than one. */
  variant?: string;
  /** Raw form values per calculator id. */
  values: Record<string, RawValues>;
}

export const storageKey = (tag: string) => `portal.calculator.${tag}`;

function browserStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

const isRawValues = (value: unknown): value is RawValues =>
  !!value &&
  typeof value === 'object' &&
  !Array.isArray(value) &&
  Object.values(value).every((v) => typeof v === 'string');

export function loadKept(tag: string, storage: Storage | null = browserStorage()): KeptState {
  const empty: KeptState = { v: 1, values: {} };
  try {
    const parsed = JSON.parse(storage?.getItem(storageKey(tag)) ?? 'null') as Partial<KeptState> | null;
    if (parsed?.v !== 1 || typeof parsed.values !== 'object' || !parsed.values) return empty;
    const values = Object.fromEntries(Object.entries(parsed.values).filter(([, raw]) => isRawValues(raw)));
    return { v: 1, values, ...(typeof parsed.variant === 'string' ? { variant: parsed.variant } : {}) };
  } catch {
    return empty;
  }
}

/** Merges one change into what is kept (read-modify-write, so two modes never overwrite each other). */
export function keep(
  tag: string,
  change: { variant?: string; calculator?: string; values?: RawValues },
  storage: Storage | null = browserStorage(),
): void {
  if (!storage) return;
  const state = loadKept(tag, storage);
  if (change.variant) state.variant = change.variant;
  if (change.calculator && change.values) state.values[change.calculator] = change.values;
  try {
    storage.setItem(storageKey(tag), JSON.stringify(state));
  } catch {
    // Quota or privacy mode: the form still works, it just forgets.
  }
}

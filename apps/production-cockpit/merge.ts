/**
 * Merging after a 409: the user's form was based on `base`; meanwhile someone saved `theirs`.
 * Fields only one side changed merge by themselves; fields both changed differently are
 * conflicts the user decides (mine or theirs). The merged save goes out on theirs' version.
 */
import type { KpiKey } from '../../contract/kpi-indicators.ts';

export type FieldKey = KpiKey | 'comment';
export type FieldValue = number | string | null;
export type Fields = Partial<Record<FieldKey, FieldValue>>;

export interface MergeField {
  key: FieldKey;
  base: FieldValue;
  mine: FieldValue;
  theirs: FieldValue;
  /** Both sides changed it, to different values. */
  conflict: boolean;
}

const same = (a: FieldValue | undefined, b: FieldValue | undefined) => (a ?? null) === (b ?? null);

/** Every field either side changed, conflicts first. */
export function mergeFields(base: Fields, mine: Fields, theirs: Fields): MergeField[] {
  const keys = new Set<FieldKey>([...Object.keys(mine), ...Object.keys(theirs)] as FieldKey[]);
  const fields: MergeField[] = [];
  for (const key of keys) {
    const b = base[key] ?? null;
    const m = key in mine ? (mine[key] ?? null) : b;
    const t = theirs[key] ?? null;
    const mineChanged = !same(m, b);
    const theirsChanged = !same(t, b);
    if (!mineChanged && !theirsChanged) continue;
    fields.push({ key, base: b, mine: m, theirs: t, conflict: mineChanged && theirsChanged && !same(m, t) });
  }
  return fields.sort((a, b) => Number(b.conflict) - Number(a.conflict));
}

export type Choice = 'mine' | 'theirs';

/** The values to send on theirs' version: my changes where I changed something and chose mine. */
export function mergedChanges(fields: MergeField[], choices: Partial<Record<FieldKey, Choice>>): Fields {
  const out: Fields = {};
  for (const field of fields) {
    const mineChanged = !same(field.mine, field.base);
    const choice = field.conflict ? (choices[field.key] ?? 'mine') : mineChanged ? 'mine' : 'theirs';
    if (choice === 'mine' && !same(field.mine, field.theirs)) out[field.key] = field.mine;
  }
  return out;
}

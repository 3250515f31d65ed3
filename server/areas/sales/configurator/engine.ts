/**
 * The variant-configuration engine: given a model (characteristics, values, constraints) and the
 * values chosen so far, which values remain possible, why the others are not, and whether the
 * choices themselves conflict. Product knowledge lives in the model's data only.
 *
 * A constraint reads "when these characteristics hold these values, that characteristic must
 * (not) take these values / lie in this range". A value counts as available only if some complete
 * configuration exists with it and with everything chosen so far — a backtracking search with
 * forward checking over the still open characteristics (the domains are small: tens of values).
 */
import type { CfgCondition, CfgConstraintDef, CfgModel, CfgRestriction } from './model.ts';

export type Assignment = Readonly<Record<string, string>>;

export interface ValueState {
  value: string;
  available: boolean;
  /** Ids of the constraints that rule the value out directly; empty when only no complete configuration is left. */
  reasons: string[];
}

export interface CharacteristicState {
  key: string;
  assigned: string | null;
  values: ValueState[];
}

export interface Conflict {
  /** A constraint id, or `NO_COMPLETION` when no configuration completes the choices. */
  constraintId: string;
  characteristics: string[];
}

export interface Evaluation {
  characteristics: CharacteristicState[];
  conflicts: Conflict[];
  /** Every required characteristic chosen and nothing in conflict. */
  complete: boolean;
}

export const noCompletion = 'NO_COMPLETION';

/** Does a condition hold? `undefined` while one of its characteristics is still open. */
export function conditionHolds(condition: CfgCondition, assignment: Assignment): boolean | undefined {
  let open = false;
  for (const [key, spec] of Object.entries(condition)) {
    const value = assignment[key];
    if (value === undefined) {
      open = true;
      continue;
    }
    if (!matchesSpec(spec, value)) return false;
  }
  return open ? undefined : true;
}

function matchesSpec(spec: CfgCondition[string], value: string): boolean {
  if (Array.isArray(spec)) return spec.includes(value);
  const n = Number(value);
  return (spec.min === undefined || n >= spec.min) && (spec.max === undefined || n <= spec.max);
}

export function restrictionAllows(restriction: CfgRestriction, value: string): boolean {
  if (restriction.allowed && !restriction.allowed.includes(value)) return false;
  if (restriction.excluded?.includes(value)) return false;
  const n = Number(value);
  if (restriction.min !== undefined && !(n >= restriction.min)) return false;
  if (restriction.max !== undefined && !(n <= restriction.max)) return false;
  return true;
}

/** Characteristics a constraint reads or restricts. */
export function constraintCharacteristics(constraint: CfgConstraintDef): string[] {
  return [...new Set([...Object.keys(constraint.when), constraint.restriction.characteristic])];
}

/** True when all of the constraint's characteristics are chosen and the choice breaks it. */
function breaks(constraint: CfgConstraintDef, assignment: Assignment): boolean {
  const target = assignment[constraint.restriction.characteristic];
  if (target === undefined) return false;
  return conditionHolds(constraint.when, assignment) === true && !restrictionAllows(constraint.restriction, target);
}

export function evaluate(model: CfgModel, assignment: Assignment): Evaluation {
  const byCharacteristic = new Map<string, CfgConstraintDef[]>();
  for (const constraint of model.constraints) {
    for (const key of constraintCharacteristics(constraint)) {
      byCharacteristic.set(key, [...(byCharacteristic.get(key) ?? []), constraint]);
    }
  }
  const brokenBy = (key: string, a: Assignment) => (byCharacteristic.get(key) ?? []).filter((c) => breaks(c, a));
  const domains = new Map(model.characteristics.map((c) => [c.key, c.values.map((v) => v.value)]));

  const conflicts: Conflict[] = model.constraints
    .filter((c) => breaks(c, assignment))
    .map((c) => ({ constraintId: c.id, characteristics: constraintCharacteristics(c) }));

  /** Values of the open characteristics that no constraint rules out given `a`. */
  const prune = (a: Assignment): Map<string, string[]> | null => {
    const pruned = new Map<string, string[]>();
    for (const [key, values] of domains) {
      if (a[key] !== undefined) continue;
      const left = values.filter((v) => brokenBy(key, { ...a, [key]: v }).length === 0);
      if (!left.length) return null;
      pruned.set(key, left);
    }
    return pruned;
  };

  /** A complete configuration extending `a`, or null. */
  const complete = (a: Assignment): Assignment | null => {
    const open = prune(a);
    if (!open) return null;
    if (open.size === 0) return a;
    const [key, values] = [...open].sort((x, y) => x[1].length - y[1].length)[0]!;
    for (const value of values) {
      const found = complete({ ...a, [key]: value });
      if (found) return found;
    }
    return null;
  };

  const witness = conflicts.length ? null : complete(assignment);
  if (!conflicts.length && !witness) {
    conflicts.push({ constraintId: noCompletion, characteristics: Object.keys(assignment) });
  }

  // A value is available when a complete configuration holds it; each one found vouches for all its values.
  const known = new Set<string>();
  const vouch = (a: Assignment | null) => {
    if (a) for (const [key, value] of Object.entries(a)) known.add(`${key}\u0000${value}`);
  };
  vouch(witness);

  const characteristics = model.characteristics.map((c): CharacteristicState => {
    const assigned = assignment[c.key] ?? null;
    const others = Object.fromEntries(Object.entries(assignment).filter(([key]) => key !== c.key));
    const values = c.values.map(({ value }): ValueState => {
      const trial = { ...others, [c.key]: value };
      const reasons = brokenBy(c.key, trial).map((r) => r.id);
      if (reasons.length) return { value, available: false, reasons };
      if (conflicts.length && assigned === null) return { value, available: false, reasons: [] };
      if (!known.has(`${c.key}\u0000${value}`)) vouch(complete(trial));
      return { value, available: known.has(`${c.key}\u0000${value}`), reasons: [] };
    });
    return { key: c.key, assigned, values };
  });

  const requiredOpen = model.characteristics.some((c) => c.required && assignment[c.key] === undefined);
  return { characteristics, conflicts, complete: !conflicts.length && !requiredOpen };
}

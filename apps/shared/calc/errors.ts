/**
 * The server's 400 of the building calculators and designers, by field path
 * (`rooms.2.components.0.u`): messages the server localized (data rules) are used as they are;
 * schema rules (`too_small`, …) get their sentence here from the bounds of contract/building.ts.
 */
import { type BoundName, buildingBounds } from '../../../contract/building.ts';
import { RestError, type Translate } from '../../platform/index.ts';
import { errorText } from '../errors/index.ts';

export interface FieldErrors {
  fields: Record<string, string>;
  general: string[];
}

export const noFieldErrors: FieldErrors = { fields: {}, general: [] };

const localizedRules = new Set([
  'required',
  'noPreset',
  'efficiencyRange',
  'noHeatPumpLargeEnough',
  'noVentilationUnitLargeEnough',
  'unknownOption',
  'colourNotForProfile',
  'range',
  'cutoutOutside',
  'cutoutsOverlap',
]);

/** The sentence for a bound broken on the client, or for a schema rule the server reported. */
export function boundMessage(
  name: string,
  rule: 'min' | 'max' | 'notANumber' | 'required' | 'integer',
  t: Translate,
  format: (v: number) => string,
): string {
  const bound = (buildingBounds as Record<string, { min: number; max: number; unit: string; positive?: boolean }>)[
    name
  ];
  if (rule === 'notANumber') return t('building.ui.errors.notANumber');
  if (rule === 'required') return t('building.ui.errors.required');
  if (rule === 'integer') return t('building.ui.errors.integer');
  if (!bound) return t(`building.ui.errors.${rule}Generic`);
  if (rule === 'min' && bound.positive) return t('building.ui.errors.positive');
  const unit = bound.unit ? ` ${bound.unit}` : '';
  return rule === 'min'
    ? t('building.ui.errors.min', { min: `${format(bound.min)}${unit}` })
    : t('building.ui.errors.max', { max: `${format(bound.max)}${unit}` });
}

/** Checks a typed number against its bound; null when fine. */
export function checkNumber(
  name: BoundName,
  value: number | null,
  t: Translate,
  format: (v: number) => string,
): string | null {
  const bound: { min: number; max: number; positive?: boolean; integer?: boolean } = buildingBounds[name];
  if (value === null) return boundMessage(name, 'required', t, format);
  if (Number.isNaN(value)) return boundMessage(name, 'notANumber', t, format);
  if (bound.integer && !Number.isInteger(value)) return boundMessage(name, 'integer', t, format);
  if (bound.positive ? value <= bound.min : value < bound.min) return boundMessage(name, 'min', t, format);
  if (value > bound.max) return boundMessage(name, 'max', t, format);
  return null;
}

export function mapFieldErrors(error: unknown, t: Translate, format: (v: number) => string): FieldErrors {
  const body =
    error instanceof RestError
      ? (error.body as { errors?: { field: string; code: string; message: string }[] } | undefined)
      : undefined;
  // Anything but a 400 with fields is one sentence of the kit (network, time-out, 5xx, …).
  if (!(error instanceof RestError) || error.status !== 400 || !Array.isArray(body?.errors)) {
    return { fields: {}, general: [errorText(error, t, 'building')] };
  }
  const mapped: FieldErrors = { fields: {}, general: [] };
  for (const issue of body.errors) {
    const name = issue.field.split('.').pop() ?? issue.field;
    const message = localizedRules.has(issue.code)
      ? issue.message
      : issue.code === 'too_small'
        ? boundMessage(name, 'min', t, format)
        : issue.code === 'too_big'
          ? boundMessage(name, 'max', t, format)
          : t('building.ui.errors.invalid');
    mapped.fields[issue.field] ??= message;
  }
  return mapped;
}

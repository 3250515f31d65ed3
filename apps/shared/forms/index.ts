export { FieldControl } from './FieldControl.tsx';
export { FormFailure } from './FormFailure.tsx';
export type { FieldKind, FormField, FormValues } from './types.ts';
export { type FormState, type UseFormOptions, useForm } from './useForm.ts';
export { fieldViolation, isIsoDate, validateFields } from './validate.ts';

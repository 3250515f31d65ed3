export { errorText } from './error-text.ts';
export { type FieldErrorOptions, type FieldErrors, fieldErrors, fieldOf } from './field-errors.ts';
export { issueRule, type KitRule, type RuleViolation, ruleText } from './rules.ts';
export { firstText, textOf } from './text.ts';

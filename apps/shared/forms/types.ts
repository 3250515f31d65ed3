/** What a form edits: text fields as strings (empty = not given), checkboxes as booleans. */
export type FormValues = Record<string, string | boolean>;

export type FieldKind =
  | 'text'
  | 'textarea'
  | 'select'
  | 'checkbox'
  /** A whole number from 0 on (`inputMode="numeric"`). */
  | 'integer'
  /** An amount typed in the user's way ("4,90"); check it with `check`. */
  | 'decimal'
  | 'email'
  | 'tel'
  | 'url'
  | 'date'
  /**
   * A control the form cannot draw (a list of checkboxes, a map): FormDialog leaves it to its
   * `children`, but the form still checks it and puts the server's message for it in `errors`.
   */
  | 'custom';

/** One field of a form, declared once: its control, its label, the rules checked before sending. */
export interface FormField<V extends FormValues = FormValues> {
  name: Extract<keyof V, string>;
  label: string;
  kind?: FieldKind;
  required?: boolean;
  /** Longest text allowed (after trimming), as in the contract's schema. */
  maxLength?: number;
  /** A pattern with its own message (e.g. "no spaces"). */
  pattern?: { regex: RegExp; message: string };
  /** Any other rule: the message, or null when the value is fine. */
  check?: (value: string, values: V) => string | null;
  /** `select`: the choices; `choose` adds an empty first choice with this text. */
  options?: readonly { value: string; label: string }[];
  choose?: string;
  hint?: string;
  disabled?: boolean;
  /** `autocomplete` token (`given-name`, `postal-code`); default `off`. */
  autoComplete?: string;
  /** Spans the whole row in a two-column form layout. */
  wide?: boolean;
}

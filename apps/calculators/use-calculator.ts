/**
 * The state of one calculator form: its template (per language), the values as typed (kept in
 * the browser per element), client-side bounds, the server's result recomputed as the user types
 * (debounced, the stale request cancelled), the server's 400 mapped onto the fields, downloads.
 */
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { CalcResult, CalcTemplate } from '../../contract/calculators/common.ts';
import {
  type Translate,
  useFailIsland,
  useIsland,
  useLocale,
  useNotify,
  usePortalApi,
  useT,
} from '../platform/index.ts';
import { saveBlob } from '../shared/download.ts';
import { calculatorApi, type DocumentKind, takeTemplate } from './api.ts';
import type { CalculatorConfig } from './configs.ts';
import { isExpectedError, type MappedErrors, mapServerErrors, noErrors } from './errors.ts';
import {
  type CalcInputs,
  type FormModel,
  formModel,
  initialValues,
  type RawValues,
  toInputs,
  validateAll,
  validateField,
} from './model.ts';
import { keep, loadKept } from './storage.ts';

/** Pause after the last keystroke before the server computes. */
export const recomputeDelayMs = 300;

export interface CalculatorState {
  template: CalcTemplate | undefined;
  templateError: unknown;
  retryTemplate: () => void;
  model: FormModel | undefined;
  values: RawValues;
  setValue: (name: string, raw: string) => void;
  reset: () => void;
  /** Field → message: the client's bounds first, else the server's answer. */
  fieldErrors: Record<string, string>;
  /** Server messages that name no field of the form. */
  generalErrors: string[];
  result: CalcResult | undefined;
  /** Some input is invalid: the shown result belongs to the last valid inputs. */
  invalid: boolean;
  /** The current inputs are waiting for (or in) their calculation. */
  computing: boolean;
  /** Valid inputs the server accepted: documents can be generated. */
  canDownload: boolean;
  downloading: DocumentKind | null;
  download: (kind: DocumentKind) => Promise<void>;
}

/**
 * The values a link opens with, field by field: a field the link leaves out gets its default, a
 * value the form refuses gets its default and a note at the field (`notes`).
 */
export function linkedValues(
  model: FormModel,
  linked: RawValues,
  locale: string,
  t: Translate,
): { values: RawValues; notes: Record<string, string> } {
  const values = initialValues(model, undefined);
  const notes: Record<string, string> = {};
  for (const field of model.fields) {
    const raw = linked[field.name];
    if (raw === undefined) continue;
    if (validateField(field, raw, locale, t) === null) values[field.name] = raw;
    else notes[field.name] = t('kit.share.linkValueInvalid', { value: raw });
  }
  return { values, notes };
}

/**
 * `linked`: the values of a shared link (they win over the ones kept in the browser);
 * `onValues`: told every change of the values (the shareable state).
 */
export function useCalculator(
  tag: string,
  config: CalculatorConfig,
  linked?: RawValues | null,
  onValues?: (values: RawValues) => void,
): CalculatorState {
  const locale = useLocale();
  const t = useT();
  const http = usePortalApi();
  const { endpoint } = useIsland();
  const api = useMemo(() => calculatorApi(http), [http]);
  const fail = useFailIsland();
  const notify = useNotify();

  // The form, in the user's language.
  const [template, setTemplate] = useState<CalcTemplate>();
  const [templateError, setTemplateError] = useState<unknown>(null);
  const [templateAttempt, setTemplateAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: templateAttempt is the retry trigger
  useEffect(() => {
    const controller = new AbortController();
    setTemplateError(null);
    (takeTemplate(endpoint, config, locale) ?? api.template(config, locale, controller.signal)).then(
      (loaded) => {
        // The whole form renders from it: in slices, so the page stays responsive (no long task).
        if (!controller.signal.aborted) startTransition(() => setTemplate(loaded));
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (isExpectedError(error)) setTemplateError(error);
        else fail(error);
      },
    );
    return () => controller.abort();
  }, [api, endpoint, config, locale, fail, templateAttempt]);
  const retryTemplate = useCallback(() => setTemplateAttempt((n) => n + 1), []);

  const model = useMemo(() => (template ? formModel(template, locale) : undefined), [template, locale]);

  // The values as typed: last time's where they still fit, else the template's defaults.
  const [values, setValues] = useState<RawValues | null>(null);
  /** Link values that did not fit, per field, until the field is changed. */
  const [linkNotes, setLinkNotes] = useState<Record<string, string>>({});
  const linkUsed = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the link is read once, in the first language
  useEffect(() => {
    if (!model) return;
    if (linked && !linkUsed.current) {
      linkUsed.current = true;
      const opened = linkedValues(model, linked, locale, t);
      setValues(opened.values);
      setLinkNotes(opened.notes);
      return;
    }
    setValues((current) => initialValues(model, current ?? loadKept(tag).values[config.id]));
  }, [model, tag, config.id]);
  useEffect(() => {
    if (!values) return;
    keep(tag, { calculator: config.id, values });
    onValues?.(values);
  }, [values, tag, config.id, onValues]);
  const setValue = useCallback((name: string, raw: string) => {
    setValues((v) => ({ ...v, [name]: raw }));
    setLinkNotes((notes) => {
      if (!(name in notes)) return notes;
      const { [name]: _, ...rest } = notes;
      return rest;
    });
  }, []);
  const reset = useCallback(() => {
    if (model) setValues(initialValues(model, undefined));
    setLinkNotes({});
  }, [model]);

  const clientErrors = useMemo(
    () => (model && values ? validateAll(model, values, locale, t) : {}),
    [model, values, locale, t],
  );
  const inputs = useMemo<CalcInputs | null>(
    () => (model && values && !Object.keys(clientErrors).length ? toInputs(model, values, locale) : null),
    [model, values, clientErrors, locale],
  );
  const request = inputs ? `${locale}|${JSON.stringify(inputs)}` : null;

  // Recompute: debounced, one request in flight, the stale one cancelled.
  const [result, setResult] = useState<CalcResult>();
  /** The last request the server answered (result or 400). */
  const [answered, setAnswered] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<MappedErrors>(noErrors);
  const inflight = useRef<AbortController | null>(null);
  const hasResult = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `request` is the serialized inputs + language
  useEffect(() => {
    if (!template || !inputs || !request) {
      inflight.current?.abort();
      return;
    }
    const names = template.fields.map((f) => f.name);
    const timer = setTimeout(
      () => {
        inflight.current?.abort();
        const controller = new AbortController();
        inflight.current = controller;
        api.compute(config, template, inputs, locale, controller.signal).then(
          (computed) => {
            if (controller.signal.aborted) return;
            hasResult.current = true;
            // Table, notes, charts and tender text: rendered in slices, as the form.
            startTransition(() => {
              setResult(computed);
              setAnswered(request);
              setServerErrors(noErrors);
            });
          },
          (error: unknown) => {
            if (controller.signal.aborted) return;
            setAnswered(request);
            if (isExpectedError(error)) setServerErrors(mapServerErrors(error, names, t));
            else fail(error);
          },
        );
      },
      hasResult.current ? recomputeDelayMs : 0,
    );
    return () => clearTimeout(timer);
  }, [template, request]);
  useEffect(() => () => inflight.current?.abort(), []);

  const fieldErrors = useMemo(
    () => ({ ...linkNotes, ...serverErrors.fields, ...clientErrors }),
    [linkNotes, serverErrors, clientErrors],
  );
  const hasServerErrors = Object.keys(serverErrors.fields).length > 0 || serverErrors.general.length > 0;
  const invalid = hasServerErrors || Object.keys(clientErrors).length > 0;

  const [downloading, setDownloading] = useState<DocumentKind | null>(null);
  const download = useCallback(
    async (kind: DocumentKind) => {
      if (!template || !inputs) return;
      setDownloading(kind);
      try {
        const { blob, fileName } = await api.document(template, kind, inputs, locale);
        saveBlob(blob, fileName);
      } catch (error) {
        if (!isExpectedError(error)) fail(error);
        else {
          const mapped = mapServerErrors(error, [], t);
          notify('error', [t('calc.ui.downloadFailed'), ...mapped.general].join(' '));
        }
      } finally {
        setDownloading(null);
      }
    },
    [api, template, inputs, locale, fail, notify, t],
  );

  return {
    template,
    templateError,
    retryTemplate,
    model,
    values: values ?? {},
    setValue,
    reset,
    fieldErrors,
    generalErrors: serverErrors.general,
    result,
    invalid,
    computing: !!request && answered !== request,
    canDownload: !!inputs && !hasServerErrors,
    downloading,
    download,
  };
}

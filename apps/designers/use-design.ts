/**
 * What both designers do between their form and their result: numbers typed in the user's
 * language checked against the template's limits (the server checks the same), the design
 * recomputed as the user types, the server's 400 mapped onto the fields, and the PDF download.
 */
import { useCallback, useMemo, useState } from 'react';
import {
  isExpectedError,
  useFailIsland,
  useFormat,
  useLocale,
  useNotify,
  usePortalApi,
  useT,
} from '../platform/index.ts';
import { downloadDocument, pdfType } from '../shared/calc/documents.ts';
import { mapFieldErrors, noFieldErrors } from '../shared/calc/errors.ts';
import { useComputed } from '../shared/calc/use-computed.ts';
import { formatInput, parseNumber } from '../shared/numbers.ts';

/** The server's designer APIs: `<api>/GetTemplate`, `<api>/design`, `<api>/GeneratePDF`. */
export type DesignerApi = 'CrossDesigner' | 'AscoDesigner';

export interface Limits {
  min: number;
  max: number;
}

/** Reads typed numbers one by one; what is wrong lands in `errors` under the field's path. */
export interface NumberReader {
  errors: Record<string, string>;
  read(path: string, text: string, limits: Limits, integer?: boolean): number;
}

/** Numbers for the designer forms: shown (`num`), typed back into a field (`typed`), offered as sizes, read and checked. */
export function useDesignerNumbers() {
  const t = useT();
  const format = useFormat();
  const num = useCallback((v: number) => format.number(v), [format]);
  const typed = (v: number) => formatInput(v, format.locale);
  /** A select's options for a list of sizes in mm (gaps, joints): the number as value, "7,5 mm" as label. */
  const mmOptions = (sizes: number[]) => sizes.map((v) => ({ value: String(v), label: `${num(v)} mm` }));
  const reader = (): NumberReader => {
    const errors: Record<string, string> = {};
    const read = (path: string, text: string, { min, max }: Limits, integer = false) => {
      const value = parseNumber(text, format.locale);
      if (value === null || Number.isNaN(value)) errors[path] = t('building.ui.errors.notANumber');
      else if (integer && !Number.isInteger(value)) errors[path] = t('building.ui.errors.integer');
      else if (value < min || value > max) errors[path] = t('designer.errors.range', { min: num(min), max: num(max) });
      return value ?? 0;
    };
    return { errors, read };
  };
  return { num, typed, mmOptions, reader };
}

/** Wires a form field to its raw value, its setter and its error: `<NumberField {...field('lengthMm')} />`. */
export function fieldBinder<R extends object>(
  raw: R,
  set: (patch: Partial<R>) => void,
  errors: Record<string, string>,
) {
  return <K extends keyof R & string>(name: K) => ({
    value: raw[name],
    onChange: (value: R[K]) => set({ [name]: value } as unknown as Partial<R>),
    error: errors[name],
  });
}

/** The state of the result's head (see ResultHead in DesignerFrame.tsx). */
export interface DesignState {
  computing: boolean;
  canDownload: boolean;
  downloading: boolean;
  onDownload: () => void;
  general: string[];
  invalid: boolean;
}

/** The design of the current input (null while the client finds it invalid), its errors and its PDF. */
export function useDesign<I, R>(api: DesignerApi, input: I | null, clientErrors: Record<string, string>) {
  const t = useT();
  const http = usePortalApi();
  const locale = useLocale();
  const notify = useNotify();
  const fail = useFailIsland();
  const { num } = useDesignerNumbers();
  const run = useCallback(
    (body: I, signal: AbortSignal) =>
      http.post(`${api}/design`, { json: body, searchParams: { lang: locale }, signal }).json<R>(),
    [http, locale, api],
  );
  const design = useComputed(run, input, `${locale}|${JSON.stringify(input)}`);
  const server = useMemo(
    () => (design.error ? mapFieldErrors(design.error, t, num) : noFieldErrors),
    [design.error, t, num],
  );
  const errors = { ...server.fields, ...clientErrors };
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    if (!input) return;
    setDownloading(true);
    try {
      await downloadDocument(http, `${api}/GeneratePDF`, input, locale, pdfType, `${api}.pdf`);
    } catch (error) {
      if (isExpectedError(error)) notify('error', t('designer.ui.downloadFailed'));
      else fail(error);
    } finally {
      setDownloading(false);
    }
  };
  const state: DesignState = {
    computing: design.computing,
    canDownload: !!input && !design.error,
    downloading,
    onDownload: download,
    general: server.general,
    invalid: Object.keys(errors).length > 0,
  };
  return { result: design.result, errors, state };
}

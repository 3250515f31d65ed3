/**
 * The calculators' typed API module over the one portal client (usePortalApi): public endpoints,
 * so no token is sent when nobody is signed in. Paths come from the template (`endpoints`).
 */
import type { KyInstance } from 'ky';
import type { CalcResult, CalcTemplate } from '../../contract/calculators/common.ts';
import { fileNameFromDisposition } from '../shared/download.ts';
import type { CalculatorConfig } from './configs.ts';
import { apiPath, type CalcInputs } from './model.ts';

export type DocumentKind = 'pdf' | 'xlsx';

const documentTypes: Record<DocumentKind, string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export function calculatorApi(http: KyInstance) {
  return {
    template: (config: CalculatorConfig, lang: string, signal?: AbortSignal) =>
      http.get(config.templatePath, { searchParams: { lang }, signal }).json<CalcTemplate>(),

    /** The operating point with its chart series (calcOutput where the calculator splits calc and calcOutput). */
    compute: (
      config: CalculatorConfig,
      template: CalcTemplate,
      inputs: CalcInputs,
      lang: string,
      signal?: AbortSignal,
    ) => {
      const endpoint = template.endpoints.calcOutput ?? template.endpoints.calc;
      if (!endpoint) throw new Error(`${template.calculator}: the template names no calculation endpoint`);
      const path = apiPath(endpoint);
      if (config.method === 'GET') {
        return http.get(path, { searchParams: { ...inputs, lang }, signal }).json<CalcResult>();
      }
      return http.post(path, { json: inputs, searchParams: { lang }, signal }).json<CalcResult>();
    },

    /** PDF data sheet or XLSX workbook: multipart with the JSON inputs in the calculator's field. */
    document: async (template: CalcTemplate, kind: DocumentKind, inputs: CalcInputs, lang: string) => {
      const endpoint = template.endpoints[kind];
      const field = template.endpoints.multipartField;
      if (!endpoint || !field) throw new Error(`${template.calculator}: no ${kind} endpoint`);
      const body = new FormData();
      body.set(field, JSON.stringify(inputs));
      body.set('lang', lang);
      const response = await http.post(apiPath(endpoint), {
        body,
        headers: { accept: documentTypes[kind] },
        timeout: 60_000,
      });
      const blob = await response.blob();
      return {
        blob,
        fileName: fileNameFromDisposition(
          response.headers.get('content-disposition'),
          `${template.calculator}.${kind}`,
        ),
      };
    },
  };
}

export type CalculatorApi = ReturnType<typeof calculatorApi>;

/** Template requests started before the form is rendered, by endpoint, path and language. */
const early = new Map<string, Promise<CalcTemplate>>();
const earlyKey = (endpoint: string, config: CalculatorConfig, lang: string) =>
  `${endpoint} ${config.templatePath} ${lang}`;

/**
 * Starts a form's template request while the element's strings load (the element's prefetch,
 * apps/calculators/CalculatorApp.tsx), so the form paints one request earlier.
 */
export function prefetchTemplate(http: KyInstance, endpoint: string, config: CalculatorConfig, lang: string): void {
  const key = earlyKey(endpoint, config, lang);
  if (early.has(key)) return;
  const request = calculatorApi(http).template(config, lang);
  // A failure is reported by the form that takes the request (useCalculator), not here.
  request.catch(() => {});
  early.set(key, request);
}

/** The prefetched template request, once (a retry or a later element asks the server again). */
export function takeTemplate(
  endpoint: string,
  config: CalculatorConfig,
  lang: string,
): Promise<CalcTemplate> | undefined {
  const key = earlyKey(endpoint, config, lang);
  const request = early.get(key);
  early.delete(key);
  return request;
}

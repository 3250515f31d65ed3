import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import type { z } from 'zod';
import type { CalcMessage, CalcResult, CalculatorId, FieldSpec } from '../../../contract/calculators/common.ts';
import { queryValue } from '../../../contract/calculators/common.ts';
import { ErrorCode } from '../../../contract/errors.ts';
import { isSupportedLocale, type Locale } from '../../../contract/locales.ts';
import { CalcInputError, type CalcIssue, calculators } from '../../calc/calculators/index.ts';
import { issueMessage, Texts } from '../../calc/calculators/shared.ts';
import { calculatorEndpoints, calculatorTemplate } from '../../calc/calculators/template.ts';
import { brandFor } from '../../calc/documents/brands.ts';
import { documentFileName } from '../../calc/documents/format.ts';
import { renderPdf } from '../../calc/documents/pdf.ts';
import { renderXlsx } from '../../calc/documents/xlsx.ts';
import { HttpError } from '../../http/errors.ts';
import { pickLocale } from '../../i18n.ts';

/**
 * Product calculators of api-catalogue §7 — public (no sign-in) and CORS-enabled for any origin,
 * so brand CMS pages on other origins can embed them. Mounted in the portal API before the bearer
 * middleware.
 *
 * Meaning of the verbs:
 *  - `calc`        one operating point (fast; what a form recomputes while the user types)
 *  - `calcOutput`  the operating point plus the chart series (over control voltage, flow
 *                  temperature, length, ...) — what results pages and documents show
 *  - the one-shot endpoints (GET /PM/KRN92, HPC/calc, ConvectorLoadCalc/calc) return point + series
 *  - `GetTemplate` the form: fields with unit, default, min, max, step, label and label key
 *  - `GeneratePDF` / `GenerateXLSX` multipart/form-data with the JSON input in the named field
 *    (`krn41Data`, `krn92Data`, ...); a plain JSON body is accepted too.
 * Language: `?lang=`, else the multipart field `lang`, else Accept-Language, else German.
 * Brand on documents: `?brand=`, the field `brand`, else the host name, else Kermi.
 */

const CALC_PATHS = [
  '/KRN41/*',
  '/PM/KRN92',
  '/PM/KRN92/*',
  '/KCModel/*',
  '/HPC/*',
  '/XFlair/*',
  '/XFlairTausch/*',
  '/ConvectorLoadCalc/*',
  '/AirHeater/*',
  '/DoorAirCurtain/*',
  '/IndoorAirQuality/*',
  '/ControlValve/*',
];

export const calculatorCors = cors({
  origin: '*',
  allowMethods: ['GET', 'POST', 'OPTIONS'],
  allowHeaders: ['Content-Type', 'Accept', 'Accept-Language'],
  exposeHeaders: ['Content-Disposition'],
  maxAge: 600,
  credentials: false,
});

export function requestLocale(c: Context, formLang?: string): Locale {
  const query = c.req.query('lang');
  if (query && isSupportedLocale(query.toLowerCase())) return query.toLowerCase() as Locale;
  if (formLang && isSupportedLocale(formLang.toLowerCase())) return formLang.toLowerCase() as Locale;
  return pickLocale(c.req.header('accept-language'));
}

/** The 400 of the calculators: every failing field with its rule as `code` and a localized message. */
function calcValidationError(texts: Texts, issues: CalcIssue[]): HttpError {
  const errors: CalcMessage[] = issues.map((issue) => ({
    field: issue.field,
    code: issue.rule,
    message: issueMessage(texts, issue),
  }));
  const first = errors[0]!;
  return new HttpError(400, {
    code: ErrorCode.validation,
    message: `${texts.field(first.field!)}: ${first.message}`,
    field: first.field!,
    errors: errors.map((e) => ({ field: e.field!, code: e.code, message: e.message })),
  });
}

/** zod issues → calculator rules (notANumber, positive, min, max, invalidOption, unknownField). */
function zodIssues(error: z.ZodError, fields: readonly FieldSpec[], raw: unknown): CalcIssue[] {
  const unitOf = (name: string) => {
    const f = fields.find((x) => x.name === name);
    return f?.kind === 'number' ? f.unit : '';
  };
  return error.issues.map((issue): CalcIssue => {
    const field = issue.path.map(String).join('.') || '(body)';
    switch (issue.code) {
      case 'invalid_type':
        if (field === '(body)') return { field, rule: 'invalidJson' };
        return { field, rule: issue.expected === 'number' ? 'notANumber' : 'required' };
      case 'too_small': {
        const value = (raw as Record<string, unknown>)?.[field];
        const min = Number(issue.minimum);
        if (min === 0 && !issue.inclusive) return { field, rule: 'positive', values: { value: String(value) } };
        return { field, rule: 'min', values: { min, unit: unitOf(field) } };
      }
      case 'too_big':
        return { field, rule: 'max', values: { max: Number(issue.maximum), unit: unitOf(field) } };
      case 'invalid_value':
        return { field, rule: 'invalidOption', values: { value: String((raw as Record<string, unknown>)?.[field]) } };
      case 'unrecognized_keys':
        return { field: issue.keys[0] ?? field, rule: 'unknownField' };
      default:
        return { field, rule: 'invalidOption', values: { value: issue.message } };
    }
  });
}

function parseInput(id: CalculatorId, raw: unknown, texts: Texts) {
  const def = calculators[id];
  const parsed = def.schema.safeParse(raw);
  if (!parsed.success) {
    // Report each field once (e.g. a negative length breaks `positive` and `min`: keep the first).
    const seen = new Set<string>();
    const issues = zodIssues(parsed.error, def.fields, raw).filter((i) => !seen.has(i.field) && seen.add(i.field));
    throw calcValidationError(texts, issues);
  }
  return parsed.data;
}

function run(id: CalculatorId, raw: unknown, texts: Texts, detail: 'point' | 'full', brandName: string): CalcResult {
  const input = parseInput(id, raw, texts);
  try {
    return calculators[id].calculate(input, { locale: texts.locale, detail, brandName });
  } catch (error) {
    if (error instanceof CalcInputError) throw calcValidationError(texts, error.issues);
    throw error;
  }
}

async function readJson(c: Context, texts: Texts): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/(.+\+)?json\b/i.test(type)) {
    throw new HttpError(415, {
      code: 'unsupported_media_type',
      message: 'Content-Type must be application/json',
      field: '(body)',
    });
  }
  try {
    return await c.req.json();
  } catch {
    throw calcValidationError(texts, [{ field: '(body)', rule: 'invalidJson' }]);
  }
}

/** Multipart (or urlencoded) field holding the JSON input; a JSON body is taken as the input itself. */
async function readDocumentInput(c: Context, field: string): Promise<{ raw: unknown; texts: Texts; brand?: string }> {
  const type = c.req.header('content-type') ?? '';
  if (/^application\/(.+\+)?json\b/i.test(type)) {
    const texts = new Texts(requestLocale(c));
    return { raw: await readJson(c, texts), texts };
  }
  let form: Record<string, string | File | (string | File)[]> = {};
  try {
    form = await c.req.parseBody();
  } catch {
    form = {};
  }
  const lang = typeof form.lang === 'string' ? form.lang : undefined;
  const texts = new Texts(requestLocale(c, lang));
  const brand = typeof form.brand === 'string' ? form.brand : undefined;
  const value = form[field];
  const first = Array.isArray(value) ? value[0] : value;
  if (first === undefined || first === '') throw calcValidationError(texts, [{ field, rule: 'required' }]);
  const text = typeof first === 'string' ? first : await first.text();
  try {
    return { raw: JSON.parse(text), texts, ...(brand ? { brand } : {}) };
  } catch {
    throw calcValidationError(texts, [{ field, rule: 'invalidJson' }]);
  }
}

function contentDisposition(fileName: string): string {
  return `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export function calculatorRoutes() {
  const app = new Hono();
  for (const path of CALC_PATHS) {
    app.use(path, calculatorCors);
    app.use(
      path,
      bodyLimit({
        maxSize: 256 * 1024,
        onError: () => {
          throw new HttpError(413, { code: 'payload_too_large', message: 'Request body too large' });
        },
      }),
    );
  }

  const template = (id: CalculatorId) => (c: Context) => c.json(calculatorTemplate(id, new Texts(requestLocale(c))));
  const brandName = (c: Context, form?: string) => brandFor(c.req.query('brand') ?? form, c.req.header('host')).name;

  const compute = (id: CalculatorId, detail: 'point' | 'full') => async (c: Context) => {
    const texts = new Texts(requestLocale(c));
    const raw = await readJson(c, texts);
    return c.json(run(id, raw, texts, detail, brandName(c)));
  };

  const document = (id: CalculatorId, kind: 'pdf' | 'xlsx') => async (c: Context) => {
    const field = calculatorEndpoints[id].multipartField!;
    const { raw, texts, brand: formBrand } = await readDocumentInput(c, field);
    const brand = brandFor(c.req.query('brand') ?? formBrand, c.req.header('host'));
    const result = run(id, raw, texts, 'full', brand.name);
    const date = new Date();
    const body = kind === 'pdf' ? await renderPdf(result, brand, date) : await renderXlsx(result, brand, date);
    return c.body(new Uint8Array(body), 200, {
      'Content-Type':
        kind === 'pdf' ? 'application/pdf' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'Content-Disposition': contentDisposition(documentFileName(result, date, kind)),
    });
  };

  const documents = (base: string, id: CalculatorId) => {
    app.post(`${base}/GeneratePDF`, document(id, 'pdf'));
    app.post(`${base}/GenerateXLSX`, document(id, 'xlsx'));
  };

  // KRN41 — fan-assisted trench convector
  app.get('/KRN41/GetTemplate', template('KRN41'));
  app.post('/KRN41/calc', compute('KRN41', 'point'));
  app.post('/KRN41/calcOutput', compute('KRN41', 'full'));
  documents('/KRN41', 'KRN41');

  // KRN92 — induction unit with primary air: one GET with the query of api-catalogue §7
  app.get('/PM/KRN92', (c) => {
    const texts = new Texts(requestLocale(c));
    const raw: Record<string, number | string> = {};
    for (const [name, value] of Object.entries(c.req.query())) {
      if (name === 'lang' || name === 'brand') continue;
      raw[name] = name === 'Betriebsart' ? value : queryValue(value);
    }
    return c.json(run('KRN92', raw, texts, 'full', brandName(c)));
  });
  app.get('/PM/KRN92/getTemplate', template('KRN92'));
  app.get('/PM/KRN92/GetTemplate', template('KRN92'));
  documents('/PM/KRN92', 'KRN92');

  // KCModel — natural convector
  app.get('/KCModel/GetTemplate', template('KCModel'));
  app.post('/KCModel/calc', compute('KCModel', 'point'));
  app.post('/KCModel/calcOutput', compute('KCModel', 'full'));
  documents('/KCModel', 'KCModel');

  // HPC — fan coil (GetTemplate added so the form can be generated like the others)
  app.get('/HPC/GetTemplate', template('HPC'));
  app.post('/HPC/calc', compute('HPC', 'full'));
  documents('/HPC', 'HPC');

  // XFlair and XFlairTausch — fan-assisted radiator and radiator replacement
  app.get('/XFlair/GetTemplate', template('XFlair'));
  app.post('/XFlair/calcOutput', compute('XFlair', 'full'));
  documents('/XFlair', 'XFlair');
  app.get('/XFlairTausch/GetTemplate', template('XFlairTausch'));
  app.post('/XFlairTausch/calcOutput', compute('XFlairTausch', 'full'));
  documents('/XFlairTausch', 'XFlairTausch');

  // ConvectorLoadCalc — grille load value, free cross-section, curves
  app.get('/ConvectorLoadCalc/GetTemplate', template('ConvectorLoadCalc'));
  app.post('/ConvectorLoadCalc/calc', compute('ConvectorLoadCalc', 'full'));
  documents('/ConvectorLoadCalc', 'ConvectorLoadCalc');

  // Product-selection tools (docs/building.md): GetTemplate, calc with series, documents.
  for (const id of ['AirHeater', 'DoorAirCurtain', 'IndoorAirQuality', 'ControlValve'] as const) {
    app.get(`/${id}/GetTemplate`, template(id));
    app.post(`/${id}/calc`, compute(id, 'full'));
    documents(`/${id}`, id);
  }

  return app;
}

import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { calcResultSchema, calcTemplateSchema } from '../../../contract/calculators/answers.ts';
import type { CalcMessage, CalculatorId, FieldSpec } from '../../../contract/calculators/common.ts';
import { calcRules, queryValue } from '../../../contract/calculators/common.ts';
import { ErrorCode } from '../../../contract/errors.ts';
import { isSupportedLocale, type Locale } from '../../../contract/locales.ts';
import { nodeClientAddress } from '../../http/client-address.ts';
import { HttpError, unsupportedMediaType } from '../../http/errors.ts';
import type { HotReads } from '../../http/hot-reads.ts';
import { PublicAnswers } from '../../http/public-answers.ts';
import { publicCors, publicCorsHeaders } from '../../http/public-cors.ts';
import type { PublicLimiter } from '../../http/public-limits.ts';
import { inMemoryRateLimits } from '../../http/rate-limit.ts';
import { bodyLimit } from '../../http/request-guard.ts';
import { fileAnswer, refuses, responds } from '../../http/responds.ts';
import { declareValidation, isJsonRequest, validate } from '../../http/validate.ts';
import { pickLocale } from '../../i18n.ts';
import { CalcInputError, type CalcIssue, calculators } from './calculators/index.ts';
import { issueMessage, Texts } from './calculators/shared.ts';
import { calculatorEndpoints, calculatorTemplate } from './calculators/template.ts';
import { brandFor } from './documents/brands.ts';
import { documentFileName } from './documents/format.ts';
import { renderPdf } from './documents/pdf.ts';
import { renderXlsx } from './documents/xlsx.ts';
import { CalculatorHotAnswers } from './hot-answers.ts';
import { productData } from './product-data.ts';

/**
 * Product calculators — public (no sign-in) and CORS-enabled for any origin,
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

type CalcEnv = { Variables: { document: { input: unknown; texts: Texts; brand?: string } } };

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

const calculatorCorsOptions = {
  allowMethods: ['GET', 'POST', 'OPTIONS'],
  allowHeaders: ['Content-Type', 'Accept', 'Accept-Language'],
  exposeHeaders: ['Content-Disposition', 'Retry-After', 'RateLimit-Limit', 'RateLimit-Remaining'],
  maxAge: 600,
};

export const calculatorCors = publicCors(calculatorCorsOptions);

/** The largest body a calculator route reads. */
const calculatorBodyLimit = 256 * 1024;

/**
 * The answers (templates, the KRN92 one-shot GET, every `calc`/`calcOutput` POST) depend only on
 * the input, the language, the brand and the data files, which change with a release: a CDN may
 * keep the GET answers for an hour and then revalidates (the ETag carries the data version, so a
 * new version is a new tag). This process keeps up to 16 MB of all of them, so a CMS page's
 * default inputs are computed once.
 */
const calculatorAnswerPolicy = { maxAgeSeconds: 3600, keepBytes: 16 * 1024 * 1024 };

/** The version of the data file a calculator reads (part of its answers' ETag). */
function dataVersion(id: CalculatorId): string {
  return calculators[id].dataInfo?.().version ?? productData().version;
}

/** Accept-Language chose the answer's language unless `?lang=` named a supported one. */
function languageVary(c: Context): string[] {
  const query = c.req.query('lang');
  return query && isSupportedLocale(query.toLowerCase()) ? [] : ['Accept-Language'];
}

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

/** The calculator's 400 for a zod failure: each field once (a negative length breaks `positive` and `min`: keep the first). */
function calcZodError(id: CalculatorId, error: z.ZodError, raw: unknown, texts: Texts): HttpError {
  const seen = new Set<string>();
  const issues = zodIssues(error, calculators[id].fields, raw).filter((i) => !seen.has(i.field) && seen.add(i.field));
  return calcValidationError(texts, issues);
}

function parseInput(id: CalculatorId, raw: unknown, texts: Texts) {
  const parsed = calculators[id].schema.safeParse(raw);
  if (!parsed.success) throw calcZodError(id, parsed.error, raw, texts);
  return parsed.data;
}

/** The JSON body of `calc`/`calcOutput`, declared on the route; errors in the caller's language. */
function calcBody(id: CalculatorId) {
  // The form's defaults are the documented example (server/openapi/; test/server/openapi.test.ts posts it).
  const example = Object.fromEntries(calculators[id].fields.map((field) => [field.name, field.default]));
  return validate('json', calculators[id].schema.meta({ examples: [example] }), {
    error: (error, c, raw) => calcZodError(id, error, raw, new Texts(requestLocale(c))),
    malformed: (c) => calcValidationError(new Texts(requestLocale(c)), [{ field: '(body)', rule: 'invalidJson' }]),
  });
}

/** The input of GeneratePDF/GenerateXLSX (multipart field or JSON body), validated before the handler. */
function documentBody(id: CalculatorId): MiddlewareHandler<CalcEnv> {
  const field = calculatorEndpoints[id].multipartField!;
  return declareValidation(
    (async (c, next) => {
      const { raw, texts, brand } = await readDocumentInput(c, field);
      c.set('document', { input: parseInput(id, raw, texts), texts, brand });
      await next();
    }) as MiddlewareHandler<CalcEnv>,
    [
      { target: 'json', schema: calculators[id].schema },
      { target: 'form', schema: documentForm(field, calculators[id].schema) },
    ],
  );
}

/** The multipart form of a document route: the input as JSON text in `field`, plus `lang` and `brand`. */
function documentForm(field: string, input: z.ZodType) {
  const { $schema: _, ...contentSchema } = z.toJSONSchema(input, { io: 'input', unrepresentable: 'any' });
  return z.object({
    [field]: z.string().meta({
      description: 'The calculator input as JSON text',
      contentMediaType: 'application/json',
      contentSchema,
    }),
    // Any text: an unsupported language or brand falls back, as described.
    lang: z
      .string()
      .optional()
      .meta({ description: 'The document language (de, en, cs, fr, it; else Accept-Language)' }),
    brand: z.string().optional().meta({ description: 'The brand on the document (else the host name, else Kermi)' }),
  });
}

/** The KRN92 one-shot GET: the inputs as query parameters (numbers as text), plus `lang` and `brand`. */
const krn92Query = validate(
  'query',
  z.preprocess((query) => {
    const raw: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(query as Record<string, string | string[]>)) {
      if (name === 'lang' || name === 'brand') continue;
      raw[name] = typeof value !== 'string' || name === 'Betriebsart' ? value : queryValue(value);
    }
    return raw;
  }, calculators.KRN92.schema),
  {
    error: (error, c) => {
      const raw = Object.fromEntries(Object.entries(c.req.query()).map(([k, v]) => [k, queryValue(v)]));
      return calcZodError('KRN92', error, raw, new Texts(requestLocale(c)));
    },
  },
);

function calculate(id: CalculatorId, input: unknown, texts: Texts, detail: 'point' | 'full', brandName: string) {
  try {
    return calculators[id].calculate(input, { locale: texts.locale, detail, brandName });
  } catch (error) {
    if (error instanceof CalcInputError) throw calcValidationError(texts, error.issues);
    throw error;
  }
}

async function readJson(c: Context, texts: Texts): Promise<unknown> {
  if (!isJsonRequest(c)) throw unsupportedMediaType();
  try {
    return await c.req.json();
  } catch {
    throw calcValidationError(texts, [{ field: '(body)', rule: 'invalidJson' }]);
  }
}

/** Multipart (or urlencoded) field holding the JSON input; a JSON body is taken as the input itself. */
async function readDocumentInput(c: Context, field: string): Promise<{ raw: unknown; texts: Texts; brand?: string }> {
  if (isJsonRequest(c)) {
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

/**
 * `hot`: where the routes' repeated POSTs are answered before the app (hot-answers.ts), and the
 * path the routes are mounted at.
 */
export function calculatorRoutes(limit: PublicLimiter, hot?: { reads: HotReads; base: string }) {
  const app = new Hono<CalcEnv>();
  const calls = limit('calculators');
  for (const path of CALC_PATHS) {
    app.use(path, calculatorCors);
    // Per client address, after CORS so a partner page can read the 429's Retry-After.
    app.use(path, calls);
    app.use(path, bodyLimit(calculatorBodyLimit));
  }
  // After the body is read and checked: only documents that will be rendered count.
  const documentCalls = limit('calculatorDocuments');

  const answers = new PublicAnswers(calculatorAnswerPolicy);
  const inMemoryCalls = inMemoryRateLimits.get(calls);
  const hotAnswers =
    hot && inMemoryCalls
      ? new CalculatorHotAnswers(answers, inMemoryCalls, nodeClientAddress, {
          ...publicCorsHeaders(calculatorCorsOptions),
          'cache-control': 'no-store',
        })
      : null;
  const notModified = responds(304, null, 'Not modified: the If-None-Match tag is the current answer’s');
  const template = (id: CalculatorId) =>
    [
      responds(200, calcTemplateSchema, 'The form: fields with labels in the request language, endpoints'),
      notModified,
      (c: Context) => {
        const locale = requestLocale(c);
        return answers.json(
          c,
          { key: `${id} template ${locale}`, version: dataVersion(id), vary: languageVary(c) },
          () => JSON.stringify(calculatorTemplate(id, new Texts(locale))),
        );
      },
    ] as const;
  const answersResult = responds(200, calcResultSchema, 'The result: inputs and result rows, series, checks');
  // The rules a JSON Schema cannot say: between fields (flow above return above room…), against
  // the product data (products, grids, options that depend on others; GetTemplate lists them).
  const schemaRules: readonly string[] = [
    'required',
    'notANumber',
    'positive',
    'min',
    'max',
    'unknownField',
    'invalidJson',
  ];
  const calcChecks = refuses(
    calcRules.filter((rule) => !schemaRules.includes(rule)),
    'the calculator’s rules between fields and against its product data (`code` is the rule)',
  );
  const brandName = (c: Context, form?: string) => brandFor(c.req.query('brand') ?? form, c.req.header('host')).name;

  /** POST `path`: one calculation (`calc`, `calcOutput`). */
  const compute = (path: string, id: CalculatorId, detail: 'point' | 'full') => {
    const version = () => dataVersion(id);
    const handler = async (c: Context) => {
      const input = c.req.valid('json' as never);
      const locale = requestLocale(c);
      const brand = brandName(c);
      // Kept like the GET answers (a CMS page's defaults, the same form posted by many visitors),
      // keyed by the parsed input: the schema's keys in the schema's order.
      const key = `${id} ${detail} ${locale} ${brand} ${JSON.stringify(input)}`;
      const answer = await answers.kept(c, { key, version: version() }, () =>
        JSON.stringify(calculate(id, input, new Texts(locale), detail, brand)),
      );
      hotAnswers?.remember(c, version, key);
      return answer;
    };
    if (hot && hotAnswers)
      hot.reads.addPost(`${hot.base}${path}`, calculatorBodyLimit, hotAnswers.post(`${hot.base}${path}`));
    app.post(path, calcBody(id), answersResult, calcChecks, handler);
  };

  const document = (id: CalculatorId, kind: 'pdf' | 'xlsx') => async (c: Context<CalcEnv>) => {
    const { input, texts, brand: formBrand } = c.var.document;
    const brand = brandFor(c.req.query('brand') ?? formBrand, c.req.header('host'));
    const result = calculate(id, input, texts, 'full', brand.name);
    const date = new Date();
    const body = kind === 'pdf' ? await renderPdf(result, brand, date) : await renderXlsx(result, brand, date);
    return c.body(new Uint8Array(body), 200, {
      'Content-Type':
        kind === 'pdf' ? 'application/pdf' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'Content-Disposition': contentDisposition(documentFileName(result, date, kind)),
    });
  };

  const answersPdf = responds(200, fileAnswer.pdf, 'The calculation as a PDF in the brand’s style');
  const answersXlsx = responds(200, fileAnswer.xlsx, 'The calculation as an XLSX workbook');
  const documents = (base: string, id: CalculatorId) => {
    app.post(`${base}/GeneratePDF`, documentBody(id), answersPdf, calcChecks, documentCalls, document(id, 'pdf'));
    app.post(`${base}/GenerateXLSX`, documentBody(id), answersXlsx, calcChecks, documentCalls, document(id, 'xlsx'));
  };

  // KRN41 — fan-assisted trench convector
  app.get('/KRN41/GetTemplate', ...template('KRN41'));
  compute('/KRN41/calc', 'KRN41', 'point');
  compute('/KRN41/calcOutput', 'KRN41', 'full');
  documents('/KRN41', 'KRN41');

  // KRN92 — induction unit with primary air: one GET with the inputs as query
  app.get('/PM/KRN92', krn92Query, answersResult, notModified, calcChecks, (c) => {
    const input = c.req.valid('query' as never);
    const locale = requestLocale(c);
    const brand = brandName(c);
    // The parsed input has the schema's keys in the schema's order: the same inputs in any order
    // or spelling (`1.0`, `1`) give the same key.
    const key = `KRN92 ${locale} ${brand} ${JSON.stringify(input)}`;
    return answers.json(c, { key, version: dataVersion('KRN92'), vary: languageVary(c) }, () =>
      JSON.stringify(calculate('KRN92', input, new Texts(locale), 'full', brand)),
    );
  });
  // The form's recalculation while the user types (one point) and the results page (point + series).
  compute('/PM/KRN92/calc', 'KRN92', 'point');
  compute('/PM/KRN92/calcOutput', 'KRN92', 'full');
  app.get('/PM/KRN92/getTemplate', ...template('KRN92'));
  app.get('/PM/KRN92/GetTemplate', ...template('KRN92'));
  documents('/PM/KRN92', 'KRN92');

  // KCModel — natural convector
  app.get('/KCModel/GetTemplate', ...template('KCModel'));
  compute('/KCModel/calc', 'KCModel', 'point');
  compute('/KCModel/calcOutput', 'KCModel', 'full');
  documents('/KCModel', 'KCModel');

  // HPC — fan coil (GetTemplate added so the form can be generated like the others)
  app.get('/HPC/GetTemplate', ...template('HPC'));
  compute('/HPC/calc', 'HPC', 'full');
  documents('/HPC', 'HPC');

  // XFlair and XFlairTausch — fan-assisted radiator and radiator replacement
  app.get('/XFlair/GetTemplate', ...template('XFlair'));
  compute('/XFlair/calcOutput', 'XFlair', 'full');
  documents('/XFlair', 'XFlair');
  app.get('/XFlairTausch/GetTemplate', ...template('XFlairTausch'));
  compute('/XFlairTausch/calcOutput', 'XFlairTausch', 'full');
  documents('/XFlairTausch', 'XFlairTausch');

  // ConvectorLoadCalc — grille load value, free cross-section, curves
  app.get('/ConvectorLoadCalc/GetTemplate', ...template('ConvectorLoadCalc'));
  compute('/ConvectorLoadCalc/calc', 'ConvectorLoadCalc', 'full');
  documents('/ConvectorLoadCalc', 'ConvectorLoadCalc');

  // Product-selection tools (docs/building.md): GetTemplate, calc with series, documents.
  for (const id of ['AirHeater', 'DoorAirCurtain', 'IndoorAirQuality', 'ControlValve'] as const) {
    app.get(`/${id}/GetTemplate`, ...template(id));
    compute(`/${id}/calc`, id, 'full');
    documents(`/${id}`, id);
  }

  return app;
}

import { type Context, Hono } from 'hono';
import {
  buildingTemplateSchema,
  comparisonResultSchema,
  heatLoadResultSchema,
  investmentResultSchema,
} from '../../../contract/answers/building.ts';
import {
  type BuildingReportInput,
  buildingReportInputSchema,
  comparisonInputSchema,
  heatLoadInputSchema,
  systemPackageInputSchema,
  underfloorInputSchema,
  ventilationInputSchema,
} from '../../../contract/building-schemas.ts';
import { ErrorCode } from '../../../contract/errors.ts';
import { xlsxMimeType } from '../../exports/table-export.ts';
import { contentDisposition } from '../../http/content-disposition.ts';
import { HttpError } from '../../http/errors.ts';
import type { PublicLimiter } from '../../http/public-limits.ts';
import { bodyLimit } from '../../http/request-guard.ts';
import { fileAnswer, refuses, responds } from '../../http/responds.ts';
import { validate } from '../../http/validate.ts';
import { compareSystems } from './building-calc/comparison.ts';
import { calculateHeatLoad } from './building-calc/heat-load-calc.ts';
import { systemPackageInvestment, underfloorInvestment, ventilationInvestment } from './building-calc/investment.ts';
import { buildingReport } from './building-calc/report.ts';
import { buildingTemplate } from './building-calc/template.ts';
import { BuildingInputError, BuildingTexts } from './building-calc/texts.ts';
import { calculatorCors, requestLocale } from './calculator-routes.ts';
import { brandFor } from './documents/brands.ts';
import { renderBuildingPdf } from './documents/building-pdf.ts';
import { renderBuildingXlsx } from './documents/building-xlsx.ts';
import { isoDate } from './documents/format.ts';

/**
 * Building calculators (BuildingCalc/calc, the three investment calculators,
 * BuildingCalcV2) plus the form's GetTemplate and the report documents. Public and CORS-enabled
 * like the product calculators, so `portal-building-calc` works embedded on a brand page without
 * sign-in. Language: `?lang=`, else Accept-Language. Bodies are validated on the route; rules
 * that need the data files (a U preset that does not exist, an efficiency outside its calorific
 * basis) answer the same 400 shape, in the request language.
 */

const PATHS = ['/BuildingCalc/*', '/BuildingCalcV2'];

function toHttpError(error: unknown, texts: BuildingTexts): unknown {
  if (!(error instanceof BuildingInputError)) return error;
  const errors = error.issues.map((issue) => ({
    field: issue.field,
    code: issue.rule,
    message: texts.issueMessage(issue),
  }));
  const first = errors[0]!;
  return new HttpError(400, {
    code: ErrorCode.validation,
    message: `${first.field}: ${first.message}`,
    field: first.field,
    errors,
  });
}

/** Runs a calculation; its input errors become the 400 of the route. */
function answer<T>(c: Context, run: (texts: BuildingTexts) => T): T {
  const texts = new BuildingTexts(requestLocale(c));
  try {
    return run(texts);
  } catch (error) {
    throw toHttpError(error, texts);
  }
}

export function buildingRoutes(limit: PublicLimiter) {
  const app = new Hono();
  // The same family as the product calculators: one budget per client address for both.
  const calls = limit('calculators');
  for (const path of PATHS) {
    app.use(path, calculatorCors);
    app.use(path, calls);
    app.use(path, bodyLimit(256 * 1024));
  }

  app.get(
    '/BuildingCalc/GetTemplate',
    responds(200, buildingTemplateSchema, 'Presets, standards and defaults for the forms'),
    (c) => c.json(buildingTemplate(requestLocale(c))),
  );

  // Rules against the data files and between fields (the method or source decides which fields are needed).
  const buildingChecks = refuses(
    ['required', 'efficiencyRange', 'noPreset', 'noHeatPumpLargeEnough', 'noVentilationUnitLargeEnough'],
    'fields the chosen method or source needs (rooms for `method: room`, the building otherwise; the heat demand of its source), presets and products of the data files',
  );
  app.post(
    '/BuildingCalc/calc',
    responds(200, heatLoadResultSchema, 'The heat load by room and for the building'),
    buildingChecks,
    validate('json', heatLoadInputSchema),
    (c) => c.json(answer(c, (texts) => calculateHeatLoad(c.req.valid('json'), { locale: texts.locale }))),
  );
  app.post(
    '/BuildingCalc/calcInvestSystempackage',
    responds(200, investmentResultSchema, 'The investment with its items'),
    buildingChecks,
    validate('json', systemPackageInputSchema),
    (c) => c.json(answer(c, (texts) => systemPackageInvestment(c.req.valid('json'), { locale: texts.locale }))),
  );
  app.post(
    '/BuildingCalc/calcInvestFBHhydrl',
    responds(200, investmentResultSchema, 'The investment with its items'),
    buildingChecks,
    validate('json', underfloorInputSchema),
    (c) => c.json(answer(c, (texts) => underfloorInvestment(c.req.valid('json'), { locale: texts.locale }))),
  );
  app.post(
    '/BuildingCalc/calcInvestKWL',
    responds(200, investmentResultSchema, 'The investment with its items'),
    buildingChecks,
    validate('json', ventilationInputSchema),
    (c) => c.json(answer(c, (texts) => ventilationInvestment(c.req.valid('json'), { locale: texts.locale }))),
  );
  app.post(
    '/BuildingCalcV2',
    responds(200, comparisonResultSchema, 'Boiler and heat pump compared over the years'),
    buildingChecks,
    validate('json', comparisonInputSchema),
    (c) => c.json(answer(c, (texts) => compareSystems(c.req.valid('json'), { locale: texts.locale }))),
  );

  app.post(
    '/BuildingCalc/GeneratePDF',
    responds(200, fileAnswer.pdf, 'The report as a PDF'),
    buildingChecks,
    validate('json', buildingReportInputSchema),
    (c) => sendReport(c, c.req.valid('json'), 'pdf'),
  );
  app.post(
    '/BuildingCalc/GenerateXLSX',
    responds(200, fileAnswer.xlsx, 'The report as an XLSX workbook'),
    buildingChecks,
    validate('json', buildingReportInputSchema),
    (c) => sendReport(c, c.req.valid('json'), 'xlsx'),
  );
  return app;
}

/** The report as PDF or XLSX; brand from `?brand=` or the host, file name with the date. */
async function sendReport(c: Context, input: BuildingReportInput, kind: 'pdf' | 'xlsx') {
  const report = answer(c, (texts) => buildingReport(input, texts.locale));
  const brand = brandFor(c.req.query('brand'), c.req.header('host'));
  const date = new Date();
  const body =
    kind === 'pdf' ? await renderBuildingPdf(report, brand, date) : await renderBuildingXlsx(report, brand, date);
  const name = `Gebaeudebilanz_${report.heatLoad.mode}_${isoDate(date)}.${kind}`;
  return c.body(new Uint8Array(body), 200, {
    'Content-Type': kind === 'pdf' ? 'application/pdf' : xlsxMimeType,
    'Content-Disposition': contentDisposition('attachment', name),
  });
}

import { type Context, Hono } from 'hono';
import {
  ascoDesignAnswerSchema,
  ascoTemplateSchema,
  crossDesignAnswerSchema,
  crossTemplateSchema,
} from '../../../contract/answers/designers.ts';
import { ascoDesignSchema, crossDesignSchema } from '../../../contract/designers.ts';
import { ErrorCode } from '../../../contract/errors.ts';
import { uiPermissions } from '../../../contract/permissions.ts';
import { requirePermission } from '../../auth/permissions.ts';
import type { PortalUserVariables } from '../../auth/portal-user.ts';
import { contentDisposition } from '../../http/content-disposition.ts';
import { HttpError } from '../../http/errors.ts';
import { fileAnswer, refuses, responds } from '../../http/responds.ts';
import { validate } from '../../http/validate.ts';
import { BuildingInputError, BuildingTexts } from './building-calc/texts.ts';
import { requestLocale } from './calculator-routes.ts';
import { ascoTemplate, designAsco } from './designers/asco.ts';
import { crossTemplate, designCross } from './designers/cross.ts';
import { brandFor } from './documents/brands.ts';
import { renderDesignerPdf } from './documents/designer-pdf.ts';
import { isoDate } from './documents/format.ts';

type Env = { Variables: PortalUserVariables };

/**
 * The two designers for authorised users (mounted after the portal-user check): Cross Designer
 * (trench-convector grilles, UI permission crossDesigner) and Asco Designer (ceiling cover
 * system, UI permission ascoDesigner). GetTemplate, design (drawing data, values, bill) and PDF.
 */
function run<T>(c: Context, compute: (texts: BuildingTexts) => T): T {
  const texts = new BuildingTexts(requestLocale(c), 'designer');
  try {
    return compute(texts);
  } catch (error) {
    if (!(error instanceof BuildingInputError)) throw error;
    const errors = error.issues.map((i) => ({ field: i.field, code: i.rule, message: texts.issueMessage(i) }));
    throw new HttpError(400, {
      code: ErrorCode.validation,
      message: `${errors[0]!.field}: ${errors[0]!.message}`,
      field: errors[0]!.field,
      errors,
    });
  }
}

async function pdf(c: Context, input: Parameters<typeof renderDesignerPdf>[0], name: string) {
  const body = await renderDesignerPdf(input, brandFor(c.req.query('brand'), c.req.header('host')));
  return c.body(new Uint8Array(body), 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': contentDisposition('attachment', `${name}_${isoDate(new Date())}.pdf`),
  });
}

export function designerRoutes() {
  const app = new Hono<Env>();
  const cross = requirePermission(uiPermissions.crossDesigner);
  const asco = requirePermission(uiPermissions.ascoDesigner);

  // Rules against the designers' data (options, limits, which colour fits which profile) and between fields.
  const designChecks = refuses(
    ['unknownOption', 'range', 'colourNotForProfile', 'cutoutOutside', 'cutoutsOverlap'],
    'options and limits of the designer’s data (GetTemplate lists them), cut-outs inside the room and apart',
  );
  app.get(
    '/CrossDesigner/GetTemplate',
    responds(200, crossTemplateSchema, 'Grille types, profiles, colours and limits'),
    cross,
    (c) => c.json(crossTemplate(requestLocale(c))),
  );
  app.post(
    '/CrossDesigner/design',
    responds(200, crossDesignAnswerSchema, 'The grille: drawing, values, bill of items'),
    designChecks,
    cross,
    validate('json', crossDesignSchema),
    (c) => c.json(run(c, (t) => designCross(c.req.valid('json'), { locale: t.locale }))),
  );
  app.post(
    '/CrossDesigner/GeneratePDF',
    responds(200, fileAnswer.pdf, 'The design as a PDF'),
    designChecks,
    cross,
    validate('json', crossDesignSchema),
    (c) =>
      pdf(
        c,
        { kind: 'cross', design: run(c, (t) => designCross(c.req.valid('json'), { locale: t.locale })) },
        'CrossDesigner',
      ),
  );

  app.get('/AscoDesigner/GetTemplate', responds(200, ascoTemplateSchema, 'Panels, joints and limits'), asco, (c) =>
    c.json(ascoTemplate(requestLocale(c))),
  );
  app.post(
    '/AscoDesigner/design',
    responds(200, ascoDesignAnswerSchema, 'The floor: drawing, values, bill of items'),
    designChecks,
    asco,
    validate('json', ascoDesignSchema),
    (c) => c.json(run(c, (t) => designAsco(c.req.valid('json'), { locale: t.locale }))),
  );
  app.post(
    '/AscoDesigner/GeneratePDF',
    responds(200, fileAnswer.pdf, 'The design as a PDF'),
    designChecks,
    asco,
    validate('json', ascoDesignSchema),
    (c) =>
      pdf(
        c,
        { kind: 'asco', design: run(c, (t) => designAsco(c.req.valid('json'), { locale: t.locale })) },
        'AscoDesigner',
      ),
  );
  return app;
}

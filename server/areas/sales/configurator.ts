import { and, eq, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import {
  customerInfoSchema,
  infoTextSchema,
  kmatInfoSchema,
  sapConfigResponseSchema,
  stepDataSchema,
} from '../../../contract/answers/sales.ts';
import {
  type CustomerInfo,
  configuratorLanguages,
  type InfoText,
  productGroupsRequestSchema,
  quoteRequestSchema,
  sapConfigRequestSchema,
  stepRequestSchema,
} from '../../../contract/configurator.ts';
import { apiPermissions } from '../../../contract/permissions.ts';
import { requirePermission } from '../../auth/permissions.ts';
import type { PortalUserVariables } from '../../auth/portal-user.ts';
import type { Db } from '../../db/open.ts';
import * as t from '../../db/schema.ts';
import { contentDisposition } from '../../http/content-disposition.ts';
import { invalid, notFound } from '../../http/errors.ts';
import { fileAnswer, refuses, responds } from '../../http/responds.ts';
import { validate } from '../../http/validate.ts';
import { brandFor } from '../calc/index.ts';
import { configure } from './configurator/configure.ts';
import { loadModel } from './configurator/load.ts';
import { renderQuotePdf } from './configurator/quote-pdf.ts';
import { allSteps, kmatOf, toStepData } from './configurator/steps.ts';
import { companyScope } from './scope.ts';

type Env = { Variables: PortalUserVariables };

/**
 * /api/DynamicConfigurator (API permission api.sales.configurator): the selection steps
 * (GetProductGroupsData, GetSelectStepData, GetKMat), the customer whose discount applies
 * (GetCustomerNumber), the first characteristic list and info texts, the configuration itself
 * (POST /) and the PDF quote (POST /Quote). The engine is server/areas/sales/configurator/engine.ts.
 */
export function configuratorRoutes(db: Db) {
  const app = new Hono<Env>();
  app.use(requirePermission(apiPermissions.configurator));

  /** A customer the caller may see, for its discount; the 400 names `field`. */
  const customerOf = async (userId: string, number: string | undefined, field: string) => {
    if (!number) return null;
    const scope = await companyScope(db, userId, undefined);
    const [row] = await db
      .select()
      .from(t.salesCustomer)
      .where(and(eq(t.salesCustomer.number, number), scope ? inArray(t.salesCustomer.companyCode, scope) : undefined));
    if (!row) throw invalid(field, 'unknown_customer', `no customer ${number}`);
    return row;
  };
  const modelOf = async (kmat: string, field: string) => {
    const model = await loadModel(db, kmat);
    if (!model) throw invalid(field, 'unknown_kmat', `${kmat} is not a configurable material`);
    return model;
  };

  app.post(
    '/GetProductGroupsData',
    responds(200, z.array(stepDataSchema), 'The product groups (or mounting types) to choose from'),
    validate('json', productGroupsRequestSchema),
    async (c) => {
      const body = c.req.valid('json');
      const all = await allSteps(db);
      if (body.getMountingType) {
        if (!body.sparte)
          throw invalid('sparte', 'required', 'names the product group whose mounting types are asked for');
        const leaf = all.find((s) => s.sparte === body.sparte && s.kmat);
        const model = leaf?.kmat ? await loadModel(db, leaf.kmat) : null;
        const mounting = model?.characteristics.find((ch) => ch.key === 'MONTAGE');
        const root = all.find((s) => s.kombination === body.sparte);
        return c.json(
          (mounting?.values ?? []).map((v, i) => ({
            sparte: body.sparte!,
            spartenName: root?.texts[body.language] ?? body.sparte!,
            text: v.texts?.[body.language] ?? v.value,
            description: '',
            pic: null,
            reihenfolge: i,
            unterkategorie: false,
            kombination: `${body.sparte}/MONTAGE/${v.value}`,
            spartenzuordnung: model?.kmat ?? null,
            language: body.language,
            step: 0,
            merkmal: 'MONTAGE',
            merkmalvalue: v.value,
            merkmalsbezeichnung: mounting?.texts[body.language] ?? null,
            pathBase: body.sparte!,
            isActive: true,
          })),
        );
      }
      const rows = body.sparte
        ? all.filter((s) => s.sparte === body.sparte && s.step === (body.step ?? 1))
        : all.filter((s) => s.parent === '');
      return c.json(await toStepData(db, rows, all, body.language));
    },
  );

  app.post(
    '/GetSelectStepData',
    responds(200, z.array(stepDataSchema), 'The choices of the next step'),
    refuses(
      ['required', 'unknown', 'unknown_customer', 'unknown_kmat', 'unknown_characteristic', 'incomplete'],
      'the fields each step needs, customers, materials, combinations and characteristics of the configurator data',
    ),
    validate('json', stepRequestSchema),
    async (c) => {
      const body = c.req.valid('json');
      if (!body.kombination) throw invalid('kombination', 'required', 'names the path chosen so far');
      const all = await allSteps(db);
      if (!all.some((s) => s.kombination === body.kombination)) {
        throw invalid('kombination', 'unknown', `${body.kombination} is not a product selection`);
      }
      return c.json(
        await toStepData(
          db,
          all.filter((s) => s.parent === body.kombination),
          all,
          body.language,
        ),
      );
    },
  );

  app.post(
    '/GetCustomerNumber',
    responds(200, customerInfoSchema, 'The customer and their discount'),
    refuses(
      ['required', 'unknown', 'unknown_customer', 'unknown_kmat', 'unknown_characteristic', 'incomplete'],
      'the fields each step needs, customers, materials, combinations and characteristics of the configurator data',
    ),
    responds(404, null, 'No such customer'),
    validate('json', stepRequestSchema),
    async (c) => {
      const body = c.req.valid('json');
      if (!body.kundennummer) throw invalid('kundennummer', 'required', 'names the customer');
      const scope = await companyScope(db, c.var.portalUser.id, undefined);
      const [row] = await db
        .select()
        .from(t.salesCustomer)
        .where(
          and(
            eq(t.salesCustomer.number, body.kundennummer),
            scope ? inArray(t.salesCustomer.companyCode, scope) : undefined,
          ),
        );
      if (!row) throw notFound(`No customer ${body.kundennummer}`, 'kundennummer');
      return c.json({
        kundennummer: row.number,
        name: row.name,
        city: row.city,
        discountPercent: row.discountPercent,
      } satisfies CustomerInfo);
    },
  );

  app.post(
    '/GetKMat',
    responds(200, kmatInfoSchema, 'The configurable material the path leads to'),
    refuses(
      ['required', 'unknown', 'unknown_customer', 'unknown_kmat', 'unknown_characteristic', 'incomplete'],
      'the fields each step needs, customers, materials, combinations and characteristics of the configurator data',
    ),
    validate('json', stepRequestSchema),
    async (c) => {
      const body = c.req.valid('json');
      return c.json(await kmatOf(db, body.kombination, body.language));
    },
  );

  app.post(
    '/GetCharacteristicListFirst',
    responds(200, sapConfigResponseSchema, 'The characteristics with their possible values'),
    refuses(
      ['required', 'unknown', 'unknown_customer', 'unknown_kmat', 'unknown_characteristic', 'incomplete'],
      'the fields each step needs, customers, materials, combinations and characteristics of the configurator data',
    ),
    validate('json', stepRequestSchema),
    async (c) => {
      const body = c.req.valid('json');
      const info = await kmatOf(db, body.kombination, body.language);
      const customer = await customerOf(c.var.portalUser.id, body.kundennummer, 'kundennummer');
      const { response } = configure({
        model: await modelOf(info.kmat, 'kombination'),
        request: {
          merkmalParameters: [...info.presets, ...(body.merkmalParameters ?? [])],
          sapCharacteristics: body.sapCharacteristicValues ?? [],
          noPricing: body.nopricing,
          werk: body.werk,
        },
        language: body.language,
        discountPercent: customer?.discountPercent ?? 0,
      });
      return c.json(response);
    },
  );

  app.post(
    '/GetInfoText',
    responds(200, z.array(infoTextSchema), 'Help texts of the characteristics'),
    refuses(
      ['required', 'unknown', 'unknown_customer', 'unknown_kmat', 'unknown_characteristic', 'incomplete'],
      'the fields each step needs, customers, materials, combinations and characteristics of the configurator data',
    ),
    validate('query', z.strictObject({ language: z.enum(configuratorLanguages) })),
    validate('json', stepRequestSchema),
    async (c) => {
      const { language } = c.req.valid('query');
      const body = c.req.valid('json');
      const info = await kmatOf(db, body.kombination, language);
      const model = await modelOf(info.kmat, 'kombination');
      const texts = model.characteristics
        .filter((ch) => !body.merkmal || ch.key === body.merkmal)
        .map((ch): InfoText => ({ merkmal: ch.key, text: ch.texts[language], infoText: ch.infoTexts[language] }));
      if (body.merkmal && !texts.length)
        throw invalid('merkmal', 'unknown_characteristic', `${body.merkmal} is not a characteristic of ${model.kmat}`);
      return c.json(texts);
    },
  );

  app.post(
    '/',
    responds(200, sapConfigResponseSchema, 'The configuration checked: values, messages, price, bill of items'),
    refuses(
      ['required', 'unknown', 'unknown_customer', 'unknown_kmat', 'unknown_characteristic', 'incomplete'],
      'the fields each step needs, customers, materials, combinations and characteristics of the configurator data',
    ),
    validate('json', sapConfigRequestSchema),
    async (c) => {
      const body = c.req.valid('json');
      const customer = await customerOf(c.var.portalUser.id, body.kundenNummer, 'kundenNummer');
      const { response } = configure({
        model: await modelOf(body.bauform, 'bauform'),
        request: body,
        language: body.sprache,
        discountPercent: customer?.discountPercent ?? 0,
      });
      return c.json(response);
    },
  );

  app.post(
    '/Quote',
    responds(200, fileAnswer.pdf, 'The quote as a PDF'),
    refuses(
      ['required', 'unknown', 'unknown_customer', 'unknown_kmat', 'unknown_characteristic', 'incomplete'],
      'the fields each step needs, customers, materials, combinations and characteristics of the configurator data',
    ),
    validate('json', quoteRequestSchema),
    async (c) => {
      const body = c.req.valid('json');
      const customer = await customerOf(c.var.portalUser.id, body.kundenNummer, 'kundenNummer');
      const { response } = configure({
        model: await modelOf(body.bauform, 'bauform'),
        request: { ...body, noPricing: false },
        language: body.sprache,
        discountPercent: customer?.discountPercent ?? 0,
      });
      if (response.returnCode !== 0) {
        const open = response.sapCharacteristics.filter((ch) => ch.required && !ch.assigned).map((ch) => ch.key);
        throw invalid(`sapCharacteristics.${open[0]}`, 'incomplete', `still open: ${open.join(', ')}`);
      }
      const date = new Date();
      const quoteNumber = `Q${date.toISOString().slice(2, 10).replaceAll('-', '')}-${response.materialVariante!.slice(-6)}`;
      const pdf = await renderQuotePdf({
        configuration: response,
        customer: customer && { number: customer.number, name: customer.name, city: customer.city },
        customerReference: body.customerReference,
        quoteNumber,
        language: body.sprache,
        brand: brandFor(null, new URL(c.req.url).hostname),
        date,
      });
      return c.body(new Uint8Array(pdf), 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': contentDisposition('attachment', `${quoteNumber}.pdf`),
        'Content-Length': String(pdf.length),
      });
    },
  );

  return app;
}

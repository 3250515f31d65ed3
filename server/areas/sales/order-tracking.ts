import { Hono } from 'hono';
import { orderDetailSchema, orderSearchResultSchema } from '../../../contract/answers/sales.ts';
import { type OrderSummary, orderNumberParamSchema, orderSearchQuerySchema } from '../../../contract/order-tracking.ts';
import { apiPermissions } from '../../../contract/permissions.ts';
import { requirePermission } from '../../auth/permissions.ts';
import type { PortalUserVariables } from '../../auth/portal-user.ts';
import type { Db } from '../../db/open.ts';
import { tableSheet, toXlsx, xlsxMimeType } from '../../exports/table-export.ts';
import { contentDisposition } from '../../http/content-disposition.ts';
import { notFound } from '../../http/errors.ts';
import { fileAnswer, responds } from '../../http/responds.ts';
import { validate } from '../../http/validate.ts';
import { translate } from '../../i18n.ts';
import { jsonText, requestLanguage } from './lookup-routes.ts';
import { orderDetail, searchOrderRows, searchOrders } from './orders.ts';
import { companyScope } from './scope.ts';

type Env = { Variables: PortalUserVariables };

/**
 * /api/OrderTracking (API permission api.sales.orderTracking): the search (newest first, at most
 * `Top` orders), `/export` (the same list as XLSX, headers in the request's language) and
 * `/{orderNumber}` (positions and the status timeline). Orders stay within the caller's sales
 * organisations; an order outside them is a 404 like one that does not exist.
 */
export function orderTrackingRoutes(db: Db) {
  const app = new Hono<Env>();
  const tracking = requirePermission(apiPermissions.orderTracking);

  app.get(
    '/',
    responds(200, orderSearchResultSchema, 'Matching orders'),
    tracking,
    validate('query', orderSearchQuerySchema),
    async (c) => {
      const query = c.req.valid('query');
      const scope = await companyScope(db, c.var.portalUser.id, query.CompanyCode);
      return jsonText(c, await searchOrders(db, query, scope));
    },
  );

  app.get(
    '/export',
    responds(200, fileAnswer.xlsx, 'Matching orders as XLSX'),
    tracking,
    validate('query', orderSearchQuerySchema),
    async (c) => {
      const query = c.req.valid('query');
      const scope = await companyScope(db, c.var.portalUser.id, query.CompanyCode);
      const language = requestLanguage(c, query.Language);
      const rows = await searchOrderRows(db, query, scope);
      const header = (key: string) => translate(language, `sales.tracking.columns.${key}`);
      const day = (iso: string | null) => (iso ? new Date(`${iso}T00:00:00Z`) : null);
      const sheet = tableSheet<OrderSummary>({
        name: translate(language, 'sales.tracking.title'),
        rows,
        columns: [
          { header: header('orderNumber'), type: 'text', value: (o) => o.orderNumber, width: 13 },
          { header: header('abNumber'), type: 'text', value: (o) => o.abNumber, width: 12 },
          { header: header('orderDate'), type: 'date', value: (o) => day(o.orderDate), width: 12 },
          { header: header('customerNumber'), type: 'text', value: (o) => o.customerNumber, width: 12 },
          { header: header('customerName'), type: 'text', value: (o) => o.customerName, width: 36 },
          { header: header('customerCity'), type: 'text', value: (o) => o.customerCity, width: 20 },
          { header: header('customerReference'), type: 'text', value: (o) => o.customerReference, width: 22 },
          { header: header('status'), type: 'text', value: (o) => translate(language, `sales.stage.${o.statusKey}`) },
          { header: header('expectedDelivery'), type: 'date', value: (o) => day(o.expectedDelivery), width: 14 },
          { header: header('deliveryNumber'), type: 'text', value: (o) => o.deliveryNumber, width: 13 },
          { header: header('carrier'), type: 'text', value: (o) => o.carrier, width: 16 },
          { header: header('trackingReference'), type: 'text', value: (o) => o.trackingReference, width: 18 },
          { header: header('positions'), type: 'integer', value: (o) => o.positionCount },
          { header: header('netValue'), type: 'number', value: (o) => o.netValue, decimals: 2, width: 14 },
          { header: header('currency'), type: 'text', value: (o) => o.currency, width: 8 },
        ],
      });
      const buffer = await toXlsx([sheet]);
      const fileName = `${translate(language, 'sales.tracking.fileName')}.xlsx`;
      return c.body(new Uint8Array(buffer), 200, {
        'Content-Type': xlsxMimeType,
        'Content-Disposition': contentDisposition('attachment', fileName),
        'Content-Length': String(buffer.length),
      });
    },
  );

  app.get(
    '/:orderNumber',
    responds(200, orderDetailSchema, 'The order with positions and timeline'),
    tracking,
    validate('param', orderNumberParamSchema),
    async (c) => {
      const { orderNumber } = c.req.valid('param');
      const scope = await companyScope(db, c.var.portalUser.id, undefined);
      const order = await orderDetail(db, orderNumber, scope);
      if (!order) throw notFound(`No order ${orderNumber}`, 'orderNumber');
      return c.json(order);
    },
  );

  return app;
}

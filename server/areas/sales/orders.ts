/**
 * Order search, order detail with the status timeline, and the rows of the XLSX export.
 * Searches answer newest first; PostgreSQL builds the JSON of the result list.
 */
import { type SQL, sql } from 'drizzle-orm';
import {
  type OrderDetail,
  type OrderSearchQuery,
  type OrderSummary,
  orderSearchTopDefault,
  type TimelineEntry,
} from '../../../contract/order-tracking.ts';
import { type OrderStage, orderStages } from '../../../contract/sales.ts';
import { queryRows } from '../../db/rows.ts';
import type { Q } from '../../db/tx.ts';
import { allOf, likePrefix, sqlList } from './sql-helpers.ts';

/** Order numbers are ten digits; a shorter one is read with leading zeros. */
export const fullOrderNumber = (typed: string) => typed.padStart(10, '0');

function searchConditions(query: OrderSearchQuery, companyCodes: readonly string[] | null): SQL {
  const [from, to] = [...(query.OrderDates ?? [])].sort();
  return allOf([
    companyCodes ? sql`o.company_code in ${sqlList(companyCodes)}` : null,
    query.OrderNumber ? sql`o.order_number = ${fullOrderNumber(query.OrderNumber)}` : null,
    query.AbNumber ? sql`o.ab_number = ${query.AbNumber.toUpperCase()}` : null,
    query.CustomerNumber ? sql`o.customer_number = ${query.CustomerNumber}` : null,
    query.MaterialNumber
      ? sql`o.order_number in (select order_number from sales_order_position where material_number = ${query.MaterialNumber.toUpperCase()})`
      : null,
    query.MaterialSearchCode
      ? sql`o.order_number in (
          select p.order_number from sales_order_position p
          join sales_material m on m.number = p.material_number
          where m.search_code like ${likePrefix(query.MaterialSearchCode.toUpperCase())})`
      : null,
    query.StatusKey?.length ? sql`o.status_key in ${sqlList(query.StatusKey)}` : null,
    query.SalesGroupKey ? sql`o.sales_group_key = ${query.SalesGroupKey.toUpperCase()}` : null,
    query.SearchServices ? null : sql`not o.is_service`,
    from ? sql`o.ordered_on between ${from}::date and ${to ?? from}::date` : null,
    query.OrderedFrom ? sql`o.ordered_on >= ${query.OrderedFrom}::date` : null,
    query.OrderedTo ? sql`o.ordered_on <= ${query.OrderedTo}::date` : null,
  ]);
}

const summaryJson = sql`json_build_object(
  'orderNumber', o.order_number, 'abNumber', o.ab_number, 'companyCode', o.company_code, 'brand', o.brand,
  'customerNumber', o.customer_number, 'customerName', o.customer_name, 'customerCity', o.customer_city,
  'salesGroupKey', o.sales_group_key, 'customerReference', o.customer_reference, 'orderDate', o.ordered_on,
  'statusKey', o.status_key, 'expectedDelivery', o.expected_delivery, 'deliveryNumber', o.delivery_number,
  'carrier', o.carrier, 'trackingReference', o.tracking_reference, 'netValue', o.net_value,
  'currency', o.currency, 'positionCount', o.position_count, 'isService', o.is_service)`;

/** The result list as JSON text (OrderSearchResult). */
export async function searchOrders(db: Q, query: OrderSearchQuery, companyCodes: readonly string[] | null) {
  const top = query.Top ?? orderSearchTopDefault;
  const rows = await queryRows<{ json: string }>(
    db,
    sql`
    with hits as (
      select o.*, c.name as customer_name, c.city as customer_city
      from sales_order o join sales_customer c on c.number = o.customer_number
      where ${searchConditions(query, companyCodes)}
      order by o.ordered_on desc, o.order_number desc
      limit ${top + 1}
    )
    select json_build_object(
      'orders', coalesce((
        select json_agg(${summaryJson} order by o.ordered_on desc, o.order_number desc)
        from (select * from hits order by ordered_on desc, order_number desc limit ${top}) o
      ), '[]'::json),
      'truncated', (select count(*) from hits) > ${top}
    )::text as json`,
  );
  return rows[0]!.json;
}

/** The same search as rows, for the export. */
export async function searchOrderRows(db: Q, query: OrderSearchQuery, companyCodes: readonly string[] | null) {
  return queryRows<OrderSummary>(
    db,
    sql`
    select ${summaryJson} as row from (
      select o.*, c.name as customer_name, c.city as customer_city
      from sales_order o join sales_customer c on c.number = o.customer_number
      where ${searchConditions(query, companyCodes)}
      order by o.ordered_on desc, o.order_number desc
      limit ${query.Top ?? orderSearchTopDefault}
    ) o`,
  ).then((rows) => rows.map((r) => (r as unknown as { row: OrderSummary }).row));
}

interface OrderRow {
  summary: OrderSummary;
  ship_to_postal_code: string;
  ship_to_city: string;
  ship_to_country: string;
  stage_dates: (string | null)[];
  window_from: string | null;
  window_to: string | null;
  positions: OrderDetail['positions'];
}

/** One order with positions and timeline, or null when it does not exist or lies outside the scope. */
export async function orderDetail(
  db: Q,
  orderNumber: string,
  companyCodes: readonly string[] | null,
): Promise<OrderDetail | null> {
  const [row] = await queryRows<OrderRow>(
    db,
    sql`
    select ${summaryJson} as summary, o.ship_to_postal_code, o.ship_to_city, o.ship_to_country,
      array[o.ordered_on, o.confirmed_on, o.production_on, o.ready_on, o.shipped_on, o.delivered_on]::text[] as stage_dates,
      o.delivery_window_from::text as window_from, o.delivery_window_to::text as window_to,
      coalesce((
        select json_agg(json_build_object('position', p.position, 'materialNumber', p.material_number, 'text', p.text,
          'quantity', p.quantity, 'unit', p.unit, 'netValue', p.net_value) order by p.position)
        from sales_order_position p where p.order_number = o.order_number
      ), '[]'::json) as positions
    from (
      select o.*, c.name as customer_name, c.city as customer_city
      from sales_order o join sales_customer c on c.number = o.customer_number
      where o.order_number = ${fullOrderNumber(orderNumber)}
        ${companyCodes ? sql`and o.company_code in ${sqlList(companyCodes)}` : sql``}
    ) o`,
  );
  if (!row) return null;
  return {
    ...row.summary,
    shipTo: { postalCode: row.ship_to_postal_code, city: row.ship_to_city, country: row.ship_to_country },
    deliveryWindow:
      row.window_from && row.window_to ? { from: isoInstant(row.window_from), to: isoInstant(row.window_to) } : null,
    timeline: timeline(row.stage_dates),
    positions: row.positions,
  };
}

/** One entry per stage, in order, with the date it was reached (or null). */
export function timeline(stageDates: readonly (string | null)[]): TimelineEntry[] {
  return orderStages.map((stage: OrderStage, i) => ({ stage, date: stageDates[i] ?? null }));
}

/** PostgreSQL's `2026-11-24 06:00:00+00` as ISO 8601 (`2026-11-24T06:00:00Z`). */
export function isoInstant(text: string): string {
  return new Date(text.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00')).toISOString().replace('.000Z', 'Z');
}

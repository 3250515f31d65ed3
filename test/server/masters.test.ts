import { beforeAll, describe, expect, it } from 'vitest';
import type { ReportResult } from '../../contract/reporting.ts';
import type { CustomerHit, MaterialHit } from '../../contract/sales-lookups.ts';
import { oidcLogin } from '../helpers/oidc-login.ts';
import { type ApiCall, portalApiAs } from '../helpers/portal-api.ts';
import { type SharedTestServer, sharedTestServer } from '../helpers/test-server.ts';

/**
 * One customer master and one material master: the customers and materials of the reports'
 * invoice lines are the ones the sales lookups find, with the same numbers and names (the
 * analytics store copies the masters from the portal database).
 */
let server: SharedTestServer;
let admin: ApiCall;

beforeAll(async () => {
  server = await sharedTestServer();
  admin = portalApiAs(server.url, (await oidcLogin(server.url, 'admin'))!.access_token);
});

const top = async (key: 'customer' | 'material') => {
  const [number, name] =
    key === 'customer' ? ['customerNumber', 'customerName'] : ['materialNumber', 'materialDescription'];
  const { status, body } = await admin<ReportResult>('POST', '/reporting/Report', {
    source: 'salesFacts',
    columns: [{ column: number }, { column: name }, { column: 'revenue', aggregate: 'sum' }],
    grouping: [number, name],
    filter: { operator: 'and', conditions: [{ key: 'year', comparer: 'eq', value: 2025 }] },
    order: { revenue_sum: false },
    limit: 3,
  });
  expect(status).toBe(200);
  expect(body.data).toHaveLength(3);
  return body.data.map((row) => ({ number: String(row[number]), name: String(row[name]) }));
};

describe('shared masters', () => {
  it('finds the best customers of the reports in the customer lookup', async () => {
    for (const customer of await top('customer')) {
      const { status, body } = await admin<CustomerHit[]>('GET', `/Customer?Number=${customer.number}&Top=5`);
      expect(status).toBe(200);
      expect(body.find((hit) => hit.number === customer.number)?.name).toBe(customer.name);
    }
  });

  it('finds the best-selling materials of the reports in the material lookup', async () => {
    for (const material of await top('material')) {
      const { status, body } = await admin<MaterialHit[]>('GET', `/Material?Number=${material.number}&Top=5`);
      expect(status).toBe(200);
      expect(body.find((hit) => hit.number === material.number)?.name).toBe(material.name);
    }
  });
});

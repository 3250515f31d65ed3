/**
 * Sales lookups and order search at the full demo size (22,500 customers, 50,600 materials,
 * 100,000 orders): one signed-in field rep sends typical searches one after another — misspelt
 * customer names, material names with hyphens and umlaut spellings, an order search by customer
 * — and the p50/p99 of each kind are reported. The budget (lookup p99 ≤ 50 ms) holds for PostgreSQL.
 */
import { oidcLogin } from '../test/helpers/oidc-login.ts';
import { ms, type Row, type Section, verdict } from './report.ts';

const lookupBudgetMs = 50;
const rounds = 12;

const customerNames = [
  'Mueller',
  'Schmitt Haustechnik',
  'Meier Bad',
  'Novakova',
  'Dvorak',
  'Schneider',
  'Weber Heizung',
];
const materialNames = [
  'Heizkörper Therm-X2 22 600',
  'Heizkoerper Thrm X2 33 900',
  'Katherm NK',
  'Credo Half',
  'Ventil 1/2',
];

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export async function benchSales(origin: string, database: 'PGlite' | 'PostgreSQL'): Promise<Section> {
  const token = (await oidcLogin(origin, 'sales'))!.access_token;
  const get = async (path: string) => {
    const started = performance.now();
    const response = await fetch(`${origin}/portal/api${path}`, { headers: { authorization: `Bearer ${token}` } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    return performance.now() - started;
  };
  const measure = async (paths: string[]) => {
    await get(paths[0]!);
    const times: number[] = [];
    for (let round = 0; round < rounds; round++) for (const path of paths) times.push(await get(path));
    return times;
  };
  const customers = await measure(
    customerNames.map((n) => `/Customer?Name=${encodeURIComponent(n)}&Fuzzy=true&Top=10`),
  );
  const materials = await measure(
    materialNames.map((n) => `/Material?Name=${encodeURIComponent(n)}&Fuzzy=true&Top=10`),
  );
  const someCustomers = (await (
    await fetch(`${origin}/portal/api/OrderTracking?StatusKey=SHIPPED&Top=8`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as { orders: { customerNumber: string }[] };
  const orders = await measure(someCustomers.orders.map((o) => `/OrderTracking?CustomerNumber=${o.customerNumber}`));
  const row = (figure: string, times: number[], budget: boolean): Row => {
    const p99 = percentile(times, 99);
    return {
      figure: `${database}: ${figure} (${times.length} requests) p50 · p99`,
      value: `${ms(percentile(times, 50))} · ${ms(p99)}`,
      budget: budget ? `p99 ≤ ${lookupBudgetMs} ms on PostgreSQL` : '',
      verdict: budget && database === 'PostgreSQL' ? verdict(p99 <= lookupBudgetMs) : '',
    };
  };
  return {
    title: `Sales lookups and order search, full demo set (${database}, one client, sequential)`,
    rows: [
      row('customer lookup, fuzzy, misspelt names', customers, true),
      row('material lookup, fuzzy, hyphens and umlauts', materials, true),
      row('order search by customer', orders, false),
    ],
  };
}

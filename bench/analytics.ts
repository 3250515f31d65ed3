/**
 * Analytics figures on the bench server (full demo scale: one million invoice lines):
 * - report latency (median and worst of a few runs) for typical reports: grouped by month-level
 *   columns (answered from the monthly pre-aggregate), the same forced over the invoice lines,
 *   the top customers of a year (invoice lines with look-ups) and the sales performance view;
 *   budget ≤ 1 s;
 * - favourites p50/p99 at a steady rate while `SELECT pg_sleep(60)` runs in the SQL editor until
 *   its time limit stops it, against the same rate without it.
 */
import type { ReportQueryDefinition, ReportResult } from '../contract/reporting.ts';
import { oidcLogin } from '../test/helpers/oidc-login.ts';
import { median, ms, type Section, verdict } from './report.ts';

const reportBudgetMs = 1000;
const favouritesP99BudgetMs = 25;
const runs = Number(process.env.BENCH_REPORT_RUNS ?? 5);

const byCountry: ReportQueryDefinition = {
  source: 'salesFacts',
  columns: [
    { column: 'country' },
    { column: 'revenue', aggregate: 'sum' },
    { column: 'margin', aggregate: 'sum' },
    { column: 'quantity', aggregate: 'sum' },
    { column: 'country', aggregate: 'count', alias: 'lines' },
  ],
  grouping: ['country'],
  order: { revenue_sum: false },
  currency: 'CHF',
};
const wholeRange = { key: 'invoiceDate', comparer: 'between', value: ['2022-01-01', '2026-12-31'] };

const reports: { name: string; definition: ReportQueryDefinition }[] = [
  { name: 'revenue, margin, quantity by country in CHF (pre-aggregate)', definition: byCountry },
  {
    name: 'the same over the invoice lines (indexes only)',
    definition: { ...byCountry, filter: { operator: 'and', conditions: [wholeRange] } },
  },
  {
    name: 'revenue by territory HT and material group, 2025 (pre-aggregate)',
    definition: {
      source: 'salesFacts',
      columns: [{ column: 'territoryHt' }, { column: 'materialGroup' }, { column: 'revenue', aggregate: 'sum' }],
      grouping: ['territoryHt', 'materialGroup'],
      filter: { operator: 'and', conditions: [{ key: 'year', comparer: 'eq', value: 2025 }] },
    },
  },
  {
    name: 'top 50 customers of 2025 (invoice lines, names looked up)',
    definition: {
      source: 'salesFacts',
      columns: [{ column: 'customerName' }, { column: 'revenue', aggregate: 'sum' }],
      grouping: ['customerName'],
      filter: {
        operator: 'and',
        conditions: [{ key: 'invoiceDate', comparer: 'between', value: ['2025-01-01', '2025-12-31'] }],
      },
      order: { revenue_sum: false },
      limit: 50,
    },
  },
];

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await work();
  return { ms: performance.now() - started, value };
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** Favourites at a steady `rate` per second for `seconds`; latencies in ms. */
async function steadyFavourites(origin: string, authorization: string, rate: number, seconds: number) {
  const latencies: number[] = [];
  let failures = 0;
  const pending: Promise<void>[] = [];
  for (let i = 0; i < rate * seconds; i++) {
    const sent = performance.now();
    pending.push(
      fetch(`${origin}/portal/api/Favorites`, { headers: { authorization } }).then(
        async (response) => {
          await response.arrayBuffer();
          if (!response.ok) failures++;
          latencies.push(performance.now() - sent);
        },
        () => {
          failures++;
        },
      ),
    );
    await new Promise((r) => setTimeout(r, 1000 / rate));
  }
  await Promise.all(pending);
  return { latencies, failures };
}

export async function measureAnalytics(origin: string, database: string): Promise<Section> {
  const admin = `Bearer ${(await oidcLogin(origin, 'admin')).access_token}`;
  const employee = `Bearer ${(await oidcLogin(origin, 'employee')).access_token}`;
  const post = (path: string, body: unknown) =>
    fetch(`${origin}/portal/api${path}`, {
      method: 'POST',
      headers: { authorization: admin, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  // The PGlite worker generates its copy of the data after start: wait for it (bounded).
  const waited = await timed(async () => {
    for (let i = 0; i < 120; i++) {
      const response = await post('/reporting/Report', { ...byCountry, limit: 1 });
      await response.arrayBuffer();
      if (response.ok) return;
      await new Promise((r) => setTimeout(r, 1000));
    }
    throw new Error('reporting did not become ready');
  });
  const size = (await (
    await post('/reporting/Report', { source: 'salesFacts', columns: [{ column: 'country', aggregate: 'count' }] })
  ).json()) as ReportResult;
  const factRows = Number(size.data[0]?.country_count ?? 0);

  const rows: Section['rows'] = [
    {
      figure: `${database}: invoice lines in the data set (ready ${(waited.ms / 1000).toFixed(1)} s after the first request)`,
      value: factRows.toLocaleString('en'),
      budget: '≥ 1,000,000',
      verdict: verdict(factRows >= 1_000_000),
    },
  ];
  for (const report of reports) {
    const times: number[] = [];
    let table = '';
    for (let i = 0; i < runs; i++) {
      const { ms: took, value } = await timed(async () => {
        const response = await post('/reporting/Report', report.definition);
        if (!response.ok) throw new Error(`${report.name}: ${response.status} ${await response.text()}`);
        return (await response.json()) as ReportResult;
      });
      times.push(took);
      table = value.table;
    }
    const worst = Math.max(...times);
    rows.push({
      figure: `${database}: ${report.name} [${table}]`,
      value: `median ${ms(median(times))}, max ${ms(worst)}`,
      budget: `≤ ${reportBudgetMs} ms`,
      verdict: verdict(worst <= reportBudgetMs),
    });
  }
  const sales: number[] = [];
  for (let i = 0; i < runs; i++) {
    sales.push(
      (
        await timed(async () => {
          const response = await fetch(
            `${origin}/portal/api/SalesPerformance?RangeType=yearToDate&Grouping=country&Currency=CZK`,
            {
              headers: { authorization: admin },
            },
          );
          if (!response.ok) throw new Error(`SalesPerformance: ${response.status}`);
          await response.arrayBuffer();
        })
      ).ms,
    );
  }
  rows.push({
    figure: `${database}: sales performance, year to date by country vs. previous year and plan`,
    value: `median ${ms(median(sales))}, max ${ms(Math.max(...sales))}`,
    budget: `≤ ${reportBudgetMs} ms`,
    verdict: verdict(Math.max(...sales) <= reportBudgetMs),
  });

  // Favourites while nothing else runs, then while a runaway statement is being stopped.
  const rate = 10;
  const quiet = await steadyFavourites(origin, employee, rate, 4);
  const runaway = timed(async () => {
    const response = await post('/SapSql', { query: 'select pg_sleep(60)' });
    return { status: response.status, body: (await response.json()) as { code?: string } };
  });
  await new Promise((r) => setTimeout(r, 300));
  const during = await steadyFavourites(origin, employee, rate, 6);
  const stopped = await runaway;
  rows.push(
    {
      figure: `${database}: favourites at ${rate}/s, nothing else running`,
      value: `p50 ${ms(percentile(quiet.latencies, 50))}, p99 ${ms(percentile(quiet.latencies, 99))}`,
      budget: 'reported',
      verdict: quiet.failures ? 'FAIL' : '',
    },
    {
      figure: `${database}: favourites at ${rate}/s during SELECT pg_sleep(60)`,
      value: `p50 ${ms(percentile(during.latencies, 50))}, p99 ${ms(percentile(during.latencies, 99))}, max ${ms(Math.max(...during.latencies))}`,
      budget: `p99 ≤ ${favouritesP99BudgetMs} ms`,
      verdict: verdict(!during.failures && percentile(during.latencies, 99) <= favouritesP99BudgetMs),
    },
    {
      figure: `${database}: the runaway statement stopped (${stopped.value.body.code ?? stopped.value.status})`,
      value: `after ${(stopped.ms / 1000).toFixed(1)} s`,
      budget: 'at the limit (10 s)',
      verdict: verdict(stopped.value.body.code === 'sql_timeout' && stopped.ms < 14_000),
    },
  );

  // A user cancels a runaway statement: how soon the next statement answers (the server stops
  // the cancelled one: pg_cancel_backend, or a fresh PGlite worker from the snapshot).
  const controller = new AbortController();
  const cancelled = fetch(`${origin}/portal/api/SapSql`, {
    method: 'POST',
    headers: { authorization: admin, 'content-type': 'application/json' },
    body: JSON.stringify({ query: 'select pg_sleep(60)' }),
    signal: controller.signal,
  }).catch(() => undefined);
  await new Promise((r) => setTimeout(r, 500));
  controller.abort();
  await cancelled;
  const next = await timed(async () => (await post('/SapSql', { query: 'select 1' })).status);
  rows.push({
    figure: `${database}: next statement after a cancelled pg_sleep(60)`,
    value: `answers ${next.value} after ${ms(next.ms)}`,
    budget: 'well before the limit (10 s)',
    verdict: verdict(next.value === 200 && next.ms < 10_000),
  });
  return { title: `Analytics on ${database} (full demo scale; ${runs} runs per report)`, rows };
}

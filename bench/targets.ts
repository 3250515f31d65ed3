/**
 * The performance targets in one table: each figure of this run, its target
 * and pass/FAIL. API figures are ratios to the bare Hono route measured in the same run, so a busy
 * machine moves both sides alike.
 */
import type { ApiResult, LatencyResult } from './api.ts';
import { embeddedCalculators } from './browser-bytes.ts';
import { type ElementFloor, shellPlusAppBudget } from './floors.ts';
import type { LighthouseResult } from './lighthouse.ts';
import { KiB, kib, ms, type Row, type Section, verdict } from './report.ts';

export const targets = {
  favoritesRatio: 0.5,
  favoritesP99Ms: 25,
  calcRatio: 0.3,
  calcP99Ms: 10,
  dealerSearchP99Ms: 25,
  /** With @vaadin/router (issue 29: the design card's router is the stack; the budget moved from 35). */
  shellGzip: 40 * KiB,
  menuUsableMs: 800,
  /** The floor of React 19 + Fluent UI v9 + the calculator (193.6 KiB) plus 10 % (issue 29; docs/performance.md). */
  calculatorAloneGzip: 213 * KiB,
  shellPlusAppGzip: 230 * KiB,
} as const;

export interface TargetInputs {
  /** The bare route per database section (measured beside that section's endpoints). */
  bare: Map<string, ApiResult>;
  api: ApiResult[];
  latency: LatencyResult[];
  lighthouse: LighthouseResult[];
  shellGzip: number | null;
  menuUsableMs: number | null;
  /** What the browser fetched for each element (bench/browser-bytes.ts), else what the build's static imports add up to. */
  elements: { tag: string; alone: number; withShell: number }[];
  /** Each element's floor and "shell + it" budget, max(230 KiB, floor + 10 %) (bench/floors.ts); 230 KiB without one. */
  floors: ElementFloor[];
}

export function ratioOf(row: ApiResult, bare: ApiResult | undefined): number | null {
  return bare && bare.requestsPerSecond > 0 ? row.requestsPerSecond / bare.requestsPerSecond : null;
}

const x = (ratio: number | null) => (ratio === null ? '–' : `${ratio.toFixed(2)}×`);

export function targetSection(input: TargetInputs): Section {
  const rows: Row[] = [];
  for (const row of input.api) {
    const bare = input.bare.get(row.database);
    const ratio = ratioOf(row, bare);
    const failed = row.non2xx > 0 || row.errors > 0;
    const value = `${x(ratio)} (${row.requestsPerSecond} of ${bare?.requestsPerSecond ?? '–'} req/s), p99 ${row.p99Ms} ms`;
    if (row.id === 'favorites') {
      rows.push({
        figure: `${row.database}: ${row.name}, ÷ bare route`,
        value,
        budget: `≥ ${targets.favoritesRatio}×, p99 ≤ ${targets.favoritesP99Ms} ms`,
        verdict: verdict(
          !failed && ratio !== null && ratio >= targets.favoritesRatio && row.p99Ms <= targets.favoritesP99Ms,
        ),
      });
    } else if (row.id === 'calc') {
      rows.push({
        figure: `${row.database}: ${row.name}, ÷ bare route`,
        value,
        budget: `≥ ${targets.calcRatio}×, p99 ≤ ${targets.calcP99Ms} ms`,
        verdict: verdict(!failed && ratio !== null && ratio >= targets.calcRatio && row.p99Ms <= targets.calcP99Ms),
      });
    }
  }
  for (const l of input.latency) {
    rows.push({
      figure: `${l.database}: ${l.name} at ${l.rate}/s`,
      value: `p99 ${l.p99Ms} ms (p50 ${l.p50Ms} ms)`,
      budget: `p99 ≤ ${targets.dealerSearchP99Ms} ms`,
      verdict: verdict(l.p99Ms <= targets.dealerSearchP99Ms && !l.non2xx && !l.errors),
    });
  }
  rows.push({
    figure: 'shell first load, signed out (gzip)',
    value: input.shellGzip === null ? 'not measured' : kib(input.shellGzip),
    budget: `≤ ${kib(targets.shellGzip)}`,
    verdict: input.shellGzip === null ? 'n/a' : verdict(input.shellGzip <= targets.shellGzip),
  });
  rows.push({
    figure: 'menu usable, cold, CPU 4× slower',
    value: ms(input.menuUsableMs),
    budget: `≤ ${ms(targets.menuUsableMs)}`,
    verdict: input.menuUsableMs === null ? 'n/a' : verdict(input.menuUsableMs <= targets.menuUsableMs),
  });
  const calculators = input.elements.filter((e) => embeddedCalculators.test(e.tag));
  const heaviestAlone = calculators.sort((a, b) => b.alone - a.alone)[0];
  rows.push({
    figure: `one calculator embedded alone (gzip, heaviest: <${heaviestAlone?.tag ?? '–'}>)`,
    value: heaviestAlone ? kib(heaviestAlone.alone) : 'not measured',
    budget: `≤ ${kib(targets.calculatorAloneGzip)}`,
    verdict: heaviestAlone ? verdict(heaviestAlone.alone <= targets.calculatorAloneGzip) : 'n/a',
  });
  // Each element against its own budget: 230 KiB, or its floor + 10 % where that floor is higher.
  const budgetOf = (tag: string) => shellPlusAppBudget(input.floors, tag);
  const over = input.elements.filter((e) => e.withShell > budgetOf(e.tag));
  const heaviest = [...input.elements].sort((a, b) => b.withShell - a.withShell)[0];
  const raised = input.floors.filter((f) => f.budget > targets.shellPlusAppGzip).length;
  rows.push({
    figure: `shell + any one mini app (gzip, heaviest: <${heaviest?.tag ?? '–'}>)`,
    value: heaviest
      ? `${kib(heaviest.withShell)}${over.length ? `; over budget: ${over.map((e) => `<${e.tag}> ${kib(e.withShell)} of ${kib(budgetOf(e.tag))}`).join(', ')}` : ''}`
      : 'not measured',
    budget: `≤ ${kib(targets.shellPlusAppGzip)}, or floor + 10 % (${raised} of ${input.elements.length} raised)`,
    verdict: heaviest ? verdict(!over.length) : 'n/a',
  });
  for (const page of input.lighthouse) {
    rows.push({
      figure: `Lighthouse ${page.name}: score · CLS`,
      value: `${page.score ?? '–'} · ${page.cls === null ? '–' : page.cls.toFixed(3)}`,
      budget: `≥ ${page.target.score} · ≤ ${page.target.cls}`,
      verdict: verdict(
        page.score !== null && page.cls !== null && page.score >= page.target.score && page.cls <= page.target.cls,
      ),
    });
    if (page.target.lcpMs !== null) {
      rows.push({
        figure: `Lighthouse ${page.name}: LCP · TBT`,
        value: `${ms(page.lcpMs)} · ${ms(page.tbtMs)}`,
        budget: `≤ ${ms(page.target.lcpMs)} · ≤ ${ms(page.target.tbtMs)}`,
        verdict: verdict(
          page.lcpMs !== null &&
            page.tbtMs !== null &&
            page.lcpMs <= page.target.lcpMs &&
            page.tbtMs <= (page.target.tbtMs ?? Number.POSITIVE_INFINITY),
        ),
      });
    }
  }
  return { title: 'Targets (API ratios to the bare Hono route of the same run)', rows };
}

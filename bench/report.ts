/** The budgets every bench figure is held to, and the plain-text table the bench prints. */

export const KiB = 1024;

export const budgets = {
  /** With @vaadin/router (issue 29: the design card's router is the stack; the budget moved from 35). */
  shellGzip: 40 * KiB,
  /** A dealer search (demo set and 100,000 dealers), p99 at a steady rate of searches. */
  dealerSearchP99Ms: 25,
  /** The performance targets for the browser (bench/browser-bytes.ts). */
  shellFirstPaintGzip: 40 * KiB,
  /** The floor of React 19 + Fluent UI v9 + the calculator (193.6 KiB) plus 10 % (issue 29; docs/performance.md). */
  embeddedCalculatorGzip: 213 * KiB,
  shellPlusAppGzip: 230 * KiB,
  cls: 0.05,
} as const;

export type Verdict = 'pass' | 'FAIL' | 'n/a' | '';

export interface Row {
  figure: string;
  value: string;
  budget: string;
  verdict: Verdict;
}

export interface Section {
  title: string;
  rows: Row[];
}

export const kib = (bytes: number) => `${(bytes / KiB).toFixed(1)} KiB`;
export const ms = (value: number | null | undefined) =>
  value === null || value === undefined ? '–' : `${Math.round(value)} ms`;

export function median(values: (number | null)[]): number | null {
  const list = values.filter((v): v is number => v !== null && Number.isFinite(v)).sort((a, b) => a - b);
  if (!list.length) return null;
  const mid = Math.floor(list.length / 2);
  return list.length % 2 ? list[mid]! : (list[mid - 1]! + list[mid]!) / 2;
}

export function verdict(ok: boolean | null): Verdict {
  return ok === null ? 'n/a' : ok ? 'pass' : 'FAIL';
}

export function renderTable(sections: Section[]): string {
  const all = sections.flatMap((s) => s.rows);
  const width = {
    figure: Math.max(6, ...all.map((r) => r.figure.length + 2)),
    value: Math.max(5, ...all.map((r) => r.value.length)),
    budget: Math.max(6, ...all.map((r) => r.budget.length)),
  };
  const line = (a: string, b: string, c: string, d: string) =>
    `${a.padEnd(width.figure)}  ${b.padStart(width.value)}  ${c.padEnd(width.budget)}  ${d}`.trimEnd();
  const rule = '-'.repeat(width.figure + width.value + width.budget + 12);
  const out: string[] = [line('figure', 'value', 'budget', 'result'), rule];
  for (const section of sections) {
    out.push('', `${section.title}`);
    for (const row of section.rows) out.push(line(`  ${row.figure}`, row.value, row.budget, row.verdict));
  }
  return out.join('\n');
}

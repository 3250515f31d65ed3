/**
 * Lighthouse (its default mobile preset: a mid-range phone, slow 4G, CPU 4× slower) against
 * Debian's Chromium, on the home page and one mini app. What a page-speed audit of the portal
 * would say; each figure beside its target.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ms, type Row, type Section, verdict } from './report.ts';

export interface LighthousePage {
  name: string;
  path: string;
  /** Targets: performance score (0–100), LCP and TBT in ms (null: reported only), CLS. */
  target: { score: number; lcpMs: number | null; tbtMs: number | null; cls: number };
}

export interface LighthouseResult extends LighthousePage {
  score: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  fcpMs: number | null;
  /** The element Lighthouse took as the largest contentful paint (its selector and text), to know what to paint early. */
  lcpElement?: string;
  error?: string;
}

export const lighthousePages: LighthousePage[] = [
  { name: 'home', path: '/portal/de/de', target: { score: 95, lcpMs: null, tbtMs: null, cls: 0.05 } },
  {
    name: 'KRN92',
    path: '/portal/de/de/PM/convectors/krn92',
    target: { score: 90, lcpMs: 2500, tbtMs: 150, cls: 0.05 },
  },
];

const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * Each page `runs` times; every figure is the median over the runs (total blocking time alone
 * moved between 86 and 375 ms in single runs of the same build on a quiet machine). The LCP element
 * named is the one of the run with the median score.
 */
export async function measureLighthouse(
  origin: string,
  log: (line: string) => void,
  runs = 3,
): Promise<LighthouseResult[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromium,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const results: LighthouseResult[] = [];
  try {
    for (const page of lighthousePages) {
      const done: LighthouseResult[] = [];
      for (let i = 0; i < runs; i++) {
        const result = await measurePage(chrome.port, origin, page);
        log(
          result.error && result.score === null
            ? `  Lighthouse ${page.name} failed: ${result.error}`
            : `  Lighthouse ${page.name} run ${i + 1}/${runs}: score ${result.score}, LCP ${ms(result.lcpMs)}, TBT ${ms(result.tbtMs)}, CLS ${result.cls?.toFixed(3)}, LCP element ${result.lcpElement ?? '–'}`,
        );
        done.push(result);
      }
      results.push(medianOf(page, done));
    }
  } finally {
    chrome.kill();
  }
  return results;
}

async function measurePage(port: number, origin: string, page: LighthousePage): Promise<LighthouseResult> {
  try {
    const run = await lighthouse(`${origin}${page.path}`, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const lhr = run?.lhr;
    if (!lhr) throw new Error('no report');
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? null;
    const score = lhr.categories.performance?.score;
    return {
      ...page,
      score: score === null || score === undefined ? null : Math.round(score * 100),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      fcpMs: audit('first-contentful-paint'),
      ...lcpElementOf(lhr.audits['largest-contentful-paint-element']?.details),
      ...(lhr.runtimeError ? { error: lhr.runtimeError.message } : {}),
    };
  } catch (error) {
    return { ...page, score: null, lcpMs: null, tbtMs: null, cls: null, fcpMs: null, error: String(error) };
  }
}

/** Every figure's median over the runs that gave one (a failed run counts only if all failed). */
function medianOf(page: LighthousePage, runs: LighthouseResult[]): LighthouseResult {
  const median = (pick: (r: LighthouseResult) => number | null): number | null => {
    const values = runs
      .map(pick)
      .filter((v): v is number => v !== null)
      .sort((a, b) => a - b);
    return values.length ? values[Math.floor((values.length - 1) / 2)]! : null;
  };
  const score = median((r) => r.score);
  const byScore = runs.find((r) => r.score === score) ?? runs[0]!;
  return {
    ...page,
    score,
    lcpMs: median((r) => r.lcpMs),
    tbtMs: median((r) => r.tbtMs),
    cls: median((r) => r.cls),
    fcpMs: median((r) => r.fcpMs),
    ...(byScore.lcpElement ? { lcpElement: byScore.lcpElement } : {}),
    ...(score === null && byScore.error ? { error: byScore.error } : {}),
  };
}

/** The LCP element audit's node (a table inside a list in Lighthouse 12): selector and text snippet. */
function lcpElementOf(details: unknown): { lcpElement?: string } {
  const find = (value: unknown): { selector?: string; snippet?: string } | undefined => {
    if (!value || typeof value !== 'object') return undefined;
    const node = value as { type?: string; selector?: string; snippet?: string };
    if (node.type === 'node') return node;
    for (const child of Object.values(value)) {
      const found = find(child);
      if (found) return found;
    }
    return undefined;
  };
  const node = find(details);
  return node ? { lcpElement: `${node.selector ?? ''} ${node.snippet ?? ''}`.trim() } : {};
}

export function lighthouseSection(results: LighthouseResult[]): Section {
  const rows: Row[] = [];
  for (const r of results) {
    const failed = r.error !== undefined && r.score === null;
    rows.push({
      figure: `${r.name} (${r.path}): performance score`,
      value: failed ? `failed: ${r.error}` : String(r.score),
      budget: `≥ ${r.target.score}`,
      verdict: verdict(r.score === null ? false : r.score >= r.target.score),
    });
    rows.push({
      figure: `${r.name}: layout shift (CLS)`,
      value: r.cls === null ? '–' : r.cls.toFixed(3),
      budget: `≤ ${r.target.cls}`,
      verdict: verdict(r.cls === null ? false : r.cls <= r.target.cls),
    });
    rows.push({
      figure: `${r.name}: largest contentful paint · total blocking time`,
      value: `${ms(r.lcpMs)} · ${ms(r.tbtMs)}`,
      budget: r.target.lcpMs === null ? 'reported' : `LCP ≤ ${ms(r.target.lcpMs)}, TBT ≤ ${ms(r.target.tbtMs ?? null)}`,
      verdict:
        r.target.lcpMs === null
          ? ''
          : verdict(
              r.lcpMs !== null &&
                r.tbtMs !== null &&
                r.lcpMs <= r.target.lcpMs &&
                r.tbtMs <= (r.target.tbtMs ?? Number.POSITIVE_INFINITY),
            ),
    });
  }
  return { title: 'Lighthouse (mobile preset: slow 4G, CPU 4× slower; median of the runs)', rows };
}

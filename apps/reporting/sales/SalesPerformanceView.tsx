import { Button, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useMemo, useState } from 'react';
import {
  groupingFilters,
  lineGroupings,
  type SalesPerformanceQuery,
  type SalesPerformanceResult,
  type SalesPerformanceRow,
} from '../../../contract/sales-performance.ts';
import { useFormat, useLoad, useLocale, useNotify, useT } from '../../platform/index.ts';
import { BarChart, LineChart } from '../../shared/charts/index.ts';
import { saveBlob } from '../../shared/download.ts';
import { errorText } from '../../shared/errors/error-text.ts';
import { VirtualGrid } from '../../shared/grid/index.ts';
import { RunProgress } from '../../shared/RunProgress.tsx';
import { SavedProjects } from '../../shared/SavedProjects.tsx';
import { Section } from '../../shared/Section.tsx';
import { useAction } from '../../shared/useAction.ts';
import { useCancellableRun } from '../../shared/useCancellableRun.ts';
import { DrillDialog } from '../builder/DrillDialog.tsx';
import { useReportingApi } from '../context.ts';
import { SalesFilters } from './SalesFilters.tsx';
import { salesColumns, unitFormat } from './sales-columns.ts';
import { fromSavedView, initialSalesQuery, toSavedView } from './saved-views.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, marginTop: tokens.spacingVerticalM },
  bar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'center' },
  spacer: { flex: 1 },
  charts: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'repeat(auto-fit, minmax(22rem, 1fr))',
  },
  up: { color: tokens.colorPaletteGreenForeground1 },
  down: { color: tokens.colorPaletteRedForeground1 },
});

/**
 * Sales performance: filters, current range against last year and plan with deltas, charts,
 * export, and the user's saved views of it.
 */
export function SalesPerformanceView() {
  const t = useT();
  const styles = useStyles();
  const api = useReportingApi();
  const format = useFormat();
  const locale = useLocale();
  const notify = useNotify();
  const [query, setQuery] = useState<SalesPerformanceQuery>(initialSalesQuery);
  const [drilling, setDrilling] = useState<SalesPerformanceRow | null>(null);
  const withLang = useMemo(() => ({ ...query, lang: locale as SalesPerformanceQuery['lang'] }), [query, locale]);
  const filters = useLoad((signal) => api.salesFilters(withLang, signal), [api, withLang]);
  const run = useCancellableRun<SalesPerformanceResult>();
  const exporting = useAction('reporting');
  const { start } = run;
  useEffect(() => {
    void start((signal) => api.salesPerformance(withLang, signal));
  }, [api, withLang, start]);

  const result = run.state.status === 'done' ? run.state.result : null;
  const units = result?.total.units ?? 'EUR';
  const compare = {
    previousYear: result?.query.compareTypes.includes('previousYear') ?? true,
    plan: result?.query.compareTypes.includes('plan') ?? true,
  };
  const valueText = (value: number) => {
    const f = unitFormat(units);
    return typeof f === 'object' && 'currency' in f ? format.currency(value, f.currency) : format.number(value);
  };
  const { previousYear, plan } = compare;
  const beside = useMemo(
    () =>
      result?.query.keyFigures.map((keyFigure, i) => ({
        keyFigure,
        units: result.total.beside?.[i]?.units ?? '',
      })) ?? [],
    [result],
  );
  const columns = useMemo(() => {
    const valueText = (value: number) => format.number(Math.round(value));
    // Signed, and coloured as a second hint (the sign carries the meaning).
    const delta = (value: number | null, percent: boolean) => {
      if (value === null) return '–';
      const text = percent
        ? `${format.number(value, { maximumFractionDigits: 1, signDisplay: 'exceptZero' })} %`
        : `${value > 0 ? '+' : ''}${valueText(value)}`;
      return <span className={value < 0 ? styles.down : value > 0 ? styles.up : undefined}>{text}</span>;
    };
    return salesColumns(t, units, { previousYear, plan }, delta, beside);
  }, [t, units, previousYear, plan, format, styles, beside]);
  const months = useMemo(() => {
    if (!result) return null;
    const series = [{ label: t('reporting.sales.current'), values: result.months.map((m) => m.currentYear) }];
    if (compare.previousYear)
      series.push({ label: t('reporting.sales.lastYear'), values: result.months.map((m) => m.lastYear ?? 0) });
    if (compare.plan)
      series.push({ label: t('reporting.sales.budget'), values: result.months.map((m) => m.budget ?? 0) });
    return { values: result.months.map((m) => `${m.month}-01`), series };
  }, [result, compare.previousYear, compare.plan, t]);
  const groups = useMemo(() => {
    if (!result || result.rows.length < 2) return null;
    const top = [...result.rows].sort((a, b) => b.currentYear - a.currentYear).slice(0, 15);
    const series = [{ label: t('reporting.sales.current'), values: top.map((r) => r.currentYear) }];
    if (compare.previousYear)
      series.push({ label: t('reporting.sales.lastYear'), values: top.map((r) => r.lastYear ?? 0) });
    return { rows: top, labels: top.map((r) => r.grouping), series };
  }, [result, compare.previousYear, t]);
  // A group that is a filter dimension drills to its customers or materials.
  const drillParam = result ? groupingFilters[result.query.grouping] : undefined;
  const drillInto = drillParam
    ? (row: SalesPerformanceRow) => {
        if (row.groupingKey) setDrilling(row);
      }
    : undefined;
  const drill = (by: string) => {
    if (!drilling || !drillParam) return;
    setQuery({ ...query, [drillParam]: [drilling.groupingKey], Grouping: by as SalesPerformanceQuery['Grouping'] });
    setDrilling(null);
  };
  const chartFormat = useMemo(() => unitFormat(units), [units]);

  const exportAs = (kind: 'xlsx' | 'csv') =>
    exporting.run(async () => {
      const period = result ? `_${result.query.period.from.slice(0, 7)}_${result.query.period.to.slice(0, 7)}` : '';
      saveBlob(await api.exportSales(withLang, kind), `${t('analytics.export.salesSheet')}${period}.${kind}`);
    }, t('reporting.result.exported'));

  return (
    <div className={styles.root}>
      <SavedProjects
        tool="salesPerformance"
        texts="views"
        current={() => toSavedView(query)}
        onOpen={(saved) => {
          const opened = fromSavedView(saved);
          if (!opened) {
            notify('error', t('reporting.sales.viewOutdated'));
            return false;
          }
          // A new query object: the screen shows the view and runs it (the effect above).
          setDrilling(null);
          setQuery(opened);
          return true;
        }}
      />
      <Section title={t('reporting.sales.filters')}>
        <SalesFilters query={query} onChange={setQuery} filters={filters.data} />
      </Section>
      <Section
        title={t('reporting.sales.title')}
        actions={
          <div className={styles.bar}>
            <Button disabled={exporting.busy} onClick={() => exportAs('xlsx')}>
              {t('reporting.result.exportXlsx')}
            </Button>
            <Button disabled={exporting.busy} onClick={() => exportAs('csv')}>
              {t('reporting.result.exportCsv')}
            </Button>
          </div>
        }
      >
        {run.state.status === 'running' && (
          <RunProgress
            text={t('reporting.running', { seconds: Math.floor(run.state.elapsedMs / 1000) })}
            cancelLabel={t('reporting.cancel')}
            onCancel={run.cancel}
          />
        )}
        {run.state.status === 'cancelled' && (
          <MessageBar intent="warning">
            <MessageBarBody>
              {t('reporting.cancelled')}{' '}
              <Button
                appearance="transparent"
                onClick={() => start((signal) => api.salesPerformance(withLang, signal))}
              >
                {t('reporting.retry')}
              </Button>
            </MessageBarBody>
          </MessageBar>
        )}
        {run.state.status === 'failed' && (
          <MessageBar intent="error">
            <MessageBarBody>{errorText(run.state.error, t, 'reporting')}</MessageBarBody>
          </MessageBar>
        )}
        {result && (
          <>
            <p role="status">
              {t('reporting.sales.summary', {
                from: format.date(result.query.period.from),
                to: format.date(lastDayOf(result.query.period.to)),
                total: valueText(result.total.currentYear),
                release: format.date(result.lastReleaseDate),
              })}
            </p>
            <div className={styles.charts}>
              {months && (
                <LineChart
                  title={t('reporting.sales.byMonth')}
                  x={{ kind: 'time', unit: 'month', values: months.values }}
                  series={months.series}
                  y={{ format: chartFormat }}
                  height={240}
                />
              )}
              {groups && (
                <BarChart
                  title={t('reporting.sales.byGroup')}
                  x={{ kind: 'category', labels: groups.labels }}
                  series={groups.series}
                  y={{ format: chartFormat }}
                  height={240}
                  description={drillInto ? t('reporting.sales.drillHint') : undefined}
                  onSelect={drillInto ? (i) => groups.rows[i] && drillInto(groups.rows[i]!) : undefined}
                />
              )}
            </div>
            {drillInto && <p>{t('reporting.sales.drillHint')}</p>}
            {result.truncated && <p>{t('reporting.sales.truncated', { n: format.number(result.rows.length) })}</p>}
            <VirtualGrid
              label={t('reporting.sales.title')}
              columns={columns}
              rows={[...result.rows, { ...result.total, grouping: t('analytics.export.total') }]}
              rowKey={(r, i) => `${r.groupingKey}-${i}`}
              onActivate={drillInto}
              height={Math.min(480, 48 + (result.rows.length + 1) * 40)}
            />
          </>
        )}
      </Section>
      <DrillDialog
        key={drilling?.groupingKey ?? ''}
        label={drilling?.grouping ?? null}
        choices={lineGroupings.map((id) => ({ id, label: t(`analytics.grouping.${id}`) }))}
        onClose={() => setDrilling(null)}
        onDrill={drill}
      />
    </div>
  );
}

/** The last day of the month `YYYY-MM-01` (a range reaches to the end of its last month). */
function lastDayOf(monthStart: string): string {
  const [y, m] = monthStart.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}

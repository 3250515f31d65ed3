import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useMemo } from 'react';
import type { ReportResult, ReportSourceMeta } from '../../../contract/reporting.ts';
import { useFormat, useLocale, useT } from '../../platform/index.ts';
import { BarChart } from '../../shared/charts/index.ts';
import { VirtualGrid } from '../../shared/grid/index.ts';
import { chartOf, columnHeader, gridColumns, type ResultRow } from './result-columns.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  bar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'center' },
  spacer: { flex: 1 },
  totals: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXL, margin: 0 },
  total: { display: 'flex', gap: tokens.spacingHorizontalS },
  term: { color: tokens.colorNeutralForeground2 },
  value: { margin: 0, fontWeight: tokens.fontWeightSemibold, fontVariantNumeric: 'tabular-nums' },
});

interface Props {
  result: ReportResult;
  source: ReportSourceMeta;
  onExport(format: 'xlsx' | 'csv'): void;
  exporting: boolean;
}

/** A report's answer: row count and duration, export, a chart of grouped results, the grid, totals. */
export function ResultView({ result, source, onExport, exporting }: Props) {
  const t = useT();
  const locale = useLocale();
  const format = useFormat();
  const styles = useStyles();
  const rows = useMemo(() => result.data.map((r, i) => ({ ...r, __index: i }) as ResultRow), [result]);
  const columns = useMemo(() => gridColumns(result, source, locale, t), [result, source, locale, t]);
  const chart = useMemo(() => chartOf(result, source, locale, t), [result, source, locale, t]);
  const totals = result.totals
    ? result.columns
        .filter((c) => c.aggregate && result.totals?.[c.name] != null)
        .map((c) => {
          const value = result.totals![c.name] as number;
          const text = c.type === 'money' && c.currency ? format.currency(value, c.currency) : format.number(value);
          return { name: c.name, label: columnHeader(c, source, locale, t), text };
        })
    : [];

  return (
    <section className={styles.root} aria-label={t('reporting.result.title')}>
      <div className={styles.bar}>
        <span role="status">
          {t(result.truncated ? 'reporting.result.summaryTruncated' : 'reporting.result.summary', {
            rows: format.number(result.data.length),
            count: format.number(result.count ?? result.data.length),
            seconds: format.number(result.durationMs / 1000, { maximumFractionDigits: 2 }),
          })}
        </span>
        <span className={styles.spacer} />
        <Button disabled={exporting} onClick={() => onExport('xlsx')}>
          {t('reporting.result.exportXlsx')}
        </Button>
        <Button disabled={exporting} onClick={() => onExport('csv')}>
          {t('reporting.result.exportCsv')}
        </Button>
      </div>
      {totals.length > 0 && (
        <dl className={styles.totals} aria-label={t('reporting.result.totals')}>
          {totals.map((x) => (
            <div key={x.name} className={styles.total}>
              <dt className={styles.term}>{x.label}</dt>
              <dd className={styles.value}>{x.text}</dd>
            </div>
          ))}
        </dl>
      )}
      {chart && (
        <BarChart
          title={
            chart.truncated ? t('reporting.result.chartFirst', { n: chart.labels.length }) : t('reporting.result.chart')
          }
          x={{ kind: 'category', labels: chart.labels }}
          series={chart.series}
          y={{ format: chart.format }}
          height={260}
        />
      )}
      <VirtualGrid<ResultRow>
        label={t('reporting.result.grid')}
        columns={columns}
        rows={rows}
        rowKey={(r) => String(r.__index)}
        emptyText={t('reporting.result.empty')}
        height={Math.min(480, 48 + rows.length * 40)}
      />
    </section>
  );
}

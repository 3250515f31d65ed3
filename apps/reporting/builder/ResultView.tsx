import { Button, makeStyles, Radio, RadioGroup, tokens } from '@fluentui/react-components';
import { type ReactNode, useMemo } from 'react';
import {
  type ReportDisplay,
  type ReportResult,
  type ReportSourceMeta,
  type ReportValue,
  reportDisplays,
} from '../../../contract/reporting.ts';
import { useFormat, useLocale, useT } from '../../platform/index.ts';
import { BarChart, LineChart } from '../../shared/charts/index.ts';
import { VirtualGrid } from '../../shared/grid/index.ts';
import { PivotTable } from './PivotTable.tsx';
import { chartOf, columnHeader, gridColumns, isMeasure, pivotOf, type ResultRow } from './result-columns.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  bar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'center' },
  spacer: { flex: 1 },
  totals: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXL, margin: 0 },
  total: { display: 'flex', gap: tokens.spacingHorizontalS },
  term: { color: tokens.colorNeutralForeground2 },
  value: { margin: 0, fontWeight: tokens.fontWeightSemibold, fontVariantNumeric: 'tabular-nums' },
  numbers: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXXXL, margin: 0 },
  number: { display: 'flex', flexDirection: 'column-reverse', gap: tokens.spacingVerticalXS },
  big: {
    margin: 0,
    fontSize: tokens.fontSizeHero800,
    lineHeight: tokens.lineHeightHero800,
    fontWeight: tokens.fontWeightSemibold,
    fontVariantNumeric: 'tabular-nums',
  },
  hint: { color: tokens.colorNeutralForeground2, margin: 0 },
  views: { flexWrap: 'wrap' },
});

interface Props {
  result: ReportResult;
  source: ReportSourceMeta;
  display: ReportDisplay;
  onDisplay(display: ReportDisplay): void;
  /** Drill into a row (a bar, a grid row); absent when the query cannot be changed. */
  onDrill?: (row: Record<string, ReportValue>) => void;
  onExport(format: 'xlsx' | 'csv'): void;
  exporting: boolean;
}

/** A report's answer: row count and duration, export, the chosen view (table, bar, line, pivot, number), totals. */
export function ResultView({ result, source, display, onDisplay, onDrill, onExport, exporting }: Props) {
  const t = useT();
  const locale = useLocale();
  const format = useFormat();
  const styles = useStyles();
  const rows = useMemo(() => result.data.map((r, i) => ({ ...r, __index: i }) as ResultRow), [result]);
  const columns = useMemo(() => gridColumns(result, source, locale, t), [result, source, locale, t]);
  const chart = useMemo(() => chartOf(result, source, locale, t), [result, source, locale, t]);
  const pivot = useMemo(() => pivotOf(result, source, locale, t), [result, source, locale, t]);
  const grouped = result.columns.some((c) => !isMeasure(c)) && result.columns.some(isMeasure);
  const valueText = (name: string, value: ReportValue | undefined) => {
    const c = result.columns.find((x) => x.name === name)!;
    if (value === null || value === undefined) return '–';
    if (c.type === 'money' && c.currency) return format.currency(Number(value), c.currency);
    if (c.type === 'date') return format.date(String(value));
    return format.number(Number(value));
  };
  const totalsRow = result.totals ?? (result.data.length === 1 ? result.data[0]! : null);
  const measures = result.columns.filter(isMeasure);
  const totals =
    result.totals && display !== 'number'
      ? measures
          .filter((c) => result.totals?.[c.name] != null)
          .map((c) => ({
            name: c.name,
            label: columnHeader(c, source, locale, t),
            text: valueText(c.name, result.totals![c.name]),
          }))
      : [];
  const drillHint = onDrill && grouped ? t('reporting.result.drillHint') : undefined;
  const chartTitle = chart?.truncated
    ? t('reporting.result.chartFirst', { n: chart.labels.length })
    : t('reporting.result.chart');
  const drillAt =
    onDrill && grouped ? (index: number) => result.data[index] && onDrill(result.data[index]!) : undefined;

  let view: ReactNode = null;
  if (display === 'bar' || display === 'line') {
    const Chart = display === 'bar' ? BarChart : LineChart;
    view = chart ? (
      <Chart
        title={chartTitle}
        description={drillHint}
        x={{ kind: 'category', labels: chart.labels }}
        series={chart.series}
        y={{ format: chart.format }}
        height={280}
        onSelect={drillAt}
      />
    ) : (
      <p className={styles.hint}>{t('reporting.result.noChart')}</p>
    );
  } else if (display === 'pivot') {
    view = pivot ? (
      <PivotTable
        pivot={pivot}
        text={(v) => (v === null ? '–' : valueText(pivot.measure.name, v))}
        title={t('reporting.result.pivot', { measure: columnHeader(pivot.measure, source, locale, t) })}
      />
    ) : (
      <p className={styles.hint}>{t('reporting.result.noPivot')}</p>
    );
  } else if (display === 'number') {
    view =
      totalsRow && measures.length ? (
        <dl className={styles.numbers} aria-label={t('reporting.result.totals')}>
          {measures.map((c) => (
            <div key={c.name} className={styles.number}>
              <dt className={styles.term}>{columnHeader(c, source, locale, t)}</dt>
              <dd className={styles.big}>{valueText(c.name, totalsRow[c.name])}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className={styles.hint}>{t('reporting.result.noNumber')}</p>
      );
  }

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
      <RadioGroup
        className={styles.views}
        layout="horizontal"
        aria-label={t('reporting.result.display')}
        value={display}
        onChange={(_, d) => onDisplay(d.value as ReportDisplay)}
      >
        {reportDisplays.map((d) => (
          <Radio key={d} value={d} label={t(`reporting.display.${d}`)} />
        ))}
      </RadioGroup>
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
      {view}
      {display !== 'number' && display !== 'pivot' && (
        <>
          {drillHint && <p className={styles.hint}>{drillHint}</p>}
          <VirtualGrid<ResultRow>
            label={t('reporting.result.grid')}
            columns={columns}
            rows={rows}
            rowKey={(r) => String(r.__index)}
            emptyText={t('reporting.result.empty')}
            height={Math.min(480, 48 + rows.length * 40)}
            onActivate={drillAt ? (row) => drillAt(row.__index) : undefined}
          />
        </>
      )}
    </section>
  );
}

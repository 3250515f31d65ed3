import { makeStyles, tokens } from '@fluentui/react-components';
import type { MesFlashReport } from '../../contract/mes.ts';
import { useFormat, useT } from '../platform/index.ts';
import { BarChart, LineChart } from '../shared/charts/index.ts';
import { Notice } from '../shared/Notice.tsx';
import { Section } from '../shared/Section.tsx';
import { ScrollRegion } from './ScrollRegion.tsx';

const useStyles = makeStyles({
  figures: {
    display: 'grid',
    gap: tokens.spacingHorizontalM,
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 10rem), 1fr))',
    margin: 0,
  },
  figure: {
    display: 'flex',
    flexDirection: 'column-reverse',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalM,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    '& dd': {
      margin: 0,
      fontSize: tokens.fontSizeHero700,
      fontWeight: tokens.fontWeightSemibold,
      fontVariantNumeric: 'tabular-nums',
    },
    '& dt': { color: tokens.colorNeutralForeground2 },
  },
  charts: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 28rem), 1fr))',
  },
  tableWrap: { overflowX: 'auto' },
  table: {
    borderCollapse: 'collapse',
    width: '100%',
    fontVariantNumeric: 'tabular-nums',
    '& th, & td': {
      padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
      borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
      textAlign: 'end',
    },
    '& th[scope=row], & thead th:first-child': { textAlign: 'start' },
  },
});

/** The flash report of a day and line: key figures, output vs plan per shift, downtime Pareto, scrap, 14-day trend. */
export function FlashReport({ report }: { report: MesFlashReport }) {
  const t = useT();
  const format = useFormat();
  const styles = useStyles();
  const n = (v: number) => format.number(v);
  const pct = (v: number | null) =>
    v === null ? '–' : format.number(v / 100, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const { totals } = report;
  if (!report.shifts.length) {
    return (
      <Notice
        title={t('production.flash.noDataTitle')}
        text={t('production.flash.noData', { date: format.date(report.date) })}
      />
    );
  }
  const shiftLabels = report.shifts.map((s) => t('production.flash.shiftN', { shift: s.shift }));
  return (
    <>
      <dl className={styles.figures} aria-label={t('production.flash.figures')}>
        {[
          ['planned', n(totals.plannedUnits)],
          ['produced', n(totals.producedUnits)],
          ['attainment', pct(totals.attainment)],
          ['scrapUnits', n(totals.scrapUnits)],
          ['scrapRate', pct(totals.scrapRate)],
          ['downtimeMinutes', n(totals.downtimeMinutes)],
        ].map(([key, value]) => (
          <div key={key} className={styles.figure} data-figure={key}>
            <dd>{value}</dd>
            <dt>{t(`production.flash.${key}`)}</dt>
          </div>
        ))}
      </dl>
      <Section title={t('production.flash.byShift')}>
        <ScrollRegion className={styles.tableWrap} label={t('production.flash.shiftTable')}>
          <table className={styles.table}>
            <thead>
              <tr>
                {['shift', 'planned', 'produced', 'attainment', 'scrapUnits', 'downtimeMinutes'].map((key) => (
                  <th key={key} scope="col">
                    {t(`production.flash.${key}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {report.shifts.map((s, i) => (
                <tr key={s.shift}>
                  <th scope="row">{shiftLabels[i]}</th>
                  <td>{n(s.plannedUnits)}</td>
                  <td>{n(s.producedUnits)}</td>
                  <td>{pct(s.attainment)}</td>
                  <td>{n(s.scrapUnits)}</td>
                  <td>{n(s.downtimeMinutes)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
        <BarChart
          title={t('production.flash.outputChart')}
          x={{ kind: 'category', labels: shiftLabels }}
          series={[
            { label: t('production.flash.planned'), values: report.shifts.map((s) => s.plannedUnits) },
            { label: t('production.flash.produced'), values: report.shifts.map((s) => s.producedUnits) },
          ]}
          y={{ format: 'integer', label: t('production.flash.units') }}
        />
      </Section>
      <div className={styles.charts}>
        <Section title={t('production.flash.downtime')}>
          {report.downtime.length ? (
            <BarChart
              title={t('production.flash.paretoChart')}
              hideCaption
              x={{ kind: 'category', labels: report.downtime.map((d) => t(`production.downtimeReason.${d.reason}`)) }}
              series={[{ label: t('production.flash.minutes'), values: report.downtime.map((d) => d.minutes) }]}
              lines={[
                {
                  label: t('production.flash.cumulativeShare'),
                  values: report.downtime.map((d) => d.cumulativeShare / 100),
                  axis: 'right',
                },
              ]}
              y={{ format: 'integer', label: t('production.flash.minutes') }}
              y2={{ format: 'percent', min: 0, max: 1 }}
            />
          ) : (
            <p>{t('production.flash.noDowntime')}</p>
          )}
        </Section>
        <Section title={t('production.flash.scrap')}>
          {report.scrap.length ? (
            <BarChart
              title={t('production.flash.scrapChart')}
              hideCaption
              x={{ kind: 'category', labels: report.scrap.map((s) => t(`production.scrapCause.${s.cause}`)) }}
              series={[{ label: t('production.flash.scrapUnits'), values: report.scrap.map((s) => s.units) }]}
              y={{ format: 'integer' }}
            />
          ) : (
            <p>{t('production.flash.noScrap')}</p>
          )}
        </Section>
      </div>
      <Section title={t('production.flash.trend')}>
        <LineChart
          title={t('production.flash.trendChart', { line: report.line.name })}
          hideCaption
          x={{ kind: 'time', values: report.trend.map((d) => d.date), unit: 'day' }}
          series={[
            { label: t('production.flash.planned'), values: report.trend.map((d) => d.plannedUnits), dash: [6, 4] },
            { label: t('production.flash.produced'), values: report.trend.map((d) => d.producedUnits) },
          ]}
          y={{ format: 'integer', label: t('production.flash.units') }}
        />
      </Section>
    </>
  );
}

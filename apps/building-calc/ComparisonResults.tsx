import { makeStyles, tokens } from '@fluentui/react-components';
import type { ComparisonResult, NamedValue } from '../../contract/building.ts';
import { useFormat, useT } from '../platform/index.ts';
import { CumulativeChart } from './CumulativeChart.tsx';
import { ScrollArea } from './ui/ScrollArea.tsx';
import { NamedValuesTable, useTableStyles, useValueFormat } from './ui/tables.tsx';

const useStyles = makeStyles({
  figures: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 12rem), 1fr))',
    gap: tokens.spacingHorizontalM,
    margin: 0,
  },
  figure: {
    display: 'flex',
    flexDirection: 'column',
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  value: {
    fontSize: tokens.fontSizeBase600,
    fontWeight: tokens.fontWeightSemibold,
    fontVariantNumeric: 'tabular-nums',
    margin: 0,
  },
  label: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  note: { color: tokens.colorNeutralForeground3, margin: 0 },
});

/** Annualised costs of both systems, the subsidy, every step side by side, and the cumulative costs. */
export function ComparisonResults({ result }: { result: ComparisonResult }) {
  const t = useT();
  const styles = useStyles();
  const table = useTableStyles();
  const format = useFormat();
  const show = useValueFormat();
  const { boiler, heatPump } = result.systems;
  const euro = (v: number) => format.currency(Math.round(v), 'EUR').replace(/[.,]00(?=\D*$)/, '');
  const keys = boiler.values.map((v) => v.key);
  for (const v of heatPump.values) if (!keys.includes(v.key)) keys.push(v.key);
  const cell = (values: NamedValue[], key: string) => {
    const v = values.find((x) => x.key === key);
    return v ? `${show(v.value, v.unit)} ${v.unit}`.trim() : '–';
  };
  const saving = result.difference.find((d) => d.key === 'co2Saving')?.value ?? 0;

  return (
    <>
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt className={styles.label}>{t('building.ui.comparison.annualised', { system: boiler.label })}</dt>
          <dd className={styles.value}>{euro(boiler.annualisedCost)}</dd>
        </div>
        <div className={styles.figure}>
          <dt className={styles.label}>{t('building.ui.comparison.annualised', { system: heatPump.label })}</dt>
          <dd className={styles.value}>{euro(heatPump.annualisedCost)}</dd>
        </div>
        <div className={styles.figure}>
          <dt className={styles.label}>{t('building.ui.comparison.subsidyAmount')}</dt>
          <dd className={styles.value}>{euro(result.subsidy.amount)}</dd>
        </div>
        <div className={styles.figure}>
          <dt className={styles.label}>{t('building.ui.comparison.co2Saving')}</dt>
          <dd className={styles.value}>{format.number(saving, { maximumFractionDigits: 1 })} t/a</dd>
        </div>
      </dl>
      <p className={styles.note}>
        {result.breakEvenYear === null
          ? t('building.doc.noBreakEven')
          : t('building.doc.breakEven', { year: result.breakEvenYear })}
      </p>
      <CumulativeChart result={result} />
      <ScrollArea label={t('building.ui.comparison.rates')}>
        <table className={table.table}>
          <caption className={table.caption}>{t('building.ui.comparison.rates')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('building.doc.rate')}</th>
              <th scope="col" className={table.number}>
                %
              </th>
              <th scope="col">{t('building.doc.applies')}</th>
              <th scope="col">{t('building.doc.reason')}</th>
            </tr>
          </thead>
          <tbody>
            {result.subsidy.rates.map((r) => (
              <tr key={r.key}>
                <th scope="row">{r.label}</th>
                <td className={table.number}>{format.number(r.rate * 100)}</td>
                <td>{r.applies ? t('building.doc.yes') : t('building.doc.no')}</td>
                <td>{r.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollArea>
      <NamedValuesTable
        values={[...result.subsidy.values, ...result.difference]}
        caption={t('building.ui.comparison.subsidyAndDifference')}
      />
      <ScrollArea label={t('building.ui.comparison.steps')}>
        <table className={table.table}>
          <caption className={table.caption}>{t('building.ui.comparison.steps')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('building.ui.table.quantity')}</th>
              <th scope="col">{t('building.ui.table.symbol')}</th>
              <th scope="col" className={table.number}>
                {boiler.label}
              </th>
              <th scope="col" className={table.number}>
                {heatPump.label}
              </th>
            </tr>
          </thead>
          <tbody>
            {[...result.heatDemand.map((v) => v.key)].map((key) => {
              const v = result.heatDemand.find((x) => x.key === key)!;
              return (
                <tr key={`demand-${key}`}>
                  <th scope="row">{v.label}</th>
                  <td className={table.symbol}>{v.symbol}</td>
                  <td className={table.number} colSpan={2}>
                    {show(v.value, v.unit)} {v.unit}
                  </td>
                </tr>
              );
            })}
            {keys.map((key) => {
              const v = (boiler.values.find((x) => x.key === key) ?? heatPump.values.find((x) => x.key === key))!;
              return (
                <tr key={key}>
                  <th scope="row">{v.label}</th>
                  <td className={table.symbol}>{v.symbol}</td>
                  <td className={table.number}>{cell(boiler.values, key)}</td>
                  <td className={table.number}>{cell(heatPump.values, key)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollArea>
      <NamedValuesTable values={result.parameters} caption={t('building.ui.comparison.parameters')} />
      {result.warnings.map((m) => (
        <p key={m.code} className={styles.note}>
          {m.message}
        </p>
      ))}
    </>
  );
}

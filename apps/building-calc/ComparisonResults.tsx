import type { ComparisonResult, NamedValue } from '../../contract/building.ts';
import { useFormat, useT } from '../platform/index.ts';
import { KeyFigures, ResultNote, ResultNotes } from '../shared/calc/figures.tsx';
import { CaptionedTable, NamedValuesTable, numeric, useTableStyles, useValueFormat } from '../shared/calc/tables.tsx';
import { CumulativeChart } from './CumulativeChart.tsx';

/** Annualised costs of both systems, the subsidy, every step side by side, and the cumulative costs. */
export function ComparisonResults({ result }: { result: ComparisonResult }) {
  const t = useT();
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
      <KeyFigures
        minWidth="12rem"
        figures={[
          {
            key: 'boiler',
            label: t('building.ui.comparison.annualised', { system: boiler.label }),
            value: euro(boiler.annualisedCost),
          },
          {
            key: 'heatPump',
            label: t('building.ui.comparison.annualised', { system: heatPump.label }),
            value: euro(heatPump.annualisedCost),
          },
          { key: 'subsidy', label: t('building.ui.comparison.subsidyAmount'), value: euro(result.subsidy.amount) },
          {
            key: 'co2Saving',
            label: t('building.ui.comparison.co2Saving'),
            value: `${format.number(saving, { maximumFractionDigits: 1 })} t/a`,
          },
        ]}
      />
      <ResultNote>
        {result.breakEvenYear === null
          ? t('building.doc.noBreakEven')
          : t('building.doc.breakEven', { year: result.breakEvenYear })}
      </ResultNote>
      <CumulativeChart result={result} />
      <CaptionedTable
        caption={t('building.ui.comparison.rates')}
        columns={[t('building.doc.rate'), numeric('%'), t('building.doc.applies'), t('building.doc.reason')]}
      >
        {result.subsidy.rates.map((r) => (
          <tr key={r.key}>
            <th scope="row">{r.label}</th>
            <td className={table.number}>{format.number(r.rate * 100)}</td>
            <td>{r.applies ? t('building.doc.yes') : t('building.doc.no')}</td>
            <td>{r.reason}</td>
          </tr>
        ))}
      </CaptionedTable>
      <NamedValuesTable
        values={[...result.subsidy.values, ...result.difference]}
        caption={t('building.ui.comparison.subsidyAndDifference')}
      />
      <CaptionedTable
        caption={t('building.ui.comparison.steps')}
        columns={[
          t('building.ui.table.quantity'),
          t('building.ui.table.symbol'),
          numeric(boiler.label),
          numeric(heatPump.label),
        ]}
      >
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
      </CaptionedTable>
      <NamedValuesTable values={result.parameters} caption={t('building.ui.comparison.parameters')} />
      <ResultNotes messages={result.warnings} />
    </>
  );
}

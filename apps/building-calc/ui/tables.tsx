import { makeStyles, tokens } from '@fluentui/react-components';
import type { NamedValue } from '../../../contract/building.ts';
import type { BillItem } from '../../../contract/designers.ts';
import { useFormat, useT } from '../../platform/index.ts';
import { ScrollArea } from './ScrollArea.tsx';

/** Tables of named values (label, symbol, value, unit) and of bill items — what an engineer checks. */

export const useTableStyles = makeStyles({
  wrap: { overflowX: 'auto', maxWidth: '100%' },
  table: {
    borderCollapse: 'collapse',
    width: '100%',
    fontSize: tokens.fontSizeBase200,
    '& th, & td': {
      padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
      borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
      textAlign: 'left',
      verticalAlign: 'top',
    },
    '& thead th': { color: tokens.colorNeutralForeground3, fontWeight: tokens.fontWeightSemibold },
  },
  number: { textAlign: 'right !important' as 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  symbol: { fontFamily: tokens.fontFamilyMonospace, color: tokens.colorNeutralForeground3 },
  caption: { textAlign: 'left', fontWeight: tokens.fontWeightSemibold, padding: `${tokens.spacingVerticalXS} 0` },
});

/** Decimals by unit and size (the server sends 6 decimals). */
export function digitsFor(unit: string, value: number): number {
  const size = Math.abs(value);
  if (unit.startsWith('€')) return size >= 10 ? 0 : 2;
  if (/^(W|kWh.*|l.*|h\/a|Pa|m³.*|mm)$/.test(unit)) return size >= 100 ? 0 : size >= 10 ? 1 : 2;
  if (unit === 'a') return 0;
  if (unit === '') return Number.isInteger(value) ? 0 : size >= 100 ? 2 : 4;
  return 2;
}

export function useValueFormat() {
  const format = useFormat();
  return (value: number | null, unit: string) =>
    value === null
      ? '–'
      : format.number(value, { maximumFractionDigits: digitsFor(unit, value), minimumFractionDigits: 0 });
}

export function NamedValuesTable({ values, caption }: { values: NamedValue[]; caption: string }) {
  const t = useT();
  const styles = useTableStyles();
  const show = useValueFormat();
  return (
    <ScrollArea label={caption}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('building.ui.table.quantity')}</th>
            <th scope="col">{t('building.ui.table.symbol')}</th>
            <th scope="col" className={styles.number}>
              {t('building.ui.table.value')}
            </th>
            <th scope="col">{t('building.ui.table.unit')}</th>
          </tr>
        </thead>
        <tbody>
          {values.map((v) => (
            <tr key={v.key}>
              <th scope="row">{v.label}</th>
              <td className={styles.symbol}>{v.symbol}</td>
              <td className={styles.number}>{show(v.value, v.unit)}</td>
              <td>{v.unit}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollArea>
  );
}

export function BillTable({ items, caption }: { items: BillItem[]; caption: string }) {
  const t = useT();
  const styles = useTableStyles();
  const format = useFormat();
  return (
    <ScrollArea label={caption}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('building.ui.table.item')}</th>
            <th scope="col">{t('building.ui.table.article')}</th>
            <th scope="col" className={styles.number}>
              {t('building.ui.table.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((i) => (
            <tr key={i.key}>
              <th scope="row">{i.label}</th>
              <td>{i.articleId}</td>
              <td className={styles.number}>
                {format.number(i.quantity, { maximumFractionDigits: 2 })} {i.unit}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollArea>
  );
}

import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
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

/** A column head, unique within its table: text, or a number column (right-aligned) made by `numeric`. */
export type Column = string | { label: string; numeric: true };

export const numeric = (label: string): Column => ({ label, numeric: true });

/** A table with a caption and a row of column heads, scrolling sideways when the page is narrow. */
export function CaptionedTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: Column[];
  children: ReactNode;
}) {
  const styles = useTableStyles();
  return (
    <ScrollArea label={caption}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) =>
              typeof c === 'string' ? (
                <th key={c} scope="col">
                  {c}
                </th>
              ) : (
                <th key={c.label} scope="col" className={styles.number}>
                  {c.label}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </ScrollArea>
  );
}

export function NamedValuesTable({ values, caption }: { values: NamedValue[]; caption: string }) {
  const t = useT();
  const styles = useTableStyles();
  const show = useValueFormat();
  return (
    <CaptionedTable
      caption={caption}
      columns={[
        t('building.ui.table.quantity'),
        t('building.ui.table.symbol'),
        numeric(t('building.ui.table.value')),
        t('building.ui.table.unit'),
      ]}
    >
      {values.map((v) => (
        <tr key={v.key}>
          <th scope="row">{v.label}</th>
          <td className={styles.symbol}>{v.symbol}</td>
          <td className={styles.number}>{show(v.value, v.unit)}</td>
          <td>{v.unit}</td>
        </tr>
      ))}
    </CaptionedTable>
  );
}

export function BillTable({ items, caption }: { items: BillItem[]; caption: string }) {
  const t = useT();
  const styles = useTableStyles();
  const format = useFormat();
  return (
    <CaptionedTable
      caption={caption}
      columns={[t('building.ui.table.item'), t('building.ui.table.article'), numeric(t('building.ui.table.amount'))]}
    >
      {items.map((i) => (
        <tr key={i.key}>
          <th scope="row">{i.label}</th>
          <td>{i.articleId}</td>
          <td className={styles.number}>
            {format.number(i.quantity, { maximumFractionDigits: 2 })} {i.unit}
          </td>
        </tr>
      ))}
    </CaptionedTable>
  );
}

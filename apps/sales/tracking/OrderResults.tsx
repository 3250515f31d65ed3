import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useMemo } from 'react';
import type { OrderSearchResult, OrderSummary } from '../../../contract/order-tracking.ts';
import { useFormat, useT } from '../../platform/index.ts';
import { type GridColumn, VirtualGrid } from '../../shared/grid/index.ts';
import { Section } from '../../shared/Section.tsx';

const useStyles = makeStyles({
  summary: { margin: 0, color: tokens.colorNeutralForeground2 },
  results: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** The orders found, in a virtualised grid (up to 10,000), with the XLSX export (OrderTrackingApp.tsx). */
export function OrderResults({
  result,
  busy,
  exporting,
  onExport,
  onOpen,
  selectedKey,
}: {
  result: OrderSearchResult;
  busy: boolean;
  exporting: boolean;
  onExport: () => void;
  onOpen: (order: OrderSummary) => void;
  selectedKey: string | null;
}) {
  const t = useT();
  const format = useFormat();
  const styles = useStyles();
  const columns = useMemo<GridColumn<OrderSummary>[]>(() => {
    const col = (key: string) => t(`sales.tracking.columns.${key}`);
    return [
      { id: 'orderNumber', header: col('orderNumber'), value: (o) => o.orderNumber, width: 120, card: 'title' },
      { id: 'orderDate', header: col('orderDate'), value: (o) => o.orderDate, format: 'date', width: 120 },
      { id: 'customerName', header: col('customerName'), value: (o) => o.customerName, width: '2fr' },
      { id: 'customerCity', header: col('customerCity'), value: (o) => o.customerCity },
      { id: 'status', header: col('status'), value: (o) => t(`sales.stage.${o.statusKey}`), width: 140 },
      {
        id: 'expectedDelivery',
        header: col('expectedDelivery'),
        value: (o) => o.expectedDelivery,
        format: 'date',
        width: 130,
      },
      { id: 'netValue', header: col('netValue'), value: (o) => o.netValue, format: { decimals: 2 }, width: 130 },
    ];
  }, [t]);

  return (
    <Section
      title={t('sales.ui.resultsTitle')}
      actions={
        <Button onClick={onExport} disabled={exporting || result.orders.length === 0}>
          {t('sales.ui.exportXlsx')}
        </Button>
      }
    >
      <div className={styles.results}>
        <p className={styles.summary} role="status">
          {t(result.truncated ? 'sales.ui.countTruncated' : 'sales.ui.count', {
            count: format.number(result.orders.length),
          })}
        </p>
        <VirtualGrid<OrderSummary>
          label={t('sales.ui.resultsTitle')}
          columns={columns}
          rows={result.orders}
          rowKey={(o) => o.orderNumber}
          loading={busy}
          emptyText={t('sales.ui.noOrders')}
          onActivate={onOpen}
          selectedKey={selectedKey}
          height={420}
        />
      </div>
    </Section>
  );
}

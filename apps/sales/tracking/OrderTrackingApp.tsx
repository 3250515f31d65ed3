import { Button, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import type { OrderDetail, OrderSearchResult, OrderSummary } from '../../../contract/order-tracking.ts';
import {
  type IslandAttributes,
  isExpectedError,
  useFormat,
  useLocale,
  useNotify,
  usePortalApi,
  useT,
} from '../../platform/index.ts';
import { fileNameFromDisposition, saveBlob } from '../../shared/download.ts';
import { errorText, fieldErrors } from '../../shared/errors/index.ts';
import { type GridColumn, VirtualGrid } from '../../shared/grid/index.ts';
import { Page } from '../../shared/Page.tsx';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { Section } from '../../shared/Section.tsx';
import { salesApi } from '../api.ts';
import { OrderDetailPanel } from './OrderDetailPanel.tsx';
import { fieldOfParameter, filterQuery, type OrderFilter, SearchForm } from './SearchForm.tsx';

const useStyles = makeStyles({
  summary: { margin: 0, color: tokens.colorNeutralForeground2 },
  results: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export type OrderTrackingProps = IslandAttributes;

/**
 * Order tracking for field and inside sales: search by customer and material (fuzzy pickers),
 * numbers, status and dates; the result list in a virtualised grid (up to 10,000 orders),
 * exported to XLSX; an order's detail with its status timeline.
 */
export function OrderTrackingApp(_: OrderTrackingProps) {
  const t = useT();
  const locale = useLocale();
  const format = useFormat();
  const notify = useNotify();
  const http = usePortalApi();
  const api = useMemo(() => salesApi(http), [http]);
  const styles = useStyles();
  const [result, setResult] = useState<OrderSearchResult | null>(null);
  const [query, setQuery] = useState<ReturnType<typeof filterQuery> | null>(null);
  const [busy, setBusy] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<keyof OrderFilter, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [detail, setDetail] = useState<OrderDetail | null>(null);

  const refusal = (error: unknown) => {
    if (!isExpectedError(error)) throw error;
    const byField = fieldErrors(error, t, { namespace: 'sales' });
    if (!byField) return { fields: {}, rest: errorText(error, t, 'sales') };
    const fields: Partial<Record<keyof OrderFilter, string>> = {};
    let rest = byField.rest;
    for (const [parameter, message] of Object.entries(byField.fields)) {
      const field = fieldOfParameter[parameter];
      if (field) fields[field] = message;
      else rest ??= message;
    }
    return { fields, rest };
  };

  const search = async (filter: OrderFilter) => {
    const next = { ...filterQuery(filter), Top: 10_000 };
    setBusy(true);
    setErrors({});
    setFailure(null);
    try {
      const found = await api.orders(next);
      setResult(found);
      setQuery(next);
      setDetail(null);
    } catch (error) {
      const { fields, rest } = refusal(error);
      setErrors(fields);
      setFailure(rest);
    } finally {
      setBusy(false);
    }
  };

  const open = async (order: OrderSummary) => {
    try {
      setDetail(await api.order(order.orderNumber));
    } catch (error) {
      setFailure(refusal(error).rest);
    }
  };

  const exportList = async () => {
    if (!query) return;
    setExporting(true);
    try {
      const response = await api.exportOrders({ ...query, Language: locale });
      const name = fileNameFromDisposition(response.headers.get('content-disposition'), 'orders.xlsx');
      saveBlob(await response.blob(), name);
    } catch (error) {
      if (!isExpectedError(error)) throw error;
      notify('error', errorText(error, t, 'sales'));
    } finally {
      setExporting(false);
    }
  };

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
    <Page>
      <PageHeader title={t('sales.tracking.title')} intro={t('sales.ui.trackingIntro')} />
      <Section title={t('sales.ui.searchTitle')}>
        <SearchForm api={api} language={locale} busy={busy} errors={errors} onSearch={search} />
        {failure ? (
          <MessageBar intent="error">
            <MessageBarBody>{failure}</MessageBarBody>
          </MessageBar>
        ) : null}
      </Section>
      {result ? (
        <Section
          title={t('sales.ui.resultsTitle')}
          actions={
            <Button onClick={exportList} disabled={exporting || result.orders.length === 0}>
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
              onActivate={open}
              selectedKey={detail?.orderNumber ?? null}
              height={420}
            />
          </div>
        </Section>
      ) : null}
      {detail ? <OrderDetailPanel order={detail} /> : null}
    </Page>
  );
}

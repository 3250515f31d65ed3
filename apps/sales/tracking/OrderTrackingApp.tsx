import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { lazy, Suspense, useMemo, useState } from 'react';
import type { OrderDetail, OrderSearchResult, OrderSummary } from '../../../contract/order-tracking.ts';
import {
  type IslandAttributes,
  isExpectedError,
  useLocale,
  useNotify,
  usePortalApi,
  useT,
} from '../../platform/index.ts';
import { fileNameFromDisposition, saveBlob } from '../../shared/download.ts';
import { errorText, fieldErrors } from '../../shared/errors/index.ts';
import { Loading } from '../../shared/Loading.tsx';
import { Page } from '../../shared/Page.tsx';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { Section } from '../../shared/Section.tsx';
import { salesApi } from '../api.ts';
import { fieldOfParameter, filterQuery, type OrderFilter, SearchForm } from './SearchForm.tsx';

// The result list (virtualised grid) and an order's detail load with the first search and the
// first opened order: the first paint is the search form (docs/performance.md "Shell + a mini app").
const loadResults = () => import('./OrderResults.tsx').then((m) => ({ default: m.OrderResults }));
const OrderResults = lazy(loadResults);
const loadDetail = () => import('./OrderDetailPanel.tsx').then((m) => ({ default: m.OrderDetailPanel }));
const OrderDetailPanel = lazy(loadDetail);

export type OrderTrackingProps = IslandAttributes;

/**
 * Order tracking for field and inside sales: search by customer and material (fuzzy pickers),
 * numbers, status and dates; the result list in a virtualised grid (up to 10,000 orders),
 * exported to XLSX; an order's detail with its status timeline.
 */
export function OrderTrackingApp(_: OrderTrackingProps) {
  const t = useT();
  const locale = useLocale();
  const notify = useNotify();
  const http = usePortalApi();
  const api = useMemo(() => salesApi(http), [http]);
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
    // The result grid's code comes beside the search's answer.
    void loadResults();
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
      void loadDetail();
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
        <Suspense fallback={<Loading />}>
          <OrderResults
            result={result}
            busy={busy}
            exporting={exporting}
            onExport={exportList}
            onOpen={open}
            selectedKey={detail?.orderNumber ?? null}
          />
        </Suspense>
      ) : null}
      {detail ? (
        <Suspense fallback={<Loading />}>
          <OrderDetailPanel order={detail} />
        </Suspense>
      ) : null}
    </Page>
  );
}

import {
  Button,
  Field,
  Input,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useFailIsland, useIsland, useNotify, useT } from '../platform/index.ts';
import { saveBlob } from '../shared/download.ts';
import { Notice } from '../shared/Notice.tsx';
import { useCanteen } from './context.ts';
import { formatDate, formatDay } from './format.ts';
import { errorText, isExpectedError, useLoad } from './load.ts';
import { formatPrice } from './money.ts';
import { useCanteenStyles } from './ui.tsx';
import { addDays, dateIn, isoWeekday, mondayOf } from './week.ts';

/** orderedFood (kitchen): what to cook on a day, the pick-up list, and the week as an Excel file. */
export function OrderedFoodView() {
  const t = useT();
  const styles = useCanteenStyles();
  const { locale } = useIsland();
  const { api, canteen } = useCanteen();
  const notify = useNotify();
  const fail = useFailIsland();
  const [date, setDate] = useState(() => {
    const today = dateIn(new Date(), canteen.timeZone);
    return isoWeekday(today) >= 6 ? addDays(mondayOf(today), 7) : today;
  });
  const [exporting, setExporting] = useState(false);
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(date);
  const day = useLoad(valid ? () => api.orderedArticles(canteen.id, date) : null, [api, canteen.id, date, valid]);
  const monday = valid ? mondayOf(date) : null;

  async function exportWeek() {
    if (!monday) return;
    setExporting(true);
    try {
      const { blob, fileName } = await api.exportOrders(canteen.id, monday, addDays(monday, 6), locale);
      saveBlob(blob, fileName);
      notify('success', t('canteen.ui.exported', { fileName }));
    } catch (error) {
      if (!isExpectedError(error)) fail(error);
      else notify('error', errorText(error, t));
    } finally {
      setExporting(false);
    }
  }

  const data = day.data;
  return (
    <>
      <div className={styles.toolbar}>
        <Field label={t('canteen.ui.date')}>
          <Input type="date" value={date} onChange={(_, d) => setDate(d.value)} />
        </Field>
        <Button appearance="primary" onClick={exportWeek} disabled={!monday || exporting}>
          {t('canteen.ui.exportExcel')}
        </Button>
        {monday && (
          <span className={styles.muted}>
            {t('canteen.ui.exportRange', {
              from: formatDate(monday, locale),
              to: formatDate(addDays(monday, 6), locale),
            })}
          </span>
        )}
        {exporting && <Spinner size="tiny" aria-label={t('canteen.ui.exporting')} />}
      </div>
      {day.error ? (
        <Notice intent="error" title={t('canteen.ui.loadFailed')} text={errorText(day.error, t)} />
      ) : !valid ? null : !data ? (
        <Spinner label={t('canteen.ui.loading')} />
      ) : !data.plan ? (
        <Notice title={t('canteen.ui.noPlanTitle')} text={t('canteen.ui.noPlanOn', { day: formatDay(date, locale) })} />
      ) : (
        <>
          <section className={styles.section} aria-labelledby="cook-title">
            <h2 id="cook-title" className={styles.sectionTitle}>
              {t('canteen.ui.toCook', { day: formatDay(date, locale) })}
            </h2>
            <Table aria-labelledby="cook-title" size="small">
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>{t('canteen.ui.article')}</TableHeaderCell>
                  <TableHeaderCell className={styles.number}>{t('canteen.ui.quantity')}</TableHeaderCell>
                  <TableHeaderCell className={styles.number}>{t('canteen.ui.unitPrice')}</TableHeaderCell>
                  <TableHeaderCell className={styles.number}>{t('canteen.ui.amount')}</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.articles.map((a) => (
                  <TableRow key={a.articleId}>
                    <TableCell>{a.articleName}</TableCell>
                    <TableCell className={styles.number}>{a.quantity}</TableCell>
                    <TableCell className={styles.number}>{formatPrice(a.articlePrice, locale)}</TableCell>
                    <TableCell className={styles.number}>{formatPrice(a.totalPrice, locale)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <div className={styles.total}>
              <span>{t('canteen.ui.dayTotals', { count: data.totalQuantity })}</span>
              <span className={styles.number}>{formatPrice(data.totalPrice, locale)}</span>
            </div>
          </section>
          {data.orders.length > 0 && (
            <section className={styles.section} aria-labelledby="pickup-title">
              <h2 id="pickup-title" className={styles.sectionTitle}>
                {t('canteen.ui.pickUpList')}
              </h2>
              <Table aria-labelledby="pickup-title" size="small">
                <TableHeader>
                  <TableRow>
                    <TableHeaderCell>{t('canteen.ui.pickUpTime')}</TableHeaderCell>
                    <TableHeaderCell>{t('canteen.ui.pickUpLocation')}</TableHeaderCell>
                    <TableHeaderCell>{t('canteen.ui.name')}</TableHeaderCell>
                    <TableHeaderCell>{t('canteen.ui.articles')}</TableHeaderCell>
                    <TableHeaderCell className={styles.number}>{t('canteen.ui.amount')}</TableHeaderCell>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {data.orders.map((o) => (
                    <TableRow key={o.id}>
                      <TableCell>{o.pickUpTime ?? '–'}</TableCell>
                      <TableCell>{o.pickUpLocation ?? '–'}</TableCell>
                      <TableCell>{[o.user.firstName, o.user.lastName].filter(Boolean).join(' ') || '–'}</TableCell>
                      <TableCell>{o.orderDetails.map((d) => `${d.quantity}× ${d.articleName}`).join(', ')}</TableCell>
                      <TableCell className={styles.number}>{formatPrice(o.totalPrice, locale)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </section>
          )}
        </>
      )}
    </>
  );
}

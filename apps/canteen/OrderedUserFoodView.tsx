import {
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import { useState } from 'react';
import { priceToCents } from '../../contract/canteen.ts';
import { useIsland, useT } from '../platform/index.ts';
import { Notice } from '../shared/Notice.tsx';
import { useCanteen } from './context.ts';
import { formatDay } from './format.ts';
import { errorText, useLoad } from './load.ts';
import { formatCents, formatPrice, orderCents } from './money.ts';
import { useCanteenStyles } from './ui.tsx';
import { WeekNav } from './WeekNav.tsx';
import { addDays, dateIn, orderWeekOf } from './week.ts';

/** orderedUserFood: my orders of the week, line by line, with the week's total. */
export function OrderedUserFoodView() {
  const t = useT();
  const styles = useCanteenStyles();
  const { locale } = useIsland();
  const { api, canteen } = useCanteen();
  const [monday, setMonday] = useState(() => orderWeekOf(dateIn(new Date(), canteen.timeZone)));
  const orders = useLoad(() => api.myOrders(canteen.id, monday, addDays(monday, 6)), [api, canteen.id, monday]);
  const list = orders.data ?? [];

  return (
    <>
      <div className={styles.toolbar}>
        <WeekNav monday={monday} onChange={setMonday} />
      </div>
      {orders.error ? (
        <Notice intent="error" title={t('canteen.ui.loadFailed')} text={errorText(orders.error, t)} />
      ) : !orders.data ? (
        <Spinner label={t('canteen.ui.loading')} />
      ) : list.length === 0 ? (
        <Notice title={t('canteen.ui.noOrdersTitle')} text={t('canteen.ui.noOrders')} />
      ) : (
        <section className={styles.section} aria-labelledby="my-orders-title">
          <h2 id="my-orders-title" className={styles.sectionTitle}>
            {t('canteen.ui.myOrders')}
          </h2>
          <Table aria-labelledby="my-orders-title" size="small">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('canteen.ui.day')}</TableHeaderCell>
                <TableHeaderCell>{t('canteen.ui.article')}</TableHeaderCell>
                <TableHeaderCell>{t('canteen.ui.pickUp')}</TableHeaderCell>
                <TableHeaderCell className={styles.number}>{t('canteen.ui.quantity')}</TableHeaderCell>
                <TableHeaderCell className={styles.number}>{t('canteen.ui.unitPrice')}</TableHeaderCell>
                <TableHeaderCell className={styles.number}>{t('canteen.ui.amount')}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {list.flatMap((order) =>
                order.orderDetails.map((line, i) => (
                  <TableRow key={line.id}>
                    <TableCell>{i === 0 ? formatDay(order.plan.date, locale) : ''}</TableCell>
                    <TableCell>{line.articleName}</TableCell>
                    <TableCell>
                      {i === 0 ? [order.pickUpTime, order.pickUpLocation].filter(Boolean).join(' · ') : ''}
                    </TableCell>
                    <TableCell className={styles.number}>{line.quantity}</TableCell>
                    <TableCell className={styles.number}>{formatPrice(line.articlePrice, locale)}</TableCell>
                    <TableCell className={styles.number}>
                      {formatCents(line.quantity * priceToCents(line.articlePrice), locale)}
                    </TableCell>
                  </TableRow>
                )),
              )}
            </TableBody>
          </Table>
          <div className={styles.total} data-testid="orders-total">
            <span>{t('canteen.ui.weekTotal')}</span>
            <span className={styles.number}>{formatCents(orderCents(list), locale)}</span>
          </div>
        </section>
      )}
    </>
  );
}

import { useState } from 'react';
import { type PortalOrder, priceToCents } from '../../contract/canteen.ts';
import { useFormat, useLoad, useT } from '../platform/index.ts';
import { EntityTable } from '../shared/entity-table/index.ts';
import { LoadView } from '../shared/LoadView.tsx';
import { Notice } from '../shared/Notice.tsx';
import { Section } from '../shared/Section.tsx';
import { useCanteen } from './context.ts';
import { centsText, orderCents, priceText } from './money.ts';
import { useCanteenStyles } from './styles.ts';
import { WeekNav } from './WeekNav.tsx';
import { addDays, dateIn, orderWeekOf } from './week.ts';

/** One line of an order; the day and the pick-up show on the order's first line only. */
interface OrderLine {
  order: PortalOrder;
  line: PortalOrder['orderDetails'][number];
  first: boolean;
}

/** orderedUserFood: my orders of the week, line by line, with the week's total. */
export function OrderedUserFoodView() {
  const t = useT();
  const format = useFormat();
  const styles = useCanteenStyles();
  const { api, canteen } = useCanteen();
  const [monday, setMonday] = useState(() => orderWeekOf(dateIn(new Date(), canteen.timeZone)));
  const orders = useLoad(
    (signal) => api.myOrders(canteen.id, monday, addDays(monday, 6), signal),
    [api, canteen.id, monday],
  );
  const title = t('canteen.ui.myOrders');

  return (
    <>
      <div className={styles.toolbar}>
        <WeekNav monday={monday} onChange={setMonday} />
      </div>
      <LoadView
        load={orders}
        namespace="canteen"
        isEmpty={(list) => list.length === 0}
        empty={<Notice title={t('canteen.ui.noOrdersTitle')} text={t('canteen.ui.noOrders')} />}
      >
        {(list) => (
          <Section title={title}>
            <EntityTable<OrderLine>
              label={title}
              items={list.flatMap((order) => order.orderDetails.map((line, i) => ({ order, line, first: i === 0 })))}
              getId={(l) => l.line.id}
              defaultSort={null}
              columns={[
                {
                  id: 'day',
                  label: t('canteen.ui.day'),
                  render: (l) => (l.first ? format.weekdayDate(l.order.plan.date) : ''),
                },
                { id: 'article', label: t('canteen.ui.article'), render: (l) => l.line.articleName },
                {
                  id: 'pickUp',
                  label: t('canteen.ui.pickUp'),
                  render: (l) =>
                    l.first ? [l.order.pickUpTime, l.order.pickUpLocation].filter(Boolean).join(' · ') : '',
                },
                { id: 'quantity', label: t('canteen.ui.quantity'), render: (l) => l.line.quantity, align: 'end' },
                {
                  id: 'unitPrice',
                  label: t('canteen.ui.unitPrice'),
                  render: (l) => priceText(format, l.line.articlePrice),
                  align: 'end',
                },
                {
                  id: 'amount',
                  label: t('canteen.ui.amount'),
                  render: (l) => centsText(format, l.line.quantity * priceToCents(l.line.articlePrice)),
                  align: 'end',
                },
              ]}
              footer={
                <div className={styles.total} data-testid="orders-total">
                  <span>{t('canteen.ui.weekTotal')}</span>
                  <span className={styles.amount}>{centsText(format, orderCents(list))}</span>
                </div>
              }
            />
          </Section>
        )}
      </LoadView>
    </>
  );
}

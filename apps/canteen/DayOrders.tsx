import type { OrderedArticlesOfDay } from '../../contract/canteen.ts';
import { useFormat, useT } from '../platform/index.ts';
import { EntityTable } from '../shared/entity-table/index.ts';
import { Section } from '../shared/Section.tsx';
import { priceText } from './money.ts';
import { useCanteenStyles } from './styles.ts';

type DayArticle = OrderedArticlesOfDay['articles'][number];
type DayOrder = OrderedArticlesOfDay['orders'][number];

/** The kitchen's day: how much of each article to cook, and who picks up what, when and where. */
export function DayOrders({ date, data }: { date: string; data: OrderedArticlesOfDay }) {
  const t = useT();
  const format = useFormat();
  const styles = useCanteenStyles();
  const toCook = t('canteen.ui.toCook', { day: format.weekdayDate(date) });
  return (
    <>
      <Section title={toCook}>
        <EntityTable<DayArticle>
          label={toCook}
          items={data.articles}
          getId={(a) => a.articleId}
          defaultSort={null}
          columns={[
            { id: 'article', label: t('canteen.ui.article'), render: (a) => a.articleName },
            { id: 'quantity', label: t('canteen.ui.quantity'), render: (a) => a.quantity, align: 'end' },
            {
              id: 'unitPrice',
              label: t('canteen.ui.unitPrice'),
              render: (a) => priceText(format, a.articlePrice),
              align: 'end',
            },
            {
              id: 'amount',
              label: t('canteen.ui.amount'),
              render: (a) => priceText(format, a.totalPrice),
              align: 'end',
            },
          ]}
          footer={
            <div className={styles.total}>
              <span>{t('canteen.ui.dayTotals', { count: data.totalQuantity })}</span>
              <span className={styles.amount}>{priceText(format, data.totalPrice)}</span>
            </div>
          }
        />
      </Section>
      {data.orders.length > 0 && (
        <Section title={t('canteen.ui.pickUpList')}>
          <EntityTable<DayOrder>
            label={t('canteen.ui.pickUpList')}
            items={data.orders}
            getId={(o) => o.id}
            defaultSort={null}
            columns={[
              { id: 'time', label: t('canteen.ui.pickUpTime'), render: (o) => o.pickUpTime ?? '–' },
              { id: 'location', label: t('canteen.ui.pickUpLocation'), render: (o) => o.pickUpLocation ?? '–' },
              {
                id: 'name',
                label: t('canteen.ui.name'),
                render: (o) => [o.user.firstName, o.user.lastName].filter(Boolean).join(' ') || '–',
              },
              {
                id: 'articles',
                label: t('canteen.ui.articles'),
                render: (o) => o.orderDetails.map((d) => `${d.quantity}× ${d.articleName}`).join(', '),
              },
              {
                id: 'amount',
                label: t('canteen.ui.amount'),
                render: (o) => priceText(format, o.totalPrice),
                align: 'end',
              },
            ]}
          />
        </Section>
      )}
    </>
  );
}

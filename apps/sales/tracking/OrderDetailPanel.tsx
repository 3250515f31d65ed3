import type { OrderDetail } from '../../../contract/order-tracking.ts';
import { useFormat, useT } from '../../platform/index.ts';
import { DetailPanel, DetailSection, Facts } from '../../shared/detail/index.ts';
import { EntityTable } from '../../shared/entity-table/index.ts';
import { StatusTimeline } from '../common/StatusTimeline.tsx';

type Position = OrderDetail['positions'][number];

/** One order: the facts, the status timeline with its dates and the positions. */
export function OrderDetailPanel({ order }: { order: OrderDetail }) {
  const t = useT();
  const format = useFormat();
  const col = (key: string) => t(`sales.tracking.columns.${key}`);
  const money = (value: number) => format.currency(value, order.currency);
  const window = order.deliveryWindow
    ? `${format.dateTime(order.deliveryWindow.from)} – ${format.time(order.deliveryWindow.to)}`
    : '—';
  return (
    <DetailPanel
      title={t('sales.ui.orderTitle', { number: order.orderNumber })}
      subtitle={`${order.customerName}, ${order.shipTo.postalCode} ${order.shipTo.city}`}
    >
      <Facts
        items={[
          [col('abNumber'), order.abNumber],
          [col('customerNumber'), order.customerNumber],
          [col('customerReference'), order.customerReference ?? '—'],
          [col('orderDate'), format.date(order.orderDate)],
          [col('expectedDelivery'), format.date(order.expectedDelivery)],
          [t('sales.ui.deliveryWindow'), window],
          [col('deliveryNumber'), order.deliveryNumber ?? '—'],
          [col('carrier'), order.carrier ?? '—'],
          [col('trackingReference'), order.trackingReference ?? '—'],
          [col('netValue'), money(order.netValue)],
        ]}
      />
      <DetailSection title={t('sales.ui.timeline')}>
        <StatusTimeline timeline={order.timeline} label={t('sales.ui.timeline')} />
      </DetailSection>
      <DetailSection title={col('positions')}>
        <EntityTable<Position>
          label={t('sales.ui.positionsOf', { number: order.orderNumber })}
          items={order.positions}
          getId={(p) => String(p.position)}
          defaultSort={null}
          columns={[
            { id: 'position', label: t('sales.ui.position'), render: (p) => p.position, align: 'end' },
            { id: 'material', label: t('sales.ui.material'), render: (p) => p.materialNumber },
            { id: 'text', label: t('sales.ui.text'), render: (p) => p.text },
            {
              id: 'quantity',
              label: t('sales.ui.quantity'),
              render: (p) => `${format.number(p.quantity)} ${p.unit}`,
              align: 'end',
            },
            { id: 'value', label: col('netValue'), render: (p) => money(p.netValue), align: 'end' },
          ]}
        />
      </DetailSection>
    </DetailPanel>
  );
}

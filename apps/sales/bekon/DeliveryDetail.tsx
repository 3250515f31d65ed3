import { makeStyles, tokens } from '@fluentui/react-components';
import type { BekonDelivery } from '../../../contract/order-tracking.ts';
import { useFormat, useT } from '../../platform/index.ts';
import { DetailPanel, DetailSection, Facts } from '../../shared/detail/index.ts';
import { StatusTimeline } from '../common/StatusTimeline.tsx';

const useStyles = makeStyles({
  items: { margin: 0, paddingLeft: tokens.spacingHorizontalXL },
});

/** A tracked delivery: its announced window, carrier, status timeline and contents (BekonTrackingApp.tsx). */
export function DeliveryDetail({ delivery }: { delivery: BekonDelivery }) {
  const t = useT();
  const format = useFormat();
  const styles = useStyles();
  const window = delivery.deliveryWindow;
  return (
    <DetailPanel
      title={t('sales.bekon.deliveryTitle', { number: delivery.deliveryNumber })}
      subtitle={t(`sales.stage.${delivery.statusKey}`)}
    >
      <Facts
        items={[
          [
            t('sales.bekon.window'),
            window
              ? `${format.dateTime(window.from, 'Europe/Zurich')} – ${format.time(window.to, 'Europe/Zurich')}`
              : format.date(delivery.expectedDelivery),
          ],
          [t('sales.tracking.columns.carrier'), delivery.carrier ?? '—'],
        ]}
      />
      <DetailSection title={t('sales.ui.timeline')}>
        <StatusTimeline timeline={delivery.timeline} label={t('sales.ui.timeline')} />
      </DetailSection>
      <DetailSection title={t('sales.bekon.contents')}>
        <ul className={styles.items}>
          {delivery.positions.map((p, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: positions have no key of their own
            <li key={i}>
              {format.number(p.quantity)} × {p.text}
            </li>
          ))}
        </ul>
      </DetailSection>
    </DetailPanel>
  );
}

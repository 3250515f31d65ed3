import { Button, MessageBar, MessageBarActions, MessageBarBody, Spinner, Text } from '@fluentui/react-components';
import { useState } from 'react';
import type { PortalArticle, PortalOrder, PortalPlanItem } from '../../../contract/canteen.ts';
import { useFormat, useT } from '../../platform/index.ts';
import { ConfirmDialog } from '../../shared/ConfirmDialog.tsx';
import { Notice } from '../../shared/Notice.tsx';
import type { OrderBody } from '../api.ts';
import { useCanteen } from '../context.ts';
import { centsText } from '../money.ts';
import { dateIn, isPast } from '../week.ts';
import { MealLines } from './MealLines.tsx';
import { PickupFields } from './PickupFields.tsx';
import { type Line, useDayOrder } from './useDayOrder.ts';
import { useFoodOrderStyles } from './useFoodOrderStyles.ts';

/** One day of the week: its meals and extras, pick-up, total, and order / change / cancel. */
export function DayCard({
  plan,
  order,
  defaults,
  onSaved,
  cancelled,
  onCancelled,
}: {
  plan: PortalPlanItem;
  order: PortalOrder | undefined;
  defaults: PortalArticle[];
  onSaved: () => void;
  /** The order of this day just cancelled, which can be placed again. */
  cancelled: OrderBody | null;
  onCancelled: (body: OrderBody | null) => void;
}) {
  const t = useT();
  const format = useFormat();
  const styles = useFoodOrderStyles();
  const { canteen } = useCanteen();
  const meals: Line[] = plan.planDetails.map((d) => ({
    articleId: d.articleId,
    name: d.articleName,
    description: d.articleDescription,
    price: d.articlePrice,
  }));
  const planned = new Set(meals.map((m) => m.articleId));
  const extras: Line[] = defaults
    .filter((a) => !planned.has(a.id))
    .map((a) => ({ articleId: a.id, name: a.name, description: a.description, price: a.articlePrice }));
  const day = useDayOrder(plan, order, [...meals, ...extras], onSaved, { cancelled, onCancelled });
  const [confirmCancel, setConfirmCancel] = useState(false);
  const closed = isPast(plan.orderableUntil);
  const locked = closed || day.busy;
  const headingId = `day-${plan.date}`;
  // The deadline in the canteen's own time zone, with the day when it is not the plan's day.
  const time = format.time(plan.orderableUntil, canteen.timeZone);
  const deadlineDate = dateIn(new Date(plan.orderableUntil), canteen.timeZone);
  const deadline =
    deadlineDate === plan.date
      ? t('canteen.ui.orderableUntil', { time })
      : t('canteen.ui.orderableUntilDay', { day: format.weekdayDate(deadlineDate), time });

  return (
    <section className={styles.day} aria-labelledby={headingId} data-date={plan.date}>
      <div className={styles.dayHead}>
        <h2 id={headingId} className={styles.dayTitle}>
          {format.weekdayDate(plan.date)}
        </h2>
        <Text className={closed ? styles.closed : styles.deadline}>
          {closed ? t('canteen.ui.deadlinePassed') : deadline}
        </Text>
      </div>
      <MealLines
        label={t('canteen.ui.meals')}
        lines={meals}
        quantities={day.quantities}
        disabled={locked}
        onQuantity={day.setQuantity}
      />
      {extras.length > 0 && (
        <>
          <h3 className={styles.extrasTitle}>{t('canteen.ui.extras')}</h3>
          <MealLines
            label={t('canteen.ui.extras')}
            lines={extras}
            quantities={day.quantities}
            disabled={locked}
            onQuantity={day.setQuantity}
          />
        </>
      )}
      <PickupFields
        time={day.pickUpTime}
        location={day.pickUpLocation}
        disabled={locked}
        onTime={day.setPickUpTime}
        onLocation={day.setPickUpLocation}
      />
      <Text weight="semibold">{t('canteen.ui.dayTotal', { total: centsText(format, day.totalCents) })}</Text>
      {day.problem && <Notice intent="error" title={t('canteen.ui.orderFailed')} text={day.problem} />}
      {day.canUndo && !order && !closed ? (
        // In the card, not in a toast: it stays until the user acts, whatever their pace.
        <MessageBar intent="success" layout="multiline">
          <MessageBarBody>{t('canteen.ui.orderDeleted', { day: format.weekdayDate(plan.date) })}</MessageBarBody>
          <MessageBarActions>
            <Button
              disabled={day.busy}
              onClick={day.undo}
              aria-label={t('canteen.ui.undoCancelFor', { day: format.weekdayDate(plan.date) })}
            >
              {t('canteen.ui.undoCancel')}
            </Button>
          </MessageBarActions>
        </MessageBar>
      ) : null}
      {closed ? (
        order ? (
          <Text>{t('canteen.ui.orderedReadOnly')}</Text>
        ) : null
      ) : (
        <div className={styles.actions}>
          <Button appearance="primary" disabled={day.busy} onClick={day.save}>
            {order ? t('canteen.ui.changeOrder') : t('canteen.ui.placeOrder')}
          </Button>
          {order && (
            <Button disabled={day.busy} onClick={() => setConfirmCancel(true)}>
              {t('canteen.ui.cancelOrder')}
            </Button>
          )}
          {day.busy && <Spinner size="tiny" aria-label={t('canteen.ui.saving')} />}
        </div>
      )}
      <ConfirmDialog
        open={confirmCancel}
        title={t('canteen.ui.cancelTitle')}
        text={t('canteen.ui.cancelText', { day: format.weekdayDate(plan.date) })}
        confirmLabel={t('canteen.ui.cancelConfirm')}
        onConfirm={day.cancel}
        onClose={() => setConfirmCancel(false)}
        namespace="canteen"
      />
    </section>
  );
}

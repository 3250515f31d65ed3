import { Button, Field, makeStyles, Select, SpinButton, Spinner, Text, tokens } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import {
  CanteenErrorCode,
  type PortalArticle,
  type PortalOrder,
  type PortalPlanItem,
  priceToCents,
} from '../../contract/canteen.ts';
import { RestError, useFailIsland, useIsland, useNotify, useT } from '../platform/index.ts';
import { Notice } from '../shared/Notice.tsx';
import type { OrderBody } from './api.ts';
import { useCanteen } from './context.ts';
import { formatDay, formatTime, newIdempotencyKey } from './format.ts';
import { errorText, isExpectedError, useLoad } from './load.ts';
import { formatCents, formatPrice } from './money.ts';
import { useCanteenStyles } from './ui.tsx';
import { WeekNav } from './WeekNav.tsx';
import { addDays, dateIn, isPast, orderWeekOf, workDays } from './week.ts';

const useStyles = makeStyles({
  days: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
  },
  day: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
    margin: 0,
  },
  dayHead: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  dayTitle: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  meals: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
  meal: {
    display: 'grid',
    gridTemplateColumns: '1fr auto',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXXS,
    padding: `${tokens.spacingVerticalS} 0`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  mealName: { fontWeight: tokens.fontWeightSemibold },
  mealPrice: { fontVariantNumeric: 'tabular-nums', color: tokens.colorNeutralForeground2 },
  quantity: { width: '88px' },
  extrasTitle: { margin: `${tokens.spacingVerticalS} 0 0`, fontSize: tokens.fontSizeBase300 },
  pickup: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: tokens.spacingHorizontalM },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'center' },
  deadline: { color: tokens.colorNeutralForeground2 },
  closed: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
});

/** foodOrder: the week's plans as day cards; order or change until the day's deadline. */
export function FoodOrderView() {
  const t = useT();
  const styles = useStyles();
  const base = useCanteenStyles();
  const { api, canteen } = useCanteen();
  const [monday, setMonday] = useState(() => orderWeekOf(dateIn(new Date(), canteen.timeZone)));
  const data = useLoad(
    () =>
      Promise.all([
        api.week(canteen.id, monday),
        api.myOrders(canteen.id, monday, addDays(monday, 6)),
        api.articles(canteen.id),
      ]),
    [api, canteen.id, monday],
  );
  const [plans, orders, articles] = data.data ?? [[], [], []];
  const defaults = useMemo(() => articles.filter((a) => a.isDefault), [articles]);

  return (
    <>
      <div className={base.toolbar}>
        <WeekNav monday={monday} onChange={setMonday} />
      </div>
      {data.error ? (
        <Notice intent="error" title={t('canteen.ui.loadFailed')} text={errorText(data.error, t)} />
      ) : !data.data ? (
        <Spinner label={t('canteen.ui.loading')} />
      ) : plans.length === 0 ? (
        <Notice title={t('canteen.ui.noPlansTitle')} text={t('canteen.ui.noPlans')} />
      ) : (
        <div className={styles.days}>
          {workDays(monday).map((date) => {
            const plan = plans.find((p) => p.date === date);
            if (!plan) return null;
            return (
              <DayCard
                key={`${plan.id}-${orders.find((o) => o.planId === plan.id)?.id ?? 'new'}`}
                plan={plan}
                order={orders.find((o) => o.planId === plan.id)}
                defaults={plan.includeDefaultArticles ? defaults : []}
                onSaved={data.reload}
              />
            );
          })}
        </div>
      )}
    </>
  );
}

interface Line {
  articleId: string;
  name: string;
  description: string | null;
  price: string;
}

function DayCard({
  plan,
  order,
  defaults,
  onSaved,
}: {
  plan: PortalPlanItem;
  order: PortalOrder | undefined;
  defaults: PortalArticle[];
  onSaved: () => void;
}) {
  const t = useT();
  const styles = useStyles();
  const { locale } = useIsland();
  const { api, canteen } = useCanteen();
  const notify = useNotify();
  const fail = useFailIsland();
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
  // The form starts from the stored order (or the canteen's first pickup choices).
  const stored = {
    quantities: Object.fromEntries((order?.orderDetails ?? []).map((d) => [d.articleId, d.quantity])),
    pickUpTime: order?.pickUpTime ?? canteen.pickUpTimes[0] ?? '',
    pickUpLocation: order?.pickUpLocation ?? canteen.pickUpLocations[0] ?? '',
  };
  const [quantities, setQuantities] = useState<Record<string, number>>(stored.quantities);
  const [pickUpTime, setPickUpTime] = useState(stored.pickUpTime);
  const [pickUpLocation, setPickUpLocation] = useState(stored.pickUpLocation);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [key, setKey] = useState(newIdempotencyKey);
  const closed = isPast(plan.orderableUntil);
  const headingId = `day-${plan.date}`;
  const deadlineDate = dateIn(new Date(plan.orderableUntil), canteen.timeZone);
  const deadline =
    deadlineDate === plan.date
      ? t('canteen.ui.orderableUntil', { time: formatTime(plan.orderableUntil, locale, canteen.timeZone) })
      : t('canteen.ui.orderableUntilDay', {
          day: formatDay(deadlineDate, locale),
          time: formatTime(plan.orderableUntil, locale, canteen.timeZone),
        });
  const all = [...meals, ...extras];
  const chosen = all.filter((l) => (quantities[l.articleId] ?? 0) > 0);
  const total = chosen.reduce((sum, l) => sum + (quantities[l.articleId] ?? 0) * priceToCents(l.price), 0);

  /** The server's refusal in the card; after a deadline it reloads, so the day shows as closed. */
  function refused(error: unknown) {
    if (!isExpectedError(error)) return fail(error);
    setProblem(errorText(error, t));
    if (error instanceof RestError && error.code === CanteenErrorCode.deadlinePassed) {
      // Nothing was changed: show the order as the server keeps it.
      setQuantities(stored.quantities);
      setPickUpTime(stored.pickUpTime);
      setPickUpLocation(stored.pickUpLocation);
      onSaved();
    }
  }

  async function save() {
    setProblem(null);
    if (chosen.length === 0) {
      setProblem(t('canteen.ui.chooseMeal'));
      return;
    }
    const body: OrderBody = {
      planId: plan.id,
      pickUpTime: pickUpTime || null,
      pickUpLocation: pickUpLocation || null,
      orderDetails: chosen.map((l) => ({ articleId: l.articleId, quantity: quantities[l.articleId] ?? 1 })),
    };
    setBusy(true);
    try {
      if (order) await api.updateOrder(canteen.id, order.id, body);
      else {
        try {
          await api.createOrder(canteen.id, body, key);
        } catch (error) {
          // Ordered meanwhile (another tab): change that order instead.
          if (!(error instanceof RestError && error.code === 'order_exists')) throw error;
          const [existing] = await api.myOrders(canteen.id, plan.date, plan.date);
          if (!existing) throw error;
          await api.updateOrder(canteen.id, existing.id, body);
        }
      }
      notify(
        'success',
        t(order ? 'canteen.ui.orderChanged' : 'canteen.ui.orderCreated', { day: formatDay(plan.date, locale) }),
      );
      setKey(newIdempotencyKey());
      onSaved();
    } catch (error) {
      refused(error);
    } finally {
      setBusy(false);
    }
  }

  async function cancel() {
    if (!order) return;
    setProblem(null);
    setBusy(true);
    try {
      await api.deleteOrder(canteen.id, order.id);
      notify('success', t('canteen.ui.orderDeleted', { day: formatDay(plan.date, locale) }));
      onSaved();
    } catch (error) {
      refused(error);
    } finally {
      setBusy(false);
    }
  }

  const row = (line: Line) => (
    <li key={line.articleId} className={styles.meal}>
      <div>
        <div className={styles.mealName}>{line.name}</div>
        {line.description && <Text size={200}>{line.description}</Text>}
        <div className={styles.mealPrice}>{formatPrice(line.price, locale)}</div>
      </div>
      <SpinButton
        className={styles.quantity}
        aria-label={t('canteen.ui.quantityFor', { name: line.name })}
        min={0}
        max={20}
        value={quantities[line.articleId] ?? 0}
        disabled={closed || busy}
        onChange={(_, data) => {
          const raw = data.value ?? (data.displayValue === undefined ? null : Number.parseInt(data.displayValue, 10));
          const value = raw === null || Number.isNaN(raw) ? 0 : Math.max(0, Math.min(20, Math.round(raw)));
          setQuantities((q) => ({ ...q, [line.articleId]: value }));
        }}
      />
    </li>
  );

  return (
    <section className={styles.day} aria-labelledby={headingId} data-date={plan.date}>
      <div className={styles.dayHead}>
        <h2 id={headingId} className={styles.dayTitle}>
          {formatDay(plan.date, locale)}
        </h2>
        <Text className={closed ? styles.closed : styles.deadline}>
          {closed ? t('canteen.ui.deadlinePassed') : deadline}
        </Text>
      </div>
      <ul className={styles.meals} aria-label={t('canteen.ui.meals')}>
        {meals.map(row)}
      </ul>
      {extras.length > 0 && (
        <>
          <h3 className={styles.extrasTitle}>{t('canteen.ui.extras')}</h3>
          <ul className={styles.meals} aria-label={t('canteen.ui.extras')}>
            {extras.map(row)}
          </ul>
        </>
      )}
      <div className={styles.pickup}>
        <Field label={t('canteen.ui.pickUpTime')}>
          <Select value={pickUpTime} disabled={closed || busy} onChange={(_, d) => setPickUpTime(d.value)}>
            {(canteen.pickUpTimes.includes(pickUpTime) || !pickUpTime
              ? canteen.pickUpTimes
              : [pickUpTime, ...canteen.pickUpTimes]
            ).map((time) => (
              <option key={time} value={time}>
                {time}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('canteen.ui.pickUpLocation')}>
          <Select value={pickUpLocation} disabled={closed || busy} onChange={(_, d) => setPickUpLocation(d.value)}>
            {(canteen.pickUpLocations.includes(pickUpLocation) || !pickUpLocation
              ? canteen.pickUpLocations
              : [pickUpLocation, ...canteen.pickUpLocations]
            ).map((place) => (
              <option key={place} value={place}>
                {place}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <div className={styles.actions}>
        <Text weight="semibold">{t('canteen.ui.dayTotal', { total: formatCents(total, locale) })}</Text>
      </div>
      {problem && <Notice intent="error" title={t('canteen.ui.orderFailed')} text={problem} />}
      {closed ? (
        order ? (
          <Text>{t('canteen.ui.orderedReadOnly')}</Text>
        ) : null
      ) : (
        <div className={styles.actions}>
          <Button appearance="primary" disabled={busy} onClick={save}>
            {order ? t('canteen.ui.changeOrder') : t('canteen.ui.placeOrder')}
          </Button>
          {order && (
            <Button disabled={busy} onClick={cancel}>
              {t('canteen.ui.cancelOrder')}
            </Button>
          )}
          {busy && <Spinner size="tiny" aria-label={t('canteen.ui.saving')} />}
        </div>
      )}
    </section>
  );
}

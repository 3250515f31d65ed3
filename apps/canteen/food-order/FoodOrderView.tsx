import { useEffect, useMemo, useRef, useState } from 'react';
import { useLoad, useT } from '../../platform/index.ts';
import { LoadView } from '../../shared/LoadView.tsx';
import { Notice } from '../../shared/Notice.tsx';
import type { OrderBody } from '../api.ts';
import { useCanteen } from '../context.ts';
import { useCanteenStyles } from '../styles.ts';
import { WeekNav } from '../WeekNav.tsx';
import { addDays, dateIn, orderWeekOf, workDays } from '../week.ts';
import { DayCard } from './DayCard.tsx';
import { useFoodOrderStyles } from './useFoodOrderStyles.ts';

/** Below this width the day cards are one column. */
const phoneWidth = '(max-width: 40rem)';

/** foodOrder: the week's plans as day cards; order or change until the day's deadline. */
export function FoodOrderView() {
  const t = useT();
  const styles = useFoodOrderStyles();
  const base = useCanteenStyles();
  const { api, canteen } = useCanteen();
  const today = dateIn(new Date(), canteen.timeZone);
  const [monday, setMonday] = useState(() => orderWeekOf(today));
  const week = useLoad(
    (signal) =>
      Promise.all([
        api.week(canteen.id, monday, signal),
        api.myOrders(canteen.id, monday, addDays(monday, 6), signal),
        api.articles(canteen.id, signal),
      ]),
    [api, canteen.id, monday],
  );
  const articles = week.data?.[2];
  // Orders just cancelled, by plan: kept here because the day's card starts afresh when its order goes.
  const [cancelled, setCancelled] = useState<Record<string, OrderBody>>({});
  const cancelledFor = (planId: string) => (body: OrderBody | null) =>
    setCancelled(({ [planId]: _, ...rest }) => (body ? { ...rest, [planId]: body } : rest));
  const defaults = useMemo(() => (articles ?? []).filter((a) => a.isDefault), [articles]);
  const days = useRef<HTMLDivElement>(null);
  const scrolled = useRef(false);
  // On a phone the cards stack, a screen each: the week opens at today, not at Monday's closed card.
  useEffect(() => {
    if (scrolled.current || !week.data || !days.current) return;
    scrolled.current = true;
    if (!window.matchMedia(phoneWidth).matches) return;
    const cards = [...days.current.querySelectorAll<HTMLElement>('section[data-date]')];
    const first = cards.find((card) => (card.dataset.date ?? '') >= today);
    if (first && first !== cards[0]) first.scrollIntoView({ block: 'start' });
  }, [week.data, today]);

  return (
    <>
      <div className={base.toolbar}>
        <WeekNav monday={monday} onChange={setMonday} />
      </div>
      <LoadView
        load={week}
        namespace="canteen"
        isEmpty={([plans]) => plans.length === 0}
        empty={<Notice title={t('canteen.ui.noPlansTitle')} text={t('canteen.ui.noPlans')} />}
      >
        {([plans, orders]) => (
          <div className={styles.days} ref={days}>
            {workDays(monday).map((date) => {
              const plan = plans.find((p) => p.date === date);
              if (!plan) return null;
              const order = orders.find((o) => o.planId === plan.id);
              return (
                <DayCard
                  key={`${plan.id}-${order?.id ?? 'new'}`}
                  plan={plan}
                  order={order}
                  defaults={plan.includeDefaultArticles ? defaults : []}
                  onSaved={week.reload}
                  cancelled={cancelled[plan.id] ?? null}
                  onCancelled={cancelledFor(plan.id)}
                />
              );
            })}
          </div>
        )}
      </LoadView>
    </>
  );
}

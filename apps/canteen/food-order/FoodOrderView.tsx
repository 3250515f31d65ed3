import { useMemo, useState } from 'react';
import { useLoad, useT } from '../../platform/index.ts';
import { LoadView } from '../../shared/LoadView.tsx';
import { Notice } from '../../shared/Notice.tsx';
import { useCanteen } from '../context.ts';
import { useCanteenStyles } from '../styles.ts';
import { WeekNav } from '../WeekNav.tsx';
import { addDays, dateIn, orderWeekOf, workDays } from '../week.ts';
import { DayCard } from './DayCard.tsx';
import { useFoodOrderStyles } from './useFoodOrderStyles.ts';

/** foodOrder: the week's plans as day cards; order or change until the day's deadline. */
export function FoodOrderView() {
  const t = useT();
  const styles = useFoodOrderStyles();
  const base = useCanteenStyles();
  const { api, canteen } = useCanteen();
  const [monday, setMonday] = useState(() => orderWeekOf(dateIn(new Date(), canteen.timeZone)));
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
  const defaults = useMemo(() => (articles ?? []).filter((a) => a.isDefault), [articles]);

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
          <div className={styles.days}>
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
                />
              );
            })}
          </div>
        )}
      </LoadView>
    </>
  );
}

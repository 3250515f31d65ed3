import { Field, Select } from '@fluentui/react-components';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import type { CanteenApplication } from '../../contract/canteen.ts';
import { type IslandAttributes, useLoad, usePortalApi, useSession, useT } from '../platform/index.ts';
import { Loading } from '../shared/Loading.tsx';
import { LoadView } from '../shared/LoadView.tsx';
import { Notice } from '../shared/Notice.tsx';
import { Page } from '../shared/Page.tsx';
import { PageHeader } from '../shared/PageHeader.tsx';
import { canteenApi } from './api.ts';
import { CanteenContext } from './context.ts';

export type CanteenView = 'orderSystem' | 'foodOrder' | 'orderedUserFood' | 'orderedFood';
const views: readonly CanteenView[] = ['orderSystem', 'foodOrder', 'orderedUserFood', 'orderedFood'];

export interface CanteenProps extends IslandAttributes {
  view?: string;
}

// Each view loads when its route first shows it, and only signed in: signed out, the element paints
// its notice without any (docs/performance.md "Shell + a mini app").
const loaders = {
  orderSystem: () => import('./order-system/OrderSystemView.tsx').then((m) => ({ default: m.OrderSystemView })),
  foodOrder: () => import('./food-order/FoodOrderView.tsx').then((m) => ({ default: m.FoodOrderView })),
  orderedUserFood: () => import('./OrderedUserFoodView.tsx').then((m) => ({ default: m.OrderedUserFoodView })),
  orderedFood: () => import('./OrderedFoodView.tsx').then((m) => ({ default: m.OrderedFoodView })),
} satisfies Record<CanteenView, () => Promise<{ default: () => React.ReactNode }>>;
const screens = {
  orderSystem: lazy(loaders.orderSystem),
  foodOrder: lazy(loaders.foodOrder),
  orderedUserFood: lazy(loaders.orderedUserFood),
  orderedFood: lazy(loaders.orderedFood),
};

/** The canteen: one element, four views chosen by the route's `view` attribute. */
export function CanteenApp({ view }: CanteenProps) {
  const t = useT();
  const http = usePortalApi();
  const api = useMemo(() => canteenApi(http), [http]);
  const signedIn = useSession().status === 'signedIn';
  const current: CanteenView = views.includes(view as CanteenView) ? (view as CanteenView) : 'foodOrder';
  // The view's code comes beside the canteen list, not after it.
  useEffect(() => {
    if (signedIn) void loaders[current]();
  }, [signedIn, current]);
  const canteens = useLoad(signedIn ? (signal) => api.canteens(signal) : null, [api, signedIn]);
  const [chosen, setChosen] = useState<string | null>(null);
  const canteen: CanteenApplication | undefined =
    canteens.data?.find((c) => c.id === chosen) ?? canteens.data?.[0] ?? undefined;
  const context = useMemo(() => (canteen ? { api, canteen } : null), [api, canteen]);
  const Screen = screens[current];

  const picker =
    canteens.data && canteens.data.length > 1 && canteen ? (
      <Field label={t('canteen.ui.canteen')}>
        <Select value={canteen.id} onChange={(_, data) => setChosen(data.value)}>
          {canteens.data.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </Select>
      </Field>
    ) : null;

  return (
    <Page>
      <PageHeader title={t(`canteen.ui.titles.${current}`)} actions={picker} />
      {!signedIn ? (
        <Notice title={t('canteen.ui.signedOutTitle')} text={t('canteen.ui.signedOut')} />
      ) : (
        <LoadView
          load={canteens}
          namespace="canteen"
          isEmpty={(list) => list.length === 0}
          empty={<Notice title={t('canteen.ui.noCanteenTitle')} text={t('canteen.ui.noCanteen')} />}
        >
          {() =>
            context ? (
              <CanteenContext.Provider value={context}>
                <Suspense fallback={<Loading />}>
                  <Screen />
                </Suspense>
              </CanteenContext.Provider>
            ) : null
          }
        </LoadView>
      )}
    </Page>
  );
}

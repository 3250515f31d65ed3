import { Field, Select } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import type { CanteenApplication } from '../../contract/canteen.ts';
import { type IslandAttributes, useLoad, usePortalApi, useSession, useT } from '../platform/index.ts';
import { LoadView } from '../shared/LoadView.tsx';
import { Notice } from '../shared/Notice.tsx';
import { Page } from '../shared/Page.tsx';
import { PageHeader } from '../shared/PageHeader.tsx';
import { canteenApi } from './api.ts';
import { CanteenContext } from './context.ts';
import { FoodOrderView } from './food-order/FoodOrderView.tsx';
import { OrderedFoodView } from './OrderedFoodView.tsx';
import { OrderedUserFoodView } from './OrderedUserFoodView.tsx';
import { OrderSystemView } from './order-system/OrderSystemView.tsx';

export type CanteenView = 'orderSystem' | 'foodOrder' | 'orderedUserFood' | 'orderedFood';
const views: readonly CanteenView[] = ['orderSystem', 'foodOrder', 'orderedUserFood', 'orderedFood'];

export interface CanteenProps extends IslandAttributes {
  view?: string;
}

const screens: Record<CanteenView, () => React.ReactNode> = {
  orderSystem: () => <OrderSystemView />,
  foodOrder: () => <FoodOrderView />,
  orderedUserFood: () => <OrderedUserFoodView />,
  orderedFood: () => <OrderedFoodView />,
};

/** The canteen: one element, four views chosen by the route's `view` attribute. */
export function CanteenApp({ view }: CanteenProps) {
  const t = useT();
  const http = usePortalApi();
  const api = useMemo(() => canteenApi(http), [http]);
  const signedIn = useSession().status === 'signedIn';
  const current: CanteenView = views.includes(view as CanteenView) ? (view as CanteenView) : 'foodOrder';
  const canteens = useLoad(signedIn ? (signal) => api.canteens(signal) : null, [api, signedIn]);
  const [chosen, setChosen] = useState<string | null>(null);
  const canteen: CanteenApplication | undefined =
    canteens.data?.find((c) => c.id === chosen) ?? canteens.data?.[0] ?? undefined;
  const context = useMemo(() => (canteen ? { api, canteen } : null), [api, canteen]);

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
            context ? <CanteenContext.Provider value={context}>{screens[current]()}</CanteenContext.Provider> : null
          }
        </LoadView>
      )}
    </Page>
  );
}

import { Field, Select, Spinner, Title2 } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import type { CanteenApplication } from '../../contract/canteen.ts';
import { type IslandAttributes, usePortalApi, useSession, useT } from '../platform/index.ts';
import { Notice } from '../shared/Notice.tsx';
import { canteenApi } from './api.ts';
import { CanteenContext } from './context.ts';
import { FoodOrderView } from './FoodOrderView.tsx';
import { errorText, useLoad } from './load.ts';
import { OrderedFoodView } from './OrderedFoodView.tsx';
import { OrderedUserFoodView } from './OrderedUserFoodView.tsx';
import { OrderSystemView } from './OrderSystemView.tsx';
import { useCanteenStyles } from './ui.tsx';

export type CanteenView = 'orderSystem' | 'foodOrder' | 'orderedUserFood' | 'orderedFood';
const views: readonly CanteenView[] = ['orderSystem', 'foodOrder', 'orderedUserFood', 'orderedFood'];

export interface CanteenProps extends IslandAttributes {
  view?: string;
}

/** The canteen (issue 8): one element, four views chosen by the route's `view` attribute. */
export function CanteenApp({ view }: CanteenProps) {
  const t = useT();
  const styles = useCanteenStyles();
  const http = usePortalApi();
  const api = useMemo(() => canteenApi(http), [http]);
  const state = useSession();
  const signedIn = state.status === 'signedIn';
  const current: CanteenView = views.includes(view as CanteenView) ? (view as CanteenView) : 'foodOrder';
  const canteens = useLoad(signedIn ? () => api.canteens() : null, [api, signedIn]);
  const [chosen, setChosen] = useState<string | null>(null);
  const canteen: CanteenApplication | undefined =
    canteens.data?.find((c) => c.id === chosen) ?? canteens.data?.[0] ?? undefined;
  const context = useMemo(() => (canteen ? { api, canteen } : null), [api, canteen]);

  let body: React.ReactNode;
  if (!signedIn) body = <Notice title={t('canteen.ui.signedOutTitle')} text={t('canteen.ui.signedOut')} />;
  else if (canteens.error)
    body = <Notice intent="error" title={t('canteen.ui.loadFailed')} text={errorText(canteens.error, t)} />;
  else if (!canteens.data) body = <Spinner label={t('canteen.ui.loading')} />;
  else if (!context) body = <Notice title={t('canteen.ui.noCanteenTitle')} text={t('canteen.ui.noCanteen')} />;
  else if (current === 'foodOrder') body = <FoodOrderView />;
  else if (current === 'orderedUserFood') body = <OrderedUserFoodView />;
  else if (current === 'orderedFood') body = <OrderedFoodView />;
  else body = <OrderSystemView />;

  return (
    <div className={styles.root}>
      <div className={styles.header}>
        <Title2 as="h1" className={styles.title}>
          {t(`canteen.ui.titles.${current}`)}
        </Title2>
        {canteens.data && canteens.data.length > 1 && canteen && (
          <Field label={t('canteen.ui.canteen')}>
            <Select value={canteen.id} onChange={(_, data) => setChosen(data.value)}>
              {canteens.data.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </Select>
          </Field>
        )}
      </div>
      {context ? <CanteenContext.Provider value={context}>{body}</CanteenContext.Provider> : body}
    </div>
  );
}

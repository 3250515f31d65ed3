import { lazy, Suspense, useEffect, useMemo } from 'react';
import { type IslandAttributes, useLoad, useLocale, usePortalApi, useSession, useT } from '../../platform/index.ts';
import { Loading } from '../../shared/Loading.tsx';
import { LoadView } from '../../shared/LoadView.tsx';
import { Page } from '../../shared/Page.tsx';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { salesApi } from '../api.ts';

// The steps, the summary and the saved configurations load beside the product groups (signed in):
// signed out, the element paints the groups' refusal without them (docs/performance.md "Shell + a mini app").
const loadConfigurator = () => import('./Configurator.tsx').then((m) => ({ default: m.Configurator }));
const Configurator = lazy(loadConfigurator);

export type ConfiguratorProps = IslandAttributes;

/**
 * The product configurator: the guided selection (group → series → connection) leads to a
 * configurable material, then one step per characteristic with only the values that stay
 * consistent (the others say why), back and forward, the price so far, and at the end the
 * bill of items and a PDF quote.
 */
export function ConfiguratorApp(_: ConfiguratorProps) {
  const t = useT();
  const locale = useLocale();
  const http = usePortalApi();
  const api = useMemo(() => salesApi(http), [http]);
  const signedIn = useSession().status === 'signedIn';
  useEffect(() => {
    if (signedIn) void loadConfigurator();
  }, [signedIn]);
  const groups = useLoad((signal) => api.productGroups(locale, signal), [api, locale]);
  return (
    <Page>
      <PageHeader title={t('sales.ui.configuratorTitle')} intro={t('sales.ui.configuratorIntro')} />
      <LoadView load={groups} namespace="sales">
        {(data) => (
          <Suspense fallback={<Loading />}>
            <Configurator api={api} groups={data} />
          </Suspense>
        )}
      </LoadView>
    </Page>
  );
}

import { type ComponentType, lazy, Suspense, useMemo } from 'react';
import { coronaSelfDeclarationId, InfoSystemModule, isInfoSystemModuleId } from '../../contract/info-system-modules.ts';
import { type IslandAttributes, type Translate, useIsland, usePortalApi, useSession, useT } from '../platform/index.ts';
import { infoFilesApi } from '../shared/files/api.ts';
import { type InfoSort, isInfoSort, showsModulePdf } from '../shared/files/sort.ts';
import { Loading } from '../shared/Loading.tsx';
import { Notice } from '../shared/Notice.tsx';
import { Page } from '../shared/Page.tsx';
import { PageHeader } from '../shared/PageHeader.tsx';

export interface InfoSystemProps extends IslandAttributes {
  sort?: string;
  /** The heading's message key (the shell passes its route's title). */
  heading?: string;
  /**
   * The self-declaration form of the corona pages (another app: the element,
   * elements/portal-info-system.ts, hands it in, loaded with those pages only).
   */
  selfDeclaration?: ComponentType<{ questionnaireId: string }>;
}

// A module's folders or its PDF load signed in: signed out, the element paints its notice without
// them (docs/performance.md "Shell + a mini app").
const Folders = lazy(() => import('./Folders.tsx').then((m) => ({ default: m.Folders })));
const ModulePdf = lazy(() => import('./ModulePdf.tsx').then((m) => ({ default: m.ModulePdf })));

const coronaModules: readonly number[] = [InfoSystemModule.coronaKermiDE, InfoSystemModule.coronaArboniaDE];

/** The heading: the given title key, else the shell's menu title of the URL's last segment, else a generic one. */
function pageTitle(t: Translate, heading: string | undefined): string {
  if (heading && t(heading) !== heading) return t(heading);
  const segment = decodeURIComponent(globalThis.location?.pathname.split('/').filter(Boolean).pop() ?? '');
  const key = `menu.${segment}`;
  const title = segment ? t(key) : key;
  return title !== key ? title : t('infoSystem.title');
}

/** Info-system pages: a module's folders and files, PDFs, and images as a gallery. */
export function InfoSystemApp({ sort, heading, selfDeclaration: SelfDeclaration }: InfoSystemProps) {
  const t = useT();
  const http = usePortalApi();
  const { moduleId } = useIsland();
  const api = useMemo(() => infoFilesApi(http), [http]);
  const state = useSession();
  const order: InfoSort = isInfoSort(sort) ? sort : 'name';
  const module =
    moduleId !== null && /^\d+$/.test(moduleId) && isInfoSystemModuleId(Number(moduleId)) ? moduleId : null;

  let body: React.ReactNode;
  if (state.status !== 'signedIn')
    body = <Notice title={t('infoSystem.signedOutTitle')} text={t('infoSystem.signedOut')} />;
  else if (!module)
    body = <Notice intent="error" title={t('infoSystem.noModuleTitle')} text={t('infoSystem.noModule')} />;
  else if (showsModulePdf(Number(module))) body = <ModulePdf api={api} module={module} />;
  // Keyed by module: another `module-id` starts afresh instead of asking the new module for the old folders.
  else body = <Folders key={module} api={api} module={module} order={order} />;

  return (
    <Page>
      <PageHeader title={pageTitle(t, heading)} />
      <Suspense fallback={<Loading />}>{body}</Suspense>
      {SelfDeclaration && state.status === 'signedIn' && module && coronaModules.includes(Number(module)) ? (
        <Suspense fallback={null}>
          <SelfDeclaration questionnaireId={coronaSelfDeclarationId} />
        </Suspense>
      ) : null}
    </Page>
  );
}

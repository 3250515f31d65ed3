import { lazy, Suspense } from 'react';
import { type IslandAttributes, useSession, useT } from '../platform/index.ts';
import { Loading } from '../shared/Loading.tsx';
import { Notice } from '../shared/Notice.tsx';
import { Page } from '../shared/Page.tsx';
import { PageHeader } from '../shared/PageHeader.tsx';

// The workbench (its tabs, dialogs, result grid, schemas) loads with the first signed-in render:
// signed out, the element paints its notice without it (docs/performance.md "Shell + a mini app").
const SqlWorkbench = lazy(() => import('./SqlWorkbench.tsx').then((m) => ({ default: m.SqlWorkbench })));

/**
 * The SAP SQL editor: read-only SELECTs over the demo ERP schema in several tabs (kept per user
 * in this browser), run whole or just the selected text, the engine's plan (EXPLAIN), format,
 * errors marked where the engine points, results to sort, resize, copy and export; named
 * statements saved and shared with colleagues; the caller's history.
 */
export function SapSqlApp(_props: IslandAttributes) {
  const t = useT();
  const session = useSession();
  const signedIn = session.status === 'signedIn';
  return (
    <Page>
      <PageHeader title={t('sapSql.title')} intro={signedIn ? t('sapSql.intro') : undefined} />
      {signedIn ? (
        <Suspense fallback={<Loading />}>
          <SqlWorkbench userId={session.user.sub} />
        </Suspense>
      ) : (
        <Notice title={t('sapSql.signedOutTitle')} text={t('sapSql.signedOut')} />
      )}
    </Page>
  );
}

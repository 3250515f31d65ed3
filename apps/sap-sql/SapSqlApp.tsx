import {
  Button,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { lazy, Suspense, useMemo, useState } from 'react';
import type { SapSqlResult } from '../../contract/sap-sql.ts';
import {
  type IslandAttributes,
  RestError,
  useLoad,
  useLocale,
  usePortalApi,
  useSession,
  useT,
} from '../platform/index.ts';
import { saveBlob } from '../shared/download.ts';
import { errorText } from '../shared/errors/error-text.ts';
import { Notice } from '../shared/Notice.tsx';
import { Page } from '../shared/Page.tsx';
import { PageHeader } from '../shared/PageHeader.tsx';
import { RunProgress } from '../shared/RunProgress.tsx';
import { Section } from '../shared/Section.tsx';
import { useAction } from '../shared/useAction.ts';
import { useCancellableRun } from '../shared/useCancellableRun.ts';
import { sapSqlApi } from './api.ts';
import { History } from './History.tsx';
import { SqlResult } from './SqlResult.tsx';
import { TableList } from './TableList.tsx';

// CodeMirror is only loaded with the editor (its own chunk).
const SqlEditor = lazy(() => import('./SqlEditor.tsx').then((m) => ({ default: m.SqlEditor })));

const useStyles = makeStyles({
  layout: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media (min-width: 1100px)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(16rem, 22rem)' },
  },
  main: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  aside: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  detail: { fontFamily: tokens.fontFamilyMonospace, whiteSpace: 'pre-wrap', wordBreak: 'break-word' },
});

const firstQuery = 'select vbeln, erdat, kunnr, netwr, waerk\nfrom vbak\norder by erdat desc\nlimit 100';

/** The SAP SQL editor: one read-only SELECT over the demo ERP schema, results, export, own history. */
export function SapSqlApp(_props: IslandAttributes) {
  const t = useT();
  const styles = useStyles();
  const http = usePortalApi();
  const locale = useLocale();
  const session = useSession();
  const api = useMemo(() => sapSqlApi(http), [http]);
  const [query, setQuery] = useState(firstQuery);
  const [ran, setRan] = useState<string | null>(null);
  const run = useCancellableRun<SapSqlResult>();
  const history = useLoad(session.status === 'signedIn' ? (signal) => api.history(signal) : null, [
    api,
    session.status,
  ]);
  const exporting = useAction('sapSql');

  const execute = () => {
    const text = query.trim();
    if (!text) return;
    setRan(text);
    void run.start((signal) => api.run(text, signal)).then(history.reload);
  };
  const failure = run.state.status === 'failed' ? run.state.error : null;

  if (session.status !== 'signedIn') {
    return (
      <Page>
        <PageHeader title={t('sapSql.title')} />
        <Notice title={t('sapSql.signedOutTitle')} text={t('sapSql.signedOut')} />
      </Page>
    );
  }

  return (
    <Page>
      <PageHeader title={t('sapSql.title')} intro={t('sapSql.intro')} />
      <div className={styles.layout}>
        <div className={styles.main}>
          <Section title={t('sapSql.query')}>
            <Suspense fallback={<Spinner size="small" label={t('sapSql.loadingEditor')} />}>
              <SqlEditor value={query} onChange={setQuery} onRun={execute} label={t('sapSql.editorLabel')} />
            </Suspense>
            {failure ? (
              <MessageBar intent="error" role="alert">
                <MessageBarBody>
                  <MessageBarTitle>{errorText(failure, t, 'sapSql')}</MessageBarTitle>
                  {failure instanceof RestError && failure.status === 400 && (
                    <div className={styles.detail}>{failure.message}</div>
                  )}
                </MessageBarBody>
              </MessageBar>
            ) : null}
            <div className={styles.actions}>
              <Button appearance="primary" disabled={run.state.status === 'running'} onClick={execute}>
                {t('sapSql.run')}
              </Button>
              <span>{t('sapSql.shortcut')}</span>
            </div>
            {run.state.status === 'running' && (
              <RunProgress
                text={t('sapSql.running', { seconds: Math.floor(run.state.elapsedMs / 1000) })}
                cancelLabel={t('sapSql.cancel')}
                onCancel={run.cancel}
              />
            )}
            {run.state.status === 'cancelled' && (
              <MessageBar intent="warning">
                <MessageBarBody>{t('sapSql.cancelled')}</MessageBarBody>
              </MessageBar>
            )}
          </Section>
          {run.state.status === 'done' && ran && (
            <Section
              title={t('sapSql.result')}
              actions={
                <div className={styles.actions}>
                  {(['xlsx', 'csv'] as const).map((kind) => (
                    <Button
                      key={kind}
                      disabled={exporting.busy}
                      onClick={() =>
                        exporting.run(
                          async () => saveBlob(await api.exportResult(ran, kind, locale), `sap-sql.${kind}`),
                          t('sapSql.exported'),
                        )
                      }
                    >
                      {t(kind === 'xlsx' ? 'sapSql.exportXlsx' : 'sapSql.exportCsv')}
                    </Button>
                  ))}
                </div>
              }
            >
              <SqlResult result={run.state.result} />
            </Section>
          )}
        </div>
        <div className={styles.aside}>
          <Section title={t('sapSql.history')}>
            <History history={history} onPick={setQuery} />
          </Section>
          <Section title={t('sapSql.tables')}>
            <TableList onInsert={(name) => setQuery((q) => `${q.trimEnd()} ${name}`)} />
          </Section>
        </div>
      </div>
    </Page>
  );
}

import { Button, MessageBar, MessageBarBody, makeStyles, Spinner, Tab, tokens } from '@fluentui/react-components';
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { SapSqlPlan, SapSqlResult, SapSqlSavedQuery } from '../../contract/sap-sql.ts';
import { isExpectedError, useLoad, useLocale, useNotify, usePortalApi, useT } from '../platform/index.ts';
import { saveBlob } from '../shared/download.ts';
import { FormDialog } from '../shared/form-dialog/index.ts';
import { RunProgress } from '../shared/RunProgress.tsx';
import { Section } from '../shared/Section.tsx';
import { TabList } from '../shared/TabList.tsx';
import { useAction } from '../shared/useAction.ts';
import { useCancellableRun } from '../shared/useCancellableRun.ts';
import { type SapSqlApi, sapSqlApi } from './api.ts';
import { History } from './History.tsx';
import { PlanView } from './PlanView.tsx';
import { SavedQueries } from './SavedQueries.tsx';
import { lineAndColumn, SqlError, sqlErrorBody } from './SqlError.tsx';
import { SqlResult } from './SqlResult.tsx';
import { TableList } from './TableList.tsx';
import {
  activeTab,
  closeTab,
  openTab,
  readTabs,
  type SqlTab,
  type SqlTabs,
  statementToRun,
  updateTab,
  writeTabs,
} from './tabs.ts';

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
  tabs: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0 },
  tabList: { flexWrap: 'wrap', minWidth: 0 },
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
});

/** What a tab last got: rows, a plan, or an error (with its place in the editor). */
type Outcome =
  | { kind: 'rows'; result: SapSqlResult; ran: string }
  | { kind: 'plan'; plan: SapSqlPlan }
  | {
      kind: 'error';
      error: unknown;
      mark: { from: number; message: string } | null;
      at: { line: number; column: number } | null;
    };

/** The SQL workbench of a signed-in user (apps/sap-sql/SapSqlApp.tsx): tabs, editor, results, saved statements, history. */
export function SqlWorkbench({ userId }: { userId: string }) {
  const t = useT();
  const styles = useStyles();
  const http = usePortalApi();
  const locale = useLocale();
  const notify = useNotify();
  const panelId = useId();
  const api = useMemo(() => sapSqlApi(http), [http]);
  const [tabs, setTabs] = useState<SqlTabs>(() => readTabs(localStorage, userId));
  const [outcomes, setOutcomes] = useState<Record<string, Outcome>>({});
  const [runningTab, setRunningTab] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const selection = useRef<(() => { from: number; to: number }) | null>(null);
  const run = useCancellableRun<Outcome>();
  const history = useLoad((signal) => api.history(signal), [api]);
  const saved = useLoad((signal) => api.saved(signal), [api]);
  const exporting = useAction('sapSql');
  const tab = activeTab(tabs);
  const outcome = outcomes[tab.id];

  useEffect(() => writeTabs(localStorage, userId, tabs), [tabs, userId]);

  const setQuery = (query: string) => {
    setTabs((s) => updateTab(s, s.activeId, { query }));
    // An edit moves the text under an old error mark: the mark goes (the message stays).
    setOutcomes((o) => {
      const current = o[tab.id];
      return current?.kind === 'error' && current.mark ? { ...o, [tab.id]: { ...current, mark: null } } : o;
    });
  };

  const execute = (mode: 'run' | 'explain') => {
    const doc = tab.query;
    const sent = statementToRun(doc, selection.current?.() ?? { from: 0, to: 0 });
    if (!sent.text.trim()) return;
    const tabId = tab.id;
    setRunningTab(tabId);
    void run
      .start(async (signal) => {
        let next: Outcome;
        try {
          next =
            mode === 'run'
              ? { kind: 'rows', result: await api.run(sent.text, signal), ran: sent.text }
              : { kind: 'plan', plan: await api.explain(sent.text, signal) };
        } catch (error) {
          if (signal.aborted || !isExpectedError(error)) throw error;
          const position = sqlErrorBody(error)?.position;
          const from = position !== undefined ? sent.from + position - 1 : null;
          next = {
            kind: 'error',
            error,
            mark: from !== null ? { from, message: sqlErrorBody(error)!.message } : null,
            at: from !== null ? lineAndColumn(doc, from + 1) : null,
          };
        }
        setOutcomes((o) => ({ ...o, [tabId]: next }));
        return next;
      })
      .then(() => {
        if (mode === 'run') history.reload();
      });
  };

  const format = async () => {
    try {
      const { formatDialect, duckdb } = await import('sql-formatter');
      setQuery(formatDialect(tab.query, { dialect: duckdb, keywordCase: 'preserve', tabWidth: 2 }));
    } catch {
      notify('error', t('sapSql.formatFailed'));
    }
  };

  const ownSaved = tab.savedId ? saved.data?.find((q) => q.id === tab.savedId && q.isOwner) : undefined;
  const save = async () => {
    if (!ownSaved) {
      setSaving(true);
      return;
    }
    await exporting.run(
      () => api.update(ownSaved.id, { name: ownSaved.name, query: tab.query }),
      t('sapSql.saved.done'),
    );
    saved.reload();
  };

  const open = (query: SapSqlSavedQuery) => {
    const existing = tabs.tabs.find((x) => x.savedId === query.id);
    setTabs((s) =>
      existing
        ? { ...s, activeId: existing.id }
        : openTab(s, { title: query.name, query: query.query, savedId: query.id }),
    );
  };

  const running = run.state.status === 'running';
  const mark = outcome?.kind === 'error' ? outcome.mark : null;

  return (
    <>
      <div className={styles.layout}>
        <div className={styles.main}>
          <Section title={t('sapSql.query')}>
            <div className={styles.tabs}>
              <TabList
                className={styles.tabList}
                selectedValue={tab.id}
                onTabSelect={(_, data) => setTabs((s) => ({ ...s, activeId: String(data.value) }))}
                aria-label={t('sapSql.tabs.label')}
              >
                {tabs.tabs.map((x, i) => (
                  <Tab key={x.id} value={x.id} id={`${panelId}-${x.id}`} aria-controls={panelId}>
                    {tabTitle(x, i, t)}
                  </Tab>
                ))}
              </TabList>
              <Button size="small" onClick={() => setTabs((s) => openTab(s))}>
                {t('sapSql.tabs.new')}
              </Button>
              <Button
                size="small"
                aria-label={t('sapSql.tabs.closeNamed', { name: tabTitle(tab, tabs.tabs.indexOf(tab), t) })}
                onClick={() => setTabs((s) => closeTab(s, s.activeId))}
              >
                {t('sapSql.tabs.close')}
              </Button>
            </div>
            <div id={panelId} role="tabpanel" aria-labelledby={`${panelId}-${tab.id}`} className={styles.panel}>
              <Suspense fallback={<Spinner size="small" label={t('sapSql.loadingEditor')} />}>
                <SqlEditor
                  value={tab.query}
                  onChange={setQuery}
                  onRun={() => execute('run')}
                  label={t('sapSql.editorLabel')}
                  mark={mark}
                  selectionRef={selection}
                />
              </Suspense>
              {outcome?.kind === 'error' && !(running && runningTab === tab.id) && (
                <SqlError error={outcome.error} at={outcome.at} />
              )}
              <div className={styles.actions}>
                <Button appearance="primary" disabled={running} onClick={() => execute('run')}>
                  {t('sapSql.run')}
                </Button>
                <Button disabled={running} onClick={() => execute('explain')}>
                  {t('sapSql.explain')}
                </Button>
                <Button onClick={() => void format()}>{t('sapSql.format')}</Button>
                <Button disabled={exporting.busy || !tab.query.trim()} onClick={() => void save()}>
                  {t('sapSql.saved.save')}
                </Button>
                <span>{t('sapSql.shortcut')}</span>
              </div>
              {run.state.status === 'running' && runningTab === tab.id && (
                <RunProgress
                  text={t('sapSql.running', { seconds: Math.floor(run.state.elapsedMs / 1000) })}
                  cancelLabel={t('sapSql.cancel')}
                  onCancel={run.cancel}
                />
              )}
              {run.state.status === 'cancelled' && runningTab === tab.id && (
                <MessageBar intent="warning">
                  <MessageBarBody>{t('sapSql.cancelled')}</MessageBarBody>
                </MessageBar>
              )}
            </div>
          </Section>
          {outcome?.kind === 'rows' && (
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
                          async () => saveBlob(await api.exportResult(outcome.ran, kind, locale), `sap-sql.${kind}`),
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
              <SqlResult result={outcome.result} />
            </Section>
          )}
          {outcome?.kind === 'plan' && (
            <Section title={t('sapSql.plan.title')}>
              <PlanView plan={outcome.plan} />
            </Section>
          )}
        </div>
        <div className={styles.aside}>
          <Section title={t('sapSql.saved.title')}>
            <SavedQueries api={api} saved={saved} onOpen={open} />
          </Section>
          <Section title={t('sapSql.history')}>
            <History history={history} onPick={setQuery} />
          </Section>
          <Section title={t('sapSql.tables')}>
            <TableList onInsert={(name) => setQuery(`${tab.query.trimEnd()} ${name}`)} />
          </Section>
        </div>
      </div>
      <SaveDialog
        open={saving}
        api={api}
        tab={tab}
        onClose={() => setSaving(false)}
        onSaved={(query) => {
          setTabs((s) => updateTab(s, tab.id, { title: query.name, savedId: query.id }));
          saved.reload();
        }}
      />
    </>
  );
}

function tabTitle(tab: SqlTab, index: number, t: ReturnType<typeof useT>): string {
  return tab.title || t('sapSql.tabs.untitled', { n: index + 1 });
}

/** Save the tab's statement under a name (a new saved statement owned by the caller). */
function SaveDialog({
  open,
  api,
  tab,
  onClose,
  onSaved,
}: {
  open: boolean;
  api: SapSqlApi;
  tab: SqlTab;
  onClose(): void;
  onSaved(query: SapSqlSavedQuery): void;
}) {
  const t = useT();
  const notify = useNotify();
  return (
    <FormDialog<{ name: string }>
      open={open}
      title={t('sapSql.saved.saveTitle')}
      namespace="sapSql"
      fields={[{ name: 'name', label: t('sapSql.saved.name'), required: true, maxLength: 200 }]}
      initial={{ name: tab.title }}
      onSubmit={async ({ name }) => {
        const query = await api.save({ name, query: tab.query });
        notify('success', t('sapSql.saved.done'));
        onSaved(query);
      }}
      onClose={onClose}
    />
  );
}

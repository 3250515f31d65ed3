import { Button, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useMemo, useState } from 'react';
import { uiPermissions } from '../../../contract/permissions.ts';
import {
  type PortalReportingQuery,
  type ReportQueryDefinition,
  type ReportResult,
  type ReportValue,
  reportDefinitionSchema,
} from '../../../contract/reporting.ts';
import {
  useFormat,
  useLoad,
  useLocale,
  useNotify,
  usePermission,
  useShareableState,
  useT,
} from '../../platform/index.ts';
import { ConfirmDialog } from '../../shared/ConfirmDialog.tsx';
import { saveBlob } from '../../shared/download.ts';
import { errorText } from '../../shared/errors/error-text.ts';
import { portalPaths } from '../../shared/portal-paths.ts';
import { RunProgress } from '../../shared/RunProgress.tsx';
import { Section } from '../../shared/Section.tsx';
import { ShareDialog, type Sharing } from '../../shared/ShareDialog.tsx';
import { ShareLinkButton } from '../../shared/ShareLinkButton.tsx';
import { useAction } from '../../shared/useAction.ts';
import { useCancellableRun } from '../../shared/useCancellableRun.ts';
import { visuallyHidden } from '../../shared/visually-hidden.ts';
import { useReportingApi } from '../context.ts';
import { textIn, userName } from '../labels.ts';
import { drillDown, emptyNotebook, fromDefinition, type Notebook, toDefinition } from '../notebook.ts';
import { DrillDialog } from './DrillDialog.tsx';
import { NotebookEditor } from './NotebookEditor.tsx';
import { ResultView } from './ResultView.tsx';
import { codeTexts, groupLabel, isMeasure } from './result-columns.ts';
import { SaveDialog, type SaveMode } from './SaveDialog.tsx';
import { SavedQueries } from './SavedQueries.tsx';
import { noStepErrors, stepErrors } from './step-errors.ts';

const useStyles = makeStyles({
  layout: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    // Stacked: the result grid needs the full width (the list of saved queries scrolls in its own height).
    gridTemplateColumns: 'minmax(0, 1fr)',
    marginTop: tokens.spacingVerticalM,
  },
  editor: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  disabled: {
    border: 'none',
    margin: 0,
    padding: 0,
    minWidth: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  hidden: visuallyHidden,
});

/** A question from a link (`?s=`): a definition the schema accepts, else nothing. */
const parseLink = (raw: unknown): ReportQueryDefinition | null => {
  const parsed = reportDefinitionSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
};

/**
 * The query builder: saved queries beside the notebook, running with progress and cancel, the
 * result below. The question is in the page URL (`?s=`), so an unsaved one can be shared as a link.
 */
export function ReportBuilder({ state }: { state?: string | undefined }) {
  const t = useT();
  const styles = useStyles();
  const api = useReportingApi();
  const locale = useLocale();
  const format = useFormat();
  const notify = useNotify();
  const canShare = usePermission(uiPermissions.shareReportingOption);
  const sources = useLoad((signal) => api.sources(signal), [api]);
  const queries = useLoad((signal) => api.queries(signal), [api]);
  const [notebook, setNotebook] = useState<Notebook | null>(null);
  const [current, setCurrent] = useState<PortalReportingQuery | null>(null);
  const [saveMode, setSaveMode] = useState<SaveMode | null>(null);
  const [sharing, setSharing] = useState<PortalReportingQuery | null>(null);
  const shareApi = useMemo<Sharing>(
    () => ({
      recipients: (signal) => api.recipients(signal),
      sharedWith: async (id, signal) => (await api.shares(id, signal)).map((s) => s.user),
      share: api.share,
      unshare: api.unshare,
    }),
    [api],
  );
  const [deleting, setDeleting] = useState<PortalReportingQuery | null>(null);
  const [drilling, setDrilling] = useState<Record<string, ReportValue> | null>(null);
  const report = useCancellableRun<ReportResult>();
  const exporting = useAction('reporting');
  const share = useShareableState(portalPaths['portal-reporting'], state, parseLink);
  const { start } = report;

  useEffect(() => {
    if (notebook || !sources.data?.[0]) return;
    const linked = share.initial;
    const linkedSource = linked && sources.data.find((s) => s.id === linked.source);
    if (linked && linkedSource) {
      // A shared question opens as it was asked, and runs.
      setNotebook(fromDefinition(linked));
      void start((signal) => api.run(toDefinition(fromDefinition(linked), linkedSource), signal));
    } else setNotebook(emptyNotebook(sources.data[0]));
  }, [notebook, sources.data, share.initial, start, api]);

  const source = sources.data?.find((s) => s.id === notebook?.source);
  const readOnly = current !== null && !current.isOwner;
  const { publish } = share;
  useEffect(() => {
    if (notebook && source) publish(toDefinition(notebook, source));
  }, [notebook, source, publish]);
  const errors = useMemo(
    () => (report.state.status === 'failed' && notebook ? stepErrors(report.state.error, notebook, t) : noStepErrors),
    [report.state, notebook, t],
  );

  if (sources.error) {
    return (
      <MessageBar intent="warning" className={styles.layout}>
        <MessageBarBody>
          {errorText(sources.error, t, 'reporting')}{' '}
          <Button appearance="transparent" onClick={sources.reload}>
            {t('reporting.retry')}
          </Button>
        </MessageBarBody>
      </MessageBar>
    );
  }

  const runReport = (asked: Notebook | null = notebook) => {
    if (!asked || !source) return;
    const definition = toDefinition(asked, source);
    void report.start((signal) => api.run(definition, signal));
  };
  const result = report.state.status === 'done' ? report.state.result : null;
  const groupColumns = result?.columns.filter((c) => !isMeasure(c)) ?? [];
  const drill = (by: string) => {
    if (!notebook || !drilling) return;
    const next = drillDown(
      notebook,
      groupColumns.map((c) => ({ column: c.column, value: drilling[c.name] ?? null })),
      by,
    );
    setDrilling(null);
    setNotebook(next);
    runReport(next);
  };
  const open = (query: PortalReportingQuery) => {
    setCurrent(query);
    setNotebook(fromDefinition(query.data));
    report.reset();
  };
  const exportAs = (kind: 'xlsx' | 'csv') => {
    if (!notebook || !source) return;
    const name = current?.name ?? t('reporting.result.fileName');
    void exporting.run(
      async () => saveBlob(await api.exportReport(toDefinition(notebook, source), kind, locale), `${name}.${kind}`),
      t('reporting.result.exported'),
    );
  };

  return (
    <div className={styles.layout}>
      <Section title={t('reporting.saved.title')}>
        <SavedQueries
          queries={queries}
          selectedId={current?.reportingQueryId ?? null}
          onOpen={open}
          onRename={(q) => setSaveMode({ kind: 'rename', query: q })}
          onShare={canShare ? setSharing : undefined}
          onDelete={setDeleting}
        />
      </Section>
      <Section
        title={current ? current.name : t('reporting.builder.newQuery')}
        actions={
          <div className={styles.actions}>
            <Button
              onClick={() => {
                if (sources.data?.[0]) setNotebook(emptyNotebook(sources.data[0]));
                setCurrent(null);
                report.reset();
              }}
            >
              {t('reporting.builder.new')}
            </Button>
            {current?.isOwner && notebook && source && (
              <Button
                onClick={() =>
                  exporting.run(
                    async () => {
                      await api.updateQuery(current.reportingQueryId, {
                        name: current.name,
                        description: current.description,
                        data: toDefinition(notebook, source),
                      });
                      queries.reload();
                    },
                    t('reporting.saved.saved', { name: current.name }),
                  )
                }
              >
                {t('reporting.builder.save')}
              </Button>
            )}
            <Button disabled={!notebook || !source} onClick={() => setSaveMode({ kind: 'create' })}>
              {t('reporting.builder.saveAs')}
            </Button>
            <ShareLinkButton link={share.link} />
          </div>
        }
      >
        <div className={styles.editor}>
          {readOnly && current && (
            <MessageBar intent="info">
              <MessageBarBody>
                {t('reporting.builder.sharedReadOnly', {
                  name: userName(current.creator),
                  date: format.date(current.updatedAt),
                })}
              </MessageBarBody>
            </MessageBar>
          )}
          {notebook && source && sources.data ? (
            <fieldset className={styles.disabled} disabled={readOnly}>
              <legend className={styles.hidden}>{t('reporting.builder.legend')}</legend>
              <NotebookEditor
                sources={sources.data}
                source={source}
                notebook={notebook}
                onChange={(n) => setNotebook(n)}
                errors={errors}
              />
            </fieldset>
          ) : (
            <span role="status">{t('reporting.loading')}</span>
          )}
          <div className={styles.actions}>
            <Button
              appearance="primary"
              disabled={!notebook || !source || report.state.status === 'running'}
              onClick={() => runReport()}
            >
              {t('reporting.builder.run')}
            </Button>
          </div>
          {report.state.status === 'running' && (
            <RunProgress
              text={t('reporting.running', { seconds: Math.floor(report.state.elapsedMs / 1000) })}
              cancelLabel={t('reporting.cancel')}
              onCancel={report.cancel}
            />
          )}
          {report.state.status === 'cancelled' && (
            <MessageBar intent="warning">
              <MessageBarBody>{t('reporting.cancelled')}</MessageBarBody>
            </MessageBar>
          )}
          {errors.rest && (
            <MessageBar intent="error">
              <MessageBarBody>{errors.rest}</MessageBarBody>
            </MessageBar>
          )}
          {result && source && notebook && (
            <ResultView
              result={result}
              source={source}
              display={notebook.display}
              onDisplay={(display) => setNotebook({ ...notebook, display })}
              onDrill={readOnly ? undefined : setDrilling}
              onExport={exportAs}
              exporting={exporting.busy}
            />
          )}
        </div>
      </Section>
      <SaveDialog
        mode={saveMode}
        onClose={() => setSaveMode(null)}
        onSubmit={async ({ name, description }) => {
          if (!saveMode || !notebook || !source) return;
          if (saveMode.kind === 'create') {
            const created = await api.createQuery({
              name,
              description: description || null,
              data: toDefinition(notebook, source),
            });
            setCurrent(created);
            notify('success', t('reporting.saved.saved', { name }));
          } else {
            const q = saveMode.query;
            await api.updateQuery(q.reportingQueryId, { name, description: description || null, data: q.data });
            if (current?.reportingQueryId === q.reportingQueryId) setCurrent({ ...current, name, description });
            notify('success', t('reporting.saved.renamed', { name }));
          }
          queries.reload();
        }}
      />
      <ShareDialog
        item={sharing && { id: sharing.reportingQueryId, name: sharing.name }}
        intro={t('reporting.share.intro')}
        namespace="reporting"
        sharing={shareApi}
        onClose={() => setSharing(null)}
      />
      {source && (
        <DrillDialog
          key={drilling ? JSON.stringify(drilling) : ''}
          label={drilling ? groupLabel(drilling, groupColumns, codeTexts(source, locale)) : null}
          choices={source.columns
            .filter((c) => c.groupable && !groupColumns.some((g) => g.column === c.id))
            // Customers first: the usual next question about a group.
            .sort((a, b) => Number(b.id === 'customerName') - Number(a.id === 'customerName'))
            .map((c) => ({ id: c.id, label: textIn(c.label, locale) }))}
          onClose={() => setDrilling(null)}
          onDrill={drill}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('reporting.saved.deleteTitle')}
        text={t('reporting.saved.deleteText', { name: deleting?.name ?? '' })}
        namespace="reporting"
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          await api.deleteQuery(deleting!.reportingQueryId);
          if (current?.reportingQueryId === deleting!.reportingQueryId) setCurrent(null);
          notify('success', t('reporting.saved.deleted', { name: deleting!.name }));
          queries.reload();
        }}
      />
    </div>
  );
}

import { Button, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { useId, useState } from 'react';
import {
  downtimeReasons,
  type MesImportIssue,
  type MesImportPreview,
  type MesImportRefusal,
  mesLimits,
  scrapCauses,
} from '../../contract/mes.ts';
import { RestError, useFormat, useNotify, useT } from '../platform/index.ts';
import { errorText } from '../shared/errors/index.ts';
import { Notice } from '../shared/Notice.tsx';
import { Section } from '../shared/Section.tsx';
import type { MesApi } from './api.ts';
import { ScrollRegion } from './ScrollRegion.tsx';

const useStyles = makeStyles({
  file: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    '& input': { fontSize: tokens.fontSizeBase300, maxWidth: '100%' },
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  tableWrap: { overflowX: 'auto' },
  table: {
    borderCollapse: 'collapse',
    width: '100%',
    '& th, & td': {
      textAlign: 'start',
      padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
      borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
      verticalAlign: 'top',
    },
  },
  muted: { color: tokens.colorNeutralForeground3, margin: 0 },
});

/** The issue in the user's language: the app's text for its code, with the column named. */
export function issueText(issue: MesImportIssue, t: (key: string, values?: Record<string, string | number>) => string) {
  const key = `production.import.issue.${issue.code}`;
  const text = t(key, { ...issue.params, column: issue.column, value: issue.value ?? '' });
  return text === key ? issue.message : text;
}

interface UploadPanelProps {
  api: MesApi;
  onImported: () => void;
}

/**
 * Importing the daily MES export: choosing a file shows the preview at once (every bad row and
 * column, or what would be added and changed); only a file without problems can be imported.
 */
export function UploadPanel({ api, onImported }: UploadPanelProps) {
  const t = useT();
  const format = useFormat();
  const notify = useNotify();
  const styles = useStyles();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<MesImportPreview | null>(null);
  const [issues, setIssues] = useState<MesImportIssue[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function run(work: () => Promise<void>) {
    setBusy(true);
    setFailure(null);
    try {
      await work();
    } catch (error) {
      const refusal = error instanceof RestError ? (error.body as Partial<MesImportRefusal> | null) : null;
      if (refusal?.code === 'mes_import_invalid' && refusal.issues) setIssues(refusal.issues);
      else if (error instanceof RestError && error.status === 413) setFailure(t('production.import.tooLarge'));
      else if (error instanceof RestError && error.field === 'file') setFailure(t('production.import.unreadable'));
      else setFailure(errorText(error, t, 'production'));
    } finally {
      setBusy(false);
    }
  }

  function choose(chosen: File | null) {
    setFile(chosen);
    setPreview(null);
    setIssues([]);
    if (!chosen) return;
    void run(async () => {
      const answer = await api.preview(chosen);
      setPreview(answer);
      setIssues(answer.issues);
    });
  }

  function importFile() {
    if (!file) return;
    void run(async () => {
      const result = await api.importFile(file);
      const counts = { added: result.added, changed: result.changed, unchanged: result.unchanged };
      if (result.importId) notify('success', t('production.import.done', counts));
      else notify('info', t('production.import.nothingNew', counts));
      onImported();
      // What the file means now: stored, nothing new (and by whom it was imported).
      const again = await api.preview(file);
      setPreview(again);
      setIssues(again.issues);
    });
  }

  // A file with nothing new may be imported too: the server stores nothing and says so.
  const canImport = !!preview && preview.valid && !issues.length;
  const hasNews = !!preview && preview.added + preview.changed > 0;
  return (
    <Section title={t('production.import.title')} data-testid="mes-upload">
      <div className={styles.file}>
        <label htmlFor={inputId}>{t('production.import.file')}</label>
        <input
          id={inputId}
          type="file"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          onChange={(event) => choose(event.currentTarget.files?.[0] ?? null)}
        />
        <p className={styles.muted}>{t('production.import.layout')}</p>
        <p className={styles.muted}>
          {t('production.import.rules', {
            downtime: downtimeReasons.join(', '),
            scrap: scrapCauses.join(', '),
            minutes: mesLimits.shiftMinutes,
            units: format.number(mesLimits.maxUnitsPerShift),
            days: mesLimits.maxAgeDays,
          })}
        </p>
      </div>
      {busy && <Spinner size="small" label={t('production.import.checking')} />}
      {failure && <Notice intent="error" title={t('production.import.failed')} text={failure} />}
      {preview && !issues.length && (
        <Notice
          intent={hasNews ? 'info' : 'success'}
          title={t(hasNews ? 'production.import.ready' : 'production.import.upToDate')}
          text={t('production.import.summary', {
            rows: preview.rows,
            added: preview.added,
            changed: preview.changed,
            unchanged: preview.unchanged,
            lines: format.list(preview.lines),
            from: preview.firstDate ? format.date(preview.firstDate) : '–',
            to: preview.lastDate ? format.date(preview.lastDate) : '–',
          })}
        />
      )}
      {preview?.previousImport && (
        <p className={styles.muted}>
          {t('production.import.previous', {
            time: format.dateTime(preview.previousImport.importedAt),
            user: preview.previousImport.user,
          })}
        </p>
      )}
      {issues.length > 0 && (
        <>
          <Notice
            intent="error"
            title={t('production.import.refused', { count: issues.length })}
            text={t('production.import.refusedText')}
          />
          <ScrollRegion className={styles.tableWrap} label={t('production.import.issues', { file: file?.name ?? '' })}>
            <table className={styles.table} data-testid="mes-issues">
              <caption className={styles.muted} style={{ textAlign: 'start' }}>
                {t('production.import.issues', { file: file?.name ?? '' })}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('production.import.row')}</th>
                  <th scope="col">{t('production.import.column')}</th>
                  <th scope="col">{t('production.import.problem')}</th>
                  <th scope="col">{t('production.import.value')}</th>
                </tr>
              </thead>
              <tbody>
                {issues.map((issue) => (
                  <tr
                    key={`${issue.row}-${issue.column}-${issue.code}`}
                    data-row={issue.row}
                    data-column={issue.column}
                  >
                    <td>{issue.row}</td>
                    <td>{issue.column === 'file' ? t('production.import.wholeFile') : issue.column}</td>
                    <td>{issueText(issue, t)}</td>
                    <td>{issue.value ?? ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        </>
      )}
      <div className={styles.actions}>
        <Button appearance="primary" disabled={!canImport || busy} onClick={importFile}>
          {t('production.import.import')}
        </Button>
      </div>
    </Section>
  );
}

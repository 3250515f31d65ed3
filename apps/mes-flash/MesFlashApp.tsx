import { Button, Field, Input, makeStyles, Select, Spinner, Title2, tokens } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { addDays, isoWeekday } from '../../contract/periods.ts';
import { uiPermissions } from '../../contract/permissions.ts';
import {
  type IslandAttributes,
  useIsland,
  useLoad,
  useLocale,
  usePermission,
  usePortalApi,
  useSession,
  useT,
} from '../platform/index.ts';
import { saveBlob } from '../shared/download.ts';
import { Notice } from '../shared/Notice.tsx';
import { pageStyles } from '../shared/page-styles.ts';
import { mesApi } from './api.ts';
import { FlashReport } from './FlashReport.tsx';
import { UploadPanel } from './UploadPanel.tsx';

const useStyles = makeStyles({
  ...pageStyles,
  header: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalL,
  },
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
});

/** The previous or next working day (the MES has no weekend shifts). */
function workingDay(date: string, step: 1 | -1): string {
  let day = addDays(date, step);
  while (isoWeekday(day) > 5) day = addDays(day, step);
  return day;
}

/**
 * MES flash: the flash report of a day and line for the shift meeting, its XLSX export, and — for
 * users with the upload permission — the import of the daily MES export with a preview.
 */
export function MesFlashApp(_props: IslandAttributes) {
  const t = useT();
  const locale = useLocale();
  const styles = useStyles();
  const island = useIsland();
  const http = usePortalApi('production');
  const api = useMemo(() => mesApi(http), [http]);
  const signedIn = useSession().status === 'signedIn';
  const canUpload = usePermission(uiPermissions.mesFlashUpload);
  const [imports, setImports] = useState(0);
  const lines = useLoad(signedIn ? () => api.lines() : null, [api, signedIn, imports]);
  const [chosenLine, setChosenLine] = useState<string | null>(null);
  const [chosenDate, setChosenDate] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);

  const all = lines.data?.lines ?? [];
  // The first line of a plant in the site's country (the Czech site opens with Stříbro).
  const line = chosenLine ?? all.find((l) => l.country === island.country.toUpperCase())?.id ?? all[0]?.id;
  const date = chosenDate ?? lines.data?.lastDate ?? null;
  const report = useLoad(line && date ? () => api.flash(date, line) : null, [api, line, date, imports]);
  const sites = [...new Map(all.map((l) => [l.site, l.siteDescription])).entries()];

  async function exportXlsx() {
    if (!line || !date) return;
    setExporting(true);
    try {
      const file = await api.exportFlash(date, line, locale);
      saveBlob(file.blob, file.name);
    } finally {
      setExporting(false);
    }
  }

  let body: React.ReactNode;
  if (!signedIn) body = <Notice title={t('production.signedOutTitle')} text={t('production.signedOut')} />;
  else if (lines.error)
    body = <Notice intent="error" title={t('production.loadFailed')} text={String((lines.error as Error).message)} />;
  else if (!lines.data) body = <Spinner label={t('production.loading')} />;
  else if (report.error)
    body = <Notice intent="error" title={t('production.loadFailed')} text={String((report.error as Error).message)} />;
  else if (!report.data) body = <Spinner label={t('production.loading')} />;
  else body = <FlashReport report={report.data} />;

  return (
    <div className={styles.root}>
      <div className={styles.header}>
        <Title2 as="h1" className={styles.title}>
          {t('production.flash.title')}
        </Title2>
        {lines.data && line && date && (
          <div className={styles.toolbar}>
            <Field label={t('production.flash.line')}>
              <Select value={line} onChange={(_, data) => setChosenLine(data.value)}>
                {sites.map(([site, description]) => (
                  <optgroup key={site} label={description}>
                    {all
                      .filter((l) => l.site === site)
                      .map((l) => (
                        <option key={l.id} value={l.id}>
                          {`${l.id} – ${l.name}`}
                        </option>
                      ))}
                  </optgroup>
                ))}
              </Select>
            </Field>
            <Field label={t('production.flash.date')}>
              <Input
                type="date"
                value={date}
                min={lines.data.firstDate ?? undefined}
                max={lines.data.lastDate ?? undefined}
                onChange={(_, data) => data.value && setChosenDate(data.value)}
              />
            </Field>
            <Button onClick={() => setChosenDate(workingDay(date, -1))}>{t('production.flash.previousDay')}</Button>
            <Button onClick={() => setChosenDate(workingDay(date, 1))}>{t('production.flash.nextDay')}</Button>
            <Button appearance="primary" disabled={exporting} onClick={() => void exportXlsx()}>
              {t('production.flash.export')}
            </Button>
          </div>
        )}
      </div>
      {body}
      {signedIn && canUpload && <UploadPanel api={api} onImported={() => setImports((n) => n + 1)} />}
    </div>
  );
}

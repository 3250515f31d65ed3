import { Button, Field, Input, Select } from '@fluentui/react-components';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
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
import { Loading } from '../shared/Loading.tsx';
import { LoadView } from '../shared/LoadView.tsx';
import { Notice } from '../shared/Notice.tsx';
import { Page } from '../shared/Page.tsx';
import { PageHeader } from '../shared/PageHeader.tsx';
import { useAction } from '../shared/useAction.ts';
import { mesApi } from './api.ts';

/** The previous or next working day (the MES has no weekend shifts). */
function workingDay(date: string, step: 1 | -1): string {
  let day = addDays(date, step);
  while (isoWeekday(day) > 5) day = addDays(day, step);
  return day;
}

// The report (its charts and tables) and the upload panel load signed in, beside the line list:
// signed out, the element paints its notice without them (docs/performance.md "Shell + a mini app").
const loadReport = () => import('./FlashReport.tsx').then((m) => ({ default: m.FlashReport }));
const FlashReport = lazy(loadReport);
const UploadPanel = lazy(() => import('./UploadPanel.tsx').then((m) => ({ default: m.UploadPanel })));

/**
 * MES flash: the flash report of a day and line for the shift meeting, its XLSX export, and — for
 * users with the upload permission — the import of the daily MES export with a preview.
 */
export function MesFlashApp(_props: IslandAttributes) {
  const t = useT();
  const locale = useLocale();
  const island = useIsland();
  const http = usePortalApi('production');
  const api = useMemo(() => mesApi(http), [http]);
  const signedIn = useSession().status === 'signedIn';
  const canUpload = usePermission(uiPermissions.mesFlashUpload);
  const [imports, setImports] = useState(0);
  useEffect(() => {
    if (signedIn) void loadReport();
  }, [signedIn]);
  const lines = useLoad(signedIn ? (signal) => api.lines(signal) : null, [api, signedIn, imports]);
  const [chosenLine, setChosenLine] = useState<string | null>(null);
  const [chosenDate, setChosenDate] = useState<string | null>(null);
  const exporting = useAction('production');

  const all = lines.data?.lines ?? [];
  // The first line of a plant in the site's country (the Czech site opens with Stříbro).
  const line = chosenLine ?? all.find((l) => l.country === island.country.toUpperCase())?.id ?? all[0]?.id;
  const date = chosenDate ?? lines.data?.lastDate ?? null;
  const report = useLoad(line && date ? (signal) => api.flash(date, line, signal) : null, [api, line, date, imports]);
  const sites = [...new Map(all.map((l) => [l.site, l.siteDescription])).entries()];

  function exportXlsx() {
    if (!line || !date) return;
    void exporting.run(
      async () => {
        const file = await api.exportFlash(date, line, locale);
        saveBlob(file.blob, file.name);
        return file.name;
      },
      (name) => t('production.flash.exported', { file: name }),
    );
  }

  const toolbar = lines.data && line && date && (
    <>
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
      <Button appearance="primary" disabled={exporting.busy} onClick={exportXlsx}>
        {t('production.flash.export')}
      </Button>
    </>
  );

  return (
    <Page>
      <PageHeader title={t('production.flash.title')} actions={toolbar || undefined} />
      {!signedIn ? (
        <Notice title={t('production.signedOutTitle')} text={t('production.signedOut')} />
      ) : (
        <LoadView
          load={lines}
          namespace="production"
          isEmpty={(loaded) => !loaded.lastDate || loaded.lines.length === 0}
          empty={<Notice title={t('production.flash.noLinesTitle')} text={t('production.flash.noLines')} />}
        >
          {() => (
            <LoadView load={report} namespace="production">
              {(data) => (
                <Suspense fallback={<Loading />}>
                  <FlashReport report={data} />
                </Suspense>
              )}
            </LoadView>
          )}
        </LoadView>
      )}
      {signedIn && canUpload && (
        <Suspense fallback={null}>
          <UploadPanel api={api} onImported={() => setImports((n) => n + 1)} />
        </Suspense>
      )}
    </Page>
  );
}

import { Button, MessageBar, MessageBarBody, makeStyles, Spinner, Tab, tokens } from '@fluentui/react-components';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import type { BuildingMode, BuildingTemplate } from '../../contract/building.ts';
import {
  type IslandAttributes,
  isExpectedError,
  useFailIsland,
  useFormat,
  useLoad,
  useLocale,
  useNotify,
  usePublicApi,
  useShareableState,
  useT,
} from '../platform/index.ts';
import { mapFieldErrors, noFieldErrors } from '../shared/calc/errors.ts';
import { useComputed } from '../shared/calc/use-computed.ts';
import { Loading } from '../shared/Loading.tsx';
import { LoadView } from '../shared/LoadView.tsx';
import { Page } from '../shared/Page.tsx';
import { PageHeader } from '../shared/PageHeader.tsx';
import { portalPaths } from '../shared/portal-paths.ts';
import { SavedProjects } from '../shared/SavedProjects.tsx';
import { Section } from '../shared/Section.tsx';
import { ShareLinkButton } from '../shared/ShareLinkButton.tsx';
import { TabList } from '../shared/TabList.tsx';
import { buildingApi } from './api.ts';
import { comparisonBody, defaultComparison, defaultInvestment, investmentBodies } from './comparison-model.ts';
import { HeatLoadResults } from './HeatLoadResults.tsx';
import { defaultProject, heatLoadBody, type ProjectDraft } from './model.ts';
import { ProjectForm } from './ProjectForm.tsx';
import { RoomEditor } from './RoomEditor.tsx';
import { loadProject, type ProjectState, readProject, saveProject } from './storage.ts';

// The second and third tab (the comparison with its chart, the investments) load when first
// selected: the first paint is the heat load (docs/performance.md "Shell + a mini app").
const ComparisonForm = lazy(() => import('./ComparisonForm.tsx').then((m) => ({ default: m.ComparisonForm })));
const ComparisonResults = lazy(() => import('./ComparisonResults.tsx').then((m) => ({ default: m.ComparisonResults })));
const Investments = lazy(() => import('./Investments.tsx').then((m) => ({ default: m.Investments })));

export interface BuildingCalcProps extends IslandAttributes {
  /**
   * Renovation of an existing building, or a new building (its construction-age defaults and targets).
   * @default renovation
   */
  mode?: BuildingMode;
}

const useStyles = makeStyles({
  view: { containerType: 'inline-size', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    alignItems: 'center',
    justifyContent: 'space-between',
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  tabs: { flexWrap: 'wrap', minWidth: 0, maxWidth: '100%' },
  layout: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'minmax(0, 1fr)',
    alignItems: 'start',
    '@container (min-width: 64rem)': { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' },
  },
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
});

/** Gebäudebilanzierung (mode renovation or newBuilding): heat load by rooms, heat pump against boiler, investments. */
export function BuildingCalcApp({ mode: modeAttribute, state }: BuildingCalcProps) {
  const t = useT();
  const locale = useLocale();
  const http = usePublicApi();
  const api = useMemo(() => buildingApi(http), [http]);
  const mode: BuildingMode = modeAttribute === 'newBuilding' ? 'newBuilding' : 'renovation';
  const template = useLoad((signal) => api.template(locale, signal), [api, locale]);
  return (
    <Page>
      <PageHeader title={t(`building.titles.${mode}`)} />
      <LoadView load={template} namespace="building">
        {(data) => <BuildingCalc key={mode} mode={mode} template={data} state={state} />}
      </LoadView>
    </Page>
  );
}

type TabId = 'heatLoad' | 'comparison' | 'investment';

function BuildingCalc({
  mode,
  template,
  state,
}: {
  mode: BuildingMode;
  template: BuildingTemplate;
  state: string | undefined;
}) {
  const t = useT();
  const styles = useStyles();
  const locale = useLocale();
  const format = useFormat();
  const notify = useNotify();
  const fail = useFailIsland();
  const http = usePublicApi();
  const api = useMemo(() => buildingApi(http), [http]);
  const num = useCallback((v: number) => format.number(v), [format]);
  const defaults = useCallback(
    (): ProjectState => ({
      project: defaultProject(format.locale, mode, t),
      comparison: defaultComparison(new Date().getFullYear()),
      investment: defaultInvestment,
    }),
    [format.locale, mode, t],
  );
  const share = useShareableState<ProjectState>(portalPaths[`portal-building-calc/${mode}`], state, (raw) =>
    readProject(defaults(), raw),
  );
  const [kept] = useState(() => share.initial ?? loadProject(mode, defaults()));
  const [project, setProject] = useState<ProjectDraft>(kept.project);
  const [comparison, setComparison] = useState(kept.comparison);
  const [investment, setInvestment] = useState(kept.investment);
  const [tab, setTab] = useState<TabId>('heatLoad');
  const { publish } = share;
  const current = useCallback(
    () => ({ project, comparison, investment }) as Record<string, unknown>,
    [project, comparison, investment],
  );
  const openSaved = useCallback(
    (raw: Record<string, unknown>) => {
      const opened = readProject(defaults(), raw);
      if (!opened) return;
      setProject(opened.project);
      setComparison(opened.comparison);
      setInvestment(opened.investment);
    },
    [defaults],
  );
  useEffect(() => {
    saveProject(mode, { project, comparison, investment });
    publish({ project, comparison, investment });
  }, [mode, project, comparison, investment, publish]);

  // Heat load: recomputed as the user types.
  const heat = useMemo(
    () => heatLoadBody(project, mode, format.locale, t, num),
    [project, mode, format.locale, t, num],
  );
  const heatRun = useCallback(
    (body: unknown, signal: AbortSignal) => api.heatLoad(body, locale, signal),
    [api, locale],
  );
  const heatLoad = useComputed(heatRun, heat.body, `${locale}|${JSON.stringify(heat.body)}`);
  const heatServer = useMemo(
    () => (heatLoad.error ? mapFieldErrors(heatLoad.error, t, num) : noFieldErrors),
    [heatLoad.error, t, num],
  );
  const heatErrors = { ...heatServer.fields, ...heat.errors };
  const heatValid = heat.body !== null && !heatLoad.error;
  const designLoadKW = heatValid && heatLoad.result ? heatLoad.result.building.heatLoad / 1000 : null;

  // The comparison and the investments build on the heat load.
  const comp = useMemo(
    () => comparisonBody(comparison, designLoadKW, format.locale, t, num),
    [comparison, designLoadKW, format.locale, t, num],
  );
  const compRun = useCallback((body: unknown, signal: AbortSignal) => api.compare(body, locale, signal), [api, locale]);
  const compared = useComputed(compRun, comp.body, `${locale}|${JSON.stringify(comp.body)}`);
  const compServer = useMemo(
    () => (compared.error ? mapFieldErrors(compared.error, t, num) : noFieldErrors),
    [compared.error, t, num],
  );
  const area = heatLoad.result?.rooms.reduce((s, r) => s + r.area, 0) ?? 0;
  const inv = useMemo(
    () =>
      investmentBodies(
        investment,
        { heatLoadKW: designLoadKW, area, rooms: project.rooms.length, hpSource: comparison.hpSource },
        format.locale,
        t,
        num,
      ),
    [investment, designLoadKW, area, project.rooms.length, comparison.hpSource, format.locale, t, num],
  );
  const investRun = useCallback(
    (
      body: { path: 'calcInvestSystempackage' | 'calcInvestFBHhydrl' | 'calcInvestKWL'; input: unknown }[],
      signal: AbortSignal,
    ) => Promise.all(body.map((b) => api.invest(b.path, b.input, locale, signal))),
    [api, locale],
  );
  const investInput = inv.systemPackage
    ? [
        { path: 'calcInvestSystempackage' as const, input: inv.systemPackage },
        ...(inv.underfloor ? [{ path: 'calcInvestFBHhydrl' as const, input: inv.underfloor }] : []),
        ...(inv.ventilation ? [{ path: 'calcInvestKWL' as const, input: inv.ventilation }] : []),
      ]
    : null;
  const invested = useComputed(investRun, investInput, `${locale}|${JSON.stringify(investInput)}`);

  const [downloading, setDownloading] = useState<'pdf' | 'xlsx' | null>(null);
  const download = async (kind: 'pdf' | 'xlsx') => {
    if (!heat.body) return;
    setDownloading(kind);
    try {
      await api.report(
        kind,
        {
          heatLoad: heat.body,
          ...(comp.body && !compared.error ? { comparison: comp.body } : {}),
          ...(inv.systemPackage ? { systemPackage: inv.systemPackage } : {}),
          ...(inv.underfloor ? { underfloor: inv.underfloor } : {}),
          ...(inv.ventilation ? { ventilation: inv.ventilation } : {}),
        },
        locale,
      );
    } catch (error) {
      if (isExpectedError(error)) notify('error', t('building.ui.downloadFailed'));
      else fail(error);
    } finally {
      setDownloading(null);
    }
  };

  const panel = (id: TabId) => ({ role: 'tabpanel', id: `panel-${id}`, 'aria-labelledby': `tab-${id}` }) as const;
  const invalidNote = (invalid: boolean, general: string[]) =>
    invalid || general.length ? (
      <MessageBar intent="warning" layout="multiline">
        <MessageBarBody>
          {[invalid ? t('building.ui.invalid') : '', ...general].filter(Boolean).join(' ')}
        </MessageBarBody>
      </MessageBar>
    ) : null;

  return (
    <div className={styles.view}>
      <div className={styles.bar}>
        <TabList
          className={styles.tabs}
          selectedValue={tab}
          onTabSelect={(_, d) => setTab(d.value as TabId)}
          aria-label={t('building.ui.tabs.label')}
        >
          {(['heatLoad', 'comparison', 'investment'] as const).map((id) => (
            <Tab key={id} value={id} id={`tab-${id}`} aria-controls={`panel-${id}`}>
              {t(`building.ui.tabs.${id}`)}
            </Tab>
          ))}
        </TabList>
        <div className={styles.actions}>
          <ShareLinkButton link={share.link} />
          <Button appearance="primary" disabled={!heatValid || downloading !== null} onClick={() => download('pdf')}>
            {t('building.ui.downloadPdf')}
          </Button>
          <Button disabled={!heatValid || downloading !== null} onClick={() => download('xlsx')}>
            {t('building.ui.downloadXlsx')}
          </Button>
        </div>
      </div>
      <SavedProjects tool={`building-${mode}`} current={current} onOpen={openSaved} />
      {tab === 'heatLoad' && (
        <div {...panel('heatLoad')} className={styles.layout}>
          <div className={styles.column}>
            <Section title={t('building.ui.project')}>
              <ProjectForm
                project={project}
                template={template}
                mode={mode}
                errors={heatErrors}
                onChange={(patch) => setProject((p) => ({ ...p, ...patch }))}
              />
            </Section>
            <Section title={t('building.ui.rooms')}>
              <RoomEditor
                project={project}
                template={template}
                mode={mode}
                errors={heatErrors}
                onChange={(rooms) => setProject((p) => ({ ...p, rooms }))}
              />
            </Section>
          </div>
          <Section title={t('building.ui.heatLoadResults')}>
            <div aria-busy={heatLoad.computing} className={styles.column}>
              {invalidNote(Object.keys(heatErrors).length > 0, heatServer.general)}
              {heatLoad.result ? (
                <HeatLoadResults result={heatLoad.result} />
              ) : (
                <Spinner label={t('building.ui.computing')} />
              )}
            </div>
          </Section>
        </div>
      )}
      {tab === 'comparison' && (
        <div {...panel('comparison')} className={styles.column}>
          <Suspense fallback={<Loading />}>
            <Section title={t('building.ui.comparison.inputs')}>
              <ComparisonForm
                draft={comparison}
                template={template}
                designLoadKW={designLoadKW}
                errors={{ ...compServer.fields, ...comp.errors }}
                onChange={(patch) => setComparison((c) => ({ ...c, ...patch }))}
              />
            </Section>
            <Section title={t('building.ui.comparison.results')}>
              <div aria-busy={compared.computing} className={styles.column}>
                {invalidNote(
                  Object.keys(comp.errors).length > 0 || Object.keys(compServer.fields).length > 0,
                  compServer.general,
                )}
                {compared.result ? (
                  <ComparisonResults result={compared.result} />
                ) : (
                  <Spinner label={t('building.ui.computing')} />
                )}
              </div>
            </Section>
          </Suspense>
        </div>
      )}
      {tab === 'investment' && (
        <div {...panel('investment')}>
          <Section title={t('building.ui.tabs.investment')}>
            {invalidNote(!inv.systemPackage, [])}
            <Suspense fallback={<Loading />}>
              <Investments
                draft={investment}
                errors={inv.errors}
                results={invested.result ?? []}
                onChange={(patch) => setInvestment((i) => ({ ...i, ...patch }))}
                onUseAsInvestment={(gross) => setComparison((c) => ({ ...c, investment: String(Math.round(gross)) }))}
              />
            </Suspense>
          </Section>
        </div>
      )}
    </div>
  );
}

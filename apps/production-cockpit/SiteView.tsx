import { Button, mergeClasses } from '@fluentui/react-components';
import { useCallback, useMemo, useState } from 'react';
import type { KpiSite, KpiSiteDetails, KpiSiteMidea } from '../../contract/kpi.ts';
import { type KpiKey, kpiIndicators } from '../../contract/kpi-indicators.ts';
import { useFormat, useLoad, useT } from '../platform/index.ts';
import { LineChart, Sparkline, type ValueFormat } from '../shared/charts/index.ts';
import { LoadView } from '../shared/LoadView.tsx';
import { Section } from '../shared/Section.tsx';
import type { KpiApi, PeriodKind } from './api.ts';
import { EditPanel } from './EditPanel.tsx';
import { kpiName, kpiParts, periodStart } from './format.ts';
import { PeriodTable } from './PeriodTable.tsx';
import { useCockpitStyles } from './styles.ts';
import { Tile } from './Tile.tsx';

interface SiteViewProps {
  api: KpiApi;
  /** The plant's details (taking a prefetched answer when there is one). */
  loadDetails: (site: string, signal?: AbortSignal) => Promise<KpiSiteDetails>;
  site: KpiSite | KpiSiteMidea;
  kind: PeriodKind;
  wall: boolean;
  /** Changes on every refresh (wall screen, after a save): reload the series. */
  refresh: number;
  onSaved: () => void;
}

const sparkPoints = { week: 26, month: 12 } as const;
const tablePoints = { week: 12, month: 12 } as const;

/** A plant's details: tiles with their recent trend, the two-year chart of the chosen figure, the periods table, edit mode. */
export function SiteView({ api, loadDetails, site, kind, wall, refresh, onSaved }: SiteViewProps) {
  const t = useT();
  const format = useFormat();
  const styles = useCockpitStyles();
  const details = useLoad((signal) => loadDetails(site.name, signal), [loadDetails, site.name, refresh]);
  const [chosen, setChosen] = useState<KpiKey | null>(null);
  const [editing, setEditing] = useState(false);

  const indicators = site.indicators.filter((i) => kpiIndicators[i.name][kind === 'week' ? 'weekly' : 'monthly']);
  const selected =
    indicators.find((i) => i.name === chosen) ?? indicators.find((i) => i.name === 'producedVolume') ?? indicators[0];
  const rows = useMemo(
    () => (details.data ? (kind === 'week' ? details.data.weeks : details.data.months) : []),
    [details.data, kind],
  );
  const series = (key: KpiKey) => rows.map((row) => (row as unknown as Record<string, number | null>)[key] ?? null);
  // Decimals and unit of the key figure; the chart names the unit once in the axis label.
  const valueFormat = useCallback(
    (key: KpiKey): ValueFormat => {
      const { integer, decimals, unit } = kpiIndicators[key];
      if (integer && unit === 'count') return 'integer';
      return { decimals: integer ? 0 : decimals, unit: kpiParts(format, t, key, 1).unit };
    },
    [format, t],
  );
  const setting = details.data?.indicators.find((s) => s.name === selected?.name);
  const target = setting ? (kind === 'week' ? setting.targetWeek : setting.targetMonth) : null;
  const warning = setting ? (kind === 'week' ? setting.warningWeek : setting.warningMonth) : null;
  const periodWord = t(kind === 'week' ? 'production.chart.weeks' : 'production.chart.months', {
    count: kind === 'week' ? sparkPoints.week : sparkPoints.month,
  });

  return (
    <>
      {site.isEditable && (
        <div className={styles.actions}>
          <Button aria-expanded={editing} onClick={() => setEditing((e) => !e)}>
            {t(editing ? 'production.site.closeEdit' : 'production.site.edit')}
          </Button>
        </div>
      )}
      {editing && details.data && (
        <EditPanel api={api} site={site} settings={details.data.indicators} kind={kind} onSaved={onSaved} />
      )}
      <div className={mergeClasses(styles.tiles, wall && styles.tilesWall)}>
        {indicators.map((indicator) => (
          <Tile
            key={indicator.name}
            indicator={indicator}
            kind={kind}
            wall={wall}
            selected={indicator.name === selected?.name}
            onSelect={() => setChosen(indicator.name)}
            controls="kpi-trend"
          >
            {details.data && (
              <Sparkline
                label={t('production.chart.spark', { name: kpiName(t, indicator.name), period: periodWord })}
                values={series(indicator.name).slice(-sparkPoints[kind])}
                format={valueFormat(indicator.name)}
              />
            )}
          </Tile>
        ))}
      </div>
      <LoadView load={details} namespace="production">
        {(data) => (
          <>
            {selected && (
              <Section
                id="kpi-trend"
                data-testid="kpi-trend"
                title={t('production.chart.title', { name: kpiName(t, selected.name), site: site.description })}
              >
                <LineChart
                  title={t('production.chart.caption', {
                    name: kpiName(t, selected.name),
                    site: site.description,
                    count: rows.length,
                    period: t(kind === 'week' ? 'production.chart.weeksWord' : 'production.chart.monthsWord'),
                  })}
                  hideCaption
                  x={{
                    kind: 'time',
                    values: rows.map((r) => periodStart('calendarWeek' in r ? r.calendarWeek : r.month)),
                    unit: kind,
                  }}
                  series={[{ label: kpiName(t, selected.name), values: series(selected.name), area: true }]}
                  thresholds={[
                    ...(target !== null ? [{ label: t('production.chart.target'), value: target }] : []),
                    ...(warning !== null ? [{ label: t('production.chart.warning'), value: warning }] : []),
                  ]}
                  y={{ format: valueFormat(selected.name) }}
                  variant={wall ? 'wall' : 'default'}
                />
              </Section>
            )}
            <Section title={t('production.table.title', { site: site.description })}>
              <PeriodTable
                kind={kind}
                settings={data.indicators}
                rows={rows.slice(-tablePoints[kind]).reverse()}
                caption={t(kind === 'week' ? 'production.table.captionWeeks' : 'production.table.captionMonths', {
                  count: tablePoints[kind],
                })}
              />
            </Section>
          </>
        )}
      </LoadView>
    </>
  );
}

import { Button, mergeClasses, Subtitle2 } from '@fluentui/react-components';
import type { KpiSite, KpiSiteMidea } from '../../contract/kpi.ts';
import { kpiIndicators } from '../../contract/kpi-indicators.ts';
import { useFormat, useT } from '../platform/index.ts';
import type { PeriodKind } from './api.ts';
import { periodLabel } from './format.ts';
import { useCockpitStyles } from './styles.ts';
import { StateDot, Tile, tileFigures } from './Tile.tsx';

interface OverviewProps {
  sites: (KpiSite | KpiSiteMidea)[];
  kind: PeriodKind;
  wall: boolean;
  onOpen: (site: string) => void;
  /** The pointer or focus is on a plant's button: its details may start loading. */
  onPrefetch: (site: string) => void;
}

/** Every plant of the cockpit with its key figures of the latest week or month; a plant opens its details. */
export function OverviewView({ sites, kind, wall, onOpen, onPrefetch }: OverviewProps) {
  const t = useT();
  const format = useFormat();
  const styles = useCockpitStyles();
  return (
    <div className={styles.siteGrid}>
      {sites.map((site) => {
        const indicators = site.indicators.filter((i) => kpiIndicators[i.name][kind === 'week' ? 'weekly' : 'monthly']);
        const states = indicators.map((i) => tileFigures(i, kind).state);
        const headingId = `site-${site.name}`;
        return (
          <section key={site.name} className={styles.section} aria-labelledby={headingId} data-site={site.name}>
            <div className={styles.siteHead}>
              <Subtitle2 as="h2" id={headingId} className={styles.sectionTitle}>
                {site.description}
              </Subtitle2>
              <span className={styles.muted}>
                {periodLabel(format, t, kind === 'week' ? site.calendarWeek : site.calendarMonth)}
              </span>
            </div>
            <p className={mergeClasses(styles.tileLine)} style={{ margin: 0 }}>
              {(['green', 'yellow', 'red'] as const).map((state) => (
                <span key={state} className={styles.tileLine}>
                  <StateDot state={state} />
                  {t(`production.overview.count.${state}`, { count: states.filter((s) => s === state).length })}
                </span>
              ))}
            </p>
            <div className={mergeClasses(styles.tiles, wall && styles.tilesWall)}>
              {indicators.map((indicator) => (
                <Tile key={indicator.name} indicator={indicator} kind={kind} wall={wall} />
              ))}
            </div>
            <div>
              <Button
                onClick={() => onOpen(site.name)}
                onPointerEnter={() => onPrefetch(site.name)}
                onFocus={() => onPrefetch(site.name)}
              >
                {t('production.overview.open', { site: site.description })}
              </Button>
            </div>
          </section>
        );
      })}
    </div>
  );
}

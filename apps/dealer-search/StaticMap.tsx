import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { DealerEntry } from '../../contract/crm.ts';
import { fitView, type LatLon } from './map-view.ts';

const height = 320;

const useStyles = makeStyles({
  figure: { margin: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  map: {
    position: 'relative',
    overflow: 'hidden',
    height: `${height}px`,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  tile: { position: 'absolute', width: '256px', height: '256px', userSelect: 'none', pointerEvents: 'none' },
  marker: {
    position: 'absolute',
    transform: 'translate(-50%, -50%)',
    width: '1.5rem',
    height: '1.5rem',
    borderRadius: tokens.borderRadiusCircular,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    border: `2px solid ${tokens.colorNeutralBackground1}`,
    fontSize: tokens.fontSizeBase100,
    fontWeight: tokens.fontWeightSemibold,
  },
  centre: {
    position: 'absolute',
    transform: 'translate(-50%, -50%)',
    width: '0.875rem',
    height: '0.875rem',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorPaletteRedBackground3,
    border: `2px solid ${tokens.colorNeutralBackground1}`,
  },
  attribution: { alignSelf: 'flex-end', color: tokens.colorNeutralForeground3 },
});

/**
 * A map of the search centre and the listed dealers, numbered like the list, from the configured
 * tile server only (no map library, no other external calls). Decorative for screen readers: the
 * list carries the same information.
 */
export function StaticMap({
  tileUrl,
  attribution,
  centre,
  dealers,
  label,
}: {
  tileUrl: string;
  attribution?: string | undefined;
  centre: LatLon;
  dealers: readonly DealerEntry[];
  label: string;
}) {
  const styles = useStyles();
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(640);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.round(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const view = useMemo(
    () => fitView([centre, ...dealers], { width, height }, tileUrl),
    [centre, dealers, width, tileUrl],
  );

  return (
    <figure className={styles.figure}>
      <div ref={box} className={styles.map} role="img" aria-label={label}>
        {view?.tiles.map((tile) => (
          <img
            key={tile.key}
            className={styles.tile}
            src={tile.url}
            alt=""
            width={256}
            height={256}
            style={{ left: `${tile.x}px`, top: `${tile.y}px` }}
            loading="lazy"
            referrerPolicy="no-referrer"
          />
        ))}
        {view ? (
          <span className={styles.centre} style={{ left: `${view.points[0]!.x}px`, top: `${view.points[0]!.y}px` }} />
        ) : null}
        {view?.points.slice(1).map((p, index) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: markers are numbered by their place in the list
            key={index}
            className={styles.marker}
            style={{ left: `${p.x}px`, top: `${p.y}px`, zIndex: dealers.length - index }}
          >
            {index + 1}
          </span>
        ))}
      </div>
      {attribution ? (
        <figcaption className={styles.attribution}>
          <Caption1>{attribution}</Caption1>
        </figcaption>
      ) : null}
    </figure>
  );
}

import { makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { CalcSeries } from '../../contract/calculators/common.ts';
import { useLocale, useT } from '../platform/index.ts';
import { formatNumber } from '../shared/numbers.ts';
import { type ChartGeometry, chartGeometry, chartSummary, decimalsOf, readable } from './chart-scale.ts';

/** Line colours (left axis in order) and the right axis; dash patterns keep them apart without colour. */
const leftColors = [
  tokens.colorBrandForeground1,
  tokens.colorPaletteBlueForeground2,
  tokens.colorPaletteGreenForeground1,
  tokens.colorPalettePurpleForeground2,
];
const leftDashes = ['', '7 4', '2 3', '4 2'];
const rightColor = tokens.colorPaletteDarkOrangeForeground1;
const rightDash = '9 3 2 3';
const markerColor = tokens.colorNeutralForeground3;

function lineStyle(geometry: ChartGeometry, index: number) {
  const line = geometry.lines[index]!;
  if (line.axis === 'right') return { color: rightColor, dash: rightDash };
  return { color: leftColors[index % leftColors.length]!, dash: leftDashes[index % leftDashes.length]! };
}

const chartHeight = 280;

const useStyles = makeStyles({
  figure: { margin: 0, minWidth: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  title: { margin: 0 },
  svg: { display: 'block', overflow: 'visible', fontFamily: tokens.fontFamilyBase },
  tick: { fontSize: '11px', fill: tokens.colorNeutralForeground2 },
  axisTitle: { fontSize: '12px', fill: tokens.colorNeutralForeground2, fontWeight: tokens.fontWeightSemibold },
  legend: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground2,
  },
  legendItem: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  details: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground2 },
  summary: {
    cursor: 'pointer',
    width: 'fit-content',
    borderRadius: tokens.borderRadiusSmall,
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  caption: { textAlign: 'start', fontWeight: tokens.fontWeightSemibold, paddingBottom: tokens.spacingVerticalXS },
  tableWrap: { maxHeight: '16rem', overflow: 'auto', marginTop: tokens.spacingVerticalXS },
  table: {
    borderCollapse: 'collapse',
    fontVariantNumeric: 'tabular-nums',
    '& th, & td': {
      padding: `2px ${tokens.spacingHorizontalS}`,
      textAlign: 'right',
      borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    },
    '& th': {
      fontWeight: tokens.fontWeightSemibold,
      position: 'sticky',
      top: 0,
      background: tokens.colorNeutralBackground1,
    },
  },
});

/**
 * Follows the width of the element it is attached to: null until the first observation. The
 * observer reports after the browser's own layout; measuring during React's commit forced that
 * layout inside the commit, one long task on a phone (docs/performance.md "The island's first mount").
 */
function useWidth(): [React.RefObject<HTMLElement | null>, number | null] {
  const ref = useRef<HTMLElement | null>(null);
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(() => {
      const next = Math.floor(element.clientWidth);
      if (next > 0) setWidth((current) => (current !== null && Math.abs(current - next) < 1 ? current : next));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}

function Swatch({ color, dash }: { color: string; dash: string }) {
  return (
    <svg width="28" height="10" aria-hidden="true" focusable="false">
      <line
        x1="1"
        y1="5"
        x2="27"
        y2="5"
        style={{ stroke: color }}
        strokeWidth="2.5"
        strokeDasharray={dash || undefined}
      />
    </svg>
  );
}

/**
 * One result series as an accessible inline SVG line chart: left axis in one unit, an optional
 * right axis, ticks and units, the operating point, a legend, a text summary as the image's
 * name, and the numbers as a table on request.
 */
export function SeriesChart({ series, marker }: { series: CalcSeries; marker: number | null }) {
  const t = useT();
  const locale = useLocale();
  const styles = useStyles();
  const [ref, width] = useWidth();
  // The numbers are rendered only when asked for: a closed table is dead weight for every re-render.
  const [tableOpen, setTableOpen] = useState(false);
  const geometry = useMemo(
    () => chartGeometry(series, Math.max(280, width ?? 520), chartHeight, locale, marker),
    [series, width, locale, marker],
  );
  if (!geometry) return null;
  const { plot, x, left, right } = geometry;
  const xDigits = decimalsOf(x.step);
  const leftDigits = decimalsOf(left.step);
  const rightDigits = right ? decimalsOf(right.step) : 0;
  const rightLabel = t('calc.ui.chart.rightAxis');

  return (
    <figure className={styles.figure} ref={ref as React.RefObject<HTMLElement>}>
      <Subtitle2 as="h3" className={styles.title}>
        {series.label}
      </Subtitle2>
      {/* Until the figure's width is known: its space, so nothing below moves when the chart appears. */}
      {width === null ? (
        <div style={{ height: geometry.height }} />
      ) : (
        <svg
          className={styles.svg}
          role="img"
          aria-label={chartSummary(series, geometry, locale, t)}
          width={geometry.width}
          height={geometry.height}
          viewBox={`0 0 ${geometry.width} ${geometry.height}`}
        >
          {left.ticks.map((v) => (
            <g key={`l${v}`}>
              <line
                x1={plot.left}
                x2={plot.right}
                y1={geometry.pyLeft(v)}
                y2={geometry.pyLeft(v)}
                style={{ stroke: v === left.min ? tokens.colorNeutralStroke1 : tokens.colorNeutralStroke2 }}
                strokeWidth="1"
              />
              <text className={styles.tick} x={plot.left - 6} y={geometry.pyLeft(v) + 4} textAnchor="end">
                {formatNumber(v, locale, leftDigits)}
              </text>
            </g>
          ))}
          {right?.ticks.map((v) => (
            <text
              key={`r${v}`}
              className={styles.tick}
              x={plot.right + 6}
              y={geometry.pyRight(v) + 4}
              textAnchor="start"
              style={{ fill: rightColor }}
            >
              {formatNumber(v, locale, rightDigits)}
            </text>
          ))}
          {x.ticks.map((v) => (
            <g key={`x${v}`}>
              <line
                x1={geometry.px(v)}
                x2={geometry.px(v)}
                y1={plot.bottom}
                y2={plot.bottom + 5}
                style={{ stroke: tokens.colorNeutralStroke1 }}
              />
              <text className={styles.tick} x={geometry.px(v)} y={plot.bottom + 18} textAnchor="middle">
                {formatNumber(v, locale, xDigits)}
              </text>
            </g>
          ))}
          <line
            x1={plot.left}
            x2={plot.left}
            y1={plot.top}
            y2={plot.bottom}
            style={{ stroke: tokens.colorNeutralStroke1 }}
          />
          {right && (
            <line
              x1={plot.right}
              x2={plot.right}
              y1={plot.top}
              y2={plot.bottom}
              style={{ stroke: tokens.colorNeutralStroke1 }}
            />
          )}
          <text className={styles.axisTitle} x={plot.left} y={plot.top - 12} textAnchor="middle">
            {geometry.leftUnit}
          </text>
          {right && (
            <text
              className={styles.axisTitle}
              x={plot.right}
              y={plot.top - 12}
              textAnchor="middle"
              style={{ fill: rightColor }}
            >
              {geometry.rightUnit}
            </text>
          )}
          <text
            className={styles.axisTitle}
            x={(plot.left + plot.right) / 2}
            y={geometry.height - 6}
            textAnchor="middle"
          >
            {t('calc.ui.chart.axisTitle', { label: series.x.label, unit: series.x.unit })}
          </text>
          {geometry.marker && (
            <line
              x1={geometry.marker.px}
              x2={geometry.marker.px}
              y1={plot.top}
              y2={plot.bottom}
              style={{ stroke: markerColor }}
              strokeWidth="1.5"
              strokeDasharray="3 3"
            />
          )}
          {geometry.lines.map((line, index) => {
            const { color, dash } = lineStyle(geometry, index);
            return (
              <path
                key={line.key}
                d={line.path}
                fill="none"
                style={{ stroke: color }}
                strokeWidth="2.25"
                strokeLinejoin="round"
                strokeLinecap="round"
                strokeDasharray={dash || undefined}
              />
            );
          })}
          {geometry.marker?.points.map((point) => {
            const index = geometry.lines.findIndex((l) => l.key === point.key);
            return (
              <circle
                key={point.key}
                cx={point.px}
                cy={point.py}
                r="4"
                style={{ fill: tokens.colorNeutralBackground1, stroke: lineStyle(geometry, index).color }}
                strokeWidth="2"
              />
            );
          })}
        </svg>
      )}
      <ul className={styles.legend} aria-label={t('calc.ui.chart.legend')}>
        {geometry.lines.map((line, index) => (
          <li key={line.key} className={styles.legendItem}>
            <Swatch {...lineStyle(geometry, index)} />
            {line.label} ({line.unit}
            {line.axis === 'right' ? `, ${rightLabel}` : ''})
          </li>
        ))}
        {geometry.marker && (
          <li className={styles.legendItem}>
            <Swatch color={markerColor} dash="3 3" />
            {t('calc.ui.chart.markerLegend')} ({readable(geometry.marker.value, locale)} {series.x.unit})
          </li>
        )}
      </ul>
      <details className={styles.details} onToggle={(event) => setTableOpen(event.currentTarget.open)}>
        <summary className={styles.summary}>{t('calc.ui.chart.table')}</summary>
        {tableOpen && (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption className={styles.caption}>{series.label}</caption>
              <thead>
                <tr>
                  <th scope="col">
                    {series.x.label} ({series.x.unit})
                  </th>
                  {geometry.lines.map((line) => (
                    <th key={line.key} scope="col">
                      {line.label} ({line.unit})
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {series.points.map((point) => {
                  const xValue = point[series.x.key];
                  if (typeof xValue !== 'number') return null;
                  return (
                    <tr key={xValue}>
                      <th scope="row">{readable(xValue, locale)}</th>
                      {geometry.lines.map((line) => {
                        const value = point[line.key];
                        return <td key={line.key}>{typeof value === 'number' ? readable(value, locale) : '–'}</td>;
                      })}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </details>
    </figure>
  );
}

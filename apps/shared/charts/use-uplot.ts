/**
 * One uPlot instance per chart: created when the options change (structure, theme, language),
 * fed through `setData` when only the data changes (a 60 s auto-refresh reuses the instance),
 * resized with its container by a ResizeObserver (uPlot scales the canvas by devicePixelRatio,
 * so it stays crisp on HiDPI screens), destroyed on unmount.
 */
import { type RefObject, useLayoutEffect, useRef } from 'react';
import uPlot from 'uplot';
import { adoptUplotCss } from './uplot-css.ts';

export function useUplot(
  target: RefObject<HTMLDivElement | null>,
  options: Omit<uPlot.Options, 'width' | 'height'> | null,
  data: uPlot.AlignedData,
  height: number,
): RefObject<uPlot | null> {
  const plot = useRef<uPlot | null>(null);
  const latest = useRef({ data, height });
  latest.current = { data, height };

  useLayoutEffect(() => {
    const el = target.current;
    if (!el || !options) return;
    adoptUplotCss(el);
    const { data: initial, height: h } = latest.current;
    const u = new uPlot({ ...options, width: Math.max(1, Math.floor(el.clientWidth)), height: h }, initial, el);
    plot.current = u;
    let frame = 0;
    const observer = new ResizeObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const width = Math.max(1, Math.floor(el.clientWidth));
        if (width !== u.width || latest.current.height !== u.height)
          u.setSize({ width, height: latest.current.height });
      });
    });
    observer.observe(el);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      u.destroy();
      plot.current = null;
    };
  }, [target, options]);

  useLayoutEffect(() => {
    const u = plot.current;
    if (u && u.data !== data) u.setData(data);
  }, [data]);

  useLayoutEffect(() => {
    const u = plot.current;
    if (u && u.height !== height) u.setSize({ width: u.width, height });
  }, [height]);

  return plot;
}

import type { ReactNode } from 'react';

/**
 * A table that may scroll sideways on narrow screens: a labelled region in the tab order, so
 * keyboard users can scroll it too (axe scrollable-region-focusable).
 */
export function ScrollRegion({
  label,
  className,
  children,
}: {
  label: string;
  className: string;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
    <section className={className} aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}

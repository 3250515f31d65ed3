import { useArrowNavigationGroup } from '@fluentui/react-components';
import { useMemo } from 'react';

/**
 * The Tabster attributes of Fluent's TabList, with Tabster's two focus-forwarding "dummy inputs"
 * placed beside the tab list instead of inside it. Inside, they are children of `role="tablist"`
 * that are not tabs (axe `aria-required-children`), now that elements/island/tabster-shadow-dom.ts
 * keeps them audible. Tabster does the same on its own for `<ul>`, `<ol>` and `<table>`.
 * Spread onto the TabList: its own props override the arrow-key group it would set itself.
 */
export function useTabListAttributes(): Record<string, string> {
  const mover = useArrowNavigationGroup({
    circular: true,
    axis: 'horizontal',
    memorizeCurrent: false,
    unstable_hasDefault: true,
  })['data-tabster'];
  return useMemo(() => {
    const value = JSON.parse(mover ?? '{}') as Record<string, unknown>;
    // Tabster's SysDummyInputsPositions.Outside
    return { 'data-tabster': JSON.stringify({ ...value, sys: { dummyInputsPosition: 2 } }) };
  }, [mover]);
}

// biome-ignore lint/style/noRestrictedImports: the one wrapper of Fluent's TabList
import { TabList as FluentTabList, type TabListProps } from '@fluentui/react-components';
import { useTabListA11yBehavior_unstable } from '@fluentui/react-tabs';
import { useMergedTabsterAttributes_unstable, useTabsterAttributes } from '@fluentui/react-tabster';
import { forwardRef } from 'react';
import { SysDummyInputsPositions } from 'tabster';

/**
 * Fluent's TabList with the focus manager's helper elements placed beside the tab list instead of
 * inside it. Tabster (Fluent's focus manager) puts two invisible focusable `<i>` elements into
 * every arrow-key group; inside `role="tablist"` they are children that are not tabs, which
 * screen readers and axe (`aria-required-children`) reject. Outside, they do the same job.
 * Apps take TabList from here (a lint rule says so).
 */
export const TabList = forwardRef<HTMLDivElement, TabListProps>(function TabList(props, ref) {
  const arrowKeys = useTabListA11yBehavior_unstable({ vertical: !!props.vertical });
  const helpersOutside = useTabsterAttributes({ sys: { dummyInputsPosition: SysDummyInputsPositions.Outside } });
  const focus = useMergedTabsterAttributes_unstable(arrowKeys, helpersOutside);
  return <FluentTabList ref={ref} {...focus} {...props} />;
});

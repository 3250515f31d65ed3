import { Tab } from '@fluentui/react-components';
import { useId } from 'react';
import { useT } from '../platform/index.ts';
import { TabList } from '../shared/TabList.tsx';
import type { ModeSwitchProps } from './CalculatorApp.tsx';

/** Tabs between an element's calculators (x-flair: design / replacement), the calculator as their panel. */
export function ModeTabs({ variants, selected, onSelect, children }: ModeSwitchProps) {
  const t = useT();
  const id = useId();
  return (
    <>
      <TabList
        selectedValue={selected}
        onTabSelect={(_, data) => onSelect(String(data.value))}
        aria-label={t('calc.ui.variantsLabel')}
      >
        {variants.map((variant) => (
          <Tab key={variant.id} value={variant.id} id={`${id}-${variant.id}`} aria-controls={`${id}-panel`}>
            {t(`calc.ui.variants.${variant.id}`)}
          </Tab>
        ))}
      </TabList>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-${selected}`}>
        {children}
      </div>
    </>
  );
}

import { Field, makeStyles, Select } from '@fluentui/react-components';
import { useT } from '../platform/index.ts';
import type { ModeSwitchProps } from './CalculatorApp.tsx';

const useStyles = makeStyles({
  /** As wide as a form field (apps/calculators/CalculatorForm.tsx), not the page's width. */
  field: { maxWidth: '24rem' },
});

/**
 * The choice between an element's calculators (x-flair: design / replacement), the calculator below.
 * A Select, which every calculator's form already loads: Fluent's TabList with its arrow-key mover
 * fetched 13.8 KiB gzip more on a foreign page (docs/performance.md "An embedded element: where
 * its bytes go"). The calculator below is re-created with the new mode; this field keeps focus.
 */
export function ModeSelect({ variants, selected, onSelect, children }: ModeSwitchProps) {
  const t = useT();
  const styles = useStyles();
  return (
    <>
      <Field className={styles.field} label={t('calc.ui.variantsLabel')}>
        <Select value={selected} onChange={(_, data) => onSelect(data.value)}>
          {variants.map((variant) => (
            <option key={variant.id} value={variant.id}>
              {t(`calc.ui.variants.${variant.id}`)}
            </option>
          ))}
        </Select>
      </Field>
      {children}
    </>
  );
}

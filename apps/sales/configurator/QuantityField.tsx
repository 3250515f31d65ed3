import { Field, Input, makeStyles } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { configuratorQuantityMax } from '../../../contract/configurator.ts';
import { useFormat, useT } from '../../platform/index.ts';
import { parseQuantity } from './saved.ts';

const useStyles = makeStyles({ field: { maxWidth: '10rem' } });

/**
 * The number of pieces: typed freely, taken when the field is left or Enter is pressed (one
 * engine call per change, not per keystroke); anything but a whole number in range stays in the
 * field with the rule beside it.
 */
export function QuantityField({ value, onChange }: { value: number; onChange: (quantity: number) => void }) {
  const t = useT();
  const format = useFormat();
  const styles = useStyles();
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const parsed = parseQuantity(text);
  const commit = () => {
    if (parsed !== null && parsed !== value) onChange(parsed);
  };
  return (
    <Field
      label={t('sales.ui.quantityLabel')}
      className={styles.field}
      validationMessage={
        parsed === null ? t('sales.ui.quantityRange', { max: format.number(configuratorQuantityMax) }) : undefined
      }
    >
      <Input
        type="number"
        inputMode="numeric"
        min={1}
        max={configuratorQuantityMax}
        step={1}
        value={text}
        onChange={(_, d) => setText(d.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
    </Field>
  );
}

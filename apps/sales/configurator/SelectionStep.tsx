import { Field, Radio, RadioGroup } from '@fluentui/react-components';
import type { StepDataRow } from '../../../contract/configurator.ts';

/** One choice of the guided product selection (group, series, connection) as a radio group. */
export function SelectionStep({
  label,
  rows,
  value,
  onChange,
}: {
  label: string;
  rows: readonly StepDataRow[];
  value: string | null;
  onChange: (row: StepDataRow) => void;
}) {
  return (
    <Field label={label}>
      <RadioGroup
        value={value ?? ''}
        onChange={(_, data) => {
          const row = rows.find((r) => r.kombination === data.value);
          if (row) onChange(row);
        }}
      >
        {rows.map((row) => (
          <Radio
            key={row.kombination}
            value={row.kombination}
            label={row.description ? `${row.text} – ${row.description}` : row.text}
          />
        ))}
      </RadioGroup>
    </Field>
  );
}

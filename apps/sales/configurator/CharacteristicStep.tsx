import { Field, makeStyles, Radio, RadioGroup, tokens } from '@fluentui/react-components';
import type { SapCharacteristic } from '../../../contract/configurator.ts';
import { useT } from '../../platform/index.ts';

const useStyles = makeStyles({
  info: { margin: 0, color: tokens.colorNeutralForeground2, maxWidth: '48rem' },
  group: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
    gap: tokens.spacingVerticalXS,
  },
  excluded: { color: tokens.colorNeutralForeground3 },
  reason: { display: 'block', fontSize: tokens.fontSizeBase200, color: tokens.colorPaletteDarkOrangeForeground1 },
});

/**
 * One characteristic: its info text, the values that keep the configuration possible, and the
 * others with the reason they are unavailable. Those can still be chosen — the server then
 * refuses the combination and says why (the app shows it at the field).
 */
export function CharacteristicStep({
  characteristic,
  onChoose,
  error,
}: {
  characteristic: SapCharacteristic;
  onChoose: (value: string) => void;
  error?: string;
}) {
  const t = useT();
  const styles = useStyles();
  return (
    <Field
      label={characteristic.text}
      hint={characteristic.infoText || undefined}
      validationMessage={error}
      required={characteristic.required}
    >
      <RadioGroup
        className={styles.group}
        value={characteristic.value ?? ''}
        onChange={(_, data) => onChoose(data.value)}
      >
        {characteristic.possibleValues.map((v) => (
          <Radio key={v.value} value={v.value} label={v.text} />
        ))}
        {characteristic.excludedValues.map((v) => (
          <Radio
            key={v.value}
            value={v.value}
            className={styles.excluded}
            label={
              <>
                {v.text}{' '}
                <span className={styles.reason}>{t('sales.ui.unavailable', { reason: v.reasons.join(' ') })}</span>
              </>
            }
          />
        ))}
      </RadioGroup>
    </Field>
  );
}

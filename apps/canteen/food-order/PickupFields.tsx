import { Field, Select } from '@fluentui/react-components';
import { useT } from '../../platform/index.ts';
import { useCanteen } from '../context.ts';
import { useFoodOrderStyles } from './useFoodOrderStyles.ts';

/** The offered choices, with a stored value the canteen no longer offers kept in front. */
function choices(offered: readonly string[], current: string): readonly string[] {
  return offered.includes(current) || !current ? offered : [current, ...offered];
}

/** When and where the order is picked up. */
export function PickupFields({
  time,
  location,
  disabled,
  onTime,
  onLocation,
}: {
  time: string;
  location: string;
  disabled: boolean;
  onTime: (time: string) => void;
  onLocation: (location: string) => void;
}) {
  const t = useT();
  const styles = useFoodOrderStyles();
  const { canteen } = useCanteen();
  return (
    <div className={styles.pickup}>
      <Field label={t('canteen.ui.pickUpTime')}>
        <Select className={styles.select} value={time} disabled={disabled} onChange={(_, d) => onTime(d.value)}>
          {choices(canteen.pickUpTimes, time).map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('canteen.ui.pickUpLocation')}>
        <Select className={styles.select} value={location} disabled={disabled} onChange={(_, d) => onLocation(d.value)}>
          {choices(canteen.pickUpLocations, location).map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </Select>
      </Field>
    </div>
  );
}

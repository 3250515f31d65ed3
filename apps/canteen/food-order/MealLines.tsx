import { SpinButton, Text } from '@fluentui/react-components';
import { useFormat, useT } from '../../platform/index.ts';
import { AddIcon, SubtractIcon } from '../../shared/icons.tsx';
import { priceText } from '../money.ts';
import type { Line } from './useDayOrder.ts';
import { useFoodOrderStyles } from './useFoodOrderStyles.ts';

const maxQuantity = 20;

/** Meals (or extras) of a day with their prices and a quantity each. */
export function MealLines({
  label,
  lines,
  quantities,
  disabled,
  onQuantity,
}: {
  label: string;
  lines: Line[];
  quantities: Record<string, number>;
  disabled: boolean;
  onQuantity: (articleId: string, quantity: number) => void;
}) {
  const t = useT();
  const format = useFormat();
  const styles = useFoodOrderStyles();
  return (
    <ul className={styles.meals} aria-label={label}>
      {lines.map((line) => (
        <li key={line.articleId} className={styles.meal}>
          <div>
            <div className={styles.mealName}>{line.name}</div>
            {line.description && <Text size={200}>{line.description}</Text>}
            <div className={styles.mealPrice}>{priceText(format, line.price)}</div>
          </div>
          <SpinButton
            className={styles.quantity}
            input={{ className: styles.quantityInput }}
            decrementButton={{
              className: styles.decrement,
              'aria-label': t('canteen.ui.quantityLess', { name: line.name }),
              children: <SubtractIcon />,
            }}
            incrementButton={{
              className: styles.increment,
              'aria-label': t('canteen.ui.quantityMore', { name: line.name }),
              children: <AddIcon />,
            }}
            aria-label={t('canteen.ui.quantityFor', { name: line.name })}
            min={0}
            max={maxQuantity}
            value={quantities[line.articleId] ?? 0}
            disabled={disabled}
            onChange={(_, data) => {
              const raw =
                data.value ?? (data.displayValue === undefined ? null : Number.parseInt(data.displayValue, 10));
              const value = raw === null || Number.isNaN(raw) ? 0 : Math.max(0, Math.min(maxQuantity, Math.round(raw)));
              onQuantity(line.articleId, value);
            }}
          />
        </li>
      ))}
    </ul>
  );
}

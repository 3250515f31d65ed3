import type { ReactNode } from 'react';
import { useDetailStyles } from './useDetailStyles.ts';

/** Label–value pairs of an entry (a description list). */
export function Facts({ items }: { items: readonly (readonly [label: string, value: ReactNode])[] }) {
  const styles = useDetailStyles();
  return (
    <dl className={styles.facts}>
      {items.map(([label, value]) => (
        <div key={label} className={styles.fact}>
          <dt className={styles.term}>{label}</dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

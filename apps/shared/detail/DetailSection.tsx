import { Subtitle2 } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useDetailStyles } from './useDetailStyles.ts';

/** A part of a detail panel with an h3 title and actions ("Rollen", "+ Zuweisen"). */
export function DetailSection({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const styles = useDetailStyles();
  return (
    <section className={styles.section}>
      <div className={styles.sectionHeader}>
        <Subtitle2 as="h3" className={styles.sectionTitle}>
          {title}
        </Subtitle2>
        {actions}
      </div>
      {children}
    </section>
  );
}

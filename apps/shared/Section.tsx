import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { type HTMLAttributes, type ReactNode, useId } from 'react';
import { pageStyles } from './page-styles.ts';

const useStyles = makeStyles({
  section: pageStyles.section,
  head: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
  },
  title: pageStyles.sectionTitle,
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

/** Other attributes (`id`, `data-testid`) go to the `<section>`. */
export interface SectionProps extends Omit<HTMLAttributes<HTMLElement>, 'title' | 'children'> {
  /** The section's h2; the section is a region named by it. */
  title: string;
  /** Right of the title: buttons that act on the section's content. */
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A card on the page with an h2 title: one list, one form, one group of facts. */
export function Section({ title, actions, children, className, ...rest }: SectionProps) {
  const styles = useStyles();
  const id = useId();
  return (
    <section {...rest} className={mergeClasses(styles.section, className)} aria-labelledby={id}>
      <div className={styles.head}>
        <h2 id={id} className={styles.title}>
          {title}
        </h2>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}

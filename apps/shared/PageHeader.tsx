import { makeStyles, tokens } from '@fluentui/react-components';
import { type ReactNode, useEffect, useRef } from 'react';
import { pageStyles } from './page-styles.ts';

const useStyles = makeStyles({
  header: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    justifyContent: 'space-between',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
  },
  titles: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  title: pageStyles.title,
  intro: { margin: 0, maxWidth: '48rem', color: tokens.colorNeutralForeground2 },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
});

export interface PageHeaderProps {
  /** The page's one h1. */
  title: string;
  intro?: ReactNode;
  /** Right of the title (wraps below it on narrow screens): a create button, a selector. */
  actions?: ReactNode;
  /**
   * Moves the focus to the title when it becomes true: after a page change inside the app, so
   * keyboard and screen-reader users start at the top of the new page (never on first render).
   */
  focus?: boolean;
}

/** The page title (h1) in the one heading style, with an intro and actions. */
export function PageHeader({ title, intro, actions, focus = false }: PageHeaderProps) {
  const styles = useStyles();
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <div className={styles.header}>
      <div className={styles.titles}>
        <h1 className={styles.title} ref={ref} tabIndex={-1}>
          {title}
        </h1>
        {intro ? <p className={styles.intro}>{intro}</p> : null}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}

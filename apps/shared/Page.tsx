import { makeStyles, mergeClasses } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { pageStyles } from './page-styles.ts';

const useStyles = makeStyles({
  root: pageStyles.root,
  narrow: { maxWidth: '56rem' },
});

/** A mini app's page: the shared background, padding and spacing; `narrow` for forms and text. */
export function Page({ children, narrow = false }: { children: ReactNode; narrow?: boolean }) {
  const styles = useStyles();
  return <div className={mergeClasses(styles.root, narrow && styles.narrow)}>{children}</div>;
}

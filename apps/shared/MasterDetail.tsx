import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  // Sized by the island's own width (a container query, not the viewport: inside the shell's
  // layout the island is narrower than the window).
  container: { containerType: 'inline-size' },
  split: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: tokens.spacingHorizontalXL,
    alignItems: 'start',
    '@container (min-width: 880px)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' },
  },
});

/** A list and the selected entry's details side by side when there is room, else stacked. */
export function MasterDetail({ list, detail }: { list: ReactNode; detail: ReactNode }) {
  const styles = useStyles();
  return (
    <div className={styles.container}>
      <div className={styles.split}>
        <div>{list}</div>
        <div>{detail}</div>
      </div>
    </div>
  );
}

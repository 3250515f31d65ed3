import { makeStyles, tokens } from '@fluentui/react-components';
import type { CSSProperties } from 'react';

/** The key figures above a result (large numbers in tiles) and the notes below it. */

const useStyles = makeStyles({
  figures: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, var(--figure-min-width)), 1fr))',
    gap: tokens.spacingHorizontalM,
    margin: 0,
  },
  figure: {
    display: 'flex',
    flexDirection: 'column',
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  value: {
    fontSize: tokens.fontSizeBase600,
    fontWeight: tokens.fontWeightSemibold,
    fontVariantNumeric: 'tabular-nums',
    margin: 0,
  },
  label: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  note: { color: tokens.colorNeutralForeground3, margin: 0 },
});

export interface Figure {
  key: string;
  label: string;
  value: string;
}

/** Tiles of at least `minWidth`, as many to a row as fit. */
export function KeyFigures({ figures, minWidth }: { figures: Figure[]; minWidth: string }) {
  const styles = useStyles();
  return (
    <dl className={styles.figures} style={{ '--figure-min-width': minWidth } as CSSProperties}>
      {figures.map((f) => (
        <div key={f.key} className={styles.figure}>
          <dt className={styles.label}>{f.label}</dt>
          <dd className={styles.value}>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A quiet paragraph under a result (break-even year, climate source). */
export function ResultNote({ children }: { children: string }) {
  const styles = useStyles();
  return <p className={styles.note}>{children}</p>;
}

/** The server's warnings of a result, one paragraph each. */
export function ResultNotes({ messages }: { messages: { code: string; field?: string; message: string }[] }) {
  return messages.map((m) => <ResultNote key={`${m.code}-${m.field ?? ''}`}>{m.message}</ResultNote>);
}

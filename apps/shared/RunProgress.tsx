import { Button, makeStyles, ProgressBar, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    flexWrap: 'wrap',
    padding: `${tokens.spacingVerticalS} 0`,
  },
  bar: { flex: '1 1 12rem', minWidth: '8rem' },
});

/**
 * A long request in progress: an indeterminate bar, the text (e.g. "Läuft seit 4 s …", announced
 * politely) and a cancel button. Texts come from the app.
 */
export function RunProgress({
  text,
  cancelLabel,
  onCancel,
}: {
  text: string;
  cancelLabel: string;
  onCancel: () => void;
}) {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <ProgressBar className={styles.bar} aria-label={text} />
      <span role="status">{text}</span>
      <Button onClick={onCancel}>{cancelLabel}</Button>
    </div>
  );
}

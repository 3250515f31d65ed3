import { Button, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { DismissIcon } from '../../shared/icons.tsx';

export const useStepStyles = makeStyles({
  step: {
    border: 'none',
    margin: 0,
    minWidth: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingVerticalM,
    borderLeft: `4px solid ${tokens.colorBrandStroke1}`,
    backgroundColor: tokens.colorNeutralBackground2,
    borderRadius: tokens.borderRadiusMedium,
  },
  stepTitle: { padding: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'end' },
  control: { minWidth: '10rem', flex: '0 1 14rem' },
  wide: { minWidth: '12rem', flex: '1 1 18rem' },
  checks: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))' },
  error: { color: tokens.colorPaletteRedForeground1, margin: 0 },
});

/** One step of the notebook: a titled group with its rows and an add button. */
export function Step({ title, children, error }: { title: string; children: ReactNode; error?: string }) {
  const styles = useStepStyles();
  return (
    <fieldset className={styles.step}>
      <legend className={styles.stepTitle}>{title}</legend>
      {children}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

export function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return <Button appearance="subtle" icon={<DismissIcon />} aria-label={label} title={label} onClick={onClick} />;
}

import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useFormat, useT } from '../platform/index.ts';
import { addDays, isoWeek } from './week.ts';

const useStyles = makeStyles({
  nav: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  label: { fontWeight: tokens.fontWeightSemibold, minWidth: '16em', textAlign: 'center' },
});

/** Previous / next week with the week's number and dates. */
export function WeekNav({ monday, onChange }: { monday: string; onChange: (monday: string) => void }) {
  const t = useT();
  const styles = useStyles();
  const format = useFormat();
  return (
    <nav className={styles.nav} aria-label={t('canteen.ui.weekNav')}>
      <Button onClick={() => onChange(addDays(monday, -7))}>‹ {t('canteen.ui.previousWeek')}</Button>
      <Text className={styles.label} aria-live="polite">
        {t('canteen.ui.weekLabel', {
          week: isoWeek(monday),
          from: format.date(monday),
          to: format.date(addDays(monday, 4)),
        })}
      </Text>
      <Button onClick={() => onChange(addDays(monday, 7))}>{t('canteen.ui.nextWeek')} ›</Button>
    </nav>
  );
}

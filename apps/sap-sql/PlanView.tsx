import { makeStyles, tokens } from '@fluentui/react-components';
import type { SapSqlPlan } from '../../contract/sap-sql.ts';
import { useFormat, useT } from '../platform/index.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  plan: {
    padding: tokens.spacingHorizontalM,
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
    lineHeight: '1.25',
    overflow: 'auto',
    maxHeight: '36rem',
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  text: { margin: 0, fontFamily: 'inherit', width: 'max-content' },
});

/** The engine's plan as it draws it (operator boxes from the result at the top to the scans at the bottom). */
export function PlanView({ plan }: { plan: SapSqlPlan }) {
  const t = useT();
  const format = useFormat();
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <span role="status">
        {t('sapSql.plan.summary', { seconds: format.number(plan.duration / 1000, { maximumFractionDigits: 3 }) })}
      </span>
      <span>{t('sapSql.plan.howToRead')}</span>
      {/* Focusable so the keyboard can scroll a wide plan. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard */}
      <section className={styles.plan} tabIndex={0} aria-label={t('sapSql.plan.tree')}>
        <pre className={styles.text} lang="en">
          {plan.plan}
        </pre>
      </section>
    </div>
  );
}

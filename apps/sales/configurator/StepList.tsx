import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useT } from '../../platform/index.ts';

const useStyles = makeStyles({
  list: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    listStyle: 'none',
    margin: 0,
    padding: 0,
  },
  item: {
    paddingBlock: tokens.spacingVerticalXXS,
    paddingInline: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: `inset 0 0 0 1px ${tokens.colorNeutralStroke1}`,
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase200,
  },
  done: { boxShadow: `inset 0 0 0 1px ${tokens.colorBrandStroke1}`, color: tokens.colorNeutralForeground1 },
  current: {
    backgroundColor: tokens.colorBrandBackground,
    boxShadow: 'none',
    color: tokens.colorNeutralForegroundOnBrand,
    fontWeight: tokens.fontWeightSemibold,
  },
});

/** Where the user is in the configurator: every step by name, the current one marked. */
export function StepList({ names, current, done }: { names: string[]; current: number; done: boolean[] }) {
  const t = useT();
  const styles = useStyles();
  return (
    <ol className={styles.list} aria-label={t('sales.ui.steps', { current: current + 1, count: names.length })}>
      {names.map((name, i) => (
        <li
          // biome-ignore lint/suspicious/noArrayIndexKey: steps are positional
          key={i}
          className={mergeClasses(styles.item, done[i] && styles.done, i === current && styles.current)}
          aria-current={i === current ? 'step' : undefined}
        >
          {i + 1}. {name}
        </li>
      ))}
    </ol>
  );
}

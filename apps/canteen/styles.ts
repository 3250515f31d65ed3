import { makeStyles, tokens } from '@fluentui/react-components';

/** What several canteen views share beyond the kit: a toolbar row, muted text, a total line. */
export const useCanteenStyles = makeStyles({
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  muted: { color: tokens.colorNeutralForeground3 },
  total: {
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
    display: 'flex',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalL,
  },
  amount: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
});

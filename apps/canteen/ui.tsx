import { makeStyles, tokens } from '@fluentui/react-components';
import { pageStyles } from '../shared/page-styles.ts';

/** The page layout styles every canteen view shares. */
export const useCanteenStyles = makeStyles({
  ...pageStyles,
  header: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalL,
  },
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  muted: { color: tokens.colorNeutralForeground3 },
  number: {
    textAlign: 'end',
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
    '& > div': { justifyContent: 'flex-end' },
  },
  total: {
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
    display: 'flex',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalL,
  },
});

import { makeStyles, tokens } from '@fluentui/react-components';

/** The numbered list of dealers. */
export const useDealerListStyles = makeStyles({
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  item: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr auto',
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  number: {
    width: '1.75rem',
    height: '1.75rem',
    borderRadius: tokens.borderRadiusCircular,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase200,
  },
  name: { margin: 0 },
  distance: {
    fontWeight: tokens.fontWeightSemibold,
    whiteSpace: 'nowrap',
    color: tokens.colorBrandForeground1,
  },
  details: {
    gridColumn: '2 / -1',
    display: 'flex',
    flexWrap: 'wrap',
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalXXL}`,
  },
  address: { fontStyle: 'normal', lineHeight: tokens.lineHeightBase300, minWidth: '13rem' },
  contact: {
    margin: 0,
    display: 'grid',
    gridTemplateColumns: 'auto auto',
    columnGap: tokens.spacingHorizontalS,
    rowGap: tokens.spacingVerticalXXS,
    alignContent: 'start',
  },
  contactLabel: { color: tokens.colorNeutralForeground3 },
  contactValue: { margin: 0 },
  products: { gridColumn: '2 / -1', color: tokens.colorNeutralForeground3 },
});

import { makeStyles, tokens } from '@fluentui/react-components';

/** The frame and the search form. */
export const useDealerSearchStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalL,
    maxWidth: '56rem',
    boxSizing: 'border-box',
    color: tokens.colorNeutralForeground1,
    backgroundColor: tokens.colorNeutralBackground1,
    fontFamily: tokens.fontFamilyBase,
  },
  heading: { margin: 0 },
  intro: { margin: 0, color: tokens.colorNeutralForeground2 },
  form: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  filters: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalXXL}`,
    alignItems: 'flex-start',
  },
  divisionField: { flexShrink: 0 },
  productsField: { flex: '1 1 18rem', minWidth: 0 },
  productsRetry: { alignSelf: 'flex-end' },
  locationRow: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'flex-end' },
  locationInput: { flexGrow: 1, minWidth: '12rem' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'center' },
  candidates: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  status: { margin: 0, color: tokens.colorNeutralForeground2 },
});

import { makeStyles, tokens } from '@fluentui/react-components';

export const useDetailStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalL, gap: tokens.spacingVerticalM, minWidth: 0 },
  buttons: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  titles: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  title: { margin: 0, overflowWrap: 'anywhere' },
  subtitle: { color: tokens.colorNeutralForeground3, overflowWrap: 'anywhere' },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'minmax(8rem, max-content) 1fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
  },
  fact: { display: 'contents' },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, overflowWrap: 'anywhere' },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  sectionHeader: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  sectionTitle: { flexGrow: 1, margin: 0 },
  placeholder: { padding: tokens.spacingHorizontalL, color: tokens.colorNeutralForeground3 },
});

import { makeStyles, shorthands, tokens } from '@fluentui/react-components';
import type { KpiState } from '../../contract/kpi-indicators.ts';
import { pageStyles } from '../shared/page-styles.ts';
import { visuallyHidden } from '../shared/visually-hidden.ts';

/** Traffic-light colours: a strong bar and a dot; the state is also written out (never colour alone). */
export const stateColors: Record<KpiState, string> = {
  green: tokens.colorPaletteGreenBorderActive,
  yellow: tokens.colorPaletteMarigoldBorderActive,
  red: tokens.colorPaletteRedBorderActive,
  none: tokens.colorNeutralStroke1,
};

export const useCockpitStyles = makeStyles({
  ...pageStyles,
  /** Wall screen: the page fills the screen and reads from across the hall. */
  wall: {
    display: 'flex',
    flexDirection: 'column',
    minHeight: '100vh',
    fontSize: tokens.fontSizeBase500,
    '& > *': { flexGrow: 1 },
    '& h1': { fontSize: tokens.fontSizeHero800, lineHeight: tokens.lineHeightHero800 },
  },
  toggles: { display: 'flex', gap: tokens.spacingHorizontalXS, border: 'none', margin: 0, padding: 0, minWidth: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
  siteGrid: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 34rem), 1fr))',
  },
  siteHead: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
  },
  tiles: {
    display: 'grid',
    gap: tokens.spacingHorizontalM,
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 11.5rem), 1fr))',
  },
  tilesWall: { gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))' },
  tile: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM}`,
    paddingLeft: `calc(${tokens.spacingHorizontalM} + 6px)`,
    backgroundColor: tokens.colorNeutralBackground1,
    ...shorthands.border('1px', 'solid', tokens.colorNeutralStroke2),
    borderRadius: tokens.borderRadiusMedium,
    minWidth: 0,
  },
  tileSelected: { ...shorthands.borderColor(tokens.colorBrandStroke1), boxShadow: tokens.shadow8 },
  tileBar: {
    position: 'absolute',
    left: 0,
    top: 0,
    bottom: 0,
    width: '6px',
    borderTopLeftRadius: tokens.borderRadiusMedium,
    borderBottomLeftRadius: tokens.borderRadiusMedium,
  },
  tileName: {
    textAlign: 'start',
    justifyContent: 'flex-start',
    padding: 0,
    minWidth: 0,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground2,
  },
  tileNameWall: { fontSize: tokens.fontSizeBase500 },
  tileValue: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    columnGap: tokens.spacingHorizontalXS,
    fontSize: tokens.fontSizeHero700,
    lineHeight: tokens.lineHeightHero700,
    fontWeight: tokens.fontWeightSemibold,
    fontVariantNumeric: 'tabular-nums',
    overflowWrap: 'anywhere',
  },
  tileUnit: {
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    fontWeight: tokens.fontWeightRegular,
  },
  trendLine: {
    display: 'flex',
    alignItems: 'baseline',
    gap: tokens.spacingHorizontalS,
    color: tokens.colorNeutralForeground2,
  },
  tileValueWall: { fontSize: tokens.fontSizeHero900, lineHeight: tokens.lineHeightHero900 },
  tileLine: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    color: tokens.colorNeutralForeground2,
  },
  dot: { display: 'inline-block', width: '0.75em', height: '0.75em', borderRadius: '50%', flexShrink: 0 },
  good: { color: tokens.colorPaletteGreenForeground1 },
  bad: { color: tokens.colorPaletteRedForeground1 },
  arrow: { fontWeight: tokens.fontWeightBold },
  comment: { fontStyle: 'italic', color: tokens.colorNeutralForeground3, overflowWrap: 'anywhere' },
  // Positioned, so the screen-reader-only texts in the cells scroll with the table instead of widening the page.
  tableWrap: { position: 'relative', overflowX: 'auto', maxWidth: '100%' },
  // Fluent's 600 px dialog cut the conflict table's columns ("Gespe…"): as wide as the table needs.
  mergeSurface: { maxWidth: 'min(60rem, calc(100vw - 2rem))', width: 'fit-content' },
  table: {
    borderCollapse: 'collapse',
    width: '100%',
    fontVariantNumeric: 'tabular-nums',
    '& th, & td': {
      padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
      borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
      whiteSpace: 'nowrap',
    },
    '& th': { textAlign: 'start', fontWeight: tokens.fontWeightSemibold },
    '& td': { textAlign: 'end' },
  },
  editGrid: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 22rem), 1fr))',
  },
  editItem: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalS,
    ...shorthands.border('1px', 'solid', tokens.colorNeutralStroke2),
    borderRadius: tokens.borderRadiusMedium,
  },
  history: {
    margin: 0,
    padding: 0,
    listStyleType: 'none',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground2,
  },
  srOnly: visuallyHidden,
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
});

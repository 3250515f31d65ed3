import { makeStyles, tokens } from '@fluentui/react-components';
import { visuallyHidden } from '../visually-hidden.ts';

/** Visually hidden, still read by screen readers. */
export const srOnly = visuallyHidden;

export const useChartStyles = makeStyles({
  figure: {
    margin: 0,
    minWidth: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    color: tokens.colorNeutralForeground1,
    fontFamily: tokens.fontFamilyBase,
    position: 'relative',
  },
  caption: {
    fontSize: tokens.fontSizeBase300,
    fontWeight: tokens.fontWeightSemibold,
    lineHeight: tokens.lineHeightBase300,
  },
  captionWall: { fontSize: tokens.fontSizeBase600, lineHeight: tokens.lineHeightBase600 },
  srOnly,
  // Colour source for the canvas (resolve) and theme-change detector (watch); never visible.
  probe: { ...srOnly, visibility: 'hidden', pointerEvents: 'none' },
  watch: {
    ...srOnly,
    visibility: 'hidden',
    pointerEvents: 'none',
    color: tokens.colorBrandForeground1,
    backgroundColor: tokens.colorNeutralBackground1,
    transitionProperty: 'color, background-color',
    transitionDuration: '1ms',
  },
  legend: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXXS,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    color: tokens.colorNeutralForeground2,
  },
  legendWall: { fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase400 },
  legendItem: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  plot: {
    position: 'relative',
    minWidth: 0,
    borderRadius: tokens.borderRadiusMedium,
    outlineStyle: 'none',
    ':focus-visible': {
      outlineWidth: tokens.strokeWidthThick,
      outlineStyle: 'solid',
      outlineColor: tokens.colorStrokeFocus2,
      outlineOffset: '2px',
    },
  },
  readout: {
    flexGrow: 1,
    flexBasis: 0,
    minWidth: 0,
    minHeight: tokens.lineHeightBase200,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    color: tokens.colorNeutralForeground2,
    fontVariantNumeric: 'tabular-nums',
  },
  readoutWall: {
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    minHeight: tokens.lineHeightBase400,
  },
  footer: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
  },
  empty: {
    padding: tokens.spacingVerticalL,
    color: tokens.colorNeutralForeground2,
    backgroundColor: tokens.colorNeutralBackground2,
    borderRadius: tokens.borderRadiusMedium,
    textAlign: 'center',
  },
  tableWrap: {
    maxHeight: '20rem',
    overflow: 'auto',
    borderRadius: tokens.borderRadiusMedium,
    ':focus-visible': {
      outlineWidth: tokens.strokeWidthThick,
      outlineStyle: 'solid',
      outlineColor: tokens.colorStrokeFocus2,
    },
  },
  table: {
    borderCollapse: 'collapse',
    fontSize: tokens.fontSizeBase200,
    fontVariantNumeric: 'tabular-nums',
    minWidth: '100%',
    '& th, & td': {
      padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`,
      borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
      textAlign: 'end',
      whiteSpace: 'nowrap',
    },
    '& th:first-child, & td:first-child': { textAlign: 'start' },
    '& thead th': {
      position: 'sticky',
      top: 0,
      backgroundColor: tokens.colorNeutralBackground1,
      fontWeight: tokens.fontWeightSemibold,
    },
  },
  tableCaption: { ...srOnly },
  sparkline: { display: 'block', position: 'relative', minWidth: 0 },
});

import { makeStyles, tokens } from '@fluentui/react-components';
import { visuallyHidden } from '../visually-hidden.ts';

/**
 * Below this width of the table's own box (a container query, not the viewport: inside the
 * shell the island is narrower than the window) every row becomes a card of label–value lines.
 */
const cards = '@container (max-width: 384px)';
/** Below this width the columns marked `secondary` are hidden. */
const narrow = '@container (max-width: 640px)';

const hidden = visuallyHidden;

export const useEntityTableStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    minWidth: 0,
    // Inside a flex column (a card, a dialog) the list keeps its height; it scrolls only at maxHeight.
    flexShrink: 0,
    containerType: 'inline-size',
  },
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  search: { flexGrow: 1, minWidth: '12rem', maxWidth: '24rem' },
  count: { color: tokens.colorNeutralForeground3 },
  frame: {
    flexShrink: 0,
    overflow: 'auto',
    // `maxHeight` of the props; cards never scroll inside the page.
    maxHeight: 'var(--entity-table-max-height, none)',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    [cards]: { border: 'none', backgroundColor: 'transparent', overflow: 'visible', maxHeight: 'none' },
  },
  table: {
    tableLayout: 'auto',
    [cards]: { display: 'block' },
  },
  header: {
    position: 'sticky',
    top: 0,
    zIndex: 1,
    backgroundColor: tokens.colorNeutralBackground1,
    [cards]: hidden,
  },
  body: {
    [cards]: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  },
  row: {
    [cards]: {
      position: 'relative',
      display: 'flex',
      flexDirection: 'column',
      gap: tokens.spacingVerticalXXS,
      padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
      border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
      borderRadius: tokens.borderRadiusMedium,
      backgroundColor: tokens.colorNeutralBackground1,
    },
  },
  selected: {
    backgroundColor: tokens.colorBrandBackground2,
    [cards]: { backgroundColor: tokens.colorBrandBackground2 },
  },
  cell: {
    overflowWrap: 'anywhere',
    paddingBlock: tokens.spacingVerticalXS,
    [cards]: {
      display: 'grid',
      gridTemplateColumns: 'minmax(6rem, 38%) minmax(0, 1fr)',
      columnGap: tokens.spacingHorizontalM,
      alignItems: 'baseline',
      height: 'auto',
      minHeight: 0,
      padding: 0,
      textAlign: 'start',
      '::before': {
        content: 'attr(data-label)',
        color: tokens.colorNeutralForeground3,
        fontSize: tokens.fontSizeBase200,
      },
      ':empty': { display: 'none' },
    },
  },
  /** The first column in card mode: the card's title, without a label. */
  title: {
    [cards]: {
      display: 'block',
      fontWeight: tokens.fontWeightSemibold,
      '::before': { content: 'none' },
    },
  },
  end: {
    textAlign: 'end',
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
    '& > div': { justifyContent: 'flex-end' },
    [cards]: { '& > div': { justifyContent: 'flex-start' } },
  },
  secondary: { [narrow]: { display: 'none' } },
  actionsHeader: { width: '1px', whiteSpace: 'nowrap' },
  actionsCell: {
    width: '1px',
    whiteSpace: 'nowrap',
    [cards]: {
      display: 'flex',
      justifyContent: 'flex-end',
      width: 'auto',
      padding: 0,
      '::before': { content: 'none' },
    },
  },
  /** Cards: a menu or icon buttons sit in the card's top corner, beside the title. */
  cornerActions: {
    [cards]: { position: 'absolute', top: tokens.spacingVerticalXS, insetInlineEnd: tokens.spacingHorizontalXS },
  },
  titleBesideActions: { [cards]: { paddingInlineEnd: '2.5rem' } },
  inlineActions: { display: 'flex', gap: tokens.spacingHorizontalXS, justifyContent: 'flex-end' },
  nameButton: { textAlign: 'start', fontWeight: tokens.fontWeightSemibold },
  skeleton: { display: 'block', width: '80%', minWidth: '3rem' },
  message: { display: 'block', margin: 0, padding: tokens.spacingVerticalL, color: tokens.colorNeutralForeground3 },
  footer: {
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    [cards]: { borderTop: 'none', padding: `${tokens.spacingVerticalS} 0` },
  },
  visuallyHidden: hidden,
});

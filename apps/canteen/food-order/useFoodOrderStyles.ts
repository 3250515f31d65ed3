import { makeStyles, tokens } from '@fluentui/react-components';

export const useFoodOrderStyles = makeStyles({
  days: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(300px, 100%), 1fr))',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
  },
  day: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
    margin: 0,
    minWidth: 0,
    // Scrolled to on a phone (FoodOrderView): clear of the shell's sticky header.
    scrollMarginTop: '4.5rem',
  },
  dayHead: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  dayTitle: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  meals: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
  meal: {
    display: 'grid',
    gridTemplateColumns: '1fr auto',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXXS,
    padding: `${tokens.spacingVerticalS} 0`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  mealName: { fontWeight: tokens.fontWeightSemibold },
  mealPrice: { fontVariantNumeric: 'tabular-nums', color: tokens.colorNeutralForeground2 },
  // The steppers side by side and 28×32 px each (WCAG 2.2 target size: at least 24×24), not stacked 24×16.
  quantity: {
    width: '104px',
    gridTemplateColumns: '28px 1fr 28px',
  },
  quantityInput: { gridColumnStart: 2, gridColumnEnd: 3, gridRowStart: 1, gridRowEnd: 3, textAlign: 'center' },
  decrement: { gridColumnStart: 1, gridColumnEnd: 2, gridRowStart: 1, gridRowEnd: 3, minHeight: '28px' },
  increment: { gridColumnStart: 3, gridColumnEnd: 4, gridRowStart: 1, gridRowEnd: 3, minHeight: '28px' },
  extrasTitle: { margin: `${tokens.spacingVerticalS} 0 0`, fontSize: tokens.fontSizeBase300 },
  pickup: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(8rem, 100%), 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  // Fluent's Select keeps its own min-width, which pushed the second select past a narrow card.
  select: { minWidth: 0, width: '100%' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'center' },
  deadline: { color: tokens.colorNeutralForeground2 },
  closed: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
});

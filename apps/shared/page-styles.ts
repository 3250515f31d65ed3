import { type GriffelStyle, tokens, typographyStyles } from '@fluentui/react-components';

/**
 * The page frame every mini app shares: background and padding, the one heading style, card
 * sections. Apps use them through Page, PageHeader and Section; the raw styles are for the few
 * layouts those do not cover.
 */
export const pageStyles = {
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorNeutralBackground2,
    color: tokens.colorNeutralForeground1,
    fontFamily: tokens.fontFamilyBase,
    minHeight: '100%',
    boxSizing: 'border-box',
  },
  /**
   * The page's h1. The shell focuses it after a navigation (a starting point, not a control):
   * no focus ring, as on the shell's own pages (shell/pages/page-styles.ts).
   */
  title: {
    ...typographyStyles.title2,
    margin: 0,
    ':focus': { outline: 'none' },
  },
  section: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
    minWidth: 0,
  },
  /** A section's h2. */
  sectionTitle: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
} satisfies Record<string, GriffelStyle>;

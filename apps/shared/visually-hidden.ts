import { shorthands } from '@fluentui/react-components';

/** Styles that hide an element from sight but not from screen readers (a status line, a legend). */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  ...shorthands.borderWidth(0),
} as const;

import { MessageBar, MessageBarBody, MessageBarTitle, makeStyles, tokens } from '@fluentui/react-components';
import { pageStyles } from '../shared/page-styles.ts';

/** What every canteen view shares: page layout styles and the notice bar. */
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

export function Notice({
  title,
  text,
  intent = 'info',
}: {
  title: string;
  text: string;
  intent?: 'info' | 'warning' | 'error' | 'success';
}) {
  return (
    <MessageBar intent={intent} layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>{title}</MessageBarTitle>
        {text}
      </MessageBarBody>
    </MessageBar>
  );
}

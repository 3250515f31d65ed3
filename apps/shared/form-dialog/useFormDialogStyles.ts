import { makeStyles, tokens } from '@fluentui/react-components';

export const useFormDialogStyles = makeStyles({
  surface: { maxWidth: '36rem' },
  wide: { maxWidth: '48rem' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  intro: { margin: 0 },
});

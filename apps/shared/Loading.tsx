import { Spinner, type SpinnerProps } from '@fluentui/react-components';
import { useT } from '../platform/index.ts';

/** "Wird geladen …" with a spinner, for content that is not a table (tables show skeleton rows). */
export function Loading({ size = 'small', label }: { size?: SpinnerProps['size']; label?: string }) {
  const t = useT();
  return <Spinner size={size} label={label ?? t('kit.loading')} />;
}

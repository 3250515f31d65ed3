import { Body1, Card } from '@fluentui/react-components';
import { useDetailStyles } from './useDetailStyles.ts';

/** Where the details appear once a row is selected: what to do. */
export function Placeholder({ text }: { text: string }) {
  const styles = useDetailStyles();
  return (
    <Card className={styles.placeholder} appearance="subtle">
      <Body1>{text}</Body1>
    </Card>
  );
}

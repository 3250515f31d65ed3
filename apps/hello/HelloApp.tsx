import { Body1, Button, Card, CardHeader, makeStyles, Subtitle1, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { type IslandAttributes, useT } from '../platform/index.ts';

const useStyles = makeStyles({
  card: { maxWidth: '32rem', padding: tokens.spacingHorizontalL },
  actions: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

/** The smallest real mini app: proves the island (own entry, shared React/Fluent chunks, Fluent in shadow DOM). */
export function HelloApp(_props: IslandAttributes) {
  const t = useT();
  const styles = useStyles();
  const [count, setCount] = useState(0);
  return (
    <Card className={styles.card} aria-labelledby="hello-title" role="region">
      <CardHeader
        header={
          <Subtitle1 as="h2" id="hello-title">
            {t('hello.title')}
          </Subtitle1>
        }
      />
      <Body1 as="p">{t('hello.text')}</Body1>
      <div className={styles.actions}>
        <Button appearance="primary" onClick={() => setCount((n) => n + 1)}>
          {t('hello.button')}
        </Button>
        <output aria-live="polite">{t('hello.count', { count })}</output>
      </div>
    </Card>
  );
}

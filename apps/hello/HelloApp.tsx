import { useState } from 'react';
import { useT } from '../shared/use-t.ts';

export interface HelloAppProps {
  locale?: string;
}

/** The smallest real mini app: proves the island build shape (own entry, shared React chunk). */
export function HelloApp(_props: HelloAppProps) {
  const t = useT();
  const [count, setCount] = useState(0);
  return (
    <section
      aria-labelledby="hello-title"
      style={{
        fontFamily: 'system-ui, sans-serif',
        border: '1px solid #d0d7de',
        borderRadius: 8,
        padding: '1rem 1.25rem',
        background: '#fff',
        color: '#1f2328',
        maxWidth: '32rem',
      }}
    >
      <h2 id="hello-title" style={{ margin: '0 0 .5rem', fontSize: '1.25rem' }}>
        {t('hello.title')}
      </h2>
      <p style={{ margin: '0 0 1rem' }}>{t('hello.text')}</p>
      <button
        type="button"
        onClick={() => setCount((n) => n + 1)}
        style={{
          font: 'inherit',
          fontWeight: 600,
          padding: '.45rem 1rem',
          borderRadius: 4,
          border: '1px solid var(--portal-primary, #c00d1e)',
          background: 'var(--portal-primary, #c00d1e)',
          color: '#fff',
          cursor: 'pointer',
        }}
      >
        {t('hello.button')}
      </button>{' '}
      <output aria-live="polite">{t('hello.count', { count })}</output>
    </section>
  );
}

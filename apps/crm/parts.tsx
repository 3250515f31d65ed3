import {
  Button,
  Link,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
  Spinner,
  tokens,
  typographyStyles,
} from '@fluentui/react-components';
import { type MouseEvent, type ReactNode, useEffect, useRef } from 'react';
import { useT } from '../platform/index.ts';
import { useCrm } from './context.ts';
import { errorMessage } from './errors.ts';
import type { CrmPage } from './hash-route.ts';
import type { CrmLists } from './RegistrationForm.tsx';
import { useLoad } from './use-load.ts';

const useStyles = makeStyles({
  header: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  title: {
    ...typographyStyles.title2,
    margin: 0,
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  intro: { margin: 0, maxWidth: '48rem', color: tokens.colorNeutralForeground2 },
});

/**
 * The page title (h1) and intro. Focus moves to the title when the page changes inside the app,
 * so keyboard and screen-reader users start at the top of the new page.
 */
export function PageHeader({ title, intro, focus }: { title: string; intro?: ReactNode; focus: boolean }) {
  const styles = useStyles();
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <div className={styles.header}>
      <h1 className={styles.title} ref={ref} tabIndex={-1}>
        {title}
      </h1>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
    </div>
  );
}

/** A link to a page of the sub-app: a real `href`, followed inside the app without reloading. */
export function PageLink({ page, children }: { page: CrmPage; children: ReactNode }) {
  const { go, href } = useCrm();
  const follow = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    go(page);
  };
  return (
    <Link href={href(page)} onClick={follow}>
      {children}
    </Link>
  );
}

/** Pages that need a token, signed out: what to do (the shell's header has the sign-in button). */
export function SignInNotice() {
  const t = useT();
  return (
    <MessageBar intent="info" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>{t('crm.signIn.title')}</MessageBarTitle>
        {t('crm.signIn.text')}
      </MessageBarBody>
    </MessageBar>
  );
}

export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useT();
  return (
    <MessageBar intent="error" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>{t('crm.errors.loadFailed')}</MessageBarTitle>
        {errorMessage(error, t)}
      </MessageBarBody>
      <MessageBarActions>
        <Button onClick={onRetry}>{t('crm.errors.retry')}</Button>
      </MessageBarActions>
    </MessageBar>
  );
}

export function Loading() {
  const t = useT();
  return <Spinner size="small" label={t('crm.loading')} />;
}

/** Salutations, countries and target groups in the user's culture (public localization lists). */
export function useCrmLists() {
  const { api, culture } = useCrm();
  return useLoad<CrmLists>(async () => {
    const [salutations, countries, targetGroups] = await Promise.all([
      api.localization('salutations', culture),
      api.localization('countries', culture),
      api.localization('targetGroups', culture),
    ]);
    return { salutations, countries, targetGroups };
  }, [api, culture]);
}

/** The translated text of a list value (`DE` → Deutschland); the value itself when unknown. */
export function listText(entries: readonly { value: string; translatedValue: string | null }[], value: string | null) {
  if (!value) return '';
  const entry = entries.find((e) => e.value === value);
  return entry?.translatedValue ?? value;
}

import { Link, MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import type { MouseEvent, ReactNode } from 'react';
import { useLoad, useT } from '../platform/index.ts';
import { useCrm } from './context.ts';
import type { CrmLists } from './form/types.ts';
import type { CrmPage } from './hash-route.ts';

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

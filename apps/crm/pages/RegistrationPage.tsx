import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { useMemo } from 'react';
import type { UserDataInput } from '../../../contract/crm.ts';
import { useLoad, useT } from '../../platform/index.ts';
import { LoadError } from '../../shared/LoadError.tsx';
import { Loading } from '../../shared/Loading.tsx';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { useCrm } from '../context.ts';
import { RegistrationForm } from '../form/RegistrationForm.tsx';
import { specialistTargetGroups } from '../form/types.ts';
import { PageLink, SignInNotice, useCrmLists } from '../parts.tsx';
import { initialValues } from '../validation.ts';

export type RegistrationKind = 'endCustomer' | 'specialist' | 'partner';

/**
 * `#/register` (end customer), `#/register-specialist` and `#/register-partner` (the page the
 * shell's 412 flow sends users of other domains to: a specialist registration for their company).
 * Prefilled from the session (name, e-mail) or, when the CRM knows the user, from the record.
 */
export function RegistrationPage({ kind, focus }: { kind: RegistrationKind; focus: boolean }) {
  const t = useT();
  const { api, user, options, locale, country, go } = useCrm();
  const sub = user?.sub ?? null;
  const lists = useCrmLists();
  const record = useLoad(sub ? (signal) => api.user(sub, signal) : null, [api, sub]);
  const specialist = kind !== 'endCustomer';

  const initial = useMemo(() => {
    if (!user || record.data === undefined || !lists.data) return null;
    const countries = lists.data.countries.map((c) => c.value);
    const groups = specialist ? specialistTargetGroups(options.targetGroups) : ['PRS'];
    const defaultGroup =
      kind === 'partner' && groups.includes('FHW') ? 'FHW' : groups.length === 1 ? groups[0] : undefined;
    const values = initialValues(record.data, {
      givenName: user.firstName ?? undefined,
      familyName: user.lastName ?? undefined,
      email: user.email ?? undefined,
      country: countries.includes(country.toUpperCase()) ? country.toUpperCase() : undefined,
      targetGroup: defaultGroup,
    });
    // An end customer is a private customer; a specialist keeps a specialist target group.
    if (!specialist) values.targetGroup = options.targetGroups.includes('PRS') ? 'PRS' : values.targetGroup;
    else if (values.targetGroup && !groups.includes(values.targetGroup)) values.targetGroup = defaultGroup ?? '';
    return values;
  }, [user, record.data, lists.data, specialist, kind, options.targetGroups, country]);

  const submit = async (body: UserDataInput) => {
    if (specialist) await api.registerSpecialist(body);
    else await api.registerEndCustomer(body);
    go('profile', 'registered');
  };

  const title = t(`crm.register.${kind}.title`);
  const intro = t(`crm.register.${kind}.intro`);
  let content: React.ReactNode;
  if (!user || !sub) content = <SignInNotice />;
  else if (lists.error || record.error) {
    content = (
      <LoadError
        namespace="crm"
        error={lists.error ?? record.error}
        onRetry={() => {
          lists.reload();
          record.reload();
        }}
      />
    );
  } else if (!initial || !lists.data) content = <Loading />;
  else {
    content = (
      <RegistrationForm
        kind={specialist ? 'specialist' : 'endCustomer'}
        initial={initial}
        lists={lists.data}
        options={options}
        identity={{ sub, locale }}
        submitLabel={t('crm.register.submit')}
        onSubmit={submit}
      >
        {record.data ? (
          <MessageBar intent="info" layout="multiline">
            <MessageBarBody>
              <MessageBarTitle>{t('crm.register.alreadyTitle')}</MessageBarTitle>
              {t('crm.register.already')} <PageLink page="profile">{t('crm.register.toProfile')}</PageLink>
            </MessageBarBody>
          </MessageBar>
        ) : null}
      </RegistrationForm>
    );
  }

  return (
    <>
      <PageHeader title={title} intro={intro} focus={focus} />
      {content}
    </>
  );
}

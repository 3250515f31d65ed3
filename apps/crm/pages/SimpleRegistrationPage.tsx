import {
  Button,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useFailIsland, useT } from '../../platform/index.ts';
import { useCrm } from '../context.ts';
import { errorMessage, isExpectedError } from '../errors.ts';
import { PageHeader, SignInNotice } from '../parts.tsx';

const useStyles = makeStyles({
  who: {
    margin: 0,
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalL}`,
    maxWidth: '40rem',
  },
  label: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

/** `#/register-simple`: register with the account alone (name and e-mail of the sign-in). */
export function SimpleRegistrationPage({ focus }: { focus: boolean }) {
  const t = useT();
  const styles = useStyles();
  const fail = useFailIsland();
  const { api, user, locale, go } = useCrm();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const register = async () => {
    setSaving(true);
    setFailure(null);
    try {
      await api.registerSimple({ language: locale });
      go('profile', 'registered');
    } catch (error) {
      if (!isExpectedError(error)) return fail(error);
      setFailure(errorMessage(error, t));
    } finally {
      setSaving(false);
    }
  };

  const name = user?.name ?? '';
  return (
    <>
      <PageHeader title={t('crm.register.simple.title')} intro={t('crm.register.simple.intro')} focus={focus} />
      {!user ? (
        <SignInNotice />
      ) : (
        <>
          <dl className={styles.who}>
            <dt className={styles.label}>{t('crm.register.simple.name')}</dt>
            <dd className={styles.value}>{name}</dd>
            <dt className={styles.label}>{t('crm.form.fields.email')}</dt>
            <dd className={styles.value}>{user?.email ?? '–'}</dd>
          </dl>
          {failure ? (
            <MessageBar intent="error" layout="multiline">
              <MessageBarBody>
                <MessageBarTitle>{t('crm.errors.notSavedTitle')}</MessageBarTitle>
                {failure}
              </MessageBarBody>
            </MessageBar>
          ) : null}
          <div className={styles.actions}>
            <Button
              appearance="primary"
              disabled={saving}
              icon={saving ? <Spinner size="tiny" /> : undefined}
              onClick={register}
            >
              {t('crm.register.simple.submit')}
            </Button>
          </div>
        </>
      )}
    </>
  );
}

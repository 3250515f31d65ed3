import { Button, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { isExpectedError, useFailIsland, useT } from '../../platform/index.ts';
import { errorText } from '../../shared/errors/index.ts';
import { FormFailure } from '../../shared/forms/index.ts';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { useCrm } from '../context.ts';
import { SignInNotice } from '../parts.tsx';

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
      setFailure(errorText(error, t, 'crm'));
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
          <FormFailure text={failure} />
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

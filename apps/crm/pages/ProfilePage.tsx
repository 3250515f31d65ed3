import {
  Button,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
  Subtitle2,
  tokens,
} from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import type { UserData, UserDataInput } from '../../../contract/crm.ts';
import { useLoad, useT } from '../../platform/index.ts';
import { LoadError } from '../../shared/LoadError.tsx';
import { Loading } from '../../shared/Loading.tsx';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { useCrm } from '../context.ts';
import { RegistrationForm } from '../form/RegistrationForm.tsx';
import type { FormKind } from '../form/types.ts';
import { listText, PageLink, SignInNotice, useCrmLists } from '../parts.tsx';
import { initialValues } from '../validation.ts';
import { UserStatusBar } from './UserStatusBar.tsx';

const useStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL} ${tokens.spacingVerticalL}`,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  cardTitle: { margin: 0 },
  list: {
    margin: 0,
    display: 'grid',
    gridTemplateColumns: 'minmax(10rem, max-content) 1fr',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalXL}`,
  },
  row: { display: 'contents' },
  label: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, overflowWrap: 'anywhere' },
  missing: { margin: 0, color: tokens.colorNeutralForeground3, fontStyle: 'italic' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

/** Which form edits a record: the specialist form for companies, else the end-customer form. */
export function formKindOf(record: UserData): FormKind {
  if (record.targetGroup && record.targetGroup !== 'PRS') return 'specialist';
  return record.accountName ? 'specialist' : 'endCustomer';
}

/** `#/profile`: the user's CRM record and status, edit it, and go back to where the user came from. */
export function ProfilePage({ focus }: { focus: boolean }) {
  const t = useT();
  const styles = useStyles();
  const { api, user, locale, options, route, flash, go } = useCrm();
  const sub = user?.sub ?? null;
  const lists = useCrmLists();
  const record = useLoad(sub ? (signal) => api.user(sub, signal) : null, [api, sub]);
  const status = useLoad(sub ? (signal) => api.status(sub, locale, signal) : null, [api, sub, locale]);
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);

  const initial = useMemo(() => (record.data ? initialValues(record.data, {}) : null), [record.data]);

  const save = async (body: UserDataInput) => {
    if (!sub) return;
    await api.updateUser(sub, body);
    setEditing(false);
    setSaved(true);
    record.reload();
    status.reload();
  };

  const notice = saved ? 'saved' : flash;

  let content: React.ReactNode;
  if (!user || !sub) content = <SignInNotice />;
  else if (record.error || lists.error || status.error) {
    content = (
      <LoadError
        namespace="crm"
        error={record.error ?? lists.error ?? status.error}
        onRetry={() => {
          record.reload();
          lists.reload();
          status.reload();
        }}
      />
    );
  } else if (record.data === undefined || !lists.data || !status.data) content = <Loading />;
  else {
    const r = record.data;
    const l = lists.data;
    content = (
      <>
        {notice ? (
          <MessageBar intent="success" layout="multiline">
            <MessageBarBody>
              <MessageBarTitle>{t(`crm.profile.${notice}Title`)}</MessageBarTitle>
              {t(`crm.profile.${notice}`)}
            </MessageBarBody>
          </MessageBar>
        ) : null}
        <UserStatusBar status={status.data} />

        {!r ? (
          <section className={styles.card} aria-labelledby="crm-profile-none">
            <Subtitle2 as="h2" id="crm-profile-none" className={styles.cardTitle}>
              {t('crm.profile.noneTitle')}
            </Subtitle2>
            <p className={styles.value}>{t('crm.profile.none')}</p>
            <div className={styles.actions}>
              <PageLink page="register">{t('crm.overview.endCustomer.link')}</PageLink>
              <PageLink page="register-specialist">{t('crm.overview.specialist.link')}</PageLink>
            </div>
          </section>
        ) : editing && initial ? (
          <RegistrationForm
            kind={formKindOf(r)}
            initial={initial}
            lists={l}
            options={options}
            identity={{ sub, locale }}
            submitLabel={t('crm.profile.save')}
            onSubmit={save}
            onCancel={() => setEditing(false)}
          />
        ) : (
          <section className={styles.card} aria-labelledby="crm-profile-data">
            <Subtitle2 as="h2" id="crm-profile-data" className={styles.cardTitle}>
              {t('crm.profile.dataTitle')}
            </Subtitle2>
            {/* Registered with the account alone (no address yet): say so, rather than a row of dashes. */}
            {!r.street && !r.city ? <p className={styles.value}>{t('crm.profile.incomplete')}</p> : null}
            <dl className={styles.list}>
              {profileRows(r, l, t).map(([label, value]) => (
                <div key={label} className={styles.row}>
                  <dt className={styles.label}>{label}</dt>
                  <dd className={value ? styles.value : styles.missing}>{value || t('crm.profile.notGiven')}</dd>
                </div>
              ))}
            </dl>
            <div className={styles.actions}>
              <Button
                onClick={() => {
                  setSaved(false);
                  setEditing(true);
                }}
              >
                {t('crm.profile.edit')}
              </Button>
            </div>
          </section>
        )}
      </>
    );
  }

  return (
    <>
      <PageHeader title={t('crm.profile.title')} focus={focus} />
      {content}
      {route.returnUrl && !editing ? (
        <div>
          <Button as="a" appearance="primary" href={route.returnUrl}>
            {t('crm.profile.continue')}
          </Button>
        </div>
      ) : null}
      {!route.returnUrl && !editing && user ? (
        <div>
          <Button appearance="subtle" onClick={() => go('overview')}>
            {t('crm.nav.overview')}
          </Button>
        </div>
      ) : null}
    </>
  );
}

type Translate = ReturnType<typeof useT>;

function profileRows(r: UserData, l: NonNullable<ReturnType<typeof useCrmLists>['data']>, t: Translate) {
  const f = (name: string) => t(`crm.form.fields.${name}`);
  const yesNo = (value: boolean) => t(value ? 'crm.profile.yes' : 'crm.profile.no');
  const name = [listText(l.salutations, r.salutation), r.firstName, r.lastName].filter(Boolean).join(' ');
  const address = [r.street, [r.postalCode, r.city].filter(Boolean).join(' '), listText(l.countries, r.country)]
    .filter(Boolean)
    .join(', ');
  const rows: [string, string][] = [
    [t('crm.profile.name'), name],
    [f('email'), r.email ?? ''],
    [f('telephone'), r.telephone ?? ''],
    [t('crm.profile.address'), address],
  ];
  if (formKindOf(r) === 'specialist') {
    rows.push(
      [f('accountName'), r.accountName ?? ''],
      [f('targetGroup'), listText(l.targetGroups, r.targetGroup)],
      [f('telephoneAccount'), r.telephoneAccount ?? ''],
      [f('websiteUrl'), r.websiteUrl ?? ''],
      [t('crm.profile.resourceSearch'), resourceSearch(r, t)],
    );
  }
  rows.push([t('crm.profile.newsletter'), yesNo(r.newsletter)]);
  return rows;
}

function resourceSearch(r: UserData, t: Translate): string {
  const units = [
    r.appearsInResourceSearchHeating ? t('crm.profile.heating') : null,
    r.appearsInResourceSearchSanitary ? t('crm.profile.sanitary') : null,
  ].filter(Boolean);
  return units.length ? units.join(', ') : t('crm.profile.no');
}

import type { LoginLockout } from '../../../contract/login-lockout.ts';
import { useFormat, useLoad, useT } from '../../platform/index.ts';
import { EntityTable } from '../../shared/entity-table/index.ts';
import { Section } from '../../shared/Section.tsx';
import { useAction } from '../../shared/useAction.ts';
import { useSecurity } from '../context.ts';

/**
 * Failed sign-ins at the login form: who is delayed or locked, from which address; "Freigeben"
 * clears the count (the server's rules are in server/idp/login-throttle.ts).
 */
export function LockoutsTab() {
  const t = useT();
  const format = useFormat();
  const { api } = useSecurity();
  const list = useLoad((signal) => api.loginLockouts(signal), [api]);
  const { run, busy } = useAction('security');
  const label = (name: string) => t(`security.lockouts.${name}`);

  const clear = (row: LoginLockout) => {
    if (busy) return;
    void run(
      async () => {
        await api.clearLoginLockout(row.login);
        list.reload();
      },
      t('security.lockouts.cleared', { login: row.login }),
    );
  };

  return (
    <Section title={label('title')}>
      <p>{label('intro')}</p>
      <EntityTable<LoginLockout>
        label={label('title')}
        namespace="security"
        items={list.data}
        loading={list.loading}
        error={list.error}
        onRetry={list.reload}
        getId={(r) => r.login}
        getName={(r) => r.login}
        searchText={(r) => `${r.login} ${r.lastAddress}`}
        empty={label('empty')}
        defaultSort={null}
        columns={[
          { id: 'login', label: label('login'), render: (r) => r.login, sortValue: (r) => r.login },
          {
            id: 'failures',
            label: label('failures'),
            render: (r) => format.number(r.failures),
            sortValue: (r) => r.failures,
            align: 'end',
          },
          {
            id: 'state',
            label: label('state'),
            render: (r) =>
              r.lockedUntil
                ? t('security.lockouts.lockedUntil', { time: format.dateTime(r.lockedUntil) })
                : label('delayed'),
          },
          {
            id: 'lastFailure',
            label: label('lastFailure'),
            render: (r) => format.dateTime(r.lastFailureAt),
            sortValue: (r) => r.lastFailureAt,
            secondary: true,
          },
          { id: 'address', label: label('address'), render: (r) => r.lastAddress, secondary: true },
        ]}
        actions={[
          {
            label: label('clear'),
            ariaLabel: (r) => t('security.lockouts.clearNamed', { login: r.login }),
            onClick: clear,
          },
        ]}
      />
    </Section>
  );
}

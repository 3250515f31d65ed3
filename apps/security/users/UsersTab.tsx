import type { PortalUser } from '../../../contract/auth.ts';
import type { UserBody } from '../../../contract/security.ts';
import { securityLimits, usernamePattern } from '../../../contract/security-rules.ts';
import { useLoad, useT } from '../../platform/index.ts';
import type { FormField } from '../../shared/forms/index.ts';
import { CrudTab } from '../CrudTab.tsx';
import { useSecurity } from '../context.ts';
import { displayName, orgName, orgOptions } from '../names.ts';
import { UserDetail } from './UserDetail.tsx';

type UserValues = Record<'username' | 'firstName' | 'lastName' | 'email' | 'department' | 'org', string>;

const text = (value: string) => value.trim() || null;

/** Users: list, details with roles and parameters, create/edit/delete. */
export function UsersTab() {
  const t = useT();
  const { api, rights } = useSecurity();
  const orgs = useLoad((signal) => api.orgs(signal), [api]);
  const none = t('security.common.none');
  const label = (name: string) => t(`security.users.fields.${name}`);

  const fields: FormField<UserValues>[] = [
    {
      name: 'username',
      label: label('username'),
      required: true,
      maxLength: securityLimits.name,
      pattern: { regex: usernamePattern, message: t('security.validation.noSpaces') },
    },
    { name: 'firstName', label: label('firstName'), maxLength: securityLimits.name },
    { name: 'lastName', label: label('lastName'), maxLength: securityLimits.name },
    { name: 'email', label: label('email'), kind: 'email', maxLength: securityLimits.email },
    { name: 'department', label: label('department'), maxLength: securityLimits.name },
    { name: 'org', label: label('org'), kind: 'select', options: orgOptions(orgs.data, t('security.common.noOrg')) },
  ];

  return (
    <CrudTab<PortalUser, UserValues, UserBody>
      entity="users"
      load={(signal) => api.users(signal)}
      deps={[api]}
      getId={(u) => u.id}
      create={(body) => api.createUser(body)}
      update={(user, body) => api.updateUser(user.id, body)}
      remove={(user) => api.deleteUser(user.id)}
      getName={displayName}
      bodyName={displayName}
      searchText={(u) => [u.username, u.firstName, u.lastName, u.email, u.department].filter(Boolean).join(' ')}
      columns={[
        {
          id: 'name',
          label: label('name'),
          render: displayName,
          sortValue: (u) => `${u.lastName ?? ''} ${u.firstName ?? ''} ${u.username}`,
        },
        { id: 'username', label: label('username'), render: (u) => u.username, sortValue: (u) => u.username },
        {
          id: 'department',
          label: label('department'),
          render: (u) => u.department ?? '',
          sortValue: (u) => u.department ?? '',
          secondary: true,
        },
        {
          id: 'org',
          label: label('org'),
          render: (u) => orgName(orgs.data, u.org, none),
          sortValue: (u) => orgName(orgs.data, u.org, ''),
          secondary: true,
        },
      ]}
      fields={() => fields}
      toValues={(user) => ({
        username: user?.username ?? '',
        firstName: user?.firstName ?? '',
        lastName: user?.lastName ?? '',
        email: user?.email ?? '',
        department: user?.department ?? '',
        org: user?.org == null ? '' : String(user.org),
      })}
      toBody={(v, current) => ({
        username: v.username.trim(),
        firstName: text(v.firstName),
        lastName: text(v.lastName),
        email: text(v.email),
        department: text(v.department),
        org: v.org ? Number(v.org) : null,
        // Not edited here: keep what the user has (a PUT replaces the whole user).
        authType: current?.authType ?? 1,
        openIdUserId: current?.openIdUserId ?? null,
      })}
      canCreate={rights.userCreate}
      canManage={rights.userCreate}
      detail={(user, actions) => <UserDetail user={user} orgs={orgs.data} {...actions} />}
    />
  );
}

import { Badge } from '@fluentui/react-components';
import type { PortalUser } from '../../../contract/auth.ts';
import type { PortalOrg } from '../../../contract/security.ts';
import { useT } from '../../platform/index.ts';
import { DetailPanel, Facts } from '../../shared/detail/index.ts';
import { displayName, orgName } from '../names.ts';
import { UserParameters } from './UserParameters.tsx';
import { UserRoles } from './UserRoles.tsx';

/** A user's facts, roles and parameters. */
export function UserDetail({
  user,
  orgs,
  onEdit,
  onDelete,
}: {
  user: PortalUser;
  orgs: readonly PortalOrg[] | undefined;
  onEdit?: () => void;
  onDelete?: () => void;
}) {
  const t = useT();
  const none = t('security.common.none');
  return (
    <DetailPanel title={displayName(user)} subtitle={user.username} onEdit={onEdit} onDelete={onDelete}>
      <Facts
        items={[
          [t('security.users.fields.email'), user.email ?? none],
          [t('security.users.fields.department'), user.department ?? none],
          [t('security.users.fields.org'), orgName(orgs, user.org, none)],
          [
            t('security.users.fields.openId'),
            <Badge key="oid" appearance="tint" color={user.openIdUserId ? 'success' : 'warning'}>
              {user.openIdUserId ? t('security.users.linked') : t('security.users.notLinked')}
            </Badge>,
          ],
        ]}
      />
      <UserRoles user={user} />
      <UserParameters user={user} />
    </DetailPanel>
  );
}

import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import type { CrmUserStateResponse } from '../../../contract/crm.ts';
import { accountLookupResultName } from '../../../contract/crm-values.ts';
import { useT } from '../../platform/index.ts';
import { statusIntent } from './status.ts';

/** The user's CRM status as a message: the CRM's own text, else ours for the status. */
export function UserStatusBar({ status }: { status: CrmUserStateResponse }) {
  const t = useT();
  const name = accountLookupResultName(status.userStatus);
  return (
    <MessageBar intent={statusIntent(status.userStatus)} layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>{t('crm.profile.statusTitle')}</MessageBarTitle>
        {status.statusMessage ?? (name ? t(`crm.userStatus.${name}`) : '')}
      </MessageBarBody>
    </MessageBar>
  );
}

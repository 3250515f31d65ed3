import { AccountLookupResult } from '../../../contract/crm-values.ts';

/** How a CRM status is shown: good news green, things the user must act on amber, the rest neutral. */
export function statusIntent(status: number): 'success' | 'warning' | 'info' {
  if (status === AccountLookupResult.ExistsAsContactCmsEnabled) return 'success';
  if (
    status === AccountLookupResult.ExistsAsContactCmsDisabled ||
    status === AccountLookupResult.ExistsAsContactCountryToDomainForbidden ||
    status === AccountLookupResult.DuplicateEmail
  ) {
    return 'warning';
  }
  return 'info';
}

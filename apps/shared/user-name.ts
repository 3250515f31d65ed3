import type { ReportingUser } from '../../contract/reporting.ts';

/** "Andrea Weber (admin)", or the login alone when the account has no name. */
export function userName(user: ReportingUser): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return name ? `${name} (${user.username})` : user.username;
}

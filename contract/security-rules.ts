/**
 * Limits of the security administration (Permissions, PermissionSets, Resources,
 * Role, User). Shared by the server's zod schemas (`contract/security.ts`) and the client's inline
 * validation, without pulling zod into the browser bundle.
 */
export const securityLimits = {
  /** Names, usernames, technical names, first/last name, department: 1–200 characters. */
  name: 200,
  description: 1000,
  email: 320,
  parameterValue: 4000,
  detailValue: 1000,
} as const;

/** Technical names: letters, digits and `. _ : -` (e.g. `ui.nav.canteen.info`). */
export const technicalNamePattern = /^[A-Za-z0-9._:-]+$/;

/** Usernames: no whitespace. */
export const usernamePattern = /^\S+$/;

/** accessType of a role's resource permission: 1 grants, 0 is known but grants nothing. */
export const accessTypes = [0, 1] as const;

/**
 * The security administration's typed API module over the shared portal client.
 * Answers of an unexpected shape throw a TypeError: that is a bug, not a user error, and ends up
 * in the island's error panel.
 */
import type { KyInstance } from 'ky';
import type { PortalUser, PortalUserParameter } from '../../contract/auth.ts';
import type { LoginLockout } from '../../contract/login-lockout.ts';
import type {
  PermissionBody,
  PermissionDetailBody,
  PermissionSetBody,
  PortalOrg,
  PortalPermission,
  PortalPermissionDetail,
  PortalPermissionSet,
  PortalRessource,
  PortalRole,
  PortalRoleResourcePermission,
  ResourceBody,
  RoleBody,
  UserBody,
  UserParameterBody,
} from '../../contract/security.ts';

function list<T>(value: unknown, what: string): T[] {
  if (!Array.isArray(value)) throw new TypeError(`Unexpected answer for ${what}: not a list`);
  return value as T[];
}

const id = (value: string) => encodeURIComponent(value);

export function securityApi(http: KyInstance) {
  const get = async <T>(path: string, signal?: AbortSignal) => list<T>(await http.get(path, { signal }).json(), path);
  const one = <T>(path: string) => http.get(path).json<T>();
  const post = <T>(path: string, json?: unknown) => http.post(path, json === undefined ? {} : { json }).json<T>();
  const put = async (path: string, json: unknown) => {
    await http.put(path, { json });
  };
  const del = async (path: string) => {
    await http.delete(path);
  };

  return {
    users: (signal?: AbortSignal) => get<PortalUser>('User', signal),
    user: (userId: string) => one<PortalUser>(`User/${id(userId)}`),
    createUser: (body: UserBody) => post<PortalUser>('User', body),
    updateUser: (userId: string, body: UserBody) => put(`User/${id(userId)}`, body),
    deleteUser: (userId: string) => del(`User/${id(userId)}`),
    rolesOfUser: (userId: string, signal?: AbortSignal) => get<PortalRole>(`User/${id(userId)}/role`, signal),
    assignRole: async (userId: string, role: PortalRole) => {
      await http.post(`User/${id(userId)}/role`, { json: role });
    },
    removeRole: (userId: string, roleId: string) => del(`User/${id(userId)}/role/${id(roleId)}`),
    parameters: (userId: string, signal?: AbortSignal) =>
      get<PortalUserParameter>(`User/${id(userId)}/parameter`, signal),
    addParameter: (userId: string, body: UserParameterBody) =>
      post<PortalUserParameter>(`User/${id(userId)}/parameter`, body),
    deleteParameter: (userId: string, parameterId: string) => del(`User/${id(userId)}/parameter/${id(parameterId)}`),

    roles: (signal?: AbortSignal) => get<PortalRole>('Role', signal),
    createRole: (body: RoleBody) => post<PortalRole>('Role', body),
    updateRole: (roleId: string, body: RoleBody) => put(`Role/${id(roleId)}`, body),
    deleteRole: (roleId: string) => del(`Role/${id(roleId)}`),
    rolePermissions: (roleId: string, signal?: AbortSignal) =>
      get<PortalRoleResourcePermission>(`Role/${id(roleId)}/ResourcePermission`, signal),
    usersOfRole: (roleId: string, signal?: AbortSignal) => get<PortalUser>(`Role/${id(roleId)}/user`, signal),
    grant: async (roleId: string, ressourceId: string, permissionSetId: string, accessType: number) => {
      await http.post(`Role/${id(roleId)}/ResourcePermission/${id(ressourceId)}/${id(permissionSetId)}/${accessType}`);
    },
    revoke: (roleId: string, ressourceId: string, permissionSetId: string) =>
      del(`Role/${id(roleId)}/ResourcePermission/${id(ressourceId)}/${id(permissionSetId)}`),

    resources: (signal?: AbortSignal) => get<PortalRessource>('Resources', signal),
    createResource: (body: ResourceBody) => post<PortalRessource>('Resources', body),
    updateResource: (resourceId: string, body: ResourceBody) => put(`Resources/${id(resourceId)}`, body),
    deleteResource: (resourceId: string) => del(`Resources/${id(resourceId)}`),

    permissionSets: (signal?: AbortSignal) => get<PortalPermissionSet>('PermissionSets', signal),
    createPermissionSet: (body: PermissionSetBody) => post<PortalPermissionSet>('PermissionSets', body),
    updatePermissionSet: (setId: string, body: PermissionSetBody) => put(`PermissionSets/${id(setId)}`, body),
    deletePermissionSet: (setId: string) => del(`PermissionSets/${id(setId)}`),
    rolesOfPermissionSet: (setId: string, signal?: AbortSignal) =>
      get<PortalRole>(`PermissionSets/${id(setId)}/Role`, signal),
    resourcesOfPermissionSet: (setId: string, signal?: AbortSignal) =>
      get<PortalRessource>(`PermissionSets/${id(setId)}/resource`, signal),
    addPermissionDetail: (setId: string, body: PermissionDetailBody) =>
      post<PortalPermissionDetail>(`PermissionSets/${id(setId)}/permissions`, body),
    removePermissionDetail: (setId: string, permissionId: string) =>
      del(`PermissionSets/${id(setId)}/permissions/${id(permissionId)}`),

    permissions: (signal?: AbortSignal) => get<PortalPermission>('Permissions', signal),
    createPermission: (body: PermissionBody) => post<PortalPermission>('Permissions', body),
    updatePermission: (permissionId: string, body: PermissionBody) => put(`Permissions/${id(permissionId)}`, body),
    deletePermission: (permissionId: string) => del(`Permissions/${id(permissionId)}`),
    permissionSetsOfPermission: (permissionId: string, signal?: AbortSignal) =>
      get<PortalPermissionSet>(`Permissions/${id(permissionId)}/PermissionSet`, signal),

    orgs: (signal?: AbortSignal) => get<PortalOrg>('Org', signal),

    loginLockouts: (signal?: AbortSignal) => get<LoginLockout>('LoginLockout', signal),
    clearLoginLockout: (login: string) => del(`LoginLockout/${id(login)}`),
  };
}

export type SecurityApi = ReturnType<typeof securityApi>;

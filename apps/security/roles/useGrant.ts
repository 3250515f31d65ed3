import { useMemo, useState } from 'react';
import type { PortalRessource } from '../../../contract/auth.ts';
import type { PortalRole, PortalRoleResourcePermission } from '../../../contract/security.ts';
import { isExpectedError, useFailIsland, useLoad, useLocale, useNotify, useT } from '../../platform/index.ts';
import { filterRows } from '../../shared/entity-table/index.ts';
import { errorText } from '../../shared/errors/index.ts';
import { useSecurity } from '../context.ts';

/**
 * The state of the grant dialog: resources and permission sets (loaded while it is open), the
 * filter, the chosen resources, and granting them one after another.
 */
export function useGrant({
  open,
  role,
  existing,
  onClose,
  onGranted,
}: {
  open: boolean;
  role: PortalRole;
  existing: readonly PortalRoleResourcePermission[];
  onClose: () => void;
  onGranted: () => void;
}) {
  const t = useT();
  const locale = useLocale();
  const { api } = useSecurity();
  const notify = useNotify();
  const fail = useFailIsland();
  const resources = useLoad(open ? (signal) => api.resources(signal) : null, [api, open]);
  const sets = useLoad(open ? (signal) => api.permissionSets(signal) : null, [api, open]);
  const [filter, setFilter] = useState('');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [setId, setSetId] = useState('');
  const [accessType, setAccessType] = useState('1');
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const permissionSetId = setId || sets.data?.[0]?.id || '';
  const granted = (r: PortalRessource) =>
    existing.some((p) => p.ressource.id === r.id && p.permissionSet.id === permissionSetId);
  const visible = useMemo(
    () => filterRows(resources.data ?? [], filter, (r) => `${r.name} ${r.technicalName}`, locale),
    [resources.data, filter, locale],
  );

  const choose = (id: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const close = () => {
    setFilter('');
    setChosen(new Set());
    setAttempted(false);
    setFailure(null);
    setBusy(false);
    onClose();
  };

  const submit = async () => {
    setAttempted(true);
    setFailure(null);
    if (chosen.size === 0 || !permissionSetId) return;
    setBusy(true);
    let done = 0;
    try {
      for (const ressourceId of chosen) {
        await api.grant(role.id, ressourceId, permissionSetId, Number(accessType));
        done++;
      }
      notify('success', t('security.roles.granted', { count: done, role: role.name }));
      onGranted();
      close();
    } catch (error) {
      if (done) onGranted();
      if (!isExpectedError(error)) return fail(error);
      setFailure(errorText(error, t, 'security'));
    } finally {
      setBusy(false);
    }
  };

  return {
    resources,
    sets,
    filter,
    setFilter,
    chosen,
    choose,
    permissionSetId,
    setSetId,
    accessType,
    setAccessType,
    granted,
    visible,
    busy,
    failure,
    missing: attempted && chosen.size === 0 ? t('security.roles.chooseResources') : undefined,
    submit,
    close,
  };
}

/**
 * A list screen's data and writes in one hook: the list (useLoad), the selected row, which
 * dialog is open, and create / update / delete with a success notice and a fresh list after
 * each. Failures are thrown back to the dialog that asked (FormDialog puts the server's 400 at
 * its fields, ConfirmDialog shows a 409), so nothing is lost and nothing is shown that the
 * server did not keep.
 *
 *   const crud = useCrud({ load: (signal) => api.roles(signal), deps: [api], getId: (r) => r.id,
 *     create: (body) => api.createRole(body), update: (r, body) => api.updateRole(r.id, body),
 *     remove: (r) => api.deleteRole(r.id),
 *     notices: { created: (b) => t('security.roles.created', { name: b.name }), … } });
 */
import { useCallback, useMemo, useReducer, useRef } from 'react';
import { type Loaded, useLoad, useNotify } from '../../platform/index.ts';
import {
  type CrudDialog,
  type CrudEvent,
  type CrudNotices,
  type CrudState,
  type CrudWrites,
  crudReducer,
  deleteOpen,
  initialCrudState,
  saveOpen,
} from './crud-state.ts';

export interface UseCrudOptions<T, B> extends CrudWrites<T, B> {
  /** Loads the list (again after every write). */
  load: (signal: AbortSignal) => Promise<readonly T[]>;
  /** When these change, the list loads again (e.g. `[api, canteenId]`). */
  deps: readonly unknown[];
  getId: (item: T) => string;
  notices?: CrudNotices<T, B>;
}

export interface Crud<T, B> {
  list: Loaded<readonly T[]>;
  /**
   * The rows for the current `deps`: undefined while the list loads for new ones (another week,
   * another canteen — the table shows its skeleton instead of the old rows), kept while it loads
   * again after a write.
   */
  items: readonly T[] | undefined;
  selected: T | null;
  selectedId: string | null;
  select: (item: T | null) => void;
  dialog: CrudDialog<T>;
  openCreate: () => void;
  openEdit: (item: T) => void;
  openDelete: (item: T) => void;
  close: () => void;
  /** Creates or updates, as the open dialog says; throws what the server refused. */
  save: (body: B) => Promise<void>;
  /** Deletes the entry of the open delete dialog; throws what the server refused. */
  confirmDelete: () => Promise<void>;
}

export function useCrud<T, B = unknown>(options: UseCrudOptions<T, B>): Crud<T, B> {
  const notify = useNotify();
  const list = useLoad(options.load, options.deps);
  // A new answer belongs to the deps of the latest request (useLoad drops older answers); noted
  // while rendering, so the rows appear in the same render as the answer.
  const answered = useRef<{ data: unknown; deps: readonly unknown[] } | null>(null);
  if (list.data !== undefined && answered.current?.data !== list.data) {
    answered.current = { data: list.data, deps: options.deps };
  }
  const current = answered.current !== null && sameDeps(answered.current.deps, options.deps);
  const [state, dispatch] = useReducer(
    crudReducer as (state: CrudState<T>, event: CrudEvent<T>) => CrudState<T>,
    initialCrudState as CrudState<T>,
  );
  // The latest options without re-creating the callbacks on every render.
  const latest = useRef(options);
  latest.current = options;
  const effects = useMemo(
    () => ({
      getId: (item: T) => latest.current.getId(item),
      dispatch,
      notify: (text: string) => notify('success', text),
      reload: list.reload,
    }),
    [notify, list.reload],
  );

  const { getId } = options;
  const selected = useMemo(
    () => list.data?.find((item) => getId(item) === state.selectedId) ?? null,
    [list.data, state.selectedId, getId],
  );
  const save = useCallback(
    (body: B) => saveOpen(state.dialog, body, latest.current, latest.current.notices ?? {}, effects),
    [state.dialog, effects],
  );
  const confirmDelete = useCallback(
    () => deleteOpen(state.dialog, latest.current, latest.current.notices ?? {}, effects),
    [state.dialog, effects],
  );

  return {
    list,
    items: current ? list.data : undefined,
    selected,
    selectedId: state.selectedId,
    select: useCallback((item: T | null) => dispatch({ type: 'select', id: item ? getId(item) : null }), [getId]),
    dialog: state.dialog,
    openCreate: useCallback(() => dispatch({ type: 'create' }), []),
    openEdit: useCallback((item: T) => dispatch({ type: 'edit', item }), []),
    openDelete: useCallback((item: T) => dispatch({ type: 'delete', item }), []),
    close: useCallback(() => dispatch({ type: 'close' }), []),
    save,
    confirmDelete,
  };
}

function sameDeps(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((value, i) => Object.is(value, b[i]));
}

import { describe, expect, it, vi } from 'vitest';
import {
  type CrudEvent,
  type CrudState,
  crudReducer,
  deleteOpen,
  initialCrudState,
  saveOpen,
} from '../../../apps/shared/crud/index.ts';
import { RestError } from '../../../client/api-client.ts';

interface Role {
  id: string;
  name: string;
}
const admin: Role = { id: 'r1', name: 'Admin' };
const start = initialCrudState as CrudState<Role>;
const run = (...events: CrudEvent<Role>[]) => events.reduce(crudReducer<Role>, start);

function effects() {
  const log: string[] = [];
  const events: CrudEvent<Role>[] = [];
  return {
    log,
    events,
    effects: {
      getId: (r: Role) => r.id,
      dispatch: (e: CrudEvent<Role>) => events.push(e),
      notify: (text: string) => log.push(`notify ${text}`),
      reload: () => log.push('reload'),
    },
  };
}

describe('useCrud’s state machine', () => {
  it('opens one dialog at a time and closes it', () => {
    expect(run({ type: 'create' }).dialog).toEqual({ kind: 'create' });
    expect(run({ type: 'create' }, { type: 'edit', item: admin }).dialog).toEqual({ kind: 'edit', item: admin });
    expect(run({ type: 'delete', item: admin }, { type: 'close' }).dialog).toEqual({ kind: 'closed' });
    expect(crudReducer(start, { type: 'close' })).toBe(start);
  });

  it('selects a created entry, keeps the selection on update, drops it when that entry is deleted', () => {
    expect(run({ type: 'create' }, { type: 'saved', id: 'new' })).toEqual({
      dialog: { kind: 'closed' },
      selectedId: 'new',
    });
    expect(
      run({ type: 'select', id: 'r1' }, { type: 'edit', item: admin }, { type: 'saved', id: null }).selectedId,
    ).toBe('r1');
    expect(run({ type: 'select', id: 'r1' }, { type: 'deleted', id: 'r1' }).selectedId).toBeNull();
    expect(run({ type: 'select', id: 'r2' }, { type: 'deleted', id: 'r1' }).selectedId).toBe('r2');
  });
});

describe('saving and deleting: notice and a fresh list after the server said yes', () => {
  it('create: calls create, selects the new entry, notifies, reloads', async () => {
    const { log, events, effects: fx } = effects();
    const create = vi.fn(async (body: { name: string }) => ({ id: 'r9', name: body.name }));
    await saveOpen({ kind: 'create' }, { name: 'Kantine' }, { create }, { created: (b) => `${b.name} angelegt` }, fx);
    expect(create).toHaveBeenCalledWith({ name: 'Kantine' });
    expect(events).toEqual([{ type: 'saved', id: 'r9' }]);
    expect(log).toEqual(['notify Kantine angelegt', 'reload']);
  });

  it('edit: calls update with the entry; a create that answers nothing selects nothing', async () => {
    const { log, events, effects: fx } = effects();
    const update = vi.fn(async () => {});
    await saveOpen(
      { kind: 'edit', item: admin },
      { name: 'Admins' },
      { update },
      { updated: (b, r) => `${r.name} → ${b.name}` },
      fx,
    );
    expect(update).toHaveBeenCalledWith(admin, { name: 'Admins' });
    expect(events).toEqual([{ type: 'saved', id: null }]);
    expect(log).toEqual(['notify Admin → Admins', 'reload']);
    const second = effects();
    await saveOpen({ kind: 'create' }, { name: 'x' }, { create: async () => undefined }, {}, second.effects);
    expect(second.events).toEqual([{ type: 'saved', id: null }]);
  });

  it('a refusal reaches the dialog unchanged, and nothing else happens', async () => {
    const { log, events, effects: fx } = effects();
    const refusal = new RestError(400, 'validation_failed', 'name: required', 'name');
    await expect(
      saveOpen({ kind: 'create' }, { name: '' }, { create: () => Promise.reject(refusal) }, {}, fx),
    ).rejects.toBe(refusal);
    await expect(
      deleteOpen({ kind: 'delete', item: admin }, { remove: () => Promise.reject(refusal) }, {}, fx),
    ).rejects.toBe(refusal);
    expect(events).toEqual([]);
    expect(log).toEqual([]);
  });

  it('delete: removes the entry of the dialog, notifies, reloads; without a delete dialog nothing', async () => {
    const { log, events, effects: fx } = effects();
    const remove = vi.fn(async () => {});
    await deleteOpen({ kind: 'delete', item: admin }, { remove }, { deleted: (r) => `${r.name} gelöscht` }, fx);
    expect(remove).toHaveBeenCalledWith(admin);
    expect(events).toEqual([{ type: 'deleted', id: 'r1' }]);
    expect(log).toEqual(['notify Admin gelöscht', 'reload']);
    await deleteOpen({ kind: 'closed' }, { remove }, {}, fx);
    await saveOpen({ kind: 'closed' }, {}, {}, {}, fx);
    expect(remove).toHaveBeenCalledTimes(1);
  });
});

/**
 * The state machine behind useCrud, free of React so it can be tested alone
 * (test/unit/kit/crud.test.ts): which dialog is open, which row is selected, and what a save
 * or a delete does to both. Changes are never applied to the list optimistically — after every
 * write the list is loaded again, so the screen shows what the server keeps.
 */

export type CrudDialog<T> =
  | { kind: 'closed' }
  | { kind: 'create' }
  | { kind: 'edit'; item: T }
  | { kind: 'delete'; item: T };

export interface CrudState<T> {
  dialog: CrudDialog<T>;
  selectedId: string | null;
}

export type CrudEvent<T> =
  | { type: 'create' }
  | { type: 'edit'; item: T }
  | { type: 'delete'; item: T }
  | { type: 'close' }
  | { type: 'select'; id: string | null }
  /** A create or update succeeded; `id` of the created entry (selected), null after an update. */
  | { type: 'saved'; id: string | null }
  | { type: 'deleted'; id: string };

export const initialCrudState: CrudState<never> = { dialog: { kind: 'closed' }, selectedId: null };

export function crudReducer<T>(state: CrudState<T>, event: CrudEvent<T>): CrudState<T> {
  switch (event.type) {
    case 'create':
      return { ...state, dialog: { kind: 'create' } };
    case 'edit':
      return { ...state, dialog: { kind: 'edit', item: event.item } };
    case 'delete':
      return { ...state, dialog: { kind: 'delete', item: event.item } };
    case 'close':
      return state.dialog.kind === 'closed' ? state : { ...state, dialog: { kind: 'closed' } };
    case 'select':
      return { ...state, selectedId: event.id };
    case 'saved':
      return { dialog: { kind: 'closed' }, selectedId: event.id ?? state.selectedId };
    case 'deleted':
      return { dialog: { kind: 'closed' }, selectedId: state.selectedId === event.id ? null : state.selectedId };
  }
}

/** What a screen writes, each optional (a read-only list has none). */
export interface CrudWrites<T, B> {
  /** Creates an entry; returning it (an object with the id getId reads) selects it afterwards. */
  create?: (body: B) => Promise<unknown>;
  update?: (item: T, body: B) => Promise<unknown>;
  remove?: (item: T) => Promise<unknown>;
}

/** The success notices, in the user's language ("Rolle „X“ wurde angelegt."). */
export interface CrudNotices<T, B> {
  created?: (body: B, created: T | undefined) => string;
  updated?: (body: B, item: T) => string;
  deleted?: (item: T) => string;
}

export interface CrudEffects<T> {
  getId: (item: T) => string;
  dispatch: (event: CrudEvent<T>) => void;
  notify: (text: string) => void;
  reload: () => void;
}

/**
 * Saves the open create or edit dialog. A failure (e.g. the server's 400) propagates unchanged,
 * with the dialog still open, so the form shows it at its fields.
 */
export async function saveOpen<T, B>(
  dialog: CrudDialog<T>,
  body: B,
  writes: CrudWrites<T, B>,
  notices: CrudNotices<T, B>,
  effects: CrudEffects<T>,
): Promise<void> {
  if (dialog.kind === 'edit') {
    if (!writes.update) throw new Error('useCrud: no update given');
    await writes.update(dialog.item, body);
    effects.dispatch({ type: 'saved', id: null });
    const text = notices.updated?.(body, dialog.item);
    if (text) effects.notify(text);
  } else if (dialog.kind === 'create') {
    if (!writes.create) throw new Error('useCrud: no create given');
    const answer = await writes.create(body);
    const created = answer !== null && typeof answer === 'object' ? (answer as T) : undefined;
    effects.dispatch({ type: 'saved', id: created ? effects.getId(created) : null });
    const text = notices.created?.(body, created);
    if (text) effects.notify(text);
  } else {
    return;
  }
  effects.reload();
}

/** Deletes the entry of the open delete dialog; a failure propagates (the dialog shows it). */
export async function deleteOpen<T, B>(
  dialog: CrudDialog<T>,
  writes: CrudWrites<T, B>,
  notices: CrudNotices<T, B>,
  effects: CrudEffects<T>,
): Promise<void> {
  if (dialog.kind !== 'delete') return;
  if (!writes.remove) throw new Error('useCrud: no remove given');
  await writes.remove(dialog.item);
  effects.dispatch({ type: 'deleted', id: effects.getId(dialog.item) });
  const text = notices.deleted?.(dialog.item);
  if (text) effects.notify(text);
  effects.reload();
}

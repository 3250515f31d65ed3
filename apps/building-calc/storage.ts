/**
 * The last project per mode, kept in the browser (localStorage `portal.building.<mode>`), so a
 * reload or the next visit starts where the user left. Unavailable storage forgets silently.
 */

import { mergeByShape } from '../shared/merge-by-shape.ts';
import type { ComparisonDraft, InvestmentDraft } from './comparison-model.ts';
import { newId, type ProjectDraft } from './model.ts';

export interface KeptProject {
  v: 1;
  project: ProjectDraft;
  comparison: ComparisonDraft;
  investment: InvestmentDraft;
}

const key = (mode: string) => `portal.building.${mode}`;

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export type ProjectState = Omit<KeptProject, 'v'>;

/**
 * A project from untrusted JSON (a link, a saved project, this browser's storage), field by field
 * over the defaults (apps/shared/merge-by-shape.ts); rooms and components get fresh ids. Null when
 * it is no project at all.
 */
export function readProject(defaults: ProjectState, raw: unknown): ProjectState | null {
  if (!raw || typeof raw !== 'object' || !Array.isArray((raw as { project?: { rooms?: unknown } }).project?.rooms))
    return null;
  const merged = mergeByShape(defaults, raw);
  const rooms = merged.project.rooms.map((room) => ({
    ...room,
    id: newId('r'),
    components: room.components.map((c) => ({ ...c, id: newId('c') })),
  }));
  return { ...merged, project: { ...merged.project, rooms } };
}

/** The project last worked on in this browser, else the defaults. */
export function loadProject(mode: string, defaults: ProjectState): ProjectState {
  try {
    const parsed = JSON.parse(storage()?.getItem(key(mode)) ?? 'null') as { v?: unknown } | null;
    return (parsed?.v === 1 && readProject(defaults, parsed)) || defaults;
  } catch {
    return defaults;
  }
}

export function saveProject(mode: string, kept: Omit<KeptProject, 'v'>): void {
  try {
    storage()?.setItem(key(mode), JSON.stringify({ v: 1, ...kept }));
  } catch {
    // quota or privacy mode: the form works, it just forgets
  }
}

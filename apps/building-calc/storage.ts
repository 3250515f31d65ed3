/**
 * The last project per mode, kept in the browser (localStorage `portal.building.<mode>`), so a
 * reload or the next visit starts where the user left. Unavailable storage forgets silently.
 */
import type { ComparisonDraft, InvestmentDraft } from './comparison-model.ts';
import type { ProjectDraft } from './model.ts';

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

export function loadProject(mode: string): KeptProject | null {
  try {
    const parsed = JSON.parse(storage()?.getItem(key(mode)) ?? 'null') as KeptProject | null;
    if (parsed?.v !== 1 || !Array.isArray(parsed.project?.rooms) || !parsed.comparison || !parsed.investment)
      return null;
    return parsed;
  } catch {
    return null;
  }
}

export function saveProject(mode: string, kept: Omit<KeptProject, 'v'>): void {
  try {
    storage()?.setItem(key(mode), JSON.stringify({ v: 1, ...kept }));
  } catch {
    // quota or privacy mode: the form works, it just forgets
  }
}

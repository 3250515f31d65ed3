/** Listing orders of the info-system pages and which modules show one PDF directly. */
import { InfoSystemModule } from '../../../contract/info-system-modules.ts';

export type InfoSort = 'lastModifiedDesc' | 'nameDesc' | 'name';

export function isInfoSort(value: unknown): value is InfoSort {
  return value === 'lastModifiedDesc' || value === 'nameDesc' || value === 'name';
}

interface Entry {
  name: string;
  lastModified: string;
}

const collator = new Intl.Collator('de', { numeric: true, sensitivity: 'base' });

/** A sorted copy: by name (natural order), by name descending, or newest first (ties by name). */
export function sortEntries<T extends Entry>(items: readonly T[], sort: InfoSort = 'name'): T[] {
  const byName = (a: T, b: T) => collator.compare(a.name, b.name) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
  const copy = [...items];
  if (sort === 'name') return copy.sort(byName);
  if (sort === 'nameDesc') return copy.sort((a, b) => byName(b, a));
  return copy.sort((a, b) => Date.parse(b.lastModified) - Date.parse(a.lastModified) || byName(a, b));
}

/** questionsAndAnswers, officeHours and links show the module's PDF (GET /File/fileByModule). */
export const pdfModules: readonly number[] = [
  InfoSystemModule.questionsAndAnswers,
  InfoSystemModule.officeHours,
  InfoSystemModule.links,
];

export function showsModulePdf(moduleId: number): boolean {
  return pdfModules.includes(moduleId);
}

export function isImage(mimeType: string): boolean {
  return mimeType.startsWith('image/');
}

export function isPdf(mimeType: string): boolean {
  return mimeType === 'application/pdf';
}

import type { CrmDivision, LocalizationEntry } from '../../../contract/crm.ts';

export type FormKind = 'endCustomer' | 'specialist';

export interface CrmLists {
  salutations: LocalizationEntry[];
  countries: LocalizationEntry[];
  targetGroups: LocalizationEntry[];
}

export interface CrmFormOptions {
  showNewsletter: boolean;
  showSpecialistSearch: boolean;
  businessUnits: readonly CrmDivision[];
  /** Target groups offered (`FGH,FHW,PRS`). */
  targetGroups: readonly string[];
}

/** Target groups a specialist picks from: the offered ones except the private customer. */
export function specialistTargetGroups(offered: readonly string[]): string[] {
  const groups = offered.filter((g) => g !== 'PRS');
  return groups.length ? groups : [...offered];
}

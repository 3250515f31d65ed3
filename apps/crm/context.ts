import { createContext, useContext } from 'react';
import type { PlatformUser } from '../platform/index.ts';
import type { CrmApi } from './api.ts';
import type { CrmFormOptions } from './form/types.ts';
import type { CrmPage, CrmRoute } from './hash-route.ts';

/** A notice carried from one page to the next (e.g. "registration saved" on the profile). */
export type Flash = 'registered' | 'saved' | null;

export interface CrmContextValue {
  api: CrmApi;
  /** The signed-in identity (also while the portal answers 412), null when signed out. */
  user: PlatformUser | null;
  options: CrmFormOptions;
  locale: string;
  country: string;
  /** Culture code of the localization lists, e.g. `de-DE`. */
  culture: string;
  route: CrmRoute;
  flash: Flash;
  /** Goes to a page of the sub-app, keeping the returnUrl. */
  go: (page: CrmPage, flash?: Flash) => void;
  /** `href` of a page (real links: open in a new tab works). */
  href: (page: CrmPage) => string;
}

export const CrmContext = createContext<CrmContextValue | null>(null);

export function useCrm(): CrmContextValue {
  const value = useContext(CrmContext);
  if (!value) throw new Error('useCrm() outside <CrmApp>');
  return value;
}

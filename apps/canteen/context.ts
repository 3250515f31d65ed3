import { createContext, useContext } from 'react';
import type { CanteenApplication } from '../../contract/canteen.ts';
import type { CanteenApi } from './api.ts';

export interface CanteenContextValue {
  api: CanteenApi;
  canteen: CanteenApplication;
}

export const CanteenContext = createContext<CanteenContextValue | null>(null);

export function useCanteen(): CanteenContextValue {
  const value = useContext(CanteenContext);
  if (!value) throw new Error('useCanteen() outside CanteenApp');
  return value;
}

import { createContext, useContext } from 'react';
import type { ReportingApi } from './api.ts';

export const ReportingContext = createContext<ReportingApi | null>(null);

export function useReportingApi(): ReportingApi {
  const api = useContext(ReportingContext);
  if (!api) throw new Error('useReportingApi outside ReportingApp');
  return api;
}

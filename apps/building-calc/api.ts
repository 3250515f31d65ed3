/** The building calculators' API module: public endpoints, so no token is sent (embedding works signed out). */
import type { KyInstance } from 'ky';
import type { BuildingTemplate, ComparisonResult, HeatLoadResult, InvestmentResult } from '../../contract/building.ts';
import { downloadDocument, pdfType, xlsxType } from '../shared/calc/documents.ts';

export type InvestmentPath = 'calcInvestSystempackage' | 'calcInvestFBHhydrl' | 'calcInvestKWL';

export function buildingApi(http: KyInstance) {
  const post = <T>(path: string, body: unknown, lang: string, signal?: AbortSignal) =>
    http.post(path, { json: body, searchParams: { lang }, signal }).json<T>();
  return {
    template: (lang: string, signal?: AbortSignal) =>
      http.get('BuildingCalc/GetTemplate', { searchParams: { lang }, signal }).json<BuildingTemplate>(),
    heatLoad: (body: unknown, lang: string, signal?: AbortSignal) =>
      post<HeatLoadResult>('BuildingCalc/calc', body, lang, signal),
    compare: (body: unknown, lang: string, signal?: AbortSignal) =>
      post<ComparisonResult>('BuildingCalcV2', body, lang, signal),
    invest: (path: InvestmentPath, body: unknown, lang: string, signal?: AbortSignal) =>
      post<InvestmentResult>(`BuildingCalc/${path}`, body, lang, signal),
    report: (kind: 'pdf' | 'xlsx', body: unknown, lang: string) =>
      downloadDocument(
        http,
        kind === 'pdf' ? 'BuildingCalc/GeneratePDF' : 'BuildingCalc/GenerateXLSX',
        body,
        lang,
        kind === 'pdf' ? pdfType : xlsxType,
        `Gebaeudebilanz.${kind}`,
      ),
  };
}

export type BuildingApi = ReturnType<typeof buildingApi>;

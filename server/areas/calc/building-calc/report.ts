/**
 * The building report (PDF and XLSX): the heat load, and when asked the system comparison and
 * the investments. A comparison whose heat demand comes from the heat load and names no load
 * takes the building's (renovated, where computed) design heat load.
 */
import type { ComparisonResult, HeatLoadResult, InvestmentResult } from '../../../../contract/building.ts';
import type { BuildingReportInput } from '../../../../contract/building-schemas.ts';
import type { Locale } from '../../../../contract/locales.ts';
import { compareSystems } from './comparison.ts';
import { calculateHeatLoad } from './heat-load-calc.ts';
import { systemPackageInvestment, underfloorInvestment, ventilationInvestment } from './investment.ts';

export interface BuildingReport {
  locale: Locale;
  heatLoad: HeatLoadResult;
  comparison: ComparisonResult | null;
  investments: InvestmentResult[];
}

/** Design heat load in kW a comparison uses when it names none. */
export function designLoadKW(heatLoad: HeatLoadResult): number {
  return (heatLoad.renovated ?? heatLoad.building).heatLoad / 1000;
}

export function buildingReport(input: BuildingReportInput, locale: Locale): BuildingReport {
  const heatLoad = calculateHeatLoad(input.heatLoad, { locale });
  let comparison: ComparisonResult | null = null;
  if (input.comparison) {
    const c = input.comparison;
    const demand =
      c.heatDemand.source === 'heatLoad' && c.heatDemand.heatLoadKW === undefined
        ? { ...c.heatDemand, heatLoadKW: designLoadKW(heatLoad) }
        : c.heatDemand;
    comparison = compareSystems({ ...c, heatDemand: demand }, { locale });
  }
  const investments: InvestmentResult[] = [];
  if (input.systemPackage) investments.push(systemPackageInvestment(input.systemPackage, { locale }));
  if (input.underfloor) investments.push(underfloorInvestment(input.underfloor, { locale }));
  if (input.ventilation) investments.push(ventilationInvestment(input.ventilation, { locale }));
  return { locale, heatLoad, comparison, investments };
}

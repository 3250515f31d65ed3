import {
  type BuildingTemplate,
  type ComponentKind,
  componentKinds,
  type RoomType,
  roomTypes,
  type UStandard,
  uStandards,
} from '../../../../contract/building.ts';
import type { Locale } from '../../../../contract/locales.ts';
import { buildingData, economicsData, presetU, priceList, targetU } from '../building-data.ts';
import { defaultBoundaryOf } from './components.ts';
import { BuildingTexts } from './texts.ts';

/** GetTemplate of the building calculator: presets and defaults from the three data files. */
export function buildingTemplate(locale?: Locale): BuildingTemplate {
  const data = buildingData();
  const economics = economicsData();
  const texts = new BuildingTexts(locale);
  const d = economics.defaults;
  const kinds = Object.fromEntries(
    componentKinds.map((kind) => [
      kind,
      { boundary: defaultBoundaryOf(data, kind), presets: data.ageClasses.map((age) => presetU(data, kind, age)) },
    ]),
  ) as BuildingTemplate['kinds'];
  const standards = Object.fromEntries(
    uStandards.map((standard: UStandard) => [
      standard,
      {
        label: texts.t(`standards.${standard}`),
        thermalBridge: data.targets[standard]!.thermalBridgeWm2K,
        u: Object.fromEntries(componentKinds.map((kind) => [kind, targetU(data, standard, kind)])) as Record<
          ComponentKind,
          number | null
        >,
      },
    ]),
  ) as BuildingTemplate['standards'];
  return {
    locale: texts.locale,
    dataVersion: data.version,
    dataSource: data.source,
    economicsVersion: economics.version,
    economicsValidFrom: economics.validFrom,
    pricesVersion: priceList().version,
    ageClasses: data.ageClasses as BuildingTemplate['ageClasses'],
    kinds,
    standards,
    roomTypes: Object.fromEntries(
      roomTypes.map((type: RoomType) => [
        type,
        { indoorTemperature: data.roomTypes[type]!.indoorTemperatureC, airChange: data.roomTypes[type]!.airChangePerH },
      ]),
    ) as BuildingTemplate['roomTypes'],
    thermalBridges: data.thermalBridges.map((t) => ({ id: t.id, value: t.valueWm2K })),
    airChangeByAge: data.airChangeByAge,
    placeholderDesignOutdoorTemperature: data.climate.placeholderDesignOutdoorTemperatureC,
    comparisonDefaults: {
      interestPct: d.interestPct,
      years: d.years,
      energyEscalationPct: d.energyEscalationPct,
      operationEscalationPct: d.operationEscalationPct,
      investmentEscalationPct: d.investmentEscalationPct,
      co2PriceEurPerT: d.co2PriceEurPerT,
      co2EscalationPct: d.co2EscalationPct,
      fullLoadHours: d.fullLoadHours,
      gas: {
        price: d.gas.priceCtPerKWh,
        basePrice: d.gas.basePriceEurPerYear,
        maintenance: d.gas.maintenanceEurPerYear,
        efficiency: d.gas.efficiencyHs,
        replacementCost: d.gas.replacementCostEur,
      },
      oil: {
        price: d.oil.priceEurPerLitre,
        basePrice: d.oil.basePriceEurPerYear,
        maintenance: d.oil.maintenanceEurPerYear,
        efficiency: d.oil.efficiencyHi,
        replacementCost: d.oil.replacementCostEur,
      },
      heatPump: {
        electricityPrice: d.heatPump.electricityPriceCtPerKWh,
        basePrice: d.heatPump.basePriceEurPerYear,
        maintenance: d.heatPump.maintenanceEurPerYear,
        spfAir: d.heatPump.seasonalPerformanceFactor.air,
        spfGround: d.heatPump.seasonalPerformanceFactor.ground,
      },
    },
  };
}

/**
 * The three investment calculators: heat pump system package, underfloor heating with hydraulic
 * balancing, controlled residential ventilation (KWL). Quantities follow sizing rules named in
 * each result; prices come from the illustrative price list (data/prices.v1.json).
 */
import type { InvestmentItem, InvestmentResult, NamedValue } from '../../../../contract/building.ts';
import type { SystemPackageInput, UnderfloorInput, VentilationInput } from '../../../../contract/building-schemas.ts';
import type { Locale } from '../../../../contract/locales.ts';
import { type PriceList, priceList } from '../building-data.ts';
import { BuildingTexts, round, throwIfBuildingIssues } from './texts.ts';

type Kind = InvestmentResult['kind'];

class Bill {
  readonly items: InvestmentItem[] = [];
  constructor(private readonly texts: BuildingTexts) {}

  add(key: string, quantity: number, unit: string, unitPriceEur: number, article?: { id: string; name: string }) {
    if (quantity <= 0 || unitPriceEur <= 0) return;
    this.items.push({
      key,
      label: article?.name ?? this.texts.t(`items.${key}`),
      articleId: article?.id ?? null,
      quantity: round(quantity, 3),
      unit,
      unitPriceEur,
      totalEur: round(quantity * unitPriceEur, 2),
    });
  }
}

function result(
  kind: Kind,
  texts: BuildingTexts,
  prices: PriceList,
  values: NamedValue[],
  bill: Bill,
  eligible: boolean,
): InvestmentResult {
  const net = bill.items.reduce((s, i) => s + i.totalEur, 0);
  const vat = net * prices.vatRate;
  return {
    locale: texts.locale,
    kind,
    title: texts.t(`investment.${kind}`),
    dataVersion: prices.version,
    dataSource: prices.source,
    values,
    items: bill.items,
    netEur: round(net, 2),
    vatRate: prices.vatRate,
    vatEur: round(vat, 2),
    grossEur: round(net + vat, 2),
    eligibleCostEur: eligible ? round(net + vat, 2) : 0,
    warnings: [texts.message('illustrativePrices', { version: prices.version })],
  };
}

/** The smallest entry whose size reaches `needed` (null: none is large enough). */
function smallestFitting<T>(items: T[], size: (item: T) => number, needed: number): T | null {
  return [...items].sort((a, b) => size(a) - size(b)).find((item) => size(item) >= needed - 1e-9) ?? null;
}

export function systemPackageInvestment(
  input: SystemPackageInput,
  options: { locale?: Locale } = {},
  prices: PriceList = priceList(),
): InvestmentResult {
  const texts = new BuildingTexts(options.locale);
  const p = prices.systemPackage;
  const surcharge = input.hotWaterTank ? input.persons * p.hotWaterSurchargeKWPerPerson : 0;
  const design = input.heatLoadKW + surcharge;
  const models = p.heatPumps[input.source];
  const pump = smallestFitting(models, (m) => m.nominalKW, design);
  if (!pump) {
    const max = Math.max(...models.map((m) => m.nominalKW));
    throwIfBuildingIssues([
      { field: 'heatLoadKW', rule: 'noHeatPumpLargeEnough', values: { max, design: round(design, 2) } },
    ]);
  }
  const bill = new Bill(texts);
  bill.add('heatPump', 1, texts.t('units.piece'), pump!.priceEur, pump!);
  const values = [
    texts.named('heatLoad', 'Φ_HL', input.heatLoadKW, 'kW'),
    texts.named('hotWaterSurcharge', 'Φ_W = n_P·0,25 kW', surcharge, 'kW'),
    texts.named('designOutput', 'Φ = Φ_HL + Φ_W', design, 'kW'),
    texts.named('selectedOutput', 'Φ_WP', pump!.nominalKW, 'kW'),
  ];
  if (input.hotWaterTank) {
    const litres = Math.max(input.persons * p.hotWaterLitresPerPerson, 1);
    const tank = smallestFitting(p.hotWaterTanks, (t) => t.litres, litres) ?? p.hotWaterTanks.at(-1)!;
    bill.add('hotWaterTank', 1, texts.t('units.piece'), tank.priceEur, tank);
    values.push(texts.named('hotWaterVolume', 'V_TW = n_P·50 l', litres, 'l'));
  }
  if (input.bufferTank) {
    const litres = pump!.nominalKW * p.bufferLitresPerKW;
    const tank = smallestFitting(p.bufferTanks, (t) => t.litres, litres) ?? p.bufferTanks.at(-1)!;
    bill.add('bufferTank', 1, texts.t('units.piece'), tank.priceEur, tank);
    values.push(texts.named('bufferVolume', 'V_P = Φ_WP·20 l/kW', litres, 'l'));
  }
  if (input.source === 'ground') {
    const extraction = design * 1000 * (1 - 1 / p.borehole.seasonalPerformanceFactor);
    const length = Math.ceil(extraction / p.borehole.specificExtractionWPerM);
    values.push(texts.named('extractionPower', 'Φ_E = Φ·(1 − 1/JAZ)', extraction, 'W'));
    values.push(texts.named('boreholeLength', 'L = Φ_E/q_E', length, 'm'));
    bill.add('borehole', length, 'm', p.borehole.priceEurPerM);
  }
  bill.add(
    'installation',
    1,
    texts.t('units.flat'),
    p.installation.baseEur + p.installation.perKWEur * pump!.nominalKW,
  );
  if (input.electricalWork) bill.add('electricalWork', 1, texts.t('units.flat'), p.electricalWorkEur);
  if (input.dismantle !== 'none')
    bill.add(`dismantle.${input.dismantle}`, 1, texts.t('units.flat'), p.dismantling[input.dismantle]);
  return result('systemPackage', texts, prices, values, bill, true);
}

export function underfloorInvestment(
  input: UnderfloorInput,
  options: { locale?: Locale } = {},
  prices: PriceList = priceList(),
): InvestmentResult {
  const texts = new BuildingTexts(options.locale);
  const u = prices.underfloor;
  const system = u.systems[input.system]!;
  const circuits = Math.ceil(input.heatedAreaM2 / u.areaPerCircuitM2);
  const manifolds = Math.max(input.floors, Math.ceil(circuits / u.circuitsPerManifoldMax));
  const bill = new Bill(texts);
  bill.add(`underfloor.${input.system}`, input.heatedAreaM2, 'm²', system.priceEurPerM2);
  bill.add('screed', input.heatedAreaM2, 'm²', system.screedEurPerM2);
  bill.add('manifold', manifolds, texts.t('units.piece'), u.manifoldEur);
  bill.add('manifoldCircuit', circuits, texts.t('units.piece'), u.manifoldCircuitEur);
  bill.add('roomThermostat', input.rooms, texts.t('units.piece'), u.roomThermostatEur);
  bill.add('underfloorInstallation', input.heatedAreaM2, 'm²', u.installationEurPerM2);
  bill.add('balancingCalculation', 1, texts.t('units.flat'), u.balancing.calculationFlatEur);
  bill.add('balancingValve', input.balancingValves + circuits, texts.t('units.piece'), u.balancing.perValveEur);
  if (input.presettableValves) {
    bill.add('presettableValve', input.balancingValves, texts.t('units.piece'), u.balancing.presettableValveEur);
  }
  const values = [
    texts.named('heatedArea', 'A', input.heatedAreaM2, 'm²'),
    texts.named('circuits', 'n_HK = ⌈A/12 m²⌉', circuits, ''),
    texts.named('manifolds', 'n_V = max(Geschosse, ⌈n_HK/12⌉)', manifolds, ''),
    texts.named('balancedValves', 'n_HK + n_HK,alt', input.balancingValves + circuits, ''),
  ];
  return result('underfloor', texts, prices, values, bill, true);
}

/** DIN 1946-6 nominal ventilation of a dwelling: q = a·A² + b·A + c [m³/h] (valid 30…210 m²). */
export function nominalVentilation(area: number, din: PriceList['ventilation']['din1946']): number {
  return din.a * area ** 2 + din.b * area + din.c;
}

export function ventilationInvestment(
  input: VentilationInput,
  options: { locale?: Locale } = {},
  prices: PriceList = priceList(),
): InvestmentResult {
  const texts = new BuildingTexts(options.locale);
  const v = prices.ventilation;
  const byArea = nominalVentilation(input.livingAreaM2, v.din1946);
  const byPersons = input.persons * v.din1946.perPersonM3h;
  const byExhaust =
    input.kitchens * v.din1946.exhaustM3h.kitchen +
    input.baths * v.din1946.exhaustM3h.bath +
    input.wcs * v.din1946.exhaustM3h.wc;
  const airflow = Math.max(byArea, byPersons, byExhaust);
  const values = [
    texts.named('airflowByArea', 'q_NL = −0,001·A² + 1,15·A + 20', byArea, 'm³/h'),
    texts.named('airflowByPersons', 'q_P = n_P·30', byPersons, 'm³/h'),
    texts.named('airflowByExhaust', 'q_AB = Σ Ablufträume', byExhaust, 'm³/h'),
    texts.named('designAirflow', 'q = max(q_NL, q_P, q_AB)', airflow, 'm³/h'),
  ];
  const bill = new Bill(texts);
  const extractRooms = input.kitchens + input.baths + input.wcs;
  if (input.system === 'central') {
    const unit = smallestFitting(v.centralUnits, (u) => u.maxM3h, airflow);
    if (!unit) {
      const max = Math.max(...v.centralUnits.map((u) => u.maxM3h));
      throwIfBuildingIssues([
        { field: 'livingAreaM2', rule: 'noVentilationUnitLargeEnough', values: { max, airflow: Math.round(airflow) } },
      ]);
    }
    const valves = input.supplyRooms + extractRooms;
    bill.add('ventilationUnit', 1, texts.t('units.piece'), unit!.priceEur, unit!);
    bill.add('airValve', valves, texts.t('units.piece'), v.central.valveEur);
    bill.add('ductNetwork', valves, texts.t('units.piece'), v.central.ductPerValveEur);
    bill.add('ventilationInstallation', 1, texts.t('units.flat'), v.central.installationBaseEur);
    bill.add('commissioning', 1, texts.t('units.flat'), v.central.commissioningEur);
    values.push(texts.named('valves', 'n_Ventile', valves, ''));
  } else {
    // Push-pull units work in pairs: one per supply and extract room, rounded up to pairs.
    const units = Math.ceil((input.supplyRooms + extractRooms) / 2) * 2;
    bill.add('decentralUnit', units, texts.t('units.piece'), v.decentral.unitEur);
    bill.add('decentralInstallation', units, texts.t('units.piece'), v.decentral.installationPerUnitEur);
    bill.add('decentralController', units / 2, texts.t('units.piece'), v.decentral.controllerEur);
    values.push(texts.named('decentralUnits', 'n_Geräte', units, ''));
  }
  return result('ventilation', texts, prices, values, bill, true);
}

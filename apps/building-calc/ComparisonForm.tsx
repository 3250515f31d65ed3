import { Checkbox, makeStyles, tokens } from '@fluentui/react-components';
import type { BuildingTemplate } from '../../contract/building.ts';
import { useFormat, useT } from '../platform/index.ts';
import { NumberField, SelectField } from '../shared/calc/fields.tsx';
import type { ComparisonDraft } from './comparison-model.ts';

const useStyles = makeStyles({
  groups: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  fieldset: {
    border: 'none',
    margin: 0,
    padding: 0,
    minWidth: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  legend: { padding: 0, fontWeight: tokens.fontWeightSemibold, marginBottom: tokens.spacingVerticalXS },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 11rem), 1fr))',
    gap: tokens.spacingHorizontalM,
    alignItems: 'end',
  },
  wide: { gridColumn: 'span 2', '@media (max-width: 30rem)': { gridColumn: 'auto' } },
});

/** Heat demand, the existing boiler, the heat pump, economics and subsidy — empty fields use the defaults shown. */
export function ComparisonForm(props: {
  draft: ComparisonDraft;
  template: BuildingTemplate;
  designLoadKW: number | null;
  errors: Record<string, string>;
  onChange: (patch: Partial<ComparisonDraft>) => void;
}) {
  const t = useT();
  const styles = useStyles();
  const format = useFormat();
  const { draft: d, errors } = props;
  const defaults = props.template.comparisonDefaults;
  const fuel = defaults[d.fuel];
  const n = (v: number) => format.number(v, { maximumFractionDigits: 2 });
  const field = (name: keyof ComparisonDraft, path: string, label: string, unit: string, placeholder?: string) => (
    <NumberField
      label={t(`building.ui.comparison.${label}`)}
      unit={unit}
      value={d[name] as string}
      placeholder={placeholder}
      onChange={(value) => props.onChange({ [name]: value } as Partial<ComparisonDraft>)}
      error={errors[path]}
    />
  );
  const check = (name: keyof ComparisonDraft, label: string) => (
    <Checkbox
      label={t(`building.ui.comparison.${label}`)}
      checked={d[name] as boolean}
      onChange={(_, data) => props.onChange({ [name]: data.checked === true } as Partial<ComparisonDraft>)}
    />
  );

  return (
    <div className={styles.groups}>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('building.ui.comparison.demand')}</legend>
        <div className={styles.grid}>
          <SelectField
            className={styles.wide}
            label={t('building.ui.comparison.source')}
            value={d.source}
            options={(['heatLoad', 'consumption', 'direct'] as const).map((s) => ({
              value: s,
              label: t(`building.ui.comparison.sources.${s}`),
            }))}
            onChange={(source) => props.onChange({ source })}
          />
          {d.source === 'heatLoad' &&
            field(
              'heatLoadKW',
              'heatDemand.heatLoadKW',
              'heatLoadKW',
              'kW',
              props.designLoadKW === null ? '' : n(props.designLoadKW),
            )}
          {d.source === 'heatLoad' &&
            field('fullLoadHours', 'heatDemand.fullLoadHours', 'fullLoadHours', 'h/a', n(defaults.fullLoadHours))}
          {d.source === 'consumption' &&
            field(
              'consumption',
              'heatDemand.consumption',
              d.fuel === 'oil' ? 'consumptionOil' : 'consumptionGas',
              d.fuel === 'oil' ? 'l/a' : 'kWh/a',
            )}
          {d.source === 'direct' && field('spaceHeatKWh', 'heatDemand.spaceHeatKWh', 'spaceHeat', 'kWh/a')}
          {field('hotWaterKWh', 'heatDemand.hotWaterKWh', 'hotWater', 'kWh/a')}
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('building.ui.comparison.boiler')}</legend>
        <div className={styles.grid}>
          <SelectField
            className={styles.wide}
            label={t('building.ui.comparison.fuel')}
            value={d.fuel}
            options={(['gas', 'oil'] as const).map((f) => ({ value: f, label: t(`building.systems.boiler.${f}`) }))}
            onChange={(value) => props.onChange({ fuel: value })}
          />
          {field(
            'efficiency',
            'boiler.efficiency',
            d.fuel === 'gas' ? 'efficiencyHs' : 'efficiencyHi',
            '',
            n(fuel.efficiency),
          )}
          {field(
            'price',
            'boiler.price',
            d.fuel === 'gas' ? 'gasPrice' : 'oilPrice',
            d.fuel === 'gas' ? 'ct/kWh' : '€/l',
            n(fuel.price),
          )}
          {field('boilerAge', 'boiler.age', 'boilerAge', 'a')}
          {field('remainingLife', 'boiler.remainingLife', 'remainingLife', 'a')}
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('building.ui.comparison.heatPump')}</legend>
        <div className={styles.grid}>
          <SelectField
            className={styles.wide}
            label={t('building.ui.comparison.hpSource')}
            value={d.hpSource}
            options={(['air', 'ground', 'water'] as const).map((s) => ({
              value: s,
              label: t(`building.systems.heatPump.${s}`),
            }))}
            onChange={(hpSource) => props.onChange({ hpSource })}
          />
          {field(
            'spf',
            'heatPump.seasonalPerformanceFactor',
            'spf',
            '',
            n(d.hpSource === 'air' ? defaults.heatPump.spfAir : defaults.heatPump.spfGround),
          )}
          {field(
            'electricityPrice',
            'heatPump.electricityPrice',
            'electricityPrice',
            'ct/kWh',
            n(defaults.heatPump.electricityPrice),
          )}
          {field('investment', 'heatPump.investment', 'investment', '€')}
          {check('naturalRefrigerant', 'naturalRefrigerant')}
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('building.ui.comparison.economics')}</legend>
        <div className={styles.grid}>
          {field('interestPct', 'economics.interestPct', 'interest', '%', n(defaults.interestPct))}
          {field('years', 'economics.years', 'years', 'a', n(defaults.years))}
          {field(
            'energyEscalationPct',
            'economics.energyEscalationPct',
            'energyEscalation',
            '%/a',
            n(defaults.energyEscalationPct),
          )}
          {field('co2PriceEurPerT', 'economics.co2PriceEurPerT', 'co2Price', '€/t', n(defaults.co2PriceEurPerT))}
          <SelectField
            className={styles.wide}
            label={t('building.ui.comparison.factorSet')}
            value={d.factorSet}
            options={(['GEG', 'BEHG', 'UBA'] as const).map((s) => ({
              value: s,
              label: t(`building.ui.comparison.factorSets.${s}`),
            }))}
            onChange={(factorSet) => props.onChange({ factorSet })}
          />
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('building.ui.comparison.subsidy')}</legend>
        <div className={styles.grid}>
          {check('applySubsidy', 'applySubsidy')}
          {check('ownerOccupied', 'ownerOccupied')}
          {check('replacesWorkingFossilHeating', 'replacesFossil')}
          {field('householdIncome', 'subsidy.householdIncomeEur', 'income', '€')}
          {field('dwellings', 'subsidy.dwellings', 'dwellings', '')}
          {field('applicationYear', 'subsidy.applicationYear', 'applicationYear', '')}
        </div>
      </fieldset>
    </div>
  );
}

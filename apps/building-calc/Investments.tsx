import { Button, Checkbox, makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import type { InvestmentResult } from '../../contract/building.ts';
import { useFormat, useT } from '../platform/index.ts';
import { NumberField, SelectField } from '../shared/calc/fields.tsx';
import { CaptionedTable, NamedValuesTable, numeric, useTableStyles } from '../shared/calc/tables.tsx';
import type { InvestmentDraft } from './comparison-model.ts';

const useStyles = makeStyles({
  groups: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 11rem), 1fr))',
    gap: tokens.spacingHorizontalM,
    alignItems: 'end',
  },
  block: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  heading: { margin: 0 },
  total: { fontWeight: tokens.fontWeightSemibold },
});

/** The investment calculators: heat pump system package, underfloor heating, residential ventilation. */
export function Investments(props: {
  draft: InvestmentDraft;
  errors: Record<string, string>;
  results: InvestmentResult[];
  onChange: (patch: Partial<InvestmentDraft>) => void;
  onUseAsInvestment: (gross: number) => void;
}) {
  const t = useT();
  const styles = useStyles();
  const { draft: d, errors } = props;
  const check = (name: keyof InvestmentDraft, label: string) => (
    <Checkbox
      label={t(`building.ui.investment.${label}`)}
      checked={d[name] as boolean}
      onChange={(_, data) => props.onChange({ [name]: data.checked === true } as Partial<InvestmentDraft>)}
    />
  );
  const number = (name: keyof InvestmentDraft, label: string) => (
    <NumberField
      label={t(`building.ui.investment.${label}`)}
      value={d[name] as string}
      onChange={(value) => props.onChange({ [name]: value } as Partial<InvestmentDraft>)}
      error={errors[name]}
    />
  );
  return (
    <div className={styles.groups}>
      <div className={styles.grid}>
        {number('persons', 'persons')}
        {check('hotWaterTank', 'hotWaterTank')}
        {check('bufferTank', 'bufferTank')}
        {check('electricalWork', 'electricalWork')}
        <SelectField
          label={t('building.ui.investment.dismantle')}
          value={d.dismantle}
          options={(['none', 'gas', 'oil'] as const).map((v) => ({
            value: v,
            label: t(`building.ui.investment.dismantles.${v}`),
          }))}
          onChange={(dismantle) => props.onChange({ dismantle })}
        />
      </div>
      <div className={styles.grid}>
        {check('underfloor', 'underfloor')}
        {d.underfloor && (
          <SelectField
            label={t('building.ui.investment.system')}
            value={d.system}
            options={(['wet', 'dry', 'milled'] as const).map((v) => ({
              value: v,
              label: t(`building.items.underfloor.${v}`),
            }))}
            onChange={(system) => props.onChange({ system })}
          />
        )}
        {d.underfloor && number('floors', 'floors')}
        {d.underfloor && number('balancingValves', 'balancingValves')}
      </div>
      <div className={styles.grid}>
        {check('ventilation', 'ventilation')}
        {d.ventilation && (
          <SelectField
            label={t('building.ui.investment.ventilationSystem')}
            value={d.ventilationSystem}
            options={(['central', 'decentral'] as const).map((v) => ({
              value: v,
              label: t(`building.ui.investment.ventilationSystems.${v}`),
            }))}
            onChange={(ventilationSystem) => props.onChange({ ventilationSystem })}
          />
        )}
        {d.ventilation && number('kitchens', 'kitchens')}
        {d.ventilation && number('baths', 'baths')}
        {d.ventilation && number('wcs', 'wcs')}
      </div>
      {props.results.map((r) => (
        <InvestmentBlock
          key={r.kind}
          result={r}
          onUse={r.kind === 'systemPackage' ? () => props.onUseAsInvestment(r.grossEur) : undefined}
        />
      ))}
    </div>
  );
}

function InvestmentBlock({ result, onUse }: { result: InvestmentResult; onUse?: () => void }) {
  const t = useT();
  const styles = useStyles();
  const table = useTableStyles();
  const format = useFormat();
  const money = (v: number) => format.currency(v, 'EUR');
  return (
    <section className={styles.block} aria-labelledby={`inv-${result.kind}`}>
      <Subtitle2 as="h3" id={`inv-${result.kind}`} className={styles.heading}>
        {result.title}
      </Subtitle2>
      <NamedValuesTable values={result.values} caption={t('building.ui.investment.sizing')} />
      <CaptionedTable
        caption={t('building.ui.investment.items')}
        columns={[
          t('building.ui.table.item'),
          numeric(t('building.ui.table.amount')),
          numeric(t('building.doc.unitPrice')),
          numeric(t('building.doc.total')),
        ]}
      >
        {result.items.map((i) => (
          <tr key={i.key}>
            <th scope="row">{i.label}</th>
            <td className={table.number}>
              {format.number(i.quantity, { maximumFractionDigits: 2 })} {i.unit}
            </td>
            <td className={table.number}>{money(i.unitPriceEur)}</td>
            <td className={table.number}>{money(i.totalEur)}</td>
          </tr>
        ))}
        <tr className={styles.total}>
          <th scope="row" colSpan={3}>
            {t('building.doc.gross')}
          </th>
          <td className={table.number}>{money(result.grossEur)}</td>
        </tr>
      </CaptionedTable>
      {onUse && (
        <Button onClick={onUse}>
          {t('building.ui.investment.useAsInvestment', { value: money(result.grossEur) })}
        </Button>
      )}
    </section>
  );
}

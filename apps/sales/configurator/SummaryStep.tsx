import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import type { SapBillItem, SapConfigResponse } from '../../../contract/configurator.ts';
import type { CustomerHit } from '../../../contract/sales-lookups.ts';
import { useFormat, useT } from '../../platform/index.ts';
import { DetailSection, Facts } from '../../shared/detail/index.ts';
import { EntityTable } from '../../shared/entity-table/index.ts';
import type { SalesApi } from '../api.ts';
import { LookupPicker } from '../common/LookupPicker.tsx';
import { numberOrName } from '../common/number-or-name.ts';
import { QuantityField } from './QuantityField.tsx';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  quote: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'end', flexWrap: 'wrap' },
  reference: { minWidth: '16rem' },
});

/**
 * The complete configuration: the number of pieces, variant, text, price (list, the customer's
 * discount, net per piece and for all pieces), the bill of items, and the quote as a PDF for a
 * customer and a reference.
 */
export function SummaryStep({
  api,
  configuration,
  customer,
  onCustomer,
  quantity,
  onQuantity,
  onQuote,
  quoting,
}: {
  api: SalesApi;
  configuration: SapConfigResponse;
  customer: CustomerHit | null;
  onCustomer: (customer: CustomerHit | null) => void;
  quantity: number;
  onQuantity: (quantity: number) => void;
  onQuote: (reference: string) => void;
  quoting: boolean;
}) {
  const t = useT();
  const format = useFormat();
  const styles = useStyles();
  const [reference, setReference] = useState('');
  const price = configuration.price;
  const money = (value: number) => format.currency(value, price?.currency ?? 'EUR');
  const searchCustomers = useMemo(() => numberOrName(api.customers), [api]);
  return (
    <div className={styles.root}>
      <QuantityField value={quantity} onChange={onQuantity} />
      <Facts
        items={[
          [t('sales.quote.variant'), configuration.materialVariante ?? '—'],
          [t('sales.ui.materialText'), configuration.materialText],
          ...configuration.sapCharacteristics.map((c) => [c.text, valueText(c)] as const),
          ...(price
            ? ([
                [t('sales.quote.listPrice'), money(price.brutto)],
                [
                  t('sales.quote.discount', { percent: format.number(price.discountPercent) }),
                  money(price.netto - price.brutto),
                ],
                ...(price.quantity > 1 ? [[t('sales.quote.unitNetPrice'), money(price.unitNetto)] as const] : []),
                [t('sales.quote.netPrice'), money(price.netto)],
              ] as const)
            : []),
        ]}
      />
      <DetailSection title={t('sales.quote.items')}>
        <EntityTable<SapBillItem>
          label={t('sales.quote.items')}
          items={configuration.billOfItems}
          getId={(i) => String(i.position)}
          defaultSort={null}
          columns={[
            { id: 'position', label: t('sales.quote.position'), render: (i) => i.position, align: 'end' },
            { id: 'material', label: t('sales.quote.material'), render: (i) => i.materialNumber ?? '—' },
            { id: 'text', label: t('sales.quote.text'), render: (i) => i.text },
            { id: 'quantity', label: t('sales.ui.quantity'), render: (i) => format.number(i.quantity), align: 'end' },
            { id: 'amount', label: t('sales.quote.amount'), render: (i) => money(i.amount), align: 'end' },
          ]}
        />
      </DetailSection>
      <DetailSection title={t('sales.ui.quoteTitle')}>
        <div className={styles.quote}>
          <LookupPicker<CustomerHit>
            label={t('sales.ui.quoteCustomer')}
            placeholder={t('sales.ui.customerPlaceholder')}
            search={searchCustomers}
            detail={(c) => `${c.postalCode} ${c.city}`}
            selected={customer}
            onSelect={onCustomer}
          />
          <Field label={t('sales.quote.reference')} className={styles.reference}>
            <Input value={reference} maxLength={60} onChange={(_, d) => setReference(d.value)} />
          </Field>
          <Button appearance="primary" disabled={quoting} onClick={() => onQuote(reference.trim())}>
            {t('sales.ui.downloadQuote')}
          </Button>
        </div>
      </DetailSection>
    </div>
  );
}

function valueText(c: SapConfigResponse['sapCharacteristics'][number]): string {
  return c.possibleValues.find((v) => v.value === c.value)?.text ?? c.value ?? '—';
}

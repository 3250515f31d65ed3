import { Button, Checkbox, Dropdown, Field, Input, makeStyles, Option, tokens } from '@fluentui/react-components';
import { type FormEvent, useMemo, useState } from 'react';
import { type OrderStage, orderStages } from '../../../contract/sales.ts';
import type { CustomerHit, MaterialHit } from '../../../contract/sales-lookups.ts';
import { useT } from '../../platform/index.ts';
import type { SalesApi, SearchParams } from '../api.ts';
import { LookupPicker } from '../common/LookupPicker.tsx';
import { numberOrName } from '../common/number-or-name.ts';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
  },
  wide: { gridColumn: 'span 2', '@media (max-width: 40rem)': { gridColumn: 'auto' } },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap', alignItems: 'center' },
  // Fluent's dropdown keeps a min-width that would overlap the next grid column.
  fill: { minWidth: 0, width: '100%' },
});

export interface OrderFilter {
  customer: CustomerHit | null;
  material: MaterialHit | null;
  orderNumber: string;
  abNumber: string;
  statuses: OrderStage[];
  from: string;
  to: string;
  services: boolean;
}

export const emptyFilter: OrderFilter = {
  customer: null,
  material: null,
  orderNumber: '',
  abNumber: '',
  statuses: [],
  from: '',
  to: '',
  services: false,
};

/** The filter as the catalogue's query parameters: an order date range open at the end the user left empty. */
export function filterQuery(filter: OrderFilter): SearchParams {
  return {
    CustomerNumber: filter.customer?.number,
    MaterialNumber: filter.material?.number,
    OrderNumber: filter.orderNumber.trim(),
    AbNumber: filter.abNumber.trim(),
    StatusKey: filter.statuses.length ? filter.statuses.join(',') : undefined,
    OrderedFrom: filter.from || undefined,
    OrderedTo: filter.to || undefined,
    SearchServices: filter.services || undefined,
  };
}

/** The server's parameter names → the form's fields, for its 400s. */
export const fieldOfParameter: Record<string, keyof OrderFilter> = {
  CustomerNumber: 'customer',
  MaterialNumber: 'material',
  OrderNumber: 'orderNumber',
  AbNumber: 'abNumber',
  StatusKey: 'statuses',
  OrderDates: 'from',
  OrderedFrom: 'from',
  OrderedTo: 'to',
  SearchServices: 'services',
};

interface Props {
  api: SalesApi;
  language: string;
  busy: boolean;
  errors: Partial<Record<keyof OrderFilter, string>>;
  onSearch: (filter: OrderFilter) => void;
}

/** Customer and material pickers (fuzzy lookups as you type), numbers, status and order dates. */
export function SearchForm({ api, language, busy, errors, onSearch }: Props) {
  const t = useT();
  const styles = useStyles();
  const [filter, setFilter] = useState<OrderFilter>(emptyFilter);
  const set = <K extends keyof OrderFilter>(key: K, value: OrderFilter[K]) =>
    setFilter((f) => ({ ...f, [key]: value }));
  const searchCustomers = useMemo(() => numberOrName(api.customers), [api]);
  const searchMaterials = useMemo(() => numberOrName(api.materials, { Language: language }), [api, language]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(filter);
  };

  return (
    <form className={styles.form} onSubmit={submit} aria-label={t('sales.ui.searchForm')}>
      <div className={styles.grid}>
        <div className={styles.wide}>
          <LookupPicker<CustomerHit>
            label={t('sales.ui.customer')}
            placeholder={t('sales.ui.customerPlaceholder')}
            search={searchCustomers}
            detail={(c) => `${c.postalCode} ${c.city} · ${c.street}`}
            selected={filter.customer}
            onSelect={(hit) => set('customer', hit)}
            validationMessage={errors.customer}
          />
        </div>
        <div className={styles.wide}>
          <LookupPicker<MaterialHit>
            label={t('sales.ui.material')}
            placeholder={t('sales.ui.materialPlaceholder')}
            search={searchMaterials}
            detail={(m) => m.description}
            selected={filter.material}
            onSelect={(hit) => set('material', hit)}
            validationMessage={errors.material}
          />
        </div>
        <Field label={t('sales.tracking.columns.orderNumber')} validationMessage={errors.orderNumber}>
          <Input
            value={filter.orderNumber}
            inputMode="numeric"
            maxLength={10}
            onChange={(_, d) => set('orderNumber', d.value)}
          />
        </Field>
        <Field label={t('sales.tracking.columns.abNumber')} validationMessage={errors.abNumber}>
          <Input value={filter.abNumber} maxLength={12} onChange={(_, d) => set('abNumber', d.value)} />
        </Field>
        <Field label={t('sales.tracking.columns.status')} validationMessage={errors.statuses}>
          <Dropdown
            className={styles.fill}
            multiselect
            placeholder={t('sales.ui.allStatuses')}
            selectedOptions={filter.statuses}
            value={filter.statuses.map((s) => t(`sales.stage.${s}`)).join(', ')}
            onOptionSelect={(_, d) => set('statuses', d.selectedOptions as OrderStage[])}
          >
            {orderStages.map((stage) => (
              <Option key={stage} value={stage}>
                {t(`sales.stage.${stage}`)}
              </Option>
            ))}
          </Dropdown>
        </Field>
        <Field label={t('sales.ui.orderedFrom')} validationMessage={errors.from}>
          <Input type="date" value={filter.from} onChange={(_, d) => set('from', d.value)} />
        </Field>
        <Field label={t('sales.ui.orderedTo')}>
          <Input type="date" value={filter.to} onChange={(_, d) => set('to', d.value)} />
        </Field>
      </div>
      <Checkbox
        checked={filter.services}
        onChange={(_, d) => set('services', d.checked === true)}
        label={t('sales.ui.searchServices')}
      />
      <div className={styles.actions}>
        <Button type="submit" appearance="primary" disabled={busy}>
          {t('sales.ui.search')}
        </Button>
        <Button type="button" onClick={() => setFilter(emptyFilter)}>
          {t('sales.ui.reset')}
        </Button>
      </div>
    </form>
  );
}

import { Checkbox, Combobox, Field, makeStyles, Option, Select, tokens } from '@fluentui/react-components';
import {
  compareTypes,
  filterDictionaries,
  keyFigures,
  rangeTypes,
  type SalesFilterParam,
  type SalesPerformanceFilters,
  type SalesPerformanceQuery,
  salesCurrencies,
  salesFilters,
  salesGroupings,
} from '../../../contract/sales-performance.ts';
import { useFormat, useT } from '../../platform/index.ts';

const useStyles = makeStyles({
  // Fluent's Combobox and Select keep a minimum width of their own: they follow the grid cell instead.
  control: { minWidth: 0, width: '100%', maxWidth: '100%', boxSizing: 'border-box' },
  comboInput: { minWidth: 0, width: '100%' },
  grid: {
    display: 'grid',
    gap: tokens.spacingHorizontalM,
    gridTemplateColumns: 'repeat(auto-fill, minmax(13rem, 1fr))',
  },
  checks: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    alignItems: 'center',
    border: 'none',
    margin: `${tokens.spacingVerticalM} 0 0`,
    padding: 0,
  },
  legend: { float: 'left', padding: 0, marginRight: tokens.spacingHorizontalM, fontWeight: tokens.fontWeightSemibold },
});

interface Props {
  query: SalesPerformanceQuery;
  onChange(query: SalesPerformanceQuery): void;
  /** The values each list filter may take given the others (from /SalesPerformance/filter). */
  filters: SalesPerformanceFilters | undefined;
}

const filterParams = Object.keys(salesFilters) as SalesFilterParam[];

/** Key figure, range, period, currency, grouping, compare and validity, and the ten list filters. */
export function SalesFilters({ query, onChange, filters }: Props) {
  const t = useT();
  const format = useFormat();
  const styles = useStyles();
  const set = (patch: Partial<SalesPerformanceQuery>) => onChange({ ...query, ...patch });
  const compare = query.CompareType ?? [];
  const periods = [...(filters?.periods ?? [])].reverse();

  return (
    <>
      <div className={styles.grid}>
        <Field label={t('reporting.sales.keyFigure')}>
          <Select
            className={styles.control}
            value={query.KeyFigure}
            onChange={(_, d) =>
              set({ KeyFigure: d.value as never, KeyFigures: query.KeyFigures?.filter((k) => k !== d.value) })
            }
          >
            {keyFigures.map((k) => (
              <option key={k} value={k}>
                {t(`analytics.keyFigure.${k}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('reporting.sales.keyFigures')}>
          <Combobox
            className={styles.control}
            input={{ className: styles.comboInput }}
            multiselect
            selectedOptions={query.KeyFigures ?? []}
            value={(query.KeyFigures ?? []).map((k) => t(`analytics.keyFigure.${k}`)).join(', ')}
            placeholder={t('reporting.sales.noKeyFigures')}
            onOptionSelect={(_, d) =>
              set({ KeyFigures: d.selectedOptions.length ? (d.selectedOptions.slice(0, 3) as never) : undefined })
            }
          >
            {keyFigures
              .filter((k) => k !== query.KeyFigure)
              .map((k) => (
                <Option key={k} value={k} text={t(`analytics.keyFigure.${k}`)}>
                  {t(`analytics.keyFigure.${k}`)}
                </Option>
              ))}
          </Combobox>
        </Field>
        <Field label={t('reporting.sales.rangeType')}>
          <Select
            className={styles.control}
            value={query.RangeType}
            onChange={(_, d) => set({ RangeType: d.value as never })}
          >
            {rangeTypes.map((r) => (
              <option key={r} value={r}>
                {t(`analytics.rangeType.${r}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('reporting.sales.period')}>
          <Select
            className={styles.control}
            value={query.Period ?? ''}
            onChange={(_, d) => set({ Period: d.value || undefined })}
          >
            <option value="">{t('reporting.sales.lastRelease')}</option>
            {periods.map((p) => (
              <option key={p} value={p}>
                {format.month(`${p}-01`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('reporting.builder.currency')}>
          <Select
            className={styles.control}
            value={query.Currency}
            onChange={(_, d) => set({ Currency: d.value as never })}
          >
            {salesCurrencies.map((c) => (
              <option key={c} value={c}>
                {`${c} – ${t(`analytics.currency.${c}`)}`}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('reporting.sales.grouping')}>
          <Select
            className={styles.control}
            value={query.Grouping}
            onChange={(_, d) => set({ Grouping: d.value as never })}
          >
            {salesGroupings.map((g) => (
              <option key={g} value={g}>
                {t(`analytics.grouping.${g}`)}
              </option>
            ))}
          </Select>
        </Field>
        {filterParams.map((param) => {
          const options = filters?.[filterDictionaries[param]] as Record<string, string> | undefined;
          const selected = query[param] ?? [];
          const text = (code: string) => (options?.[code] ? `${code} – ${options[code]}` : code);
          return (
            <Field key={param} label={t(`reporting.sales.filter.${param}`)}>
              <Combobox
                className={styles.control}
                input={{ className: styles.comboInput }}
                multiselect
                selectedOptions={selected}
                value={selected.map(text).join(', ')}
                placeholder={t('reporting.sales.all')}
                onOptionSelect={(_, d) => set({ [param]: d.selectedOptions.length ? d.selectedOptions : undefined })}
              >
                {Object.keys(options ?? {}).map((code) => (
                  <Option key={code} value={code} text={text(code)}>
                    {text(code)}
                  </Option>
                ))}
              </Combobox>
            </Field>
          );
        })}
      </div>
      <fieldset className={styles.checks}>
        <legend className={styles.legend}>{t('reporting.sales.compare')}</legend>
        {compareTypes.map((c) => (
          <Checkbox
            key={c}
            label={t('reporting.sales.compareWith', { what: t(`analytics.compareType.${c}`) })}
            checked={compare.includes(c)}
            // Without any, the server compares with both: one stays chosen.
            disabled={compare.length === 1 && compare.includes(c)}
            onChange={(_, d) => set({ CompareType: d.checked ? [...compare, c] : compare.filter((x) => x !== c) })}
          />
        ))}
        <Checkbox
          label={t('reporting.sales.onlyValid')}
          checked={query.IsValid !== false}
          onChange={(_, d) => set({ IsValid: Boolean(d.checked) })}
        />
      </fieldset>
    </>
  );
}

import { Button, Combobox, Field, Input, makeStyles, Option, Select, tokens } from '@fluentui/react-components';
import { type ReportColumnMeta, type ReportSourceMeta, relativeDatePeriods } from '../../../contract/reporting.ts';
import { useLocale, useT } from '../../platform/index.ts';
import { AddIcon } from '../../shared/icons.tsx';
import { textIn } from '../labels.ts';
import {
  comparerArity,
  isGroup,
  type NotebookFilter,
  type NotebookFilterGroup,
  type NotebookFilterNode,
} from '../notebook.ts';
import { RemoveButton, Step, useStepStyles } from './StepRow.tsx';

interface Props {
  source: ReportSourceMeta;
  filter: NotebookFilterGroup;
  onChange(filter: NotebookFilterGroup): void;
  /** Server messages per filter row (its place in the groups, `1` or `2.0`) and for the step. */
  errors: Record<string, string>;
}

const split = (value: string) => value.split(/\s*;\s*/).filter(Boolean);

/** The notebook's filter step: conditions and nested groups, each group matching all or any of its rows. */
export function FilterStep({ source, filter, onChange, errors }: Props) {
  const t = useT();
  return (
    <Step title={t('reporting.builder.filterStep')} error={errors.step}>
      {filter.items.length === 0 && <span>{t('reporting.builder.noFilters')}</span>}
      <FilterGroup source={source} group={filter} path={[]} onChange={onChange} errors={errors} />
    </Step>
  );
}

const useGroupStyles = makeStyles({
  group: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    minWidth: 0,
  },
  nested: {
    margin: 0,
    minWidth: 0,
    padding: `0 0 0 ${tokens.spacingHorizontalM}`,
    border: 'none',
    borderLeft: `2px dashed ${tokens.colorNeutralStroke1}`,
  },
  legend: { padding: 0, fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground2 },
});

function FilterGroup(props: {
  source: ReportSourceMeta;
  group: NotebookFilterGroup;
  /** Indexes from the top group down to this one. */
  path: number[];
  onChange(group: NotebookFilterGroup): void;
  onRemove?(): void;
  errors: Record<string, string>;
}) {
  const { source, group, path, onChange, onRemove, errors } = props;
  const t = useT();
  const styles = useStepStyles();
  const groupStyles = useGroupStyles();
  const filterable = source.columns.filter((c) => c.filterable);
  const place = (index: number) => [...path, index].map((i) => i + 1).join('.');
  const groupLabel = path.length ? path.map((i) => i + 1).join('.') : '';
  const setItem = (index: number, node: NotebookFilterNode | null) =>
    onChange({
      ...group,
      items:
        node === null ? group.items.filter((_, i) => i !== index) : group.items.map((x, i) => (i === index ? node : x)),
    });
  const newCondition = (): NotebookFilter | null => {
    const column = filterable[0];
    return column ? { column: column.id, comparer: column.comparers[0] ?? 'eq', value: '', value2: '' } : null;
  };

  const content = (
    <>
      {(group.items.length > 1 || path.length > 0) && (
        <div className={styles.row}>
          <Field
            className={styles.control}
            label={path.length ? t('reporting.builder.groupMatch', { n: groupLabel }) : t('reporting.builder.match')}
          >
            <Select
              value={group.operator}
              onChange={(_, d) => onChange({ ...group, operator: d.value === 'or' ? 'or' : 'and' })}
            >
              <option value="and">{t('reporting.builder.matchAll')}</option>
              <option value="or">{t('reporting.builder.matchAny')}</option>
            </Select>
          </Field>
          {onRemove && (
            <RemoveButton label={t('reporting.builder.removeFilterGroup', { n: groupLabel })} onClick={onRemove} />
          )}
        </div>
      )}
      {group.items.map((node, index) => {
        const key = [...path, index].join('.');
        return isGroup(node) ? (
          <FilterGroup
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity besides their place
            key={index}
            source={source}
            group={node}
            path={[...path, index]}
            onChange={(next) => setItem(index, next)}
            onRemove={() => setItem(index, null)}
            errors={errors}
          />
        ) : (
          <ConditionRow
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity besides their place
            key={index}
            source={source}
            filter={node}
            n={place(index)}
            onChange={(next) => setItem(index, next)}
            error={errors[key]}
          />
        );
      })}
      <div className={styles.row}>
        <Button
          icon={<AddIcon />}
          disabled={filterable.length === 0}
          onClick={() => {
            const added = newCondition();
            if (added) onChange({ ...group, items: [...group.items, added] });
          }}
        >
          {path.length ? t('reporting.builder.addFilterTo', { n: groupLabel }) : t('reporting.builder.addFilter')}
        </Button>
        {path.length < 3 && (
          <Button
            icon={<AddIcon />}
            disabled={filterable.length === 0}
            onClick={() => {
              const added = newCondition();
              if (added) onChange({ ...group, items: [...group.items, { operator: 'or', items: [added] }] });
            }}
          >
            {path.length ? t('reporting.builder.addGroupTo', { n: groupLabel }) : t('reporting.builder.addFilterGroup')}
          </Button>
        )}
      </div>
    </>
  );
  return path.length ? (
    <fieldset className={`${groupStyles.group} ${groupStyles.nested}`}>
      <legend className={groupStyles.legend}>{t('reporting.builder.groupName', { n: groupLabel })}</legend>
      {content}
    </fieldset>
  ) : (
    <div className={groupStyles.group}>{content}</div>
  );
}

function ConditionRow(props: {
  source: ReportSourceMeta;
  filter: NotebookFilter;
  /** The row's place (`2` or `3.1`), in its labels. */
  n: string;
  onChange(filter: NotebookFilter | null): void;
  error: string | undefined;
}) {
  const { source, filter, n, onChange, error } = props;
  const t = useT();
  const locale = useLocale();
  const styles = useStepStyles();
  const filterable = source.columns.filter((c) => c.filterable);
  const byId = new Map(source.columns.map((c) => [c.id, c]));
  const column = byId.get(filter.column);
  const arity = comparerArity(filter.comparer);
  const update = (patch: Partial<NotebookFilter>) => onChange({ ...filter, ...patch });
  return (
    <div>
      <div className={styles.row}>
        <Field className={styles.control} label={t('reporting.builder.filterColumn', { n })}>
          <Select
            value={filter.column}
            onChange={(_, d) => {
              const next = byId.get(d.value);
              update({
                column: d.value,
                comparer: next?.comparers.includes(filter.comparer as never)
                  ? filter.comparer
                  : (next?.comparers[0] ?? 'eq'),
                value: '',
                value2: '',
              });
            }}
          >
            {filterable.map((c) => (
              <option key={c.id} value={c.id}>
                {textIn(c.label, locale)}
              </option>
            ))}
          </Select>
        </Field>
        <Field className={styles.control} label={t('reporting.builder.comparer', { n })}>
          <Select
            value={filter.comparer}
            onChange={(_, d) =>
              update({
                comparer: d.value,
                ...(d.value === 'during'
                  ? { value: 'last12Months' }
                  : filter.comparer === 'during'
                    ? { value: '' }
                    : {}),
              })
            }
          >
            {(column?.comparers ?? []).map((c) => (
              <option key={c} value={c}>
                {t(`reporting.comparer.${c}`)}
              </option>
            ))}
          </Select>
        </Field>
        {filter.comparer === 'during' ? (
          <Field className={styles.control} label={t('reporting.builder.period', { n })}>
            <Select value={filter.value} onChange={(_, d) => update({ value: d.value })}>
              {relativeDatePeriods.map((p) => (
                <option key={p} value={p}>
                  {t(`reporting.relative.${p}`)}
                </option>
              ))}
            </Select>
          </Field>
        ) : (
          arity !== 0 &&
          column && (
            <ValueControl
              column={column}
              list={arity === 'list'}
              label={t(arity === 2 ? 'reporting.builder.from' : 'reporting.builder.value', { n })}
              value={filter.value}
              onChange={(value) => update({ value })}
            />
          )
        )}
        {arity === 2 && column && (
          <ValueControl
            column={column}
            list={false}
            label={t('reporting.builder.to', { n })}
            value={filter.value2}
            onChange={(value2) => update({ value2 })}
          />
        )}
        <RemoveButton label={t('reporting.builder.removeFilter', { n })} onClick={() => onChange(null)} />
      </div>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

function ValueControl(props: {
  column: ReportColumnMeta;
  list: boolean;
  label: string;
  value: string;
  onChange(value: string): void;
}) {
  const { column, list, label, value, onChange } = props;
  const locale = useLocale();
  const t = useT();
  const styles = useStepStyles();
  if (column.values?.length) {
    const options = column.values.map((v) => ({ code: v.code, text: `${v.code} – ${textIn(v.label, locale)}` }));
    if (list) {
      const selected = split(value);
      return (
        <Field className={styles.wide} label={label}>
          <Combobox
            multiselect
            selectedOptions={selected}
            value={selected.join(', ')}
            placeholder={t('reporting.builder.pickValues')}
            onOptionSelect={(_, d) => onChange(d.selectedOptions.join('; '))}
          >
            {options.map((o) => (
              <Option key={o.code} value={o.code} text={o.text}>
                {o.text}
              </Option>
            ))}
          </Combobox>
        </Field>
      );
    }
    return (
      <Field className={styles.control} label={label}>
        <Select value={value} onChange={(_, d) => onChange(d.value)}>
          <option value="">{t('reporting.builder.pickValue')}</option>
          {options.map((o) => (
            <option key={o.code} value={o.code}>
              {o.text}
            </option>
          ))}
        </Select>
      </Field>
    );
  }
  const type = column.type === 'date' && !list ? 'date' : 'text';
  return (
    <Field
      className={list ? styles.wide : styles.control}
      label={label}
      hint={list ? t('reporting.builder.listHint') : undefined}
    >
      <Input type={type} value={value} onChange={(_, d) => onChange(d.value)} />
    </Field>
  );
}

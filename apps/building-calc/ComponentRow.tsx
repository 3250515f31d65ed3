import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { type BuildingMode, type BuildingTemplate, boundaries, componentKinds } from '../../contract/building.ts';
import { useFormat, useT } from '../platform/index.ts';
import { NumberField, SelectField, TextField } from '../shared/calc/fields.tsx';
import type { ComponentDraft, USource } from './model.ts';

const useStyles = makeStyles({
  row: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 9.5rem), 1fr))',
    gap: tokens.spacingHorizontalS,
    alignItems: 'end',
    padding: tokens.spacingVerticalS,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    margin: 0,
    minWidth: 0,
  },
  legend: { fontWeight: tokens.fontWeightSemibold, padding: `0 ${tokens.spacingHorizontalXS}` },
  wide: { gridColumn: 'span 2', '@media (max-width: 30rem)': { gridColumn: 'auto' } },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap' },
});

/** The U value the form shows for a source: the age-class preset, a standard's value, or none. */
export function presetValue(
  template: BuildingTemplate,
  mode: BuildingMode,
  ageClass: string,
  c: Pick<ComponentDraft, 'kind' | 'uSource'>,
) {
  if (c.uSource === 'input') return null;
  if (c.uSource === 'GEG' || c.uSource === 'BEG') return template.standards[c.uSource].u[c.kind];
  if (mode === 'newBuilding') return template.standards.GEGReference.u[c.kind];
  return template.kinds[c.kind].presets[template.ageClasses.indexOf(ageClass as never)] ?? null;
}

/** One component of a room: kind, boundary, area and where its U value comes from. */
export function ComponentRow(props: {
  draft: ComponentDraft;
  index: number;
  path: string;
  template: BuildingTemplate;
  mode: BuildingMode;
  ageClass: string;
  errors: Record<string, string>;
  onChange: (patch: Partial<ComponentDraft>) => void;
  onCopy: () => void;
  onRemove: () => void;
}) {
  const t = useT();
  const styles = useStyles();
  const format = useFormat();
  const { draft: c, template, path, errors } = props;
  const boundary = c.boundary || template.kinds[c.kind].boundary;
  const preset = presetValue(template, props.mode, props.ageClass, c);
  const number = (v: number | null) => (v === null ? '–' : format.number(v, { maximumFractionDigits: 2 }));
  const title = `${t('building.ui.component')} ${props.index + 1}: ${c.name || t(`building.kinds.${c.kind}`)}`;
  const sources: USource[] = ['preset', 'GEG', 'BEG', 'input'];
  const sourceLabel = (s: USource) => {
    const value =
      s === 'input' ? null : presetValue(template, props.mode, props.ageClass, { kind: c.kind, uSource: s });
    const name =
      s === 'preset'
        ? t(props.mode === 'newBuilding' ? 'building.ui.uSources.reference' : 'building.ui.uSources.preset')
        : t(`building.ui.uSources.${s}`);
    return s === 'input' ? name : `${name} (${number(value)})`;
  };
  const uError =
    errors[`${path}.u`] ?? (c.uSource !== 'input' && preset === null ? t('building.ui.errors.noPreset') : undefined);

  return (
    <fieldset className={styles.row}>
      <legend className={styles.legend}>{title}</legend>
      <TextField
        size="small"
        label={t('building.ui.fields.componentName')}
        value={c.name}
        onChange={(name) => props.onChange({ name })}
      />
      <SelectField
        size="small"
        className={styles.wide}
        label={t('building.ui.fields.kind')}
        value={c.kind}
        options={componentKinds.map((k) => ({ value: k, label: t(`building.kinds.${k}`) }))}
        onChange={(kind) => props.onChange({ kind, boundary: '' })}
      />
      <SelectField
        size="small"
        label={t('building.ui.fields.boundary')}
        value={c.boundary}
        options={[
          {
            value: '' as const,
            label: `${t(`building.boundaries.${template.kinds[c.kind].boundary}`)} (${t('building.ui.default')})`,
          },
          ...boundaries.map((b) => ({ value: b, label: t(`building.boundaries.${b}`) })),
        ]}
        onChange={(value) => props.onChange({ boundary: value })}
      />
      <NumberField
        size="small"
        label={t('building.ui.fields.area')}
        unit="m²"
        value={c.area}
        onChange={(area) => props.onChange({ area })}
        error={errors[`${path}.area`]}
      />
      <SelectField
        size="small"
        className={styles.wide}
        label={t('building.ui.fields.uSource')}
        value={c.uSource}
        options={sources.map((s) => ({ value: s, label: sourceLabel(s) }))}
        onChange={(uSource) =>
          props.onChange({ uSource, u: uSource === 'input' && !c.u && preset !== null ? format.number(preset) : c.u })
        }
      />
      <NumberField
        size="small"
        label={t('building.ui.fields.u')}
        unit="W/(m²·K)"
        value={c.uSource === 'input' ? c.u : preset === null ? '' : format.number(preset, { maximumFractionDigits: 2 })}
        disabled={c.uSource !== 'input'}
        onChange={(u) => props.onChange({ u })}
        error={uError}
      />
      {(boundary === 'unheated' || boundary === 'heated') && (
        <NumberField
          size="small"
          label={t('building.ui.fields.adjacentTemperature')}
          unit="°C"
          value={c.adjacentTemperature}
          placeholder={boundary === 'unheated' ? t('building.ui.defaultFactor') : ''}
          onChange={(adjacentTemperature) => props.onChange({ adjacentTemperature })}
          error={errors[`${path}.adjacentTemperature`]}
        />
      )}
      <div className={styles.actions}>
        <Button size="small" onClick={props.onCopy} aria-label={t('building.ui.copyNamed', { name: title })}>
          {t('building.ui.copy')}
        </Button>
        <Button size="small" onClick={props.onRemove} aria-label={t('building.ui.removeNamed', { name: title })}>
          {t('building.ui.remove')}
        </Button>
      </div>
    </fieldset>
  );
}

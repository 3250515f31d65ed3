import { makeStyles, tokens } from '@fluentui/react-components';
import type { AgeClass, BuildingMode, BuildingTemplate } from '../../contract/building.ts';
import { useFormat, useT } from '../platform/index.ts';
import { NumberField, SelectField, TextField } from '../shared/calc/fields.tsx';
import type { ProjectDraft } from './model.ts';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 12rem), 1fr))',
    gap: tokens.spacingHorizontalM,
    alignItems: 'start',
  },
});

/** Location, construction age (renovation) and thermal-bridge surcharge of the project. */
export function ProjectForm(props: {
  project: ProjectDraft;
  template: BuildingTemplate;
  mode: BuildingMode;
  errors: Record<string, string>;
  onChange: (patch: Partial<ProjectDraft>) => void;
}) {
  const t = useT();
  const styles = useStyles();
  const format = useFormat();
  const { project: p, errors } = props;
  return (
    <div className={styles.grid}>
      <TextField
        label={t('building.ui.fields.postcode')}
        value={p.postcode}
        onChange={(postcode) => props.onChange({ postcode })}
        error={errors.postcode}
      />
      <NumberField
        label={t('building.ui.fields.designOutdoorTemperature')}
        unit="°C"
        value={p.designOutdoorTemperature}
        placeholder={t('building.ui.fromPostcode')}
        onChange={(designOutdoorTemperature) => props.onChange({ designOutdoorTemperature })}
        error={errors.designOutdoorTemperature}
      />
      {props.mode === 'renovation' && (
        <SelectField
          label={t('building.ui.fields.ageClass')}
          value={p.ageClass}
          options={props.template.ageClasses.map((a) => ({
            value: a as AgeClass,
            label: t(`building.ageClasses.${a}`),
          }))}
          onChange={(ageClass) => props.onChange({ ageClass })}
          hint={t('building.ui.ageClassHint')}
        />
      )}
      <SelectField
        label={t('building.ui.fields.thermalBridge')}
        value={p.thermalBridge}
        options={[
          ...props.template.thermalBridges.map((b) => ({
            value: format.number(b.value),
            label: `${format.number(b.value)} W/(m²·K) – ${t(`building.ui.thermalBridges.${b.id}`)}`,
          })),
        ].concat(
          props.template.thermalBridges.some((b) => format.number(b.value) === p.thermalBridge)
            ? []
            : [{ value: p.thermalBridge, label: `${p.thermalBridge} W/(m²·K)` }],
        )}
        onChange={(thermalBridge) => props.onChange({ thermalBridge })}
        error={errors.thermalBridge}
      />
    </div>
  );
}

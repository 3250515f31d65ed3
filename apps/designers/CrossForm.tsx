import type { CrossDesign, CrossDesignInput, CrossTemplate } from '../../contract/designers.ts';
import { useT } from '../platform/index.ts';
import { NumberField, SelectField } from '../shared/calc/fields.tsx';
import { SavedProjects } from '../shared/SavedProjects.tsx';
import { CrossDrawing } from './CrossDrawing.tsx';
import { DesignerLayout, useDesignerStyles } from './DesignerFrame.tsx';
import { fieldBinder, useDesign, useDesignerNumbers, useLinkedDraft } from './use-design.ts';

type Raw = {
  grilleType: 'roll' | 'linear';
  profile: string;
  gapMm: string;
  colour: string;
  lengthMm: string;
  widthMm: string;
  quantity: string;
};

/** The Cross designer's form once its template is there (CrossDesignerApp.tsx). */
export function CrossForm({ template, linkState }: { template: CrossTemplate; linkState: string | undefined }) {
  const t = useT();
  const styles = useDesignerStyles();
  const { typed, mmOptions, reader } = useDesignerNumbers();
  const { raw, setRaw, link, open } = useLinkedDraft<Raw>('portal-cross-designer', linkState, () => ({
    grilleType: 'roll',
    profile: template.profiles[0]!.id,
    gapMm: String(template.gapsMm.includes(7.5) ? 7.5 : template.gapsMm[0]),
    colour: template.colours.find((c) => c.profiles.includes(template.profiles[0]!.id))!.id,
    lengthMm: typed(2600),
    widthMm: typed(260),
    quantity: '1',
  }));
  const set = (patch: Partial<Raw>) => setRaw((r) => ({ ...r, ...patch }));
  const colours = template.colours.filter((c) => c.profiles.includes(raw.profile));

  const { errors: clientErrors, read } = reader();
  const lengthMm = read('lengthMm', raw.lengthMm, template.lengthMm);
  const widthMm = read('widthMm', raw.widthMm, template.widthMm);
  const quantity = read('quantity', raw.quantity, { min: 1, max: 100 }, true);
  const input: CrossDesignInput | null = Object.keys(clientErrors).length
    ? null
    : {
        grilleType: raw.grilleType,
        profile: raw.profile,
        gapMm: Number(raw.gapMm),
        colour: raw.colour,
        lengthMm,
        widthMm,
        quantity,
      };
  const { result, errors, state } = useDesign<CrossDesignInput, CrossDesign>('CrossDesigner', input, clientErrors);
  const field = fieldBinder(raw, set, errors);

  const inputs = (
    <div className={styles.form}>
      <SelectField
        label={t('designer.ui.cross.type')}
        {...field('grilleType')}
        options={template.grilleTypes.map((g) => ({ value: g.id as Raw['grilleType'], label: g.label }))}
      />
      <SelectField
        label={t('designer.ui.cross.profile')}
        value={raw.profile}
        options={template.profiles.map((p) => ({ value: p.id, label: `${p.name} (${p.material})` }))}
        onChange={(v) =>
          set({ profile: v, colour: template.colours.find((c) => c.profiles.includes(v))?.id ?? raw.colour })
        }
        error={errors.profile}
        className={styles.wide}
      />
      <SelectField label={t('designer.ui.cross.gap')} {...field('gapMm')} options={mmOptions(template.gapsMm)} />
      <SelectField
        label={t('designer.ui.cross.colour')}
        {...field('colour')}
        options={colours.map((c) => ({ value: c.id, label: c.name }))}
      />
      <NumberField label={t('designer.ui.cross.length')} unit="mm" {...field('lengthMm')} />
      <NumberField label={t('designer.ui.cross.width')} unit="mm" {...field('widthMm')} />
      <NumberField label={t('designer.ui.cross.quantity')} {...field('quantity')} />
    </div>
  );
  const loadClass = result?.loadClass?.label ?? t('designer.ui.cross.noLoadClass');
  return (
    <DesignerLayout
      id="cross"
      inputs={inputs}
      badge={result ? `${t('designer.cross.loadClass')}: ${loadClass}` : null}
      state={state}
      result={result}
      link={link}
      projects={<SavedProjects tool="cross-designer" current={() => raw} onOpen={open} />}
      drawing={(design) => <CrossDrawing design={design} />}
    />
  );
}

import type { AscoDesign, AscoDesignInput, AscoTemplate } from '../../contract/designers.ts';
import { useT } from '../platform/index.ts';
import { NumberField, SelectField } from '../shared/calc/fields.tsx';
import { SavedProjects } from '../shared/SavedProjects.tsx';
import { AscoCutouts, type RawCutout } from './AscoCutouts.tsx';
import { AscoPlan } from './AscoPlan.tsx';
import { DesignerLayout, useDesignerStyles } from './DesignerFrame.tsx';
import { fieldBinder, useDesign, useDesignerNumbers, useLinkedDraft } from './use-design.ts';

type Raw = {
  roomLengthMm: string;
  roomWidthMm: string;
  panel: string;
  jointMm: string;
  orientation: 'length' | 'width';
  cutouts: RawCutout[];
};

/** Where a cut-out may lie and how large it may be (the server's schema checks the same). */
const cutoutPosition = { min: 0, max: 50_000 };
const cutoutSize = { min: 1, max: 5000 };

/** The Asco designer's form once its template is there (AscoDesignerApp.tsx). */
export function AscoForm({ template, linkState }: { template: AscoTemplate; linkState: string | undefined }) {
  const t = useT();
  const styles = useDesignerStyles();
  const { typed, mmOptions, reader } = useDesignerNumbers();
  const { raw, setRaw, link, open } = useLinkedDraft<Raw>('portal-asco-designer', linkState, () => ({
    roomLengthMm: typed(5000),
    roomWidthMm: typed(4000),
    panel: template.panels.find((p) => p.id === 'ASC-625')?.id ?? template.panels[0]!.id,
    jointMm: String(template.jointsMm.includes(5) ? 5 : template.jointsMm[0]),
    orientation: 'length',
    cutouts: [{ kind: 'light', xMm: typed(1200), yMm: typed(1200), widthMm: typed(600), heightMm: typed(600) }],
  }));
  const set = (patch: Partial<Raw>) => setRaw((r) => ({ ...r, ...patch }));

  const { errors: clientErrors, read } = reader();
  const roomLengthMm = read('roomLengthMm', raw.roomLengthMm, template.roomMm);
  const roomWidthMm = read('roomWidthMm', raw.roomWidthMm, template.roomMm);
  const cutouts = raw.cutouts.map((c, i) => ({
    kind: c.kind,
    xMm: read(`cutouts.${i}.xMm`, c.xMm, cutoutPosition),
    yMm: read(`cutouts.${i}.yMm`, c.yMm, cutoutPosition),
    widthMm: read(`cutouts.${i}.widthMm`, c.widthMm, cutoutSize),
    heightMm: read(`cutouts.${i}.heightMm`, c.heightMm, cutoutSize),
  }));
  const input: AscoDesignInput | null = Object.keys(clientErrors).length
    ? null
    : {
        roomLengthMm,
        roomWidthMm,
        panel: raw.panel,
        jointMm: Number(raw.jointMm),
        orientation: raw.orientation,
        cutouts,
      };
  const { result, errors, state } = useDesign<AscoDesignInput, AscoDesign>('AscoDesigner', input, clientErrors);
  const field = fieldBinder(raw, set, errors);

  const inputs = (
    <>
      <div className={styles.form}>
        <NumberField label={t('designer.ui.asco.roomLength')} unit="mm" {...field('roomLengthMm')} />
        <NumberField label={t('designer.ui.asco.roomWidth')} unit="mm" {...field('roomWidthMm')} />
        <SelectField
          label={t('designer.ui.asco.panel')}
          {...field('panel')}
          options={template.panels.map((p) => ({ value: p.id, label: p.name }))}
          className={styles.wide}
        />
        <SelectField label={t('designer.ui.asco.joint')} {...field('jointMm')} options={mmOptions(template.jointsMm)} />
        <SelectField
          label={t('designer.ui.asco.orientation')}
          {...field('orientation')}
          options={[
            { value: 'length', label: t('designer.ui.asco.orientations.length') },
            { value: 'width', label: t('designer.ui.asco.orientations.width') },
          ]}
        />
      </div>
      <AscoCutouts
        template={template}
        cutouts={raw.cutouts}
        onChange={(next) => set({ cutouts: next })}
        errors={errors}
        added={() => ({ kind: 'vent', xMm: typed(300), yMm: typed(300), widthMm: typed(300), heightMm: typed(300) })}
      />
    </>
  );
  return (
    <DesignerLayout
      id="asco"
      inputs={inputs}
      badge={result ? result.panelName : null}
      state={state}
      result={result}
      link={link}
      projects={<SavedProjects tool="asco-designer" current={() => raw} onOpen={open} />}
      drawing={(design) => <AscoPlan design={design} />}
    />
  );
}

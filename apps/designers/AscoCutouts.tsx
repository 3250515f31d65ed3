import { Button, makeStyles, tokens } from '@fluentui/react-components';
import type { AscoTemplate } from '../../contract/designers.ts';
import { cutoutKinds } from '../../contract/designers.ts';
import { useT } from '../platform/index.ts';
import { NumberField, SelectField } from '../shared/calc/fields.tsx';

type Kind = (typeof cutoutKinds)[number];
/** A cut-out as typed: numbers kept as text so "1,5" and "abc" survive until they are read. */
export type RawCutout = { kind: Kind; xMm: string; yMm: string; widthMm: string; heightMm: string };

const useStyles = makeStyles({
  cutout: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 7rem), 1fr))',
    gap: tokens.spacingHorizontalS,
    alignItems: 'end',
    padding: tokens.spacingVerticalS,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    listStyle: 'none',
    margin: 0,
    padding: 0,
  },
  fieldset: {
    border: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    minWidth: 0,
  },
  legend: { fontWeight: tokens.fontWeightSemibold, padding: 0, marginBottom: tokens.spacingVerticalXS },
});

/** The cut-outs of the ceiling (lights, vents, …): edited in place, added and removed. */
export function AscoCutouts(props: {
  template: AscoTemplate;
  cutouts: RawCutout[];
  onChange: (cutouts: RawCutout[]) => void;
  errors: Record<string, string>;
  /** a cut-out added by the button */
  added: () => RawCutout;
}) {
  const t = useT();
  const styles = useStyles();
  const { cutouts, onChange, errors } = props;
  const setCutout = (i: number, patch: Partial<RawCutout>) =>
    onChange(cutouts.map((c, k) => (k === i ? { ...c, ...patch } : c)));
  const kindLabel = (k: string) => props.template.cutoutKinds.find((c) => c.id === k)?.label ?? k;
  const size = (i: number, name: 'xMm' | 'yMm' | 'widthMm' | 'heightMm', label: string) => (
    <NumberField
      size="small"
      label={label}
      unit="mm"
      value={cutouts[i]![name]}
      onChange={(v) => setCutout(i, { [name]: v })}
      error={errors[`cutouts.${i}.${name}`]}
    />
  );
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('designer.ui.asco.cutouts')}</legend>
      <ol className={styles.list}>
        {cutouts.map((c, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: cut-outs are edited in place by position
          <li key={i} className={styles.cutout} aria-label={t('designer.ui.asco.cutoutN', { n: i + 1 })}>
            <SelectField
              size="small"
              label={t('designer.ui.asco.kind')}
              value={c.kind}
              options={cutoutKinds.map((k) => ({ value: k, label: kindLabel(k) }))}
              onChange={(v) => setCutout(i, { kind: v })}
            />
            {size(i, 'xMm', 'x')}
            {size(i, 'yMm', 'y')}
            {size(i, 'widthMm', t('designer.ui.asco.width'))}
            {size(i, 'heightMm', t('designer.ui.asco.depth'))}
            <Button
              size="small"
              onClick={() => onChange(cutouts.filter((_, k) => k !== i))}
              aria-label={t('designer.ui.asco.removeCutoutN', { n: i + 1 })}
            >
              {t('designer.ui.asco.remove')}
            </Button>
          </li>
        ))}
      </ol>
      <Button onClick={() => onChange([...cutouts, props.added()])}>{t('designer.ui.asco.addCutout')}</Button>
    </fieldset>
  );
}

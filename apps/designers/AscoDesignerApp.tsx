import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useCallback, useMemo, useState } from 'react';
import type { AscoDesign, AscoDesignInput, AscoTemplate } from '../../contract/designers.ts';
import { cutoutKinds } from '../../contract/designers.ts';
import { uiPermissions } from '../../contract/permissions.ts';
import { downloadDocument, pdfType } from '../building-calc/ui/documents.ts';
import { mapFieldErrors, noFieldErrors } from '../building-calc/ui/errors.ts';
import { NumberField, SelectField } from '../building-calc/ui/fields.tsx';
import { BillTable, NamedValuesTable } from '../building-calc/ui/tables.tsx';
import { useComputed } from '../building-calc/ui/use-computed.ts';
import { formatInput, parseNumber } from '../calculators/model.ts';
import {
  type IslandAttributes,
  isExpectedError,
  useFailIsland,
  useFormat,
  useLoad,
  useLocale,
  useNotify,
  usePermission,
  usePortalApi,
  useT,
} from '../platform/index.ts';
import { LoadView } from '../shared/LoadView.tsx';
import { Notice } from '../shared/Notice.tsx';
import { AscoPlan } from './AscoPlan.tsx';
import { DesignerPage, ResultHead, useDesignerStyles } from './DesignerFrame.tsx';

type Kind = (typeof cutoutKinds)[number];
type RawCutout = { kind: Kind; xMm: string; yMm: string; widthMm: string; heightMm: string };
type Raw = {
  roomLengthMm: string;
  roomWidthMm: string;
  panel: string;
  jointMm: string;
  orientation: 'length' | 'width';
  cutouts: RawCutout[];
};

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

/** Asco Designer: a ceiling cover system laid out with cut-outs, drawn and listed (authorised users). */
export function AscoDesignerApp(_props: IslandAttributes) {
  const t = useT();
  const allowed = usePermission(uiPermissions.ascoDesigner);
  const http = usePortalApi();
  const locale = useLocale();
  const template = useLoad(
    allowed
      ? () => http.get('AscoDesigner/GetTemplate', { searchParams: { lang: locale } }).json<AscoTemplate>()
      : null,
    [http, locale, allowed],
  );
  return (
    <DesignerPage title={t('designer.asco.title')}>
      {!allowed ? (
        <Notice title={t('designer.ui.noAccessTitle')} text={t('designer.ui.noAccess')} />
      ) : (
        <LoadView load={template} namespace="designer">
          {(data) => <AscoForm template={data} />}
        </LoadView>
      )}
    </DesignerPage>
  );
}

function AscoForm({ template }: { template: AscoTemplate }) {
  const t = useT();
  const styles = useDesignerStyles();
  const own = useStyles();
  const http = usePortalApi();
  const locale = useLocale();
  const format = useFormat();
  const notify = useNotify();
  const fail = useFailIsland();
  const mm = (v: number) => formatInput(v, format.locale);
  const [raw, setRaw] = useState<Raw>(() => ({
    roomLengthMm: mm(5000),
    roomWidthMm: mm(4000),
    panel: template.panels.find((p) => p.id === 'ASC-625')?.id ?? template.panels[0]!.id,
    jointMm: String(template.jointsMm.includes(5) ? 5 : template.jointsMm[0]),
    orientation: 'length',
    cutouts: [{ kind: 'light', xMm: mm(1200), yMm: mm(1200), widthMm: mm(600), heightMm: mm(600) }],
  }));
  const set = (patch: Partial<Raw>) => setRaw((r) => ({ ...r, ...patch }));
  const setCutout = (i: number, patch: Partial<RawCutout>) =>
    setRaw((r) => ({ ...r, cutouts: r.cutouts.map((c, k) => (k === i ? { ...c, ...patch } : c)) }));
  const num = useCallback((v: number) => format.number(v), [format]);

  const clientErrors: Record<string, string> = {};
  const read = (path: string, text: string, min: number, max: number) => {
    const value = parseNumber(text, format.locale);
    if (value === null || Number.isNaN(value)) clientErrors[path] = t('building.ui.errors.notANumber');
    else if (value < min || value > max)
      clientErrors[path] = t('designer.errors.range', { min: num(min), max: num(max) });
    return value ?? 0;
  };
  const length = read('roomLengthMm', raw.roomLengthMm, template.roomMm.min, template.roomMm.max);
  const width = read('roomWidthMm', raw.roomWidthMm, template.roomMm.min, template.roomMm.max);
  const cutouts = raw.cutouts.map((c, i) => ({
    kind: c.kind,
    xMm: read(`cutouts.${i}.xMm`, c.xMm, 0, 50_000),
    yMm: read(`cutouts.${i}.yMm`, c.yMm, 0, 50_000),
    widthMm: read(`cutouts.${i}.widthMm`, c.widthMm, 1, 5000),
    heightMm: read(`cutouts.${i}.heightMm`, c.heightMm, 1, 5000),
  }));
  const input: AscoDesignInput | null = Object.keys(clientErrors).length
    ? null
    : {
        roomLengthMm: length,
        roomWidthMm: width,
        panel: raw.panel,
        jointMm: Number(raw.jointMm),
        orientation: raw.orientation,
        cutouts,
      };
  const run = useCallback(
    (body: AscoDesignInput, signal: AbortSignal) =>
      http.post('AscoDesigner/design', { json: body, searchParams: { lang: locale }, signal }).json<AscoDesign>(),
    [http, locale],
  );
  const design = useComputed(run, input, `${locale}|${JSON.stringify(input)}`);
  const server = useMemo(
    () => (design.error ? mapFieldErrors(design.error, t, num) : noFieldErrors),
    [design.error, t, num],
  );
  const errors = { ...server.fields, ...clientErrors };
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    if (!input) return;
    setDownloading(true);
    try {
      await downloadDocument(http, 'AscoDesigner/GeneratePDF', input, locale, pdfType, 'AscoDesigner.pdf');
    } catch (error) {
      if (isExpectedError(error)) notify('error', t('designer.ui.downloadFailed'));
      else fail(error);
    } finally {
      setDownloading(false);
    }
  };
  const result = design.result;
  const kindLabel = (k: string) => template.cutoutKinds.find((c) => c.id === k)?.label ?? k;

  return (
    <div className={styles.view}>
      <div className={styles.layout}>
        <form className={styles.section} noValidate onSubmit={(e) => e.preventDefault()} aria-labelledby="asco-inputs">
          <h2 id="asco-inputs" className={styles.sectionTitle}>
            {t('designer.ui.inputs')}
          </h2>
          <div className={styles.form}>
            <NumberField
              label={t('designer.ui.asco.roomLength')}
              unit="mm"
              value={raw.roomLengthMm}
              onChange={(v) => set({ roomLengthMm: v })}
              error={errors.roomLengthMm}
            />
            <NumberField
              label={t('designer.ui.asco.roomWidth')}
              unit="mm"
              value={raw.roomWidthMm}
              onChange={(v) => set({ roomWidthMm: v })}
              error={errors.roomWidthMm}
            />
            <SelectField
              label={t('designer.ui.asco.panel')}
              value={raw.panel}
              options={template.panels.map((p) => ({ value: p.id, label: p.name }))}
              onChange={(v) => set({ panel: v })}
              error={errors.panel}
              className={styles.wide}
            />
            <SelectField
              label={t('designer.ui.asco.joint')}
              value={raw.jointMm}
              options={template.jointsMm.map((j) => ({ value: String(j), label: `${num(j)} mm` }))}
              onChange={(v) => set({ jointMm: v })}
              error={errors.jointMm}
            />
            <SelectField
              label={t('designer.ui.asco.orientation')}
              value={raw.orientation}
              options={[
                { value: 'length', label: t('designer.ui.asco.orientations.length') },
                { value: 'width', label: t('designer.ui.asco.orientations.width') },
              ]}
              onChange={(v) => set({ orientation: v })}
            />
          </div>
          <fieldset className={own.fieldset}>
            <legend className={own.legend}>{t('designer.ui.asco.cutouts')}</legend>
            <ol className={own.list}>
              {raw.cutouts.map((c, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: cut-outs are edited in place by position
                <li key={i} className={own.cutout} aria-label={t('designer.ui.asco.cutoutN', { n: i + 1 })}>
                  <SelectField
                    size="small"
                    label={t('designer.ui.asco.kind')}
                    value={c.kind}
                    options={cutoutKinds.map((k) => ({ value: k, label: kindLabel(k) }))}
                    onChange={(v) => setCutout(i, { kind: v })}
                  />
                  <NumberField
                    size="small"
                    label="x"
                    unit="mm"
                    value={c.xMm}
                    onChange={(v) => setCutout(i, { xMm: v })}
                    error={errors[`cutouts.${i}.xMm`]}
                  />
                  <NumberField
                    size="small"
                    label="y"
                    unit="mm"
                    value={c.yMm}
                    onChange={(v) => setCutout(i, { yMm: v })}
                    error={errors[`cutouts.${i}.yMm`]}
                  />
                  <NumberField
                    size="small"
                    label={t('designer.ui.asco.width')}
                    unit="mm"
                    value={c.widthMm}
                    onChange={(v) => setCutout(i, { widthMm: v })}
                    error={errors[`cutouts.${i}.widthMm`]}
                  />
                  <NumberField
                    size="small"
                    label={t('designer.ui.asco.depth')}
                    unit="mm"
                    value={c.heightMm}
                    onChange={(v) => setCutout(i, { heightMm: v })}
                    error={errors[`cutouts.${i}.heightMm`]}
                  />
                  <Button
                    size="small"
                    onClick={() => set({ cutouts: raw.cutouts.filter((_, k) => k !== i) })}
                    aria-label={t('designer.ui.asco.removeCutoutN', { n: i + 1 })}
                  >
                    {t('designer.ui.asco.remove')}
                  </Button>
                </li>
              ))}
            </ol>
            <Button
              onClick={() =>
                set({
                  cutouts: [
                    ...raw.cutouts,
                    { kind: 'vent', xMm: mm(300), yMm: mm(300), widthMm: mm(300), heightMm: mm(300) },
                  ],
                })
              }
            >
              {t('designer.ui.asco.addCutout')}
            </Button>
          </fieldset>
        </form>
        <div className={styles.results}>
          <section className={styles.section} aria-label={t('designer.ui.result')}>
            <ResultHead
              heading={t('designer.ui.result')}
              badge={result ? result.panelName : null}
              computing={design.computing}
              canDownload={!!input && !design.error}
              downloading={downloading}
              onDownload={download}
              general={server.general}
              invalid={Object.keys(errors).length > 0}
            />
            {result && <AscoPlan design={result} />}
          </section>
          {result && (
            <section className={styles.section} aria-label={t('designer.doc.values')}>
              <NamedValuesTable values={result.values} caption={t('designer.doc.values')} />
              <BillTable items={result.bill} caption={t('designer.doc.bill')} />
              {result.warnings.map((w) => (
                <p key={w.code}>{w.message}</p>
              ))}
            </section>
          )}
        </div>
      </div>
    </div>
  );
}

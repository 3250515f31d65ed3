import { useCallback, useMemo, useState } from 'react';
import type { CrossDesign, CrossDesignInput, CrossTemplate } from '../../contract/designers.ts';
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
import { CrossDrawing } from './CrossDrawing.tsx';
import { DesignerPage, ResultHead, useDesignerStyles } from './DesignerFrame.tsx';

type Raw = {
  grilleType: 'roll' | 'linear';
  profile: string;
  gapMm: string;
  colour: string;
  lengthMm: string;
  widthMm: string;
  quantity: string;
};

/** Cross Designer: a trench-convector grille drawn, checked and listed as a bill of items (authorised users). */
export function CrossDesignerApp(_props: IslandAttributes) {
  const t = useT();
  const allowed = usePermission(uiPermissions.crossDesigner);
  return (
    <DesignerPage title={t('designer.cross.title')}>
      {allowed ? <CrossDesigner /> : <Notice title={t('designer.ui.noAccessTitle')} text={t('designer.ui.noAccess')} />}
    </DesignerPage>
  );
}

function CrossDesigner() {
  const http = usePortalApi();
  const locale = useLocale();
  const template = useLoad(
    () => http.get('CrossDesigner/GetTemplate', { searchParams: { lang: locale } }).json<CrossTemplate>(),
    [http, locale],
  );
  return (
    <LoadView load={template} namespace="designer">
      {(data) => <CrossForm template={data} />}
    </LoadView>
  );
}

function CrossForm({ template }: { template: CrossTemplate }) {
  const t = useT();
  const styles = useDesignerStyles();
  const http = usePortalApi();
  const locale = useLocale();
  const format = useFormat();
  const notify = useNotify();
  const fail = useFailIsland();
  const [raw, setRaw] = useState<Raw>(() => ({
    grilleType: 'roll',
    profile: template.profiles[0]!.id,
    gapMm: String(template.gapsMm.includes(7.5) ? 7.5 : template.gapsMm[0]),
    colour: template.colours.find((c) => c.profiles.includes(template.profiles[0]!.id))!.id,
    lengthMm: formatInput(2600, format.locale),
    widthMm: formatInput(260, format.locale),
    quantity: '1',
  }));
  const set = (patch: Partial<Raw>) => setRaw((r) => ({ ...r, ...patch }));
  const colours = template.colours.filter((c) => c.profiles.includes(raw.profile));
  const num = useCallback((v: number) => format.number(v), [format]);

  // Client checks: numbers within the template's limits (the server checks the same).
  const clientErrors: Record<string, string> = {};
  const length = parseNumber(raw.lengthMm, format.locale);
  const width = parseNumber(raw.widthMm, format.locale);
  const quantity = parseNumber(raw.quantity, format.locale);
  const range = (name: string, value: number | null, { min, max }: { min: number; max: number }) => {
    if (value === null || Number.isNaN(value)) clientErrors[name] = t('building.ui.errors.notANumber');
    else if (value < min || value > max)
      clientErrors[name] = t('designer.errors.range', { min: num(min), max: num(max) });
  };
  range('lengthMm', length, template.lengthMm);
  range('widthMm', width, template.widthMm);
  range('quantity', quantity, { min: 1, max: 100 });
  if (quantity !== null && !Number.isInteger(quantity)) clientErrors.quantity = t('building.ui.errors.integer');
  const input: CrossDesignInput | null = Object.keys(clientErrors).length
    ? null
    : {
        grilleType: raw.grilleType,
        profile: raw.profile,
        gapMm: Number(raw.gapMm),
        colour: raw.colour,
        lengthMm: length!,
        widthMm: width!,
        quantity: quantity!,
      };
  const key = `${locale}|${JSON.stringify(input)}`;
  const run = useCallback(
    (body: CrossDesignInput, signal: AbortSignal) =>
      http.post('CrossDesigner/design', { json: body, searchParams: { lang: locale }, signal }).json<CrossDesign>(),
    [http, locale],
  );
  const design = useComputed(run, input, key);
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
      await downloadDocument(http, 'CrossDesigner/GeneratePDF', input, locale, pdfType, 'CrossDesigner.pdf');
    } catch (error) {
      if (isExpectedError(error)) notify('error', t('designer.ui.downloadFailed'));
      else fail(error);
    } finally {
      setDownloading(false);
    }
  };
  const result = design.result;

  return (
    <div className={styles.view}>
      <div className={styles.layout}>
        <form className={styles.section} noValidate onSubmit={(e) => e.preventDefault()} aria-labelledby="cross-inputs">
          <h2 id="cross-inputs" className={styles.sectionTitle}>
            {t('designer.ui.inputs')}
          </h2>
          <div className={styles.form}>
            <SelectField
              label={t('designer.ui.cross.type')}
              value={raw.grilleType}
              options={template.grilleTypes.map((g) => ({ value: g.id as Raw['grilleType'], label: g.label }))}
              onChange={(v) => set({ grilleType: v })}
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
            <SelectField
              label={t('designer.ui.cross.gap')}
              value={raw.gapMm}
              options={template.gapsMm.map((g) => ({ value: String(g), label: `${num(g)} mm` }))}
              onChange={(v) => set({ gapMm: v })}
              error={errors.gapMm}
            />
            <SelectField
              label={t('designer.ui.cross.colour')}
              value={raw.colour}
              options={colours.map((c) => ({ value: c.id, label: c.name }))}
              onChange={(v) => set({ colour: v })}
              error={errors.colour}
            />
            <NumberField
              label={t('designer.ui.cross.length')}
              unit="mm"
              value={raw.lengthMm}
              onChange={(v) => set({ lengthMm: v })}
              error={errors.lengthMm}
            />
            <NumberField
              label={t('designer.ui.cross.width')}
              unit="mm"
              value={raw.widthMm}
              onChange={(v) => set({ widthMm: v })}
              error={errors.widthMm}
            />
            <NumberField
              label={t('designer.ui.cross.quantity')}
              value={raw.quantity}
              onChange={(v) => set({ quantity: v })}
              error={errors.quantity}
            />
          </div>
        </form>
        <div className={styles.results}>
          <section className={styles.section} aria-labelledby="cross-result">
            <span id="cross-result" hidden>
              {t('designer.ui.result')}
            </span>
            <ResultHead
              heading={t('designer.ui.result')}
              badge={
                result
                  ? `${t('designer.cross.loadClass')}: ${result.loadClass?.label ?? t('designer.ui.cross.noLoadClass')}`
                  : null
              }
              computing={design.computing}
              canDownload={!!input && !design.error}
              downloading={downloading}
              onDownload={download}
              general={server.general}
              invalid={Object.keys(errors).length > 0}
            />
            {result && <CrossDrawing design={result} />}
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

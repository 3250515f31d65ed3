import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  makeStyles,
  mergeClasses,
  Spinner,
  Subtitle2,
  Title2,
  tokens,
} from '@fluentui/react-components';
import { type ComponentType, lazy, type ReactNode, Suspense, useCallback, useId, useState } from 'react';
import { type IslandApp, type IslandAttributes, type IslandStart, useShareableState, useT } from '../platform/index.ts';
import { pageStyles } from '../shared/page-styles.ts';
import { portalPaths } from '../shared/portal-paths.ts';
import { ShareLinkButton } from '../shared/ShareLinkButton.tsx';
import { prefetchTemplate } from './api.ts';
import { CalculatorForm } from './CalculatorForm.tsx';
import { type CalculatorConfig, type CalculatorElementConfig, operatingPoint } from './configs.ts';
import type { RawValues } from './model.ts';
import { keep, loadKept } from './storage.ts';
import { usePanelStyles } from './styles.ts';
import { useCalculator } from './use-calculator.ts';

/** The result's parts (apps/calculators/results.ts): requested with the template, shown after the first answer. */
const loadResults = () => import('./results.ts');
const ResultPanel = lazy(() => loadResults().then((m) => ({ default: m.ResultPanel })));
const NotesPanel = lazy(() => loadResults().then((m) => ({ default: m.NotesPanel })));
const SeriesChart = lazy(() => loadResults().then((m) => ({ default: m.SeriesChart })));
const TenderText = lazy(() => loadResults().then((m) => ({ default: m.TenderText })));

/** The results panel until its code is there: the same heading and "calculating", so nothing moves. */
function ResultsPending() {
  const t = useT();
  const panel = usePanelStyles();
  return (
    <section className={panel.panel} aria-busy>
      <div className={panel.header}>
        <Subtitle2 as="h2" className={panel.heading}>
          {t('calc.doc.results')}
        </Subtitle2>
      </div>
      <Spinner size="small" label={t('calc.ui.calculating')} />
    </section>
  );
}

/** What a calculator's link carries (short keys, it is in the URL): the mode `m` (x-flair) and the values `v` as typed. */
interface CalculatorLink {
  m?: string;
  v: RawValues;
}

function parseLink(raw: unknown): CalculatorLink | null {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const { m, v } = raw as { m?: unknown; v?: unknown };
  if (!v || typeof v !== 'object' || Array.isArray(v)) return null;
  const values = Object.fromEntries(Object.entries(v).filter(([, value]) => typeof value === 'string')) as RawValues;
  return { v: values, ...(typeof m === 'string' ? { m } : {}) };
}

const useStyles = makeStyles({
  root: pageStyles.root,
  title: pageStyles.title,
  head: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
  headActionsOnly: { justifyContent: 'flex-end' },
  /** The layout follows the element's own width (it may sit in a narrow CMS column), not the window's. */
  view: { containerType: 'inline-size' },
  layout: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'minmax(0, 1fr)',
    gridTemplateAreas: '"form" "results" "notes" "charts" "tender"',
    alignItems: 'start',
    '@container (min-width: 54rem)': {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
      gridTemplateRows: 'auto 1fr auto auto',
      gridTemplateAreas: '"form results" "notes results" "charts charts" "tender tender"',
    },
  },
  form: { gridArea: 'form' },
  results: { gridArea: 'results' },
  notes: { gridArea: 'notes' },
  chartsArea: { gridArea: 'charts' },
  tender: { gridArea: 'tender' },
  charts: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 24rem), 1fr))',
    columnGap: tokens.spacingHorizontalXXL,
    rowGap: tokens.spacingVerticalXL,
  },
});

/** One calculator: generated form, results, charts, tender text. */
function CalculatorView({
  tag,
  config,
  linked,
  onValues,
}: {
  tag: string;
  config: CalculatorConfig;
  linked: RawValues | null;
  onValues: (values: RawValues) => void;
}) {
  const t = useT();
  const styles = useStyles();
  const panel = usePanelStyles();
  const calc = useCalculator(tag, config, linked, onValues);
  const { result } = calc;

  if (calc.templateError && !calc.template) {
    return (
      <MessageBar intent="error" layout="multiline">
        <MessageBarBody>{t('calc.ui.loadFailed')}</MessageBarBody>
        <MessageBarActions>
          <Button onClick={calc.retryTemplate}>{t('island.retry')}</Button>
        </MessageBarActions>
      </MessageBar>
    );
  }
  if (!calc.model) return <Spinner label={t('calc.ui.loading')} />;

  return (
    <div className={styles.view}>
      <div className={styles.layout}>
        <div className={styles.form}>
          <CalculatorForm
            model={calc.model}
            values={calc.values}
            errors={calc.fieldErrors}
            onChange={calc.setValue}
            onReset={calc.reset}
          />
        </div>
        <div className={styles.results}>
          <Suspense fallback={<ResultsPending />}>
            <ResultPanel
              result={result}
              computing={calc.computing}
              invalid={calc.invalid}
              generalErrors={calc.generalErrors}
              canDownload={calc.canDownload}
              downloading={calc.downloading}
              onDownload={calc.download}
            />
          </Suspense>
        </div>
        <Suspense fallback={null}>
          {result && (
            <div className={styles.notes}>
              <NotesPanel result={result} dimmed={calc.invalid} />
            </div>
          )}
          {result && result.series.length > 0 && (
            <section className={mergeClasses(panel.panel, styles.chartsArea)}>
              <Subtitle2 as="h2" className={panel.heading}>
                {t('calc.ui.charts')}
              </Subtitle2>
              <div className={styles.charts}>
                {result.series.map((series) => (
                  <SeriesChart key={series.id} series={series} marker={operatingPoint(result, series.x.key, config)} />
                ))}
              </div>
            </section>
          )}
          {result?.tenderText && (
            <div className={styles.tender}>
              <TenderText text={result.tenderText} />
            </div>
          )}
        </Suspense>
      </div>
    </div>
  );
}

/** Switches between an element's calculators (apps/calculators/ModeSelect.tsx; passed by the element that has several). */
export interface ModeSwitchProps {
  variants: readonly CalculatorConfig[];
  selected: string;
  onSelect: (id: string) => void;
  children: ReactNode;
}

/** An element's app: its calculator, or a mode switch between its calculators (x-flair: design / replacement). */
function CalculatorApp({
  element,
  ModeSwitch,
  state,
  heading,
}: {
  element: CalculatorElementConfig;
  ModeSwitch?: ComponentType<ModeSwitchProps>;
  state: string | undefined;
  heading: CalculatorAttributes['heading'];
}) {
  const t = useT();
  const styles = useStyles();
  const variants = element.variants;
  const share = useShareableState(portalPaths[element.tag], state, parseLink);
  const [variantId, setVariantId] = useState(() => {
    const wanted = share.initial?.m ?? loadKept(element.tag).variant;
    return variants.some((v) => v.id === wanted) ? wanted! : variants[0].id;
  });
  const variant = (ModeSwitch && variants.find((v) => v.id === variantId)) || variants[0];
  // The link's values belong to the mode it was made in.
  const linked = share.initial && (share.initial.m ?? variants[0].id) === variant.id ? share.initial.v : null;
  const titleId = useId();
  const select = (id: string) => {
    setVariantId(id);
    keep(element.tag, { variant: id });
  };
  const { publish } = share;
  const onValues = useCallback(
    (values: RawValues) => publish(variants.length > 1 ? { m: variant.id, v: values } : { v: values }),
    [publish, variant.id, variants.length],
  );
  const view = (
    <CalculatorView key={variant.id} tag={element.tag} config={variant} linked={linked} onValues={onValues} />
  );

  const title = t(`calc.titles.${variants[0].id}`);
  // One landmark per element, named by its title; the panels inside are plain sections (two
  // calculators on one CMS page must not repeat "Inputs", "Results" ... as landmarks). With
  // `heading="host"` the page around it shows the h1 (the shell, shell/routing/route-data.ts).
  const own = heading !== 'host';
  return (
    <section className={styles.root} {...(own ? { 'aria-labelledby': titleId } : { 'aria-label': title })}>
      <div className={mergeClasses(styles.head, !own && styles.headActionsOnly)}>
        {own && (
          <Title2 as="h1" id={titleId} className={styles.title}>
            {title}
          </Title2>
        )}
        <ShareLinkButton link={share.link} />
      </div>
      {ModeSwitch && variants.length > 1 ? (
        <ModeSwitch variants={variants} selected={variant.id} onSelect={select}>
          {view}
        </ModeSwitch>
      ) : (
        view
      )}
    </section>
  );
}

/** A calculator element's own attributes (besides IslandAttributes). */
export interface CalculatorAttributes {
  /**
   * `host`: the page around the element shows the calculator's title as its heading (the portal's
   * shell does); the element then draws no `h1` of its own and names its region with the title.
   */
  heading?: 'host';
}

/**
 * The React component an element file hands to defineReactElement (called once per element
 * module, with `{ heading: 'string' }`); elements with several calculators pass their mode switch.
 */
export function calculatorApp(
  element: CalculatorElementConfig,
  ModeSwitch?: ComponentType<ModeSwitchProps>,
): IslandApp<CalculatorAttributes> {
  function Calculator({ state, heading }: IslandAttributes & CalculatorAttributes) {
    return <CalculatorApp element={element} ModeSwitch={ModeSwitch} state={state} heading={heading} />;
  }
  Calculator.displayName = `Calculator(${element.tag})`;
  // The form's template is the first thing it needs: asked for while the strings load. The mode
  // kept from last time, as CalculatorApp picks it (a link's mode asks again: one wasted request).
  Calculator.prefetch = ({ api, endpoint, locale }: IslandStart) => {
    const kept = loadKept(element.tag).variant;
    const variant = (ModeSwitch && element.variants.find((v) => v.id === kept)) || element.variants[0];
    prefetchTemplate(api, endpoint, variant, locale);
    // A failed chunk is reported where the panel renders (the island's error panel).
    loadResults().catch(() => {});
  };
  return Calculator;
}

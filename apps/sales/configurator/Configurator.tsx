import { Button, MessageBar, MessageBarBody, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { lazy, Suspense, useState } from 'react';
import type { ConfiguratorProjectState, StepDataRow } from '../../../contract/configurator.ts';
import { isExpectedError, useFormat, useLocale, useNotify, useT } from '../../platform/index.ts';
import { fileNameFromDisposition, saveBlob } from '../../shared/download.ts';
import { errorText } from '../../shared/errors/index.ts';
import { Loading } from '../../shared/Loading.tsx';
import { SavedProjects } from '../../shared/SavedProjects.tsx';
import { Section } from '../../shared/Section.tsx';
import type { SalesApi } from '../api.ts';
import { CharacteristicStep } from './CharacteristicStep.tsx';
import { SelectionStep } from './SelectionStep.tsx';
import { StepList } from './StepList.tsx';
import { useConfigurator } from './useConfigurator.ts';

const useStyles = makeStyles({
  layout: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  nav: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center', flexWrap: 'wrap' },
  price: { marginLeft: 'auto', fontWeight: tokens.fontWeightSemibold },
});

// The last step (bill of items, customer lookup, quantity, quote) loads when a product is reached.
const SummaryStep = lazy(() => import('./SummaryStep.tsx').then((m) => ({ default: m.SummaryStep })));

type Step = { kind: 'level'; level: number } | { kind: 'characteristic'; key: string } | { kind: 'summary' };

/**
 * The configurator once the product groups are there (apps/sales/configurator/ConfiguratorApp.tsx):
 * the steps, the price so far, the summary with the PDF quote, the saved configurations.
 */
export function Configurator({ api, groups }: { api: SalesApi; groups: StepDataRow[] }) {
  const t = useT();
  const locale = useLocale();
  const format = useFormat();
  const notify = useNotify();
  const styles = useStyles();
  const config = useConfigurator(api, locale, t, groups);
  const { state } = config;
  const [current, setCurrent] = useState(0);
  const [quoting, setQuoting] = useState(false);

  const steps: Step[] = [
    ...state.levels.map((_, level) => ({ kind: 'level', level }) as const),
    ...(state.configuration?.sapCharacteristics ?? [])
      .filter((c) => !c.readOnly)
      .map((c) => ({ kind: 'characteristic', key: c.key }) as const),
    ...(state.configuration ? [{ kind: 'summary' } as const] : []),
  ];
  const step = steps[Math.min(current, steps.length - 1)];
  const index = Math.min(current, steps.length - 1);
  const characteristic = (key: string) => state.configuration?.sapCharacteristics.find((c) => c.key === key);
  const stepName = (s: Step) =>
    s.kind === 'level'
      ? (state.levels[s.level]?.[0]?.merkmalsbezeichnung ??
        t(s.level === 0 ? 'sales.ui.productGroup' : 'sales.ui.selection'))
      : s.kind === 'characteristic'
        ? (characteristic(s.key)?.text ?? s.key)
        : t('sales.ui.summary');
  const done = (s: Step | undefined) =>
    !s
      ? false
      : s.kind === 'level'
        ? state.path[s.level] !== undefined
        : s.kind === 'characteristic'
          ? Boolean(characteristic(s.key)?.value)
          : false;
  const canFinish = state.configuration?.returnCode === 0;
  const nextEnabled = step?.kind !== 'summary' && done(step) && (steps[index + 1]?.kind !== 'summary' || canFinish);

  const quote = async (reference: string) => {
    const request = config.quoteRequest();
    if (!request) return;
    setQuoting(true);
    try {
      const response = await api.quote({ ...request, customerReference: reference || undefined });
      saveBlob(
        await response.blob(),
        fileNameFromDisposition(response.headers.get('content-disposition'), 'quote.pdf'),
      );
      notify('success', t('sales.ui.quoteSaved'));
    } catch (error) {
      if (!isExpectedError(error)) throw error;
      notify('error', errorText(error, t, 'sales'));
    } finally {
      setQuoting(false);
    }
  };

  const price = state.configuration?.price;
  return (
    <>
      <Section title={step ? stepName(step) : t('sales.ui.productGroup')}>
        <div className={styles.layout}>
          <StepList names={steps.map(stepName)} current={index} done={steps.map(done)} />
          {step?.kind === 'level' ? (
            <SelectionStep
              label={stepName(step)}
              rows={state.levels[step.level] ?? []}
              value={state.path[step.level]?.kombination ?? null}
              onChange={async (row) => {
                await config.choose(step.level, row);
                setCurrent(step.level + 1);
              }}
            />
          ) : null}
          {step?.kind === 'characteristic' && characteristic(step.key) ? (
            <CharacteristicStep
              characteristic={characteristic(step.key)!}
              onChoose={(value) => config.setValue(step.key, value)}
              error={config.error?.key === step.key ? config.error.message : undefined}
            />
          ) : null}
          {step?.kind === 'summary' && state.configuration ? (
            <Suspense fallback={<Loading />}>
              <SummaryStep
                api={api}
                configuration={state.configuration}
                customer={state.customer}
                onCustomer={config.setCustomer}
                quantity={state.quantity}
                onQuantity={config.setQuantity}
                onQuote={quote}
                quoting={quoting}
              />
            </Suspense>
          ) : null}
          {config.error && !(step?.kind === 'characteristic' && config.error.key === step.key) ? (
            <MessageBar intent="error">
              <MessageBarBody>{config.error.message}</MessageBarBody>
            </MessageBar>
          ) : null}
          <div className={styles.nav}>
            <Button disabled={index === 0} onClick={() => setCurrent(index - 1)}>
              {t('sales.ui.back')}
            </Button>
            <Button appearance="primary" disabled={!nextEnabled} onClick={() => setCurrent(index + 1)}>
              {t('sales.ui.next')}
            </Button>
            {config.busy ? <Spinner size="tiny" label={t('sales.ui.checking')} /> : null}
            {price ? (
              <span className={styles.price} role="status">
                {canFinish && price.quantity > 1
                  ? t('sales.ui.priceForQuantity', {
                      quantity: format.number(price.quantity),
                      price: format.currency(price.netto, price.currency),
                    })
                  : t(canFinish ? 'sales.ui.priceFinal' : 'sales.ui.priceSoFar', {
                      price: format.currency(price.netto, price.currency),
                    })}
              </span>
            ) : null}
          </div>
        </div>
      </Section>
      <SavedProjects
        tool="configurator"
        texts="configurations"
        canSave={state.path.length > 0}
        current={() => config.snapshot() ?? {}}
        onOpen={async (saved) => {
          // The server checked its shape on saving (contract/projects.ts projectStateSchemas).
          const state = saved as ConfiguratorProjectState;
          const reached = await config.restore(state);
          // The summary for a product, else the step after the last choice; nothing when it failed.
          if (reached) setCurrent(reached === 'product' ? Number.MAX_SAFE_INTEGER : state.path.length);
          return reached !== null;
        }}
      />
    </>
  );
}

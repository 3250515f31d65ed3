import { useCallback, useMemo, useState } from 'react';
import type { ConfiguratorProjectState, SapConfigResponse, StepDataRow } from '../../../contract/configurator.ts';
import type { CustomerHit } from '../../../contract/sales-lookups.ts';
import { isExpectedError, RestError, type Translate } from '../../platform/index.ts';
import { errorText, fieldErrors } from '../../shared/errors/index.ts';
import type { CharacteristicValue, ConfigRequest, SalesApi } from '../api.ts';
import { replayPath, toSaved } from './saved.ts';

export interface ConfiguratorState {
  /** Options per selection level: product groups, then the children of each choice. */
  levels: StepDataRow[][];
  /** The choice made on each level. */
  path: StepDataRow[];
  kmat: string | null;
  presets: CharacteristicValue[];
  values: Record<string, string>;
  configuration: SapConfigResponse | null;
  customer: CustomerHit | null;
  /** Pieces of the configured product. */
  quantity: number;
}

/**
 * The configurator's state and its server calls: the guided selection down to the KMat, then
 * every chosen value sent to the engine (POST /DynamicConfigurator), which answers with the
 * characteristics still open and their consistent values — or refuses a combination with a 400
 * naming the characteristics, which lands at the characteristic being chosen.
 */
export function useConfigurator(api: SalesApi, language: string, t: Translate, groups: StepDataRow[] | undefined) {
  const [state, setState] = useState<Omit<ConfiguratorState, 'levels'> & { deeper: StepDataRow[][] }>({
    deeper: [],
    path: [],
    kmat: null,
    presets: [],
    values: {},
    configuration: null,
    customer: null,
    quantity: 1,
  });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ key: string; message: string } | null>(null);
  const levels = useMemo(() => (groups ? [groups, ...state.deeper] : []), [groups, state.deeper]);

  const request = useCallback(
    (
      kmat: string,
      presets: CharacteristicValue[],
      values: Record<string, string>,
      customer: CustomerHit | null,
      quantity: number,
    ) =>
      ({
        bauform: kmat,
        sprache: language,
        kundenNummer: customer?.number,
        merkmalParameters: presets,
        sapCharacteristics: Object.entries(values).map(([key, value]) => ({ key, value })),
        menge: quantity,
      }) satisfies ConfigRequest,
    [language],
  );

  const refusal = (e: unknown, key: string) => {
    if (!isExpectedError(e)) throw e;
    // A refused combination: the engine's reasons, already in the request's language.
    const reasons =
      e instanceof RestError ? ((e.body as { errors?: { message: string }[] } | undefined)?.errors ?? []) : [];
    const byField = fieldErrors(e, t, { namespace: 'sales' });
    const messages = reasons.length
      ? [...new Set(reasons.map((r) => r.message))]
      : byField
        ? [...new Set(Object.values(byField.fields))]
        : [];
    setError({ key, message: messages.join(' ') || byField?.rest || errorText(e, t, 'sales') });
  };

  const choose = async (level: number, row: StepDataRow) => {
    setBusy(true);
    setError(null);
    try {
      const path = [...state.path.slice(0, level), row];
      if (row.spartenzuordnung && !row.unterkategorie) {
        const info = await api.kmat(language, row.kombination);
        const configuration = await api.configure(request(info.kmat, info.presets, {}, state.customer, state.quantity));
        setState((s) => ({
          ...s,
          deeper: s.deeper.slice(0, level),
          path,
          kmat: info.kmat,
          presets: info.presets,
          values: {},
          configuration,
        }));
      } else {
        const children = await api.selectStep(language, row.kombination);
        setState((s) => ({
          ...s,
          deeper: [...s.deeper.slice(0, level), children],
          path,
          kmat: null,
          presets: [],
          values: {},
          configuration: null,
        }));
      }
    } catch (e) {
      refusal(e, `level${level}`);
    } finally {
      setBusy(false);
    }
  };

  const configureWith = async (
    values: Record<string, string>,
    customer: CustomerHit | null,
    quantity: number,
    key: string,
  ) => {
    if (!state.kmat) return;
    setBusy(true);
    setError(null);
    try {
      const configuration = await api.configure(request(state.kmat, state.presets, values, customer, quantity));
      setState((s) => ({ ...s, values, customer, quantity, configuration }));
    } catch (e) {
      refusal(e, key);
    } finally {
      setBusy(false);
    }
  };

  const setValue = (key: string, value: string) =>
    configureWith({ ...state.values, [key]: value }, state.customer, state.quantity, key);
  const setCustomer = (customer: CustomerHit | null) =>
    configureWith(state.values, customer, state.quantity, 'customer');
  const setQuantity = (quantity: number) => configureWith(state.values, state.customer, quantity, 'quantity');
  const quoteRequest = () =>
    state.kmat ? request(state.kmat, state.presets, state.values, state.customer, state.quantity) : null;

  /** What a saved configuration keeps; null before a first choice. */
  const snapshot = () => toSaved(state);

  /**
   * Reopens a saved configuration by replaying it: each choice of the path among the current
   * options, then the values through the engine, which checks them again. A choice no longer
   * offered, or values that no longer fit, end at the error without changing the configuration.
   * The answer: 'product' when the product was reached, 'selection' for a path saved before it,
   * null when it could not be reopened.
   */
  const restore = async (saved: ConfiguratorProjectState): Promise<'product' | 'selection' | null> => {
    if (!groups) return null;
    setBusy(true);
    setError(null);
    try {
      const replayed = await replayPath(api, language, groups, saved.path);
      if (!replayed) {
        setError({ key: 'restore', message: t('sales.ui.savedOutdated') });
        return null;
      }
      const info = replayed.kmat;
      const customer = saved.customer
        ? ((await api.customers({ Number: saved.customer, Top: 1 })).find((c) => c.number === saved.customer) ?? null)
        : null;
      const values = Object.fromEntries(saved.values.map(({ key, value }) => [key, value]));
      const configuration = info
        ? await api.configure(request(info.kmat, info.presets, values, customer, saved.menge))
        : null;
      setState({
        deeper: replayed.deeper,
        path: replayed.path,
        kmat: info?.kmat ?? null,
        presets: info?.presets ?? [],
        values: info ? values : {},
        configuration,
        customer,
        quantity: saved.menge,
      });
      return info ? 'product' : 'selection';
    } catch (e) {
      refusal(e, 'restore');
      return null;
    } finally {
      setBusy(false);
    }
  };

  return {
    state: { ...state, levels },
    busy,
    error,
    choose,
    setValue,
    setCustomer,
    setQuantity,
    quoteRequest,
    snapshot,
    restore,
    setError,
  };
}

import { useState } from 'react';
import { CanteenErrorCode, type PortalOrder, type PortalPlanItem, priceToCents } from '../../../contract/canteen.ts';
import { isExpectedError, RestError, useFailIsland, useFormat, useNotify, useT } from '../../platform/index.ts';
import { errorText } from '../../shared/errors/index.ts';
import type { OrderBody } from '../api.ts';
import { useCanteen } from '../context.ts';
import { newIdempotencyKey } from '../idempotency.ts';

/** A meal or an extra the user can order on the day. */
export interface Line {
  articleId: string;
  name: string;
  description: string | null;
  price: string;
}

/**
 * The order of one day: quantities and pick-up choices starting from the stored order (or the
 * canteen's first choices), saving (create — or change the order another tab placed meanwhile),
 * cancelling with an undo (the cancelled order placed again as it was, until the deadline), and
 * the server's refusal shown in the card.
 */
export function useDayOrder(
  plan: PortalPlanItem,
  order: PortalOrder | undefined,
  lines: Line[],
  onSaved: () => void,
  /** The order just cancelled (what "undo" places again), held by the week: the card restarts when its order goes. */
  {
    cancelled,
    onCancelled: setCancelled,
  }: { cancelled: OrderBody | null; onCancelled: (body: OrderBody | null) => void },
) {
  const t = useT();
  const format = useFormat();
  const { api, canteen } = useCanteen();
  const notify = useNotify();
  const fail = useFailIsland();
  const stored = {
    quantities: Object.fromEntries((order?.orderDetails ?? []).map((d) => [d.articleId, d.quantity])),
    pickUpTime: order?.pickUpTime ?? canteen.pickUpTimes[0] ?? '',
    pickUpLocation: order?.pickUpLocation ?? canteen.pickUpLocations[0] ?? '',
  };
  const [quantities, setQuantities] = useState<Record<string, number>>(stored.quantities);
  const [pickUpTime, setPickUpTime] = useState(stored.pickUpTime);
  const [pickUpLocation, setPickUpLocation] = useState(stored.pickUpLocation);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [key, setKey] = useState(newIdempotencyKey);
  const chosen = lines.filter((l) => (quantities[l.articleId] ?? 0) > 0);
  const totalCents = chosen.reduce((sum, l) => sum + (quantities[l.articleId] ?? 0) * priceToCents(l.price), 0);
  const day = format.weekdayDate(plan.date);

  /** The server's refusal in the card; after a deadline it reloads, so the day shows as closed. */
  function refused(error: unknown) {
    if (!isExpectedError(error)) return fail(error);
    setProblem(errorText(error, t, 'canteen'));
    if (error instanceof RestError && error.code === CanteenErrorCode.deadlinePassed) {
      // Nothing was changed: show the order as the server keeps it.
      setQuantities(stored.quantities);
      setPickUpTime(stored.pickUpTime);
      setPickUpLocation(stored.pickUpLocation);
      onSaved();
    }
  }

  async function placeOrChange(body: OrderBody) {
    if (order) return api.updateOrder(canteen.id, order.id, body);
    try {
      await api.createOrder(canteen.id, body, key);
    } catch (error) {
      // Ordered meanwhile (another tab): change that order instead.
      if (!(error instanceof RestError && error.code === 'order_exists')) throw error;
      const [existing] = await api.myOrders(canteen.id, plan.date, plan.date);
      if (!existing) throw error;
      await api.updateOrder(canteen.id, existing.id, body);
    }
  }

  async function attempt(work: () => Promise<unknown>, success: string) {
    setBusy(true);
    try {
      await work();
      setCancelled(null);
      notify('success', success);
      setKey(newIdempotencyKey());
      onSaved();
    } catch (error) {
      refused(error);
    } finally {
      setBusy(false);
    }
  }

  function save() {
    setProblem(null);
    if (chosen.length === 0) return setProblem(t('canteen.ui.chooseMeal'));
    const body: OrderBody = {
      planId: plan.id,
      pickUpTime: pickUpTime || null,
      pickUpLocation: pickUpLocation || null,
      orderDetails: chosen.map((l) => ({ articleId: l.articleId, quantity: quantities[l.articleId] ?? 1 })),
    };
    void attempt(() => placeOrChange(body), t(order ? 'canteen.ui.orderChanged' : 'canteen.ui.orderCreated', { day }));
  }

  /** After the user confirmed (DayCard's ConfirmDialog, which shows a refusal itself). */
  async function cancel() {
    if (!order) return;
    setProblem(null);
    const was: OrderBody = {
      planId: plan.id,
      pickUpTime: order.pickUpTime ?? null,
      pickUpLocation: order.pickUpLocation ?? null,
      orderDetails: order.orderDetails.map((d) => ({ articleId: d.articleId, quantity: d.quantity })),
    };
    try {
      await api.deleteOrder(canteen.id, order.id);
    } catch (error) {
      // Past the deadline nothing was cancelled: the day reloads and shows itself closed.
      if (error instanceof RestError && error.code === CanteenErrorCode.deadlinePassed) onSaved();
      throw error;
    }
    notify('success', t('canteen.ui.orderDeleted', { day }));
    setKey(newIdempotencyKey());
    setCancelled(was);
    onSaved();
  }

  /** Places the cancelled order again, as it was (a new order: the old one is gone). */
  function undo() {
    if (!cancelled) return;
    setProblem(null);
    setQuantities(Object.fromEntries(cancelled.orderDetails.map((d) => [d.articleId, d.quantity])));
    setPickUpTime(cancelled.pickUpTime ?? '');
    setPickUpLocation(cancelled.pickUpLocation ?? '');
    void attempt(() => api.createOrder(canteen.id, cancelled, key), t('canteen.ui.orderRestored', { day }));
  }

  /** A change of the order answers the last refusal ("choose a meal"): it no longer stands. */
  function edited<T>(set: (value: T) => void) {
    return (value: T) => {
      setProblem(null);
      setCancelled(null);
      set(value);
    };
  }

  return {
    quantities,
    setQuantity: (articleId: string, value: number) => {
      setProblem(null);
      setCancelled(null);
      setQuantities((q) => ({ ...q, [articleId]: value }));
    },
    pickUpTime,
    setPickUpTime: edited(setPickUpTime),
    pickUpLocation,
    setPickUpLocation: edited(setPickUpLocation),
    busy,
    problem,
    totalCents,
    save,
    cancel,
    /** True while the last cancellation can be undone (until the user changes the day). */
    canUndo: cancelled !== null,
    undo,
  };
}

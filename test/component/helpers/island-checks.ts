/**
 * What every island promises, as reusable checks: the error panel with its retry and the
 * `portal-island-error` event, and a clean unmount (no island, style or global listener left).
 */
import { expect } from '@esm-bundle/chai';
import { answerWithHtml } from './faults.ts';
import { documentStyles, islandStats, place, trackGlobalListeners } from './islands.ts';
import { byRole, deepText, findByRole, waitFor } from './queries.ts';

const panelTitle = 'In dieser Anwendung ist ein Fehler aufgetreten.';

/**
 * Places the element while requests matching `failing` get an HTML page instead of JSON: the
 * island shows the error panel (an alert inside it, the rest of the page untouched) and tells
 * the page with a bubbling, composed `portal-island-error`. Retry, with the server answering
 * properly again, brings the app back (`ready` finds its content).
 */
export async function expectErrorPanelAndRetry(
  tag: `portal-${string}`,
  attributes: Record<string, string>,
  failing: RegExp,
  ready: (element: HTMLElement) => unknown,
): Promise<void> {
  const errors: unknown[] = [];
  const onError = (event: Event) => errors.push((event as CustomEvent<{ error: unknown }>).detail.error);
  document.addEventListener('portal-island-error', onError);
  const fault = answerWithHtml(failing);
  try {
    const element = place(tag, attributes);
    const panel = await findByRole('alert', { name: undefined, within: element.shadowRoot! });
    expect(deepText(panel)).to.contain(panelTitle);
    expect(fault.hits()).to.be.greaterThan(0);
    expect(errors).to.have.length(1);
    expect(errors[0]).to.be.instanceOf(Error);
    fault.restore();
    byRole('button', { name: 'Erneut versuchen', within: element.shadowRoot! }).click();
    await waitFor(() => ready(element));
    expect(deepText(element.shadowRoot!)).not.to.contain(panelTitle);
    element.remove();
  } finally {
    fault.restore();
    document.removeEventListener('portal-island-error', onError);
  }
}

async function mountUntilReady(
  tag: `portal-${string}`,
  attributes: Record<string, string>,
  ready: (element: HTMLElement) => unknown,
): Promise<void> {
  const element = place(tag, attributes);
  await waitFor(() => ready(element));
  element.remove();
}

/**
 * Mounts and removes the element `cycles` times: afterwards no island is live, every mount had
 * its unmount, and the page has the same style elements, adopted sheets and window/document
 * listeners as before the cycles. One mount comes first, outside the count: what the first
 * island of a page sets up once for all (React's document-level `selectionchange` listener)
 * stays by design.
 */
export async function expectCleanUnmount(
  tag: `portal-${string}`,
  attributes: Record<string, string>,
  ready: (element: HTMLElement) => unknown,
  cycles = 3,
): Promise<void> {
  const live = islandStats().live;
  await mountUntilReady(tag, attributes, ready);
  await waitFor(() => expect(islandStats().live).to.equal(live));
  const before = { stats: islandStats(), styles: documentStyles() };
  const listeners = trackGlobalListeners();
  try {
    for (let i = 0; i < cycles; i++) await mountUntilReady(tag, attributes, ready);
    await waitFor(() => expect(islandStats().live).to.equal(before.stats.live));
    const after = islandStats();
    expect(after.mounted - before.stats.mounted, 'mounts').to.equal(cycles);
    expect(after.unmounted - before.stats.unmounted, 'unmounts').to.equal(cycles);
    expect(documentStyles(), 'style elements and adopted sheets of the page').to.deep.equal(before.styles);
    await waitFor(() => expect(listeners.left(), 'listeners on window and document').to.deep.equal([]));
  } finally {
    listeners.stop();
  }
}

/** Puts elements into the page for one test and removes them afterwards. */
import type { LitElement } from 'lit';

const mounted: Element[] = [];

export async function mount<T extends HTMLElement>(element: T): Promise<T> {
  document.body.append(element);
  mounted.push(element);
  await (element as unknown as Partial<LitElement>).updateComplete;
  return element;
}

/** Removes everything `mount` added (call from afterEach). */
export function unmountAll(): void {
  for (const element of mounted.splice(0)) element.remove();
}

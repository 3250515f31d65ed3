import { CanteenApp, type CanteenProps } from '../apps/canteen/CanteenApp.tsx';
import type { IslandAttributes } from '../apps/platform/index.ts';
import { defineReactElement } from './define-react-element.ts';

/**
 * The canteen: `view` = orderSystem | foodOrder | orderedUserFood | orderedFood (shell/routing/routes.ts).
 * @summary Canteen: weekly menu, ordering, and the kitchen's plans, articles and order lists.
 */
defineReactElement<Pick<CanteenProps, 'view'>>('portal-canteen', CanteenApp, { view: 'string' });

declare global {
  interface HTMLElementTagNameMap {
    'portal-canteen': HTMLElement & IslandAttributes & { view?: string };
  }
}

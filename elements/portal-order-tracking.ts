import type { IslandAttributes } from '../apps/platform/index.ts';
import { OrderTrackingApp } from '../apps/sales/tracking/OrderTrackingApp.tsx';
import { defineReactElement } from './define-react-element.ts';

/**
 * `<portal-order-tracking>`: order search, results, detail with timeline and XLSX export (route Sales/tracking).
 * @summary Order tracking: order search, results, detail with timeline and XLSX export.
 */
defineReactElement('portal-order-tracking', OrderTrackingApp);

declare global {
  interface HTMLElementTagNameMap {
    'portal-order-tracking': HTMLElement & IslandAttributes;
  }
}

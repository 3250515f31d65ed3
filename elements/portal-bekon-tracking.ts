import type { IslandAttributes } from '../apps/platform/index.ts';
import { BekonTrackingApp } from '../apps/sales/bekon/BekonTrackingApp.tsx';
import { defineReactElement } from './define-react-element.ts';

/**
 * `<portal-bekon-tracking>`: Bekon's public delivery tracker (route bekonTracking, Swiss Bekon site only).
 * @summary Bekon delivery tracker: the state of a delivery by delivery number and Swiss postcode, for Bekon's customers.
 */
defineReactElement('portal-bekon-tracking', BekonTrackingApp);

declare global {
  interface HTMLElementTagNameMap {
    'portal-bekon-tracking': HTMLElement & IslandAttributes;
  }
}

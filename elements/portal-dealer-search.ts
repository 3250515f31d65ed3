import { DealerSearchApp, type DealerSearchProps } from '../apps/dealer-search/DealerSearchApp.tsx';
import { defineReactElement } from './define-react-element.ts';

/**
 * `<portal-dealer-search>` for partner sites: embeddable on any origin with
 * one script tag, works signed out against the public CRM endpoints of the portal it came from.
 *
 *   <script type="module" src="https://portal.example/portal/elements/portal-dealer-search.js"></script>
 *   <portal-dealer-search locale="de" country="de" division="Heating"></portal-dealer-search>
 *
 * Optional: `business-units="Heating,Sanitary"` (divisions offered), `tile-url` with `{z}/{x}/{y}`
 * and `tile-attribution` for a map (no external calls without them).
 *
 * @summary Dealer search: specialist dealers near a place, by division and product.
 * @embeddable
 */
defineReactElement<DealerSearchProps>('portal-dealer-search', DealerSearchApp, {
  division: 'string',
  businessUnits: 'string',
  tileUrl: 'string',
  tileAttribution: 'string',
});

declare global {
  interface HTMLElementTagNameMap {
    'portal-dealer-search': HTMLElement & Omit<DealerSearchProps, 'container'>;
  }
}

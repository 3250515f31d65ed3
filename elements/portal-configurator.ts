import type { IslandAttributes } from '../apps/platform/index.ts';
import { ConfiguratorApp } from '../apps/sales/configurator/ConfiguratorApp.tsx';
import { defineReactElement } from './define-react-element.ts';

/**
 * `<portal-configurator>`: the product configurator with PDF quote (route Sales/configurator).
 * @summary Product configurator: radiators, panels and convectors configured into items with a PDF quote.
 */
defineReactElement('portal-configurator', ConfiguratorApp);

declare global {
  interface HTMLElementTagNameMap {
    'portal-configurator': HTMLElement & IslandAttributes;
  }
}

import { type CalculatorAttributes, calculatorApp } from '../apps/calculators/CalculatorApp.tsx';
import { airHeaters } from '../apps/calculators/configs.ts';
import type { IslandAttributes } from '../apps/platform/index.ts';
import { defineReactElement } from './define-react-element.ts';

/**
 * @summary Air heater selection: water-to-air heater output, outlet temperature and throw at the given water and air temperatures, with a PDF data sheet.
 * Public: works signed out, on the portal and embedded on any page.
 * @embeddable
 */
defineReactElement(airHeaters.tag, calculatorApp(airHeaters), { heading: 'string' });

declare global {
  interface HTMLElementTagNameMap {
    'portal-airheaters': HTMLElement & IslandAttributes & CalculatorAttributes;
  }
}

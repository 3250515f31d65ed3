import { type CalculatorAttributes, calculatorApp } from '../apps/calculators/CalculatorApp.tsx';
import { doorAirCurtains } from '../apps/calculators/configs.ts';
import type { IslandAttributes } from '../apps/platform/index.ts';
import { defineReactElement } from './define-react-element.ts';

/**
 * @summary Door air curtain selection: outlet velocity and heat output needed for a door of the given size and temperature difference, with a PDF data sheet.
 * Public: works signed out, on the portal and embedded on any page.
 * @embeddable
 */
defineReactElement(doorAirCurtains.tag, calculatorApp(doorAirCurtains), { heading: 'string' });

declare global {
  interface HTMLElementTagNameMap {
    'portal-door-air-curtains': HTMLElement & IslandAttributes & CalculatorAttributes;
  }
}

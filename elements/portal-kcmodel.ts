import { type CalculatorAttributes, calculatorApp } from '../apps/calculators/CalculatorApp.tsx';
import { kcModel } from '../apps/calculators/configs.ts';
import type { IslandAttributes } from '../apps/platform/index.ts';
import { defineReactElement } from './define-react-element.ts';

/**
 * @summary KC model calculator: output of the natural convection trench convector.
 * Public: works signed out, on the portal and embedded on any page.
 * @embeddable
 */
defineReactElement(kcModel.tag, calculatorApp(kcModel), { heading: 'string' });

declare global {
  interface HTMLElementTagNameMap {
    'portal-kcmodel': HTMLElement & IslandAttributes & CalculatorAttributes;
  }
}

import { type CalculatorAttributes, calculatorApp } from '../apps/calculators/CalculatorApp.tsx';
import { convectorLoadCalc } from '../apps/calculators/configs.ts';
import type { IslandAttributes } from '../apps/platform/index.ts';
import { defineReactElement } from './define-react-element.ts';

/**
 * @summary Grille load calculator: load capacity of trench convector grilles.
 * Public: works signed out, on the portal and embedded on any page.
 * @embeddable
 */
defineReactElement(convectorLoadCalc.tag, calculatorApp(convectorLoadCalc), { heading: 'string' });

declare global {
  interface HTMLElementTagNameMap {
    'portal-convector-load-calc': HTMLElement & IslandAttributes & CalculatorAttributes;
  }
}

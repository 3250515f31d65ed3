import { type CalculatorAttributes, calculatorApp } from '../apps/calculators/CalculatorApp.tsx';
import { krn41 } from '../apps/calculators/configs.ts';
import type { IslandAttributes } from '../apps/platform/index.ts';
import { defineReactElement } from './define-react-element.ts';

/**
 * @summary KRN41 calculator: heating output of the fan-assisted trench convector, with PDF and XLSX documents.
 * Public: works signed out, on the portal and embedded on any page.
 * @embeddable
 */
defineReactElement(krn41.tag, calculatorApp(krn41), { heading: 'string' });

declare global {
  interface HTMLElementTagNameMap {
    'portal-krn41': HTMLElement & IslandAttributes & CalculatorAttributes;
  }
}

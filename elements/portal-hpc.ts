import { type CalculatorAttributes, calculatorApp } from '../apps/calculators/CalculatorApp.tsx';
import { hpc } from '../apps/calculators/configs.ts';
import type { IslandAttributes } from '../apps/platform/index.ts';
import { defineReactElement } from './define-react-element.ts';

/**
 * @summary Fan coil unit calculator: heating and cooling output for the given operating point.
 * Public: works signed out, on the portal and embedded on any page.
 * @embeddable
 */
defineReactElement(hpc.tag, calculatorApp(hpc), { heading: 'string' });

declare global {
  interface HTMLElementTagNameMap {
    'portal-hpc': HTMLElement & IslandAttributes & CalculatorAttributes;
  }
}

import { type CalculatorAttributes, calculatorApp } from '../apps/calculators/CalculatorApp.tsx';
import { krn92 } from '../apps/calculators/configs.ts';
import type { IslandAttributes } from '../apps/platform/index.ts';
import { defineReactElement } from './define-react-element.ts';

/**
 * @summary KRN92 calculator: heating and cooling output of the induction unit with primary air, with PDF and XLSX documents.
 * Public: works signed out, on the portal and embedded on any page.
 * @embeddable
 */
defineReactElement(krn92.tag, calculatorApp(krn92), { heading: 'string' });

declare global {
  interface HTMLElementTagNameMap {
    'portal-krn92': HTMLElement & IslandAttributes & CalculatorAttributes;
  }
}

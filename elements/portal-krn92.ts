import { calculatorApp } from '../apps/calculators/CalculatorApp.tsx';
import { krn92 } from '../apps/calculators/configs.ts';
import type { IslandAttributes } from '../apps/platform/index.ts';
import { defineReactElement } from './define-react-element.ts';

defineReactElement(krn92.tag, calculatorApp(krn92));

declare global {
  interface HTMLElementTagNameMap {
    'portal-krn92': HTMLElement & IslandAttributes;
  }
}

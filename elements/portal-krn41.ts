import { calculatorApp } from '../apps/calculators/CalculatorApp.tsx';
import { krn41 } from '../apps/calculators/configs.ts';
import type { IslandAttributes } from '../apps/platform/index.ts';
import { defineReactElement } from './define-react-element.ts';

defineReactElement(krn41.tag, calculatorApp(krn41));

declare global {
  interface HTMLElementTagNameMap {
    'portal-krn41': HTMLElement & IslandAttributes;
  }
}

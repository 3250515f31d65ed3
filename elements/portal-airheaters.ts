import { calculatorApp } from '../apps/calculators/CalculatorApp.tsx';
import { airHeaters } from '../apps/calculators/configs.ts';
import type { IslandAttributes } from '../apps/platform/index.ts';
import { defineReactElement } from './define-react-element.ts';

defineReactElement(airHeaters.tag, calculatorApp(airHeaters));

declare global {
  interface HTMLElementTagNameMap {
    'portal-airheaters': HTMLElement & IslandAttributes;
  }
}

import { calculatorApp } from '../apps/calculators/CalculatorApp.tsx';
import { kcModel } from '../apps/calculators/configs.ts';
import type { IslandAttributes } from '../apps/platform/index.ts';
import { defineReactElement } from './define-react-element.ts';

defineReactElement(kcModel.tag, calculatorApp(kcModel));

declare global {
  interface HTMLElementTagNameMap {
    'portal-kcmodel': HTMLElement & IslandAttributes;
  }
}

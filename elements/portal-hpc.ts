import { calculatorApp } from '../apps/calculators/CalculatorApp.tsx';
import { hpc } from '../apps/calculators/configs.ts';
import type { IslandAttributes } from '../apps/platform/index.ts';
import { defineReactElement } from './define-react-element.ts';

defineReactElement(hpc.tag, calculatorApp(hpc));

declare global {
  interface HTMLElementTagNameMap {
    'portal-hpc': HTMLElement & IslandAttributes;
  }
}

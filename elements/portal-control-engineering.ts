import { calculatorApp } from '../apps/calculators/CalculatorApp.tsx';
import { controlEngineering } from '../apps/calculators/configs.ts';
import type { IslandAttributes } from '../apps/platform/index.ts';
import { defineReactElement } from './define-react-element.ts';

defineReactElement(controlEngineering.tag, calculatorApp(controlEngineering));

declare global {
  interface HTMLElementTagNameMap {
    'portal-control-engineering': HTMLElement & IslandAttributes;
  }
}

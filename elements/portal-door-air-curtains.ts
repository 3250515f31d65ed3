import { calculatorApp } from '../apps/calculators/CalculatorApp.tsx';
import { doorAirCurtains } from '../apps/calculators/configs.ts';
import type { IslandAttributes } from '../apps/platform/index.ts';
import { defineReactElement } from './define-react-element.ts';

defineReactElement(doorAirCurtains.tag, calculatorApp(doorAirCurtains));

declare global {
  interface HTMLElementTagNameMap {
    'portal-door-air-curtains': HTMLElement & IslandAttributes;
  }
}

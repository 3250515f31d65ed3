import { calculatorApp } from '../apps/calculators/CalculatorApp.tsx';
import { indoorAirQuality } from '../apps/calculators/configs.ts';
import type { IslandAttributes } from '../apps/platform/index.ts';
import { defineReactElement } from './define-react-element.ts';

defineReactElement(indoorAirQuality.tag, calculatorApp(indoorAirQuality));

declare global {
  interface HTMLElementTagNameMap {
    'portal-indoor-air-quality': HTMLElement & IslandAttributes;
  }
}

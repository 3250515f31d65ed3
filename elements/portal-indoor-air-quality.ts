import { type CalculatorAttributes, calculatorApp } from '../apps/calculators/CalculatorApp.tsx';
import { indoorAirQuality } from '../apps/calculators/configs.ts';
import type { IslandAttributes } from '../apps/platform/index.ts';
import { defineReactElement } from './define-react-element.ts';

/**
 * @summary Indoor air quality: fresh-air rate by EN 16798-1 category and the steady-state CO₂ concentration of a room, with a PDF data sheet.
 * Public: works signed out, on the portal and embedded on any page.
 * @embeddable
 */
defineReactElement(indoorAirQuality.tag, calculatorApp(indoorAirQuality), { heading: 'string' });

declare global {
  interface HTMLElementTagNameMap {
    'portal-indoor-air-quality': HTMLElement & IslandAttributes & CalculatorAttributes;
  }
}

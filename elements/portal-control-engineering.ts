import { type CalculatorAttributes, calculatorApp } from '../apps/calculators/CalculatorApp.tsx';
import { controlEngineering } from '../apps/calculators/configs.ts';
import type { IslandAttributes } from '../apps/platform/index.ts';
import { defineReactElement } from './define-react-element.ts';

/**
 * @summary Control valve sizing: kv from flow and pressure drop, valve authority and the recommended kvs series value, with a PDF data sheet.
 * Public: works signed out, on the portal and embedded on any page.
 * @embeddable
 */
defineReactElement(controlEngineering.tag, calculatorApp(controlEngineering), { heading: 'string' });

declare global {
  interface HTMLElementTagNameMap {
    'portal-control-engineering': HTMLElement & IslandAttributes & CalculatorAttributes;
  }
}

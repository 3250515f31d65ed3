import { type CalculatorAttributes, calculatorApp } from '../apps/calculators/CalculatorApp.tsx';
import { xflair } from '../apps/calculators/configs.ts';
import { ModeSelect } from '../apps/calculators/ModeSelect.tsx';
import type { IslandAttributes } from '../apps/platform/index.ts';
import { defineReactElement } from './define-react-element.ts';

/**
 * @summary x-flair calculator: the fan-assisted radiator, as a new installation or as a replacement.
 * Public: works signed out, on the portal and embedded on any page.
 * @embeddable
 */
defineReactElement(xflair.tag, calculatorApp(xflair, ModeSelect), { heading: 'string' });

declare global {
  interface HTMLElementTagNameMap {
    'portal-xflair': HTMLElement & IslandAttributes & CalculatorAttributes;
  }
}

import { BuildingCalcApp, type BuildingCalcProps } from '../apps/building-calc/BuildingCalcApp.tsx';
import type { IslandAttributes } from '../apps/platform/index.ts';
import { defineReactElement } from './define-react-element.ts';

/**
 * @summary Building energy calculator: heat load room by room, heat pump against the existing boiler over the years (VDI 2067 annuities, CO₂ cost, federal subsidy) and investments, with a PDF report and XLSX.
 * Public: works signed out, on the portal and embedded on any page; the project stays in the visitor's browser.
 * @embeddable
 */
defineReactElement<Pick<BuildingCalcProps, 'mode'>>('portal-building-calc', BuildingCalcApp, { mode: 'string' });

declare global {
  interface HTMLElementTagNameMap {
    'portal-building-calc': HTMLElement & IslandAttributes & Pick<BuildingCalcProps, 'mode'>;
  }
}

import { MesFlashApp } from '../apps/mes-flash/MesFlashApp.tsx';
import type { IslandAttributes } from '../apps/platform/index.ts';
import { defineReactElement } from './define-react-element.ts';

/**
 * MES flash: the flash report of a day and line, its export, and the MES import.
 * @summary MES flash report: a day's and line's figures for the shift meeting, XLSX export and the import of the daily MES export.
 */
defineReactElement('portal-mes-flash', MesFlashApp);

declare global {
  interface HTMLElementTagNameMap {
    'portal-mes-flash': HTMLElement & IslandAttributes;
  }
}

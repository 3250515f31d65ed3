import { MesFlashApp } from '../apps/mes-flash/MesFlashApp.tsx';
import type { IslandAttributes } from '../apps/platform/index.ts';
import { defineReactElement } from './define-react-element.ts';

/** MES flash: the flash report of a day and line, its export, and the MES import. */
defineReactElement('portal-mes-flash', MesFlashApp);

declare global {
  interface HTMLElementTagNameMap {
    'portal-mes-flash': HTMLElement & IslandAttributes;
  }
}

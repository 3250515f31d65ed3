import { AscoDesignerApp } from '../apps/designers/AscoDesignerApp.tsx';
import type { IslandAttributes } from '../apps/platform/index.ts';
import { defineReactElement } from './define-react-element.ts';

/** @summary Asco designer: the ceiling cover system laid out with panels, cut-outs and joints, with a bill of items and PDF (authorised users). */
defineReactElement('portal-asco-designer', AscoDesignerApp);

declare global {
  interface HTMLElementTagNameMap {
    'portal-asco-designer': HTMLElement & IslandAttributes;
  }
}

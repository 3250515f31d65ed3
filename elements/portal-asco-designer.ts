import { AscoDesignerApp } from '../apps/designers/AscoDesignerApp.tsx';
import type { IslandAttributes } from '../apps/platform/index.ts';
import { defineReactElement } from './define-react-element.ts';

defineReactElement('portal-asco-designer', AscoDesignerApp);

declare global {
  interface HTMLElementTagNameMap {
    'portal-asco-designer': HTMLElement & IslandAttributes;
  }
}

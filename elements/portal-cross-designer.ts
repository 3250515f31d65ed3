import { CrossDesignerApp } from '../apps/designers/CrossDesignerApp.tsx';
import type { IslandAttributes } from '../apps/platform/index.ts';
import { defineReactElement } from './define-react-element.ts';

defineReactElement('portal-cross-designer', CrossDesignerApp);

declare global {
  interface HTMLElementTagNameMap {
    'portal-cross-designer': HTMLElement & IslandAttributes;
  }
}

import { CrossDesignerApp } from '../apps/designers/CrossDesignerApp.tsx';
import type { IslandAttributes } from '../apps/platform/index.ts';
import { defineReactElement } from './define-react-element.ts';

/** @summary Cross designer: trench-convector grilles drawn from type, profile, gap, colour and size, with free cross-section, load class, bill of items and PDF (authorised users). */
defineReactElement('portal-cross-designer', CrossDesignerApp);

declare global {
  interface HTMLElementTagNameMap {
    'portal-cross-designer': HTMLElement & IslandAttributes;
  }
}

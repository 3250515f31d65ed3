import { SecurityApp } from '../apps/security/SecurityApp.tsx';
import type { IslandAttributes } from '../apps/shared/island.tsx';
import { defineReactElement } from './define-react-element.ts';

defineReactElement('portal-security', SecurityApp);

declare global {
  interface HTMLElementTagNameMap {
    'portal-security': HTMLElement & IslandAttributes;
  }
}

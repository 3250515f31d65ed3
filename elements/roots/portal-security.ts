import type { IslandAttributes } from '../../apps/platform/index.ts';
import { SecurityApp } from '../../apps/security/SecurityApp.tsx';
import { defineReactElement } from '../define-react-element.ts';

defineReactElement('portal-security', SecurityApp);

declare global {
  interface HTMLElementTagNameMap {
    'portal-security': HTMLElement & IslandAttributes;
  }
}

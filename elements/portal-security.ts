import type { IslandAttributes } from '../apps/platform/index.ts';
import { SecurityApp } from '../apps/security/SecurityApp.tsx';
import { defineReactElement } from './define-react-element.ts';

/** @summary Security administration: users, roles, permission sets and resources. */
defineReactElement('portal-security', SecurityApp);

declare global {
  interface HTMLElementTagNameMap {
    'portal-security': HTMLElement & IslandAttributes;
  }
}

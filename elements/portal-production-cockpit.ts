import type { IslandAttributes } from '../apps/platform/index.ts';
import { CockpitApp, type CockpitProps } from '../apps/production-cockpit/CockpitApp.tsx';
import { defineReactElement } from './define-react-element.ts';

/** The production cockpits: `variant` = hvac | climate (shell/routes.ts). */
defineReactElement<Pick<CockpitProps, 'variant'>>('portal-production-cockpit', CockpitApp, { variant: 'string' });

declare global {
  interface HTMLElementTagNameMap {
    'portal-production-cockpit': HTMLElement & IslandAttributes & { variant?: string };
  }
}

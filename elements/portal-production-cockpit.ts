import type { IslandAttributes } from '../apps/platform/index.ts';
import { CockpitApp, type CockpitProps } from '../apps/production-cockpit/CockpitApp.tsx';
import { defineReactElement } from './define-react-element.ts';

/**
 * The production cockpits: `variant` = hvac | climate (shell/routing/routes.ts).
 * @summary Production KPI cockpit: every plant's key figures of the latest week or month, drill-down with trends, edit mode and a wall screen.
 */
defineReactElement<Pick<CockpitProps, 'variant'>>('portal-production-cockpit', CockpitApp, { variant: 'string' });

declare global {
  interface HTMLElementTagNameMap {
    'portal-production-cockpit': HTMLElement & IslandAttributes & { variant?: string };
  }
}

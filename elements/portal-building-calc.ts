import { BuildingCalcApp, type BuildingCalcProps } from '../apps/building-calc/BuildingCalcApp.tsx';
import type { IslandAttributes } from '../apps/platform/index.ts';
import { defineReactElement } from './define-react-element.ts';

/** Gebäudebilanzierung: `mode` = renovation | newBuilding (shell/routes.ts); public, embeddable signed out. */
defineReactElement<Pick<BuildingCalcProps, 'mode'>>('portal-building-calc', BuildingCalcApp, { mode: 'string' });

declare global {
  interface HTMLElementTagNameMap {
    'portal-building-calc': HTMLElement & IslandAttributes & { mode?: string };
  }
}

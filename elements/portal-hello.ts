import { HelloApp } from '../apps/hello/HelloApp.tsx';
import type { IslandAttributes } from '../apps/platform/index.ts';
import { defineReactElement } from './define-react-element.ts';

/** @summary Example element: the smallest mini app, for trying out embedding. */
defineReactElement('portal-hello', HelloApp);

declare global {
  interface HTMLElementTagNameMap {
    'portal-hello': HTMLElement & IslandAttributes;
  }
}

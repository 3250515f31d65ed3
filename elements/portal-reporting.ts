import type { IslandAttributes } from '../apps/platform/index.ts';
import { ReportingApp } from '../apps/reporting/ReportingApp.tsx';
import { defineReactElement } from './define-react-element.ts';

defineReactElement('portal-reporting', ReportingApp);

declare global {
  interface HTMLElementTagNameMap {
    'portal-reporting': HTMLElement & IslandAttributes;
  }
}

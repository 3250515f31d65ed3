import type { IslandAttributes } from '../apps/platform/index.ts';
import { ReportingApp } from '../apps/reporting/ReportingApp.tsx';
import { defineReactElement } from './define-react-element.ts';

/** @summary Reporting: sales reports over a million facts, with a report builder, charts and exports. */
defineReactElement('portal-reporting', ReportingApp);

declare global {
  interface HTMLElementTagNameMap {
    'portal-reporting': HTMLElement & IslandAttributes;
  }
}

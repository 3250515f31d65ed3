import type { IslandAttributes } from '../apps/platform/index.ts';
import { SapSqlApp } from '../apps/sap-sql/SapSqlApp.tsx';
import { defineReactElement } from './define-react-element.ts';

/** @summary SAP SQL editor: read-only SQL on the ERP views, with history and export. */
defineReactElement('portal-sap-sql', SapSqlApp);

declare global {
  interface HTMLElementTagNameMap {
    'portal-sap-sql': HTMLElement & IslandAttributes;
  }
}

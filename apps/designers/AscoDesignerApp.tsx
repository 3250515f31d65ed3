import { lazy } from 'react';
import type { AscoTemplate } from '../../contract/designers.ts';
import { uiPermissions } from '../../contract/permissions.ts';
import { designerApp } from './DesignerFrame.tsx';

/** Asco Designer: a ceiling cover system laid out with cut-outs, drawn and listed (authorised users). */
export const AscoDesignerApp = designerApp<AscoTemplate>({
  titleKey: 'designer.asco.title',
  permission: uiPermissions.ascoDesigner,
  api: 'AscoDesigner',
  // The form (drawing, fields, bill of items, the designer's schemas) loads with its template, for
  // users with the permission (docs/performance.md "Shell + a mini app").
  Form: lazy(() => import('./AscoForm.tsx').then((m) => ({ default: m.AscoForm }))),
});

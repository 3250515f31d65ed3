import { lazy } from 'react';
import type { CrossTemplate } from '../../contract/designers.ts';
import { uiPermissions } from '../../contract/permissions.ts';
import { designerApp } from './DesignerFrame.tsx';

/** Cross Designer: a trench-convector grille drawn, checked and listed as a bill of items (authorised users). */
export const CrossDesignerApp = designerApp<CrossTemplate>({
  titleKey: 'designer.cross.title',
  permission: uiPermissions.crossDesigner,
  api: 'CrossDesigner',
  // The form (drawing, fields, bill of items, the designer's schemas) loads with its template, for
  // users with the permission (docs/performance.md "Shell + a mini app").
  Form: lazy(() => import('./CrossForm.tsx').then((m) => ({ default: m.CrossForm }))),
});

import { createElement, lazy } from 'react';
import { InfoSystemApp, type InfoSystemProps } from '../apps/info-system/InfoSystemApp.tsx';
import type { IslandAttributes } from '../apps/platform/index.ts';
import { defineReactElement } from './define-react-element.ts';

/** The corona pages' self-declaration (apps/questionnaire/): loaded with those pages only. */
const QuestionnaireForm = lazy(() =>
  import('../apps/questionnaire/QuestionnaireForm.tsx').then((m) => ({ default: m.QuestionnaireForm })),
);

/** The info system with the one other app it shows; apps never import each other, the element composes them. */
function InfoSystem(props: InfoSystemProps) {
  return createElement(InfoSystemApp, { ...props, selfDeclaration: QuestionnaireForm });
}

/**
 * Folders and files of one info-system module: `module-id`, optional `sort` and `heading` (a
 * message key, the route's title; shell/routing/routes.ts).
 * @summary Info system: folders and files of one module, with preview and download.
 */
defineReactElement<Pick<InfoSystemProps, 'sort' | 'heading'>>('portal-info-system', InfoSystem, {
  sort: 'string',
  heading: 'string',
});

declare global {
  interface HTMLElementTagNameMap {
    'portal-info-system': HTMLElement & IslandAttributes & { sort?: string; heading?: string };
  }
}

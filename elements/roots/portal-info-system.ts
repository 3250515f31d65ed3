import { InfoSystemApp, type InfoSystemProps } from '../../apps/info-system/InfoSystemApp.tsx';
import type { IslandAttributes } from '../../apps/platform/index.ts';
import { defineReactElement } from '../define-react-element.ts';

/**
 * Folders and files of one info-system module: `module-id`, optional `sort` and `heading` (a
 * message key, the route's title; shell/routes.ts).
 * @summary Info system: folders and files of one module, with preview and download.
 */
defineReactElement<Pick<InfoSystemProps, 'sort' | 'heading'>>('portal-info-system', InfoSystemApp, {
  sort: 'string',
  heading: 'string',
});

declare global {
  interface HTMLElementTagNameMap {
    'portal-info-system': HTMLElement & IslandAttributes & { sort?: string; heading?: string };
  }
}

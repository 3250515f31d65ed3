import { MediaApp, type MediaProps } from '../apps/media/MediaApp.tsx';
import type { IslandAttributes } from '../apps/platform/index.ts';
import { defineReactElement } from './define-react-element.ts';

/**
 * Product media of one topic: `topic` = coversystems | convectors (shell/routing/routes.ts).
 * @summary Product media of one topic: images, data sheets, tender texts and CAD files with preview and download.
 */
defineReactElement<Pick<MediaProps, 'topic'>>('portal-media', MediaApp, { topic: 'string' });

declare global {
  interface HTMLElementTagNameMap {
    'portal-media': HTMLElement & IslandAttributes & { topic?: string };
  }
}

/** The shared data-loading hook (apps/shared/use-load.ts). */
export { type Loaded, useLoad } from '../platform/index.ts';

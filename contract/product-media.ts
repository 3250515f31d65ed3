import { InfoSystemModule } from './info-system-modules.ts';

/** Product media topics (portal-media `topic` attribute) and the info-system module holding their files. */
export const productMediaModules = {
  coversystems: InfoSystemModule.mediaCoversystems,
  convectors: InfoSystemModule.mediaConvectors,
} as const;

export type MediaTopic = keyof typeof productMediaModules;

export function isMediaTopic(value: unknown): value is MediaTopic {
  return typeof value === 'string' && Object.hasOwn(productMediaModules, value);
}

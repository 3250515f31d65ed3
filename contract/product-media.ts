import { InfoSystemModule, type InfoSystemModuleId } from './info-system-modules.ts';

/** Product media topics (portal-media `topic` attribute) and the info-system module holding their files. */
export const productMediaModules = {
  coversystems: InfoSystemModule.mediaCoversystems,
  convectors: InfoSystemModule.mediaConvectors,
} as const;

export type MediaTopic = keyof typeof productMediaModules;

export function isMediaTopic(value: unknown): value is MediaTopic {
  return typeof value === 'string' && Object.hasOwn(productMediaModules, value);
}

/** The folders of a topic: one per kind of medium (the names are the data's, German). */
export const productMediaFolders = {
  images: 'Bilder',
  sheets: 'Datenblätter',
  tenders: 'Ausschreibungstexte',
  cad: 'CAD-Dateien',
} as const;

/**
 * What anyone may read without signing in: the convectors topic is a public mini app (the spec's
 * PM/convectors entry and its children), so its pictures, data sheets and tender texts are public;
 * CAD drawings stay for signed-in users. Cover systems need the product-management permission.
 */
export const publicMediaFolders: Partial<Record<MediaTopic, readonly string[]>> = {
  convectors: [productMediaFolders.images, productMediaFolders.sheets, productMediaFolders.tenders],
};

/** Is this folder of this info-system module public (the public file routes serve only these)? */
export function isPublicMediaFolder(module: InfoSystemModuleId, folder?: string): boolean {
  return Object.entries(productMediaModules).some(
    ([topic, id]) =>
      id === module &&
      (folder === undefined
        ? (publicMediaFolders[topic as MediaTopic]?.length ?? 0) > 0
        : (publicMediaFolders[topic as MediaTopic]?.includes(folder) ?? false)),
  );
}

import { useEffect, useState } from 'react';
import type { InfoFileInfo } from '../../contract/info-system-files.ts';
import { isExpectedError, useFailIsland } from '../platform/index.ts';
import type { InfoFilesApi } from '../shared/files/api.ts';

/**
 * Object URLs of the images, fetched one after another with the token (an <img src> sends none);
 * revoked when the list changes or the gallery goes away. A picture that fails stays blank.
 */
export function useThumbnails(api: InfoFilesApi, module: string, images: readonly InfoFileInfo[]) {
  const [urls, setUrls] = useState<Record<string, string>>({});
  const fail = useFailIsland();
  useEffect(() => {
    let cancelled = false;
    const created: string[] = [];
    (async () => {
      for (const image of images) {
        try {
          const fetched = await api.file(module, image.folderName, image.name);
          if (cancelled) return;
          const url = URL.createObjectURL(fetched.blob);
          created.push(url);
          setUrls((u) => ({ ...u, [image.name]: url }));
        } catch (error) {
          if (!isExpectedError(error)) fail(error);
        }
      }
    })();
    return () => {
      cancelled = true;
      for (const url of created) URL.revokeObjectURL(url);
    };
  }, [api, module, images, fail]);
  return urls;
}

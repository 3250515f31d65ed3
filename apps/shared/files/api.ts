/** The Files API over the shared portal client; bytes come with the token. */
import type { KyInstance } from 'ky';
import type { InfoFileInfo, InfoFolderInfo } from '../../../contract/info-system-files.ts';
import { fileNameFromDisposition } from '../download.ts';

function list<T>(value: unknown, what: string): T[] {
  if (!Array.isArray(value)) throw new TypeError(`Unexpected answer for ${what}: not a list`);
  return value as T[];
}

export interface FetchedFile {
  blob: Blob;
  fileName: string;
  folderName: string | null;
}

/** `base`: `File` (signed in, by permission) or `PublicFile` (the public product media, no token). */
export function infoFilesApi(http: KyInstance, base: 'File' | 'PublicFile' = 'File') {
  async function bytes(
    path: string,
    searchParams: Record<string, string>,
    fallback: string,
    signal?: AbortSignal,
  ): Promise<FetchedFile> {
    const response = await http.get(path, { searchParams, headers: { accept: '*/*' }, timeout: 30_000, signal });
    const folder = response.headers.get('x-folder-name');
    return {
      blob: await response.blob(),
      fileName: fileNameFromDisposition(response.headers.get('content-disposition'), fallback),
      folderName: folder ? decodeURIComponent(folder) : null,
    };
  }
  return {
    folders: async (module: string, signal?: AbortSignal) =>
      list<InfoFolderInfo>(
        await http.get(`${base}/folders`, { searchParams: { selectedModule: module }, signal }).json(),
        'folders',
      ),
    files: async (module: string, folder: string, signal?: AbortSignal) =>
      list<InfoFileInfo>(
        await http
          .get(`${base}/files`, { searchParams: { SelectedModule: module, FolderName: folder }, signal })
          .json(),
        'files',
      ),
    file: (module: string, folder: string, name: string) =>
      bytes(`${base}/file`, { SelectedModule: module, FolderName: folder, FileName: name }, name),
    fileByModule: (module: string, signal?: AbortSignal) =>
      bytes(`${base}/fileByModule`, { selectedModule: module }, 'document.pdf', signal),
  };
}

export type InfoFilesApi = ReturnType<typeof infoFilesApi>;

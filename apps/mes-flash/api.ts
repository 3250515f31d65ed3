/** The MES flash app's typed production API (`/portalapiproduction/api/mes/...`). */
import type { KyInstance } from 'ky';
import type {
  MesFlashReport,
  MesImportEntry,
  MesImportPreview,
  MesImportResult,
  MesLinesResult,
} from '../../contract/mes.ts';
import { fileNameFromDisposition } from '../shared/download.ts';

/** Uploads may take a while on a slow line; never repeated automatically (the import is not a GET). */
const upload = { retry: 0, timeout: 120_000 } as const;

function form(file: File): FormData {
  const body = new FormData();
  body.append('file', file, file.name);
  return body;
}

export function mesApi(http: KyInstance) {
  return {
    lines: (signal?: AbortSignal) => http.get('mes/lines', { signal }).json<MesLinesResult>(),
    flash: (date: string, line: string, signal?: AbortSignal) =>
      http.get('mes/flash', { searchParams: { date, line }, signal }).json<MesFlashReport>(),
    exportFlash: async (date: string, line: string, locale: string) => {
      const response = await http.get('mes/flash/export', { searchParams: { date, line, locale } });
      const name = fileNameFromDisposition(
        response.headers.get('content-disposition'),
        `MES-Flash_${line}_${date}.xlsx`,
      );
      return { blob: await response.blob(), name };
    },
    preview: (file: File) => http.post('mes/import/preview', { body: form(file), ...upload }).json<MesImportPreview>(),
    importFile: (file: File) => http.post('mes/import', { body: form(file), ...upload }).json<MesImportResult>(),
    imports: () => http.get('mes/imports').json<MesImportEntry[]>(),
  };
}

export type MesApi = ReturnType<typeof mesApi>;

import type { KyInstance } from 'ky';
import { fileNameFromDisposition, saveBlob } from '../download.ts';

/** POSTs a JSON body to a document endpoint and saves the answer under the server's file name. */
export async function downloadDocument(
  http: KyInstance,
  path: string,
  body: unknown,
  lang: string,
  accept: string,
  fallback: string,
): Promise<void> {
  const response = await http.post(path, { json: body, searchParams: { lang }, headers: { accept }, timeout: 60_000 });
  saveBlob(await response.blob(), fileNameFromDisposition(response.headers.get('content-disposition'), fallback));
}

export const pdfType = 'application/pdf';
export const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

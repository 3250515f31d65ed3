/**
 * Opens an uploaded XLSX workbook without trusting it. The upload limit is on the compressed
 * size; a small file can inflate to gigabytes (a decompression bomb). So the zip's central
 * directory is read first, the entries the reader needs are checked against size and ratio
 * limits before any is inflated, and only those are inflated — each stopped as soon as it yields
 * more than its directory entry declared (yauzl's `validateEntrySizes`). The result is a small
 * stored (uncompressed) zip of just those entries for exceljs, which would inflate every entry.
 */
import { zipSync } from 'fflate';
import yauzl from 'yauzl';
import { HttpError } from '../../http/errors.ts';

export const workbookLimits = {
  /** Inflated bytes of one entry: a 20 000-row sheet (contract/mes.ts `maxRows`) is about 12 MB. */
  maxEntryBytes: 32 * 1024 * 1024,
  /** Inflated bytes of all entries read together. */
  maxTotalBytes: 48 * 1024 * 1024,
  /** Inflated : compressed, for entries above `ratioFrom` (spreadsheet XML stays well below 30). */
  maxRatio: 100,
  ratioFrom: 1024 * 1024,
} as const;

/** What exceljs needs for cells, shared strings and date formats; media, drawings, themes, macros are never inflated. */
const neededEntry =
  /^(?:_rels\/\.rels|xl\/workbook\.xml|xl\/_rels\/workbook\.xml\.rels|xl\/sharedStrings\.xml|xl\/styles\.xml|xl\/worksheets\/sheet\d+\.xml)$/;

function refused(status: 400 | 413, rule: string, message: string): HttpError {
  return new HttpError(status, {
    code: status === 413 ? 'payload_too_large' : 'validation_failed',
    message: `file: ${message}`,
    field: 'file',
    errors: [{ field: 'file', code: rule, message }],
  });
}

function checkSizes(entries: readonly yauzl.Entry[]): void {
  const { maxEntryBytes, maxTotalBytes, maxRatio, ratioFrom } = workbookLimits;
  let total = 0;
  for (const entry of entries) {
    const name = entry.fileName;
    if (!entry.canDecodeFileData()) throw refused(400, 'unreadable', `the entry ${name} is encrypted or not deflated`);
    if (entry.uncompressedSize > maxEntryBytes) {
      throw refused(413, 'entry_too_large', `the entry ${name} inflates to more than ${maxEntryBytes} bytes`);
    }
    const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
    if (entry.uncompressedSize > ratioFrom && ratio > maxRatio) {
      throw refused(413, 'compression_ratio', `the entry ${name} is compressed more than ${maxRatio}:1`);
    }
    total += entry.uncompressedSize;
  }
  if (total > maxTotalBytes) {
    throw refused(413, 'workbook_too_large', `the workbook inflates to more than ${maxTotalBytes} bytes`);
  }
}

async function inflate(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
  } catch {
    // e.g. more bytes than the directory declared: the stream stopped there.
    throw refused(400, 'unreadable', `the entry ${entry.fileName} does not match the zip directory`);
  }
  return Buffer.concat(chunks);
}

/** The needed entries of an XLSX upload, checked and inflated, as a stored zip for exceljs. */
export async function neededWorkbookEntries(bytes: Uint8Array): Promise<Uint8Array> {
  let zip: yauzl.ZipFile;
  try {
    const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    zip = await yauzl.fromBufferPromise(buffer, { lazyEntries: true, autoClose: false, validateEntrySizes: true });
  } catch {
    throw refused(400, 'unreadable', 'not a readable XLSX workbook');
  }
  try {
    const entries: yauzl.Entry[] = [];
    try {
      for await (const entry of zip.eachEntry()) if (neededEntry.test(entry.fileName)) entries.push(entry);
    } catch {
      throw refused(400, 'unreadable', 'not a readable XLSX workbook');
    }
    checkSizes(entries);
    const files: Record<string, Uint8Array> = {};
    for (const entry of entries) files[entry.fileName] = await inflate(zip, entry);
    return zipSync(files, { level: 0 });
  } finally {
    zip.close();
  }
}

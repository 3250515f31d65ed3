import { and, asc, count, desc, eq, max } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import {
  fileQueryParams,
  folderMimeType,
  type InfoFileInfo,
  type InfoFolderInfo,
  infoSystemModuleReadPermissions,
  inlineMimeTypes,
  invalidPathSegment,
} from '../../../contract/info-system-files.ts';
import {
  InfoSystemModule,
  type InfoSystemModuleId,
  type InfoSystemModuleName,
  infoSystemModuleCount,
} from '../../../contract/info-system-modules.ts';
import { uiPermissions } from '../../../contract/permissions.ts';
import type { PortalUserVariables } from '../../auth/portal-user.ts';
import type { Db } from '../../db/open.ts';
import * as t from '../../db/schema.ts';
import { contentDisposition } from '../../http/content-disposition.ts';
import { forbidden, invalid, notFound } from '../../http/errors.ts';

type Env = { Variables: PortalUserVariables };

const moduleNames = Object.fromEntries(Object.entries(InfoSystemModule).map(([name, id]) => [id, name])) as Record<
  InfoSystemModuleId,
  InfoSystemModuleName
>;

/**
 * A query parameter by name, case-insensitively (the spec writes `selectedModule` and
 * `SelectedModule`). Returns the value and the spelling the client used (for error messages).
 * Two different values under differently cased names are refused.
 */
function param(c: Context, name: string): { value: string | undefined; field: string } {
  const wanted = name.toLowerCase();
  let found: { value: string; field: string } | undefined;
  for (const [key, values] of Object.entries(c.req.queries())) {
    if (key.toLowerCase() !== wanted) continue;
    for (const value of values) {
      if (found && found.value !== value)
        throw invalid(key, 'ambiguous', 'is given more than once with different values');
      found = { value, field: key };
    }
  }
  return found ?? { value: undefined, field: name };
}

function moduleParam(c: Context): InfoSystemModuleId {
  const { value, field } = param(c, fileQueryParams.selectedModule);
  if (value === undefined || value === '')
    throw invalid(field, 'required', 'is required (an info-system module number)');
  if (!/^\d{1,3}$/.test(value) || Number(value) >= infoSystemModuleCount) {
    throw invalid(
      field,
      'unknown_module',
      `must be an info-system module number from 0 to ${infoSystemModuleCount - 1}`,
    );
  }
  return Number(value) as InfoSystemModuleId;
}

function nameParam(c: Context, name: string): string {
  const { value, field } = param(c, name);
  if (value === undefined) throw invalid(field, 'required', 'is required');
  const problem = invalidPathSegment(value);
  if (problem) throw invalid(field, value === '' ? 'required' : 'path_traversal', problem);
  return value;
}

/** 403 unless the caller holds a UI permission that reads the module (contract/info-system-files.ts). */
function requireModule(c: Context<Env>, module: InfoSystemModuleId): void {
  const name = moduleNames[module];
  const keys = infoSystemModuleReadPermissions[name];
  if (!keys.some((key) => c.var.granted.has(uiPermissions[key].id))) {
    throw forbidden(
      `Missing permission ${keys.map((k) => uiPermissions[k].technicalName).join(' or ')} for module ${module} (${name})`,
    );
  }
}

const fileColumns = {
  name: t.infoFile.name,
  folder: t.infoFile.folder,
  mimeType: t.infoFile.mimeType,
  lastModified: t.infoFile.lastModified,
  size: t.infoFile.size,
};

/**
 * The Files API (api-catalogue §7 "Files"), mounted at /api/File. Files live in the database
 * (`info_file`, one folder level per module). Listings are sorted by name; the UI applies the
 * orders of spec §2.4 with lastModified and name. Downloads: inline for PDF and raster images,
 * attachment otherwise; `filename*` per RFC 5987; `nosniff`.
 */
export function fileRoutes(db: Db) {
  const app = new Hono<Env>();

  /** `?selectedModule=` → the module's folders with their newest lastModified and file count. */
  app.get('/folders', async (c) => {
    const module = moduleParam(c);
    requireModule(c, module);
    const rows = await db
      .select({ name: t.infoFile.folder, lastModified: max(t.infoFile.lastModified), fileCount: count() })
      .from(t.infoFile)
      .where(eq(t.infoFile.module, module))
      .groupBy(t.infoFile.folder)
      .orderBy(asc(t.infoFile.folder));
    return c.json(
      rows.map(
        (r): InfoFolderInfo => ({
          name: r.name,
          mimeType: folderMimeType,
          lastModified: new Date(r.lastModified!).toISOString(),
          fileCount: Number(r.fileCount),
        }),
      ),
    );
  });

  /** `?SelectedModule=&FolderName=` → the folder's files; 404 for an unknown folder. */
  app.get('/files', async (c) => {
    const module = moduleParam(c);
    const folder = nameParam(c, fileQueryParams.folderName);
    requireModule(c, module);
    const rows = await db
      .select(fileColumns)
      .from(t.infoFile)
      .where(and(eq(t.infoFile.module, module), eq(t.infoFile.folder, folder)))
      .orderBy(asc(t.infoFile.name));
    if (rows.length === 0) {
      throw notFound(`No folder ${folder} in module ${module}`, 'FolderName');
    }
    return c.json(rows.map(toFileInfo));
  });

  /** `?SelectedModule=&FolderName=&FileName=` → the file's bytes. */
  app.get('/file', async (c) => {
    const module = moduleParam(c);
    const folder = nameParam(c, fileQueryParams.folderName);
    const name = nameParam(c, fileQueryParams.fileName);
    requireModule(c, module);
    const [row] = await db
      .select()
      .from(t.infoFile)
      .where(and(eq(t.infoFile.module, module), eq(t.infoFile.folder, folder), eq(t.infoFile.name, name)));
    if (!row) {
      throw notFound(`No file ${folder}/${name} in module ${module}`, 'FileName');
    }
    return sendFile(c, row);
  });

  /**
   * `?selectedModule=` → the module's own document (questionsAndAnswers, officeHours, links show
   * one PDF): the file with the newest lastModified, then by folder and name. 404 when empty.
   */
  app.get('/fileByModule', async (c) => {
    const module = moduleParam(c);
    requireModule(c, module);
    const [row] = await db
      .select()
      .from(t.infoFile)
      .where(eq(t.infoFile.module, module))
      .orderBy(desc(t.infoFile.lastModified), asc(t.infoFile.folder), asc(t.infoFile.name))
      .limit(1);
    if (!row) throw notFound(`Module ${module} has no files`);
    c.header('X-Folder-Name', encodeURIComponent(row.folder));
    return sendFile(c, row);
  });

  return app;
}

function toFileInfo(row: {
  name: string;
  folder: string;
  mimeType: string;
  lastModified: Date;
  size: number;
}): InfoFileInfo {
  return {
    name: row.name,
    mimeType: row.mimeType,
    lastModified: row.lastModified.toISOString(),
    folderName: row.folder,
    size: row.size,
  };
}

function sendFile(c: Context, row: typeof t.infoFile.$inferSelect): Response {
  const bytes = row.content instanceof Uint8Array ? row.content : new Uint8Array(row.content as ArrayBuffer);
  const inline = inlineMimeTypes.includes(row.mimeType);
  return c.body(new Uint8Array(bytes), 200, {
    'Content-Type':
      row.mimeType.startsWith('text/') && !row.mimeType.includes('charset')
        ? `${row.mimeType}; charset=utf-8`
        : row.mimeType,
    'Content-Length': String(bytes.byteLength),
    'Content-Disposition': contentDisposition(inline ? 'inline' : 'attachment', row.name),
    'Last-Modified': row.lastModified.toUTCString(),
    ETag: `"${row.sha256}"`,
    'X-Content-Type-Options': 'nosniff',
  });
}

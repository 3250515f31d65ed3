import { and, asc, count, desc, eq, max } from 'drizzle-orm';
import { type Context, Hono } from 'hono';

import { z } from 'zod';
import { infoFileSchema, infoFolderSchema } from '../../../contract/answers/info.ts';
import {
  folderMimeType,
  type InfoFileInfo,
  type InfoFolderInfo,
  infoSystemModuleReadPermissions,
  inlineMimeTypes,
} from '../../../contract/info-system-files.ts';
import { fileQuerySchema, folderQuerySchema, moduleQuerySchema } from '../../../contract/info-system-files-query.ts';
import {
  InfoSystemModule,
  type InfoSystemModuleId,
  type InfoSystemModuleName,
} from '../../../contract/info-system-modules.ts';
import { uiPermissions } from '../../../contract/permissions.ts';
import { isPublicMediaFolder } from '../../../contract/product-media.ts';
import { hasPermission, requirePermission } from '../../auth/permissions.ts';
import type { PortalEnv } from '../../auth/portal-user.ts';
import type { Db } from '../../db/open.ts';
import * as t from '../../db/schema.ts';
import { contentDisposition } from '../../http/content-disposition.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { publicCors } from '../../http/public-cors.ts';
import type { PublicLimiter } from '../../http/public-limits.ts';
import { fileAnswer, responds } from '../../http/responds.ts';
import { validate } from '../../http/validate.ts';

type Env = PortalEnv;

const moduleNames = Object.fromEntries(Object.entries(InfoSystemModule).map(([name, id]) => [id, name])) as Record<
  InfoSystemModuleId,
  InfoSystemModuleName
>;

/** 403 unless the caller holds a UI permission that reads the module (contract/info-system-files.ts). */
function requireModule(c: Context<Env>, module: InfoSystemModuleId): void {
  const name = moduleNames[module];
  const keys = infoSystemModuleReadPermissions[name];
  if (!keys.some((key) => hasPermission(c, uiPermissions[key]))) {
    throw forbidden(
      `Missing permission ${keys.map((k) => uiPermissions[k].technicalName).join(' or ')} for module ${module} (${name})`,
    );
  }
}

/** Every route needs at least one permission that reads some module; which module, the handler checks. */
const readsSomeModule = requirePermission(
  ...[...new Set(Object.values(infoSystemModuleReadPermissions).flat())].map((key) => uiPermissions[key]),
);

const fileColumns = {
  name: t.infoFile.name,
  folder: t.infoFile.folder,
  mimeType: t.infoFile.mimeType,
  lastModified: t.infoFile.lastModified,
  size: t.infoFile.size,
};

/**
 * The Files API, mounted at /api/File. Files live in the database
 * (`info_file`, one folder level per module). Listings are sorted by name; the UI applies the
 * orders (shell/routes.ts) with lastModified and name. Downloads: inline for PDF and raster images,
 * attachment otherwise; `filename*` per RFC 5987; `nosniff`.
 */
export function fileRoutes(db: Db) {
  const app = new Hono<Env>();
  app.use(readsSomeModule);

  /** `?selectedModule=` → the module's folders with their newest lastModified and file count. */
  app.get(
    '/folders',
    responds(200, z.array(infoFolderSchema), 'The module’s folders'),
    validate('query', moduleQuerySchema),
    async (c) => {
      const { selectedModule: module } = c.req.valid('query');
      requireModule(c, module);
      return c.json(await folderList(db, module));
    },
  );

  /** `?SelectedModule=&FolderName=` → the folder's files; 404 for an unknown folder. */
  app.get(
    '/files',
    responds(200, z.array(infoFileSchema), 'The folder’s files'),
    responds(404, null, 'No such folder in the module'),
    validate('query', folderQuerySchema),
    async (c) => {
      const { selectedModule: module, FolderName: folder } = c.req.valid('query');
      requireModule(c, module);
      return c.json(await fileList(db, module, folder));
    },
  );

  /** `?SelectedModule=&FolderName=&FileName=` → the file's bytes. */
  app.get(
    '/file',
    responds(200, fileAnswer.any, 'The file, with its own Content-Type'),
    responds(404, null, 'No such file in that folder of the module'),
    validate('query', fileQuerySchema),
    async (c) => {
      const { selectedModule: module, FolderName: folder, FileName: name } = c.req.valid('query');
      requireModule(c, module);
      return sendFile(c, await oneFile(db, module, folder, name));
    },
  );

  /**
   * `?selectedModule=` → the module's own document (questionsAndAnswers, officeHours, links show
   * one PDF): the file with the newest lastModified, then by folder and name. 404 when empty.
   */
  app.get(
    '/fileByModule',
    responds(200, fileAnswer.any, 'The module’s file, with its own Content-Type'),
    responds(404, null, 'The module has no files'),
    validate('query', moduleQuerySchema),
    async (c) => {
      const { selectedModule: module } = c.req.valid('query');
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
    },
  );

  return app;
}

/**
 * The public product media (GET /api/PublicFile/folders, /files, /file; same parameters as /File):
 * without sign-in, only the folders contract/product-media.ts calls public (pictures, data sheets
 * and tender texts of the convectors); anything else is a 404, as if it did not exist. CORS for
 * embedding pages and the public rate limit, like the calculators.
 */
export function publicFileRoutes(db: Db, limit: PublicLimiter) {
  const app = new Hono();
  app.use('/PublicFile/*', publicCors({ allowMethods: ['GET', 'OPTIONS'], exposeHeaders: ['Retry-After'] }));
  const notPublic = (module: number, folder?: string) =>
    notFound(folder ? `No public folder ${folder} in module ${module}` : `Module ${module} has no public files`);

  app.get(
    '/PublicFile/folders',
    responds(200, z.array(infoFolderSchema), 'The module’s public folders'),
    responds(404, null, 'The module has no public files'),
    validate('query', moduleQuerySchema),
    limit('publicMedia'),
    async (c) => {
      const { selectedModule: module } = c.req.valid('query');
      if (!isPublicMediaFolder(module)) throw notPublic(module);
      return c.json((await folderList(db, module)).filter((f) => isPublicMediaFolder(module, f.name)));
    },
  );
  app.get(
    '/PublicFile/files',
    responds(200, z.array(infoFileSchema), 'The public folder’s files'),
    responds(404, null, 'No such public folder in the module'),
    validate('query', folderQuerySchema),
    limit('publicMedia'),
    async (c) => {
      const { selectedModule: module, FolderName: folder } = c.req.valid('query');
      if (!isPublicMediaFolder(module, folder)) throw notPublic(module, folder);
      return c.json(await fileList(db, module, folder));
    },
  );
  app.get(
    '/PublicFile/file',
    responds(200, fileAnswer.any, 'The file, with its own Content-Type'),
    responds(404, null, 'No such public folder or file in the module'),
    validate('query', fileQuerySchema),
    limit('publicMedia'),
    async (c) => {
      const { selectedModule: module, FolderName: folder, FileName: name } = c.req.valid('query');
      if (!isPublicMediaFolder(module, folder)) throw notPublic(module, folder);
      return sendFile(c, await oneFile(db, module, folder, name));
    },
  );
  return app;
}

async function folderList(db: Db, module: InfoSystemModuleId): Promise<InfoFolderInfo[]> {
  const rows = await db
    .select({ name: t.infoFile.folder, lastModified: max(t.infoFile.lastModified), fileCount: count() })
    .from(t.infoFile)
    .where(eq(t.infoFile.module, module))
    .groupBy(t.infoFile.folder)
    .orderBy(asc(t.infoFile.folder));
  return rows.map((r) => ({
    name: r.name,
    mimeType: folderMimeType,
    lastModified: new Date(r.lastModified!).toISOString(),
    fileCount: Number(r.fileCount),
  }));
}

/** The folder's files; 404 for an unknown folder. */
async function fileList(db: Db, module: InfoSystemModuleId, folder: string): Promise<InfoFileInfo[]> {
  const rows = await db
    .select(fileColumns)
    .from(t.infoFile)
    .where(and(eq(t.infoFile.module, module), eq(t.infoFile.folder, folder)))
    .orderBy(asc(t.infoFile.name));
  if (rows.length === 0) throw notFound(`No folder ${folder} in module ${module}`, 'FolderName');
  return rows.map(toFileInfo);
}

async function oneFile(db: Db, module: InfoSystemModuleId, folder: string, name: string) {
  const [row] = await db
    .select()
    .from(t.infoFile)
    .where(and(eq(t.infoFile.module, module), eq(t.infoFile.folder, folder), eq(t.infoFile.name, name)));
  if (!row) throw notFound(`No file ${folder}/${name} in module ${module}`, 'FileName');
  return row;
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

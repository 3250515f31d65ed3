import type { Context } from 'hono';

/** 201 with the new entity; `Location` points at it when it has its own URL (collection path + id). */
export function created<T extends object>(c: Context, body: T, id?: string): Response {
  if (id) c.header('Location', `${c.req.path.replace(/\/$/, '')}/${id}`);
  return c.json(body, 201);
}

/** 204 without a body: a change or a deletion that has nothing to report. */
export function noContent(c: Context): Response {
  return c.body(null, 204);
}

/**
 * zod → JSON Schema (draft 2020-12, which OpenAPI 3.1 uses) for the documents. Requests are
 * described as the client sends them (`io: 'input'`), answers as the server produces them.
 * Transforms have no JSON form; they become `{}` instead of failing the whole document.
 */
import { z } from 'zod';
import { caseInsensitiveShapes, documentInput, documentTrimmedMinimum } from '../../contract/input.ts';

export type JsonSchema = Record<string, unknown>;

/**
 * Definitions of recursive schemas (e.g. nested report filters), hoisted to the documents'
 * `components.schemas`: zod writes them as `$defs` with refs (`#/$defs/…`, `#` for the schema
 * itself) that are relative to the schema, while a document resolves `#` from its own root.
 */
export const hoistedSchemas = new Map<string, JsonSchema>();
const hoistedNames = new WeakMap<z.ZodType, string>();
let hoistedCount = 0;

export function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const out = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
    override: (ctx) => {
      const json = ctx.jsonSchema;
      // The documents' view of the contract's request rules (trimmed minimums, piped text rules).
      if (io === 'input') documentInput(ctx);
      else documentTrimmedMinimum({ jsonSchema: json });
      // An empty tuple (`z.tuple([])`) is `prefixItems: [], items: false`, which linters refuse
      // (Spectral: prefixItems must not be empty); `maxItems: 0` says the same.
      if (Array.isArray(json.prefixItems) && json.prefixItems.length === 0) {
        delete json.prefixItems;
        delete json.items;
        json.maxItems = 0;
      }
    },
  }) as JsonSchema;
  delete out.$schema;
  if (!out.$defs && !JSON.stringify(out).includes('"$ref":"#"')) return out;
  let name = hoistedNames.get(schema);
  if (!name) {
    hoistedCount += 1;
    name = `Recursive${hoistedCount}`;
    hoistedNames.set(schema, name);
  }
  const prefix = `${name}${io === 'input' ? 'In' : 'Out'}`;
  const defs = (out.$defs ?? {}) as Record<string, JsonSchema>;
  delete out.$defs;
  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite);
    if (!value || typeof value !== 'object') return value;
    const copy: JsonSchema = {};
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref' && inner === '#') copy.$ref = `#/components/schemas/${prefix}`;
      else if (key === '$ref' && typeof inner === 'string' && inner.startsWith('#/$defs/'))
        copy.$ref = `#/components/schemas/${prefix}_${inner.slice('#/$defs/'.length)}`;
      else copy[key] = rewrite(inner);
    }
    return copy;
  };
  for (const [key, def] of Object.entries(defs)) hoistedSchemas.set(`${prefix}_${key}`, rewrite(def) as JsonSchema);
  hoistedSchemas.set(prefix, rewrite(out) as JsonSchema);
  return { $ref: `#/components/schemas/${prefix}` };
}

/** The named properties of an object schema (query and path parameters), or nothing. */
export function objectProperties(
  schema: z.ZodType,
): { properties: Record<string, JsonSchema>; required: string[] } | undefined {
  // A case-insensitive query names its parameters canonically; a preprocessed one (z.preprocess)
  // has no input shape, but its output names them.
  const shape = caseInsensitiveShapes.get(schema);
  const named = shape ? z.object(shape) : schema;
  for (const io of ['input', 'output'] as const) {
    const json = jsonSchema(named, io);
    if (json.type === 'object' && json.properties && Object.keys(json.properties).length) {
      return { properties: json.properties as Record<string, JsonSchema>, required: (json.required as string[]) ?? [] };
    }
  }
  return undefined;
}

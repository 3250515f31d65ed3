/**
 * zod → JSON Schema (draft 2020-12, which OpenAPI 3.1 uses) for the documents. Requests are
 * described as the client sends them (`io: 'input'`), answers as the server produces them.
 * Transforms have no JSON form; they become `{}` instead of failing the whole document.
 */
import { z } from 'zod';
import { caseInsensitiveShapes } from '../../contract/input.ts';

export type JsonSchema = Record<string, unknown>;

export function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const out = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  delete out.$schema;
  return out;
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

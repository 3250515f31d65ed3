/**
 * Query schemas of the Files API (contract/info-system-files.ts): parameter names are matched
 * case-insensitively. Kept apart from the zod-free contract the info-system UI imports.
 */
import { z } from 'zod';
import { fileQueryParams, invalidPathSegment } from './info-system-files.ts';
import { type InfoSystemModuleId, infoSystemModuleCount } from './info-system-modules.ts';
import { caseInsensitiveQuery, integerPattern } from './input.ts';

const moduleMessage = `must be an info-system module number from 0 to ${infoSystemModuleCount - 1}`;

/** `selectedModule`: 0–76. */
const moduleParam = z
  .string({ error: 'is required (an info-system module number)' })
  .min(1, { error: 'is required (an info-system module number)' })
  .regex(/^\d{1,3}$/, { error: moduleMessage })
  .transform(Number)
  .refine((n) => n < infoSystemModuleCount, { error: moduleMessage })
  .transform((n) => n as InfoSystemModuleId)
  .meta({ pattern: integerPattern(0, infoSystemModuleCount - 1) });

/** A folder or file name: one plain path segment (see invalidPathSegment). */
const nameParam = z
  .string({ error: 'is required' })
  .superRefine((value, ctx) => {
    const problem = invalidPathSegment(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  // For the documents, a safe subset of what invalidPathSegment lets through: words joined by single dots or spaces.
  .meta({ pattern: "^[A-Za-z0-9ÄÖÜäöüß_()+,=@!'-]+(?:[. ][A-Za-z0-9ÄÖÜäöüß_()+,=@!'-]+)*$", maxLength: 255 });

export const moduleQuerySchema = caseInsensitiveQuery({ [fileQueryParams.selectedModule]: moduleParam });
export const folderQuerySchema = caseInsensitiveQuery({
  [fileQueryParams.selectedModule]: moduleParam,
  [fileQueryParams.folderName]: nameParam,
});
export const fileQuerySchema = caseInsensitiveQuery({
  [fileQueryParams.selectedModule]: moduleParam,
  [fileQueryParams.folderName]: nameParam,
  [fileQueryParams.fileName]: nameParam,
});

/** The info system's and questionnaire's answers as zod schemas, tied to their interfaces with `satisfies`. */
import { z } from 'zod';
import { folderMimeType, type InfoFileInfo, type InfoFolderInfo } from '../info-system-files.ts';
import type { Question } from '../questionnaire.ts';

export const infoFolderSchema = z.object({
  name: z.string(),
  mimeType: z.literal(folderMimeType),
  lastModified: z.string(),
  fileCount: z.number().int(),
}) satisfies z.ZodType<InfoFolderInfo>;

export const infoFileSchema = z.object({
  name: z.string(),
  mimeType: z.string(),
  lastModified: z.string(),
  folderName: z.string(),
  size: z.number().int(),
}) satisfies z.ZodType<InfoFileInfo>;

export const questionSchema = z.object({
  questionnaireId: z.uuid(),
  questionId: z.uuid(),
  questionText: z.string(),
  dataType: z.number(),
  possibleValues: z.record(z.string(), z.string()),
  answer: z.string().nullable(),
  answerTimestampUtc: z.string().nullable(),
  text: z.string().nullable(),
}) satisfies z.ZodType<Question>;

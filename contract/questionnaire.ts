/**
 * Questionnaires (GET /api/Questionnaire/{id}/Question, POST /api/Questionnaire/{id}/Answer):
 * short self-declarations, one submission per user and questionnaire (a resubmit changes it).
 */
import { z } from 'zod';
import { text, uuid } from './input.ts';
import { supportedLocales } from './locales.ts';

/** Question.dataType */
export const QuestionDataType = { yesNo: 0, text: 1, choice: 2 } as const;

export interface Question {
  questionnaireId: string;
  questionId: string;
  /** The question in the requested language. */
  questionText: string;
  dataType: number;
  /** choice: value → label in the requested language; empty otherwise. */
  possibleValues: Record<string, string>;
  /** The caller's current answer, if they answered. */
  answer: string | null;
  answerTimestampUtc: string | null;
  /** A hint shown under the question. */
  text: string | null;
}

export const questionnaireParamsSchema = z.object({ questionnaireId: uuid });
export const questionQuerySchema = z.object({ language: z.enum(supportedLocales).optional() });

export const answerSchema = z.strictObject({
  questionnaireId: uuid.optional(),
  questionId: uuid,
  value: text(1000, { multiline: true }),
});
export const answersBodySchema = z.array(answerSchema).min(1).max(50);
export type AnswerInput = z.output<typeof answerSchema>;

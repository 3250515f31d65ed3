import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { portalUser } from './identity.ts';

/** A questionnaire and its questions; texts per language as `{ de, en, cs, fr, it }`. */
export const questionnaire = pgTable('questionnaire', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
});

export const questionnaireQuestion = pgTable('questionnaire_question', {
  id: uuid('id').primaryKey(),
  questionnaireId: uuid('questionnaire_id')
    .notNull()
    .references(() => questionnaire.id, { onDelete: 'cascade' }),
  position: integer('position').notNull(),
  dataType: integer('data_type').notNull(),
  questionText: jsonb('question_text').$type<Record<string, string>>().notNull(),
  hint: jsonb('hint').$type<Record<string, string>>(),
  /** choice questions: value → label per language. */
  possibleValues: jsonb('possible_values').$type<Record<string, Record<string, string>>>(),
});

/** One submission per user and questionnaire; a resubmit replaces its answers. */
export const questionnaireSubmission = pgTable(
  'questionnaire_submission',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    questionnaireId: uuid('questionnaire_id')
      .notNull()
      .references(() => questionnaire.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => portalUser.id, { onDelete: 'cascade' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('questionnaire_submission_user_uq').on(t.questionnaireId, t.userId)],
);

export const questionnaireAnswer = pgTable(
  'questionnaire_answer',
  {
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => questionnaireSubmission.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => questionnaireQuestion.id, { onDelete: 'cascade' }),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.submissionId, t.questionId] })],
);

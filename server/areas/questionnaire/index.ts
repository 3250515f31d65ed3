import { and, asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { questionSchema } from '../../../contract/answers/info.ts';
import { uiPermissions } from '../../../contract/permissions.ts';
import {
  answersBodySchema,
  type Question,
  QuestionDataType,
  questionnaireParamsSchema,
  questionQuerySchema,
} from '../../../contract/questionnaire.ts';
import { requirePermission } from '../../auth/permissions.ts';
import type { PortalUserVariables } from '../../auth/portal-user.ts';
import type { Db } from '../../db/open.ts';
import * as t from '../../db/schema.ts';
import { inTransaction } from '../../db/tx.ts';
import { invalid, notFound } from '../../http/errors.ts';
import { refuses, responds } from '../../http/responds.ts';
import { validate } from '../../http/validate.ts';

type Env = { Variables: PortalUserVariables };

const pick = (texts: Record<string, string> | null | undefined, language: string) =>
  texts ? (texts[language] ?? texts.de ?? null) : null;

/**
 * /api/Questionnaire/{id}/Question and /Answer: the questions with the caller's own answers, and
 * one submission per user and questionnaire — a resubmit replaces the answers and keeps the id.
 * Every answer is checked against its question (yes/no, a listed choice, text), all or nothing.
 */
export function questionnaireRoutes(db: Db) {
  const app = new Hono<Env>();
  app.use(requirePermission(uiPermissions.corona));

  async function questionsOf(questionnaireId: string) {
    const [found] = await db.select().from(t.questionnaire).where(eq(t.questionnaire.id, questionnaireId));
    if (!found) throw notFound(`Questionnaire ${questionnaireId} not found`, 'questionnaireId');
    return db
      .select()
      .from(t.questionnaireQuestion)
      .where(eq(t.questionnaireQuestion.questionnaireId, questionnaireId))
      .orderBy(asc(t.questionnaireQuestion.position));
  }

  app.get(
    '/:questionnaireId/Question',
    responds(200, z.array(questionSchema), 'The questions with the caller’s answers'),
    validate('param', questionnaireParamsSchema),
    validate('query', questionQuerySchema),
    async (c) => {
      const { questionnaireId } = c.req.valid('param');
      const language = c.req.valid('query').language ?? 'de';
      const questions = await questionsOf(questionnaireId);
      const [submission] = await db
        .select()
        .from(t.questionnaireSubmission)
        .where(
          and(
            eq(t.questionnaireSubmission.questionnaireId, questionnaireId),
            eq(t.questionnaireSubmission.userId, c.var.portalUser.id),
          ),
        );
      const answers = submission
        ? new Map(
            (
              await db.select().from(t.questionnaireAnswer).where(eq(t.questionnaireAnswer.submissionId, submission.id))
            ).map((a) => [a.questionId, a.value]),
          )
        : new Map<string, string>();
      return c.json(
        questions.map(
          (q): Question => ({
            questionnaireId,
            questionId: q.id,
            questionText: pick(q.questionText, language) ?? '',
            dataType: q.dataType,
            possibleValues: Object.fromEntries(
              Object.entries(q.possibleValues ?? {}).map(([value, labels]) => [value, pick(labels, language) ?? value]),
            ),
            answer: answers.get(q.id) ?? null,
            answerTimestampUtc: answers.has(q.id) ? submission!.submittedAt.toISOString() : null,
            text: pick(q.hint, language),
          }),
        ),
      );
    },
  );

  app.post(
    '/:questionnaireId/Answer',
    responds(200, z.uuid(), 'The id of the caller’s submission'),
    refuses(['unknown_reference'], 'ids in the body that name no stored record'),
    validate('param', questionnaireParamsSchema),
    validate('json', answersBodySchema),
    async (c) => {
      const { questionnaireId } = c.req.valid('param');
      const answers = c.req.valid('json');
      const questions = new Map((await questionsOf(questionnaireId)).map((q) => [q.id, q]));
      answers.forEach((answer, i) => {
        const question = questions.get(answer.questionId);
        const at = `[${i}]`;
        if (answer.questionnaireId && answer.questionnaireId !== questionnaireId) {
          throw invalid(`${at}.questionnaireId`, 'mismatch', 'must match the questionnaire in the path');
        }
        if (!question) throw invalid(`${at}.questionId`, 'unknown_reference', 'not a question of this questionnaire');
        const ok =
          question.dataType === QuestionDataType.yesNo
            ? answer.value === 'true' || answer.value === 'false'
            : question.dataType === QuestionDataType.choice
              ? Object.hasOwn(question.possibleValues ?? {}, answer.value)
              : answer.value.length > 0;
        if (!ok) throw invalid(`${at}.value`, 'not_allowed', 'not an allowed answer to this question');
      });
      const ids = answers.map((a) => a.questionId);
      if (new Set(ids).size !== ids.length) throw invalid('questionId', 'duplicate', 'each question only once');
      const missing = [...questions.keys()].filter((id) => !ids.includes(id));
      if (missing.length)
        throw invalid('questionId', 'required', `every question needs an answer (${missing.length} missing)`);

      const id = await inTransaction(db, async (tx) => {
        const now = new Date();
        const [row] = await tx
          .insert(t.questionnaireSubmission)
          .values({ questionnaireId, userId: c.var.portalUser.id, submittedAt: now })
          .onConflictDoUpdate({
            target: [t.questionnaireSubmission.questionnaireId, t.questionnaireSubmission.userId],
            set: { submittedAt: now },
          })
          .returning({ id: t.questionnaireSubmission.id });
        await tx.delete(t.questionnaireAnswer).where(eq(t.questionnaireAnswer.submissionId, row!.id));
        await tx
          .insert(t.questionnaireAnswer)
          .values(answers.map((a) => ({ submissionId: row!.id, questionId: a.questionId, value: a.value })));
        return row!.id;
      });
      return c.json(id);
    },
  );

  return app;
}

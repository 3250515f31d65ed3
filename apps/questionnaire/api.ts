import type { KyInstance } from 'ky';
import type { AnswerInput, Question } from '../../contract/questionnaire.ts';

/** The questionnaire endpoints of the portal API. */
export function questionnaireApi(http: KyInstance) {
  return {
    questions: (id: string, language: string, signal?: AbortSignal) =>
      http.get(`Questionnaire/${id}/Question`, { searchParams: { language }, signal }).json<Question[]>(),
    answer: (id: string, answers: AnswerInput[]) =>
      http.post(`Questionnaire/${id}/Answer`, { json: answers }).json<string>(),
  };
}

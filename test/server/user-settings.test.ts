import { beforeAll, describe, expect, it } from 'vitest';
import { coronaSelfDeclarationId } from '../../contract/info-system-modules.ts';
import type { Question } from '../../contract/questionnaire.ts';
import { oidcLogin } from '../helpers/oidc-login.ts';
import { type ApiCall, portalApiAs } from '../helpers/portal-api.ts';
import { type SharedTestServer, sharedTestServer } from '../helpers/test-server.ts';

let server: SharedTestServer;
let admin: ApiCall;
let employee: ApiCall;

beforeAll(async () => {
  server = await sharedTestServer();
  admin = portalApiAs(server.url, (await oidcLogin(server.url, 'admin')).access_token);
  employee = portalApiAs(server.url, (await oidcLogin(server.url, 'employee')).access_token);
});
describe('own user parameters', () => {
  it('stores one value per name, reads the language back, deletes only the caller’s own', async () => {
    expect((await employee('GET', '/User/GetLanguage')).body).toEqual({ language: null });
    const first = await employee('POST', '/UserParameter', { name: 'language', value: 'cs' });
    expect(first.status).toBe(201);
    const second = await employee('POST', '/UserParameter', { name: 'language', type: 0, value: 'fr' });
    expect(second.status).toBe(200);
    expect(second.body.userParametersId).toBe(first.body.userParametersId);
    expect((await employee('GET', '/User/GetLanguage')).body).toEqual({ language: 'fr' });

    // Another user may neither delete it nor write for someone else.
    expect((await admin('DELETE', `/UserParameter/${first.body.userParametersId}`)).status).toBe(403);
    const foreign = await admin('POST', '/UserParameter', {
      name: 'navCollapsed',
      value: 'true',
      userId: first.body.userId,
    });
    expect(foreign.status).toBe(403);
    expect((await employee('DELETE', `/UserParameter/${first.body.userParametersId}`)).status).toBe(204);
    expect((await employee('GET', '/User/GetLanguage')).body).toEqual({ language: null });
  });

  it('refuses unknown names, wrong values and unknown keys with a 400 naming the field', async () => {
    const cases: [unknown, string][] = [
      [{ name: 'theme', value: 'dark' }, 'name'],
      [{ name: 'language', value: 'xx' }, 'value'],
      [{ name: 'navCollapsed', value: 'maybe' }, 'value'],
      [{ name: 'language', value: 'de', extra: 1 }, 'extra'],
      [{ name: 'language', value: 'd\u0000e' }, 'value'],
    ];
    for (const [body, field] of cases) {
      const answer = await employee('POST', '/UserParameter', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.field).toBe(field);
    }
    expect((await employee('DELETE', '/UserParameter/not-a-uuid')).status).toBe(400);
  });
});

describe('questionnaire', () => {
  const path = `/Questionnaire/${coronaSelfDeclarationId}`;

  it('answers once per user: a resubmit replaces the answers and keeps the id', async () => {
    const questions = (await admin('GET', `${path}/Question?language=cs`)).body as Question[];
    expect(questions).toHaveLength(3);
    expect(questions[0]!.questionText).toContain('příznaky');
    expect(questions[2]!.possibleValues).toMatchObject({ site: 'V závodě' });
    const answers = (site: string) => [
      { questionId: questions[0]!.questionId, value: 'false' },
      { questionId: questions[1]!.questionId, value: 'false' },
      { questionId: questions[2]!.questionId, value: site },
    ];
    const first = await admin('POST', `${path}/Answer`, answers('site'));
    expect(first.status).toBe(200);
    expect(first.body).toMatch(/^[0-9a-f-]{36}$/);
    const again = await admin('POST', `${path}/Answer`, answers('mobile'));
    expect(again.body).toBe(first.body);
    const read = (await admin('GET', `${path}/Question`)).body as Question[];
    expect(read.map((q) => q.answer)).toEqual(['false', 'false', 'mobile']);
    expect(read[2]!.answerTimestampUtc).not.toBeNull();
  });

  it('refuses answers that do not fit their question, and changes nothing', async () => {
    const questions = (await admin('GET', `${path}/Question`)).body as Question[];
    const bad = await admin('POST', `${path}/Answer`, [
      { questionId: questions[0]!.questionId, value: 'vielleicht' },
      { questionId: questions[1]!.questionId, value: 'true' },
      { questionId: questions[2]!.questionId, value: 'site' },
    ]);
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('[0].value');
    const incomplete = await admin('POST', `${path}/Answer`, [{ questionId: questions[0]!.questionId, value: 'true' }]);
    expect(incomplete.status).toBe(400);
    const read = (await admin('GET', `${path}/Question`)).body as Question[];
    expect(read.map((q) => q.answer)).toEqual(['false', 'false', 'mobile']);
  });

  it('is for users with the corona permission; an unknown questionnaire is a 404', async () => {
    expect((await employee('GET', `${path}/Question`)).status).toBe(403);
    expect((await admin('GET', '/Questionnaire/00000000-0000-4000-8000-000000000000/Question')).status).toBe(404);
  });
});

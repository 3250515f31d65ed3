/**
 * The signed-in user's own parameters (POST/DELETE /api/UserParameter, GET /api/User/GetLanguage):
 * settings that follow the person, e.g. the language, the collapsed navigation, a default canteen.
 */
import { z } from 'zod';
import { int16, text, uuid } from './input.ts';
import { supportedLocales } from './locales.ts';

/** Names a user may set for themselves. */
export const ownParameterNames = ['language', 'navCollapsed', 'defaultCanteen'] as const;
export type OwnParameterName = (typeof ownParameterNames)[number];

export const ownParameterBodySchema = z
  .strictObject({
    /** Read-only fields a client may send back as it read them (ignored). */
    userParametersId: uuid.optional(),
    userId: uuid.optional(),
    name: z.enum(ownParameterNames),
    type: int16.min(0).default(0),
    value: text(200).nullable(),
  })
  .superRefine((body, ctx) => {
    const value = body.value ?? '';
    const ok =
      body.name === 'language'
        ? (supportedLocales as readonly string[]).includes(value)
        : body.name === 'navCollapsed'
          ? value === 'true' || value === 'false'
          : body.value === null || uuid.safeParse(value).success;
    if (!ok) ctx.addIssue({ code: 'custom', path: ['value'], message: `not a valid value for ${body.name}` });
  })
  // The check above, for the documents: which values each name takes.
  .meta({
    oneOf: [
      { properties: { name: { const: 'language' }, value: { enum: [...supportedLocales] } }, required: ['value'] },
      { properties: { name: { const: 'navCollapsed' }, value: { enum: ['true', 'false'] } }, required: ['value'] },
      {
        properties: {
          name: { const: 'defaultCanteen' },
          value: { anyOf: [{ type: 'string', format: 'uuid' }, { type: 'null' }] },
        },
      },
    ],
  });
export type OwnParameterBody = z.output<typeof ownParameterBodySchema>;

export const parameterIdParamsSchema = z.object({ userParametersId: uuid });

/** GET /api/User/GetLanguage: the language the user chose last, null when none yet. */
export interface UserLanguage {
  language: string | null;
}

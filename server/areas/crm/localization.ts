import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  crmLocalizationKinds,
  type LocalizationEntry,
  type LocalizationResponse,
  localizationQuerySchema,
  localizationResponseSchema,
} from '../../../contract/crm.ts';
import { defaultLocale } from '../../../contract/locales.ts';
import type { Db } from '../../db/open.ts';
import * as t from '../../db/schema.ts';
import { responds } from '../../http/responds.ts';
import { validate } from '../../http/validate.ts';

/**
 * /api/Localization/{countries,salutations,targetGroups,divisions,projects}?cultureCode= — public.
 * The language part of cultureCode picks the texts (`de-DE` → de; default de). Every value of the
 * list is returned; `translatedValue` is null for a language without texts (e.g. `es`).
 * Countries come alphabetically in the asked language, the other lists in their business order.
 */
export function localizationRoutes(db: Db) {
  const app = new Hono();
  for (const kind of crmLocalizationKinds) {
    app.get(
      `/${kind}`,
      validate('query', localizationQuerySchema),
      responds(200, localizationResponseSchema, 'Every value of the list with its text in the language asked for'),
      async (c) => {
        const { cultureCode } = c.req.valid('query');
        const language = (cultureCode?.split(/[-_]/)[0] ?? defaultLocale).toLowerCase();
        const rows = await db
          .select({
            value: t.crmLocalization.value,
            cultureCode: t.crmLocalization.cultureCode,
            translatedValue: t.crmLocalization.translatedValue,
            sortOrder: t.crmLocalization.sortOrder,
          })
          .from(t.crmLocalization)
          .where(eq(t.crmLocalization.kind, kind));

        const byValue = new Map<string, LocalizationEntry & { sortOrder: number }>();
        for (const row of rows) {
          const entry = byValue.get(row.value) ?? { value: row.value, translatedValue: null, sortOrder: row.sortOrder };
          if (row.cultureCode === language) entry.translatedValue = row.translatedValue;
          entry.sortOrder = Math.min(entry.sortOrder, row.sortOrder);
          byValue.set(row.value, entry);
        }
        const collator = new Intl.Collator(supportedCollation(language));
        const translationData = [...byValue.values()]
          .sort(
            (a, b) =>
              a.sortOrder - b.sortOrder || collator.compare(a.translatedValue ?? a.value, b.translatedValue ?? b.value),
          )
          .map(({ value, translatedValue }) => ({ value, translatedValue }));
        return c.json({ translationData } satisfies LocalizationResponse);
      },
    );
  }
  return app;
}

function supportedCollation(language: string): string {
  try {
    return Intl.Collator.supportedLocalesOf([language])[0] ?? 'de';
  } catch {
    return 'de';
  }
}

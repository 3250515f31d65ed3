import type { SearchParams } from '../api.ts';

/** What users type when they know the number: letters, digits and `-` with at least one digit. */
const numberLike = /^[A-Za-z0-9-]*\d[A-Za-z0-9-]*$/;

/**
 * A picker's search that finds by number too (the placeholder promises "Name, Ort oder Nummer"):
 * text that looks like a number is first looked up as a number prefix; when that finds nothing,
 * or the text is a name, the fuzzy name search answers.
 */
export function numberOrName<T>(
  lookup: (query: SearchParams, signal: AbortSignal) => Promise<T[]>,
  extra: SearchParams = {},
): (text: string, signal: AbortSignal) => Promise<T[]> {
  return async (text, signal) => {
    const typed = text.trim();
    if (numberLike.test(typed)) {
      const byNumber = await lookup({ ...extra, Number: typed, Top: 10 }, signal);
      if (byNumber.length) return byNumber;
    }
    return lookup({ ...extra, Name: typed, Fuzzy: true, Top: 10 }, signal);
  };
}

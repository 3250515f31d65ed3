/**
 * Reads untrusted JSON (a shared link, an old saved project) into a known draft shape, field by
 * field: a value of the default's type replaces it, anything else keeps the default. Arrays take
 * their items' shape from the default's first item (a default room gives every linked room its
 * fields); an array whose default is empty keeps the default. Strings stay raw — the form shows
 * their errors.
 */
export function mergeByShape<T>(defaults: T, raw: unknown): T {
  if (Array.isArray(defaults)) {
    const template = defaults[0];
    if (!Array.isArray(raw) || template === undefined) return defaults;
    return raw.map((item) => mergeByShape(template, item)) as T;
  }
  if (defaults && typeof defaults === 'object') {
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return defaults;
    const source = raw as Record<string, unknown>;
    const merged: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(defaults))
      merged[key] = key in source ? mergeByShape(value, source[key]) : value;
    return merged as T;
  }
  return typeof raw === typeof defaults ? (raw as T) : defaults;
}

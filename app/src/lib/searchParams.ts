// Checks of one address search value, as the router hands it over (JSON-parsed: `?page=2` is the number 2). Each
// gives the value as kept, or `undefined` for a missing or malformed one, which the route then drops rather than
// failing the page. The routes' `validateSearch` runs on the first load (route files are not split), so these are
// plain functions: the sign-in page ships no schema library.

export type SearchCheck<T> = (value: unknown) => T | undefined;

/** Text of 1 to `max` characters once trimmed; kept trimmed. */
export const text =
  (max: number): SearchCheck<string> =>
  (value) => {
    if (typeof value !== 'string') return undefined;
    const trimmed = value.trim();
    return trimmed.length >= 1 && trimmed.length <= max ? trimmed : undefined;
  };

/** One of the given values (compared with `===`). */
export const oneOf =
  <const T extends string | number | boolean>(options: readonly T[]): SearchCheck<T> =>
  (value) =>
    options.some((option) => option === value) ? (value as T) : undefined;

/** A list of at most `max` items, every one of them right; one wrong item drops the whole list. */
export const listOf =
  <T>(item: SearchCheck<T>, max = Number.POSITIVE_INFINITY): SearchCheck<T[]> =>
  (value) => {
    if (!Array.isArray(value) || value.length > max) return undefined;
    const items: T[] = [];
    for (const entry of value) {
      const checked = item(entry);
      if (checked === undefined) return undefined;
      items.push(checked);
    }
    return items;
  };

/** A string matching `pattern`, kept as it is. */
export const matching =
  (pattern: RegExp): SearchCheck<string> =>
  (value) =>
    typeof value === 'string' && pattern.test(value) ? value : undefined;

/** A day, "YYYY-MM-DD" (the calendar's validity is the caller's). */
export const dayText = matching(/^\d{4}-\d{2}-\d{2}$/);

/** An RFC 9562 UUID (any version, and the nil and max UUIDs), as the server's ids are. */
export const uuid = matching(
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/,
);

/** A whole number from `min` to `max`. */
export const wholeNumber =
  (min: number, max: number): SearchCheck<number> =>
  (value) =>
    typeof value === 'number' && Number.isSafeInteger(value) && value >= min && value <= max
      ? value
      : undefined;

/** Any value read as a number (`Number(value)`: `"2"` and `[2]` too), kept when it is a positive whole number. */
export const positiveWholeNumber: SearchCheck<number> = (value) => {
  const number = Number(value);
  return Number.isSafeInteger(number) && number > 0 ? number : undefined;
};

export const boolean: SearchCheck<boolean> = (value) => (typeof value === 'boolean' ? value : undefined);

/** A text code (a client's `KL-000001`), trimmed and upper-cased; an empty one stays empty. */
export const code: SearchCheck<string> = (value) =>
  typeof value === 'string' ? value.trim().toUpperCase() : undefined;

/** A single value where a list is expected (`?status=active` typed by hand) counts as a one-item list. */
export const asList = (value: unknown) => (typeof value === 'string' ? [value] : value);
/** Numbers typed by hand may arrive as text. */
export const asNumber = (value: unknown) =>
  typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;

/** An object of the given keys' values, without the missing (undefined) ones. */
export function defined<T extends Record<string, unknown>>(
  values: T,
): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as {
    [K in keyof T]?: Exclude<T[K], undefined>;
  };
}

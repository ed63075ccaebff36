/**
 * The site's query strings are plain text: `?q=360` stays the string '360' and
 * `?from=/modules&label=build-my-stack` reads exactly as written. (The router's default parses
 * values as JSON, which turns '360' into a number and writes strings back quoted.) Route
 * schemas then decide what each value means.
 */
export type PlainSearch = Record<string, string | string[]>;

/**
 * The first string of a search value ('x', or the first of ['x', 'y']), else '': what a route
 * schema reads before deciding what the value means.
 */
export function firstSearchString(value: unknown): string {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : '';
}

/** `?a=1&b=x&b=y` -> { a: '1', b: ['x', 'y'] }; a leading '?' is optional. */
export function parsePlainSearch(searchStr: string): PlainSearch {
  const result: PlainSearch = {};
  for (const [key, value] of new URLSearchParams(searchStr)) {
    const previous = result[key];
    if (previous === undefined) result[key] = value;
    else result[key] = Array.isArray(previous) ? [...previous, value] : [previous, value];
  }
  return result;
}

/** The inverse: '' for no params, else '?' and the encoded pairs (undefined and null left out). */
export function stringifyPlainSearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === null) continue;
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      params.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item));
    }
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

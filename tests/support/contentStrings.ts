/**
 * Every string inside a value (a content module, say), each with its path
 * ('growthOs.layers[0].name'), added to `out` and returned: for checks that hold for every word of
 * the content.
 */
export function collectStrings(
  value: unknown,
  path: string,
  out: Array<[string, string]> = [],
): Array<[string, string]> {
  if (typeof value === 'string') {
    out.push([path, value]);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => {
      collectStrings(item, `${path}[${index}]`, out);
    });
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) collectStrings(item, `${path}.${key}`, out);
  }
  return out;
}

/**
 * One rendered not-found page per route pattern, reused for every path of that pattern.
 *
 * A not-found page depends on its path in two places only: the address its calls to action carry
 * (`from=%2Fcareers%2Fnope`) and the router's match ids in the hydration script
 * (`#careers#$slug#careers#nope`), which the client checks against the URL it is at. So the page
 * is rendered once for a placeholder path of the pattern (`/careers/<placeholder>`), and each
 * request's path is written into those places. That holds for paths of plain characters (letters,
 * digits, `.`, `_`, `~`, `-`, and `/` between segments), which is what scanners and mistyped
 * links ask for; any other path is rendered for itself (bounded by the server's render queue).
 */

/** A path segment that no page has, standing for the asked path in a pattern's template. */
export const PLACEHOLDER = 'x-not-found-placeholder-x';

const plainRest = /^[A-Za-z0-9._~-]+(?:\/[A-Za-z0-9._~-]+)*$/;

/**
 * Where a path sits in its route pattern's template: the path to render the template for, and
 * the part of the asked path that takes the placeholder's place. Null when the template cannot
 * stand for the path (a parameter that is not the last segment, a prefix in other letter case,
 * characters that are escaped differently in each place).
 */
export function templateFor(
  pattern: string,
  pathname: string,
): { templatePath: string; rest: string } | null {
  const dollar = pattern.indexOf('$');
  if (dollar < 0) return null;
  const prefix = pattern.slice(0, dollar);
  const parameter = pattern.slice(dollar);
  if (!prefix.endsWith('/') || parameter.includes('/')) return null;
  if (!pathname.startsWith(prefix)) return null;
  const rest = pathname.slice(prefix.length);
  if (!plainRest.test(rest)) return null;
  // `$slug` is one segment; only the catch-all `$` takes several.
  if (parameter !== '$' && rest.includes('/')) return null;
  return { templatePath: `${prefix}${PLACEHOLDER}`, rest };
}

/**
 * The template's text with `rest` in the placeholder's place, in the form each place writes a
 * path in: URI-component encoded (after `%2F`), a match id (after `#`, slashes as `#`), or a
 * plain path (after `/`). Null when the placeholder is anywhere else, so the template cannot be
 * filled in safely.
 */
export function fillTemplate(text: string, rest: string): string | null {
  const filled = text
    .replaceAll(`%2F${PLACEHOLDER}`, `%2F${encodeURIComponent(rest)}`)
    .replaceAll(`#${PLACEHOLDER}`, `#${rest.replaceAll('/', '#')}`)
    .replaceAll(`/${PLACEHOLDER}`, `/${rest}`);
  return filled.includes(PLACEHOLDER) ? null : filled;
}

/**
 * One rendered not-found page per route pattern, reused for every path of that pattern.
 *
 * A not-found page depends on its path in the address its calls to action carry
 * (`from=%2Fcareers%2Fnope`), in the router's match ids in the hydration script
 * (`#careers#$slug#careers#nope`), which the client checks against the URL it is at, and in the
 * links the shell marks as current or as the path's section. So the page is rendered once for a
 * placeholder path with the same route pattern and marks (`/careers/<placeholder>`), and each
 * request's path is written into the first two. That holds for paths of plain characters (letters,
 * digits, `.`, `_`, `~`, `-`, and `/` between segments) that land on the catch-all route, which
 * is what scanners and mistyped links ask for; any other path (an unknown job or product, whose
 * route may answer a redirect for it) is rendered for itself (bounded by the render queue).
 */

import type { SiteRoutes } from './render';

/** A path segment that no page has, standing for the asked path in a pattern's template. */
export const PLACEHOLDER = 'x-not-found-placeholder-x';

const plainRest = /^[A-Za-z0-9._~-]+(?:\/[A-Za-z0-9._~-]+)*$/;

/**
 * Where a path sits in a template: the path to render the template for, and the part of the
 * asked path that takes the placeholder's place. The template's path lies in the asked path's
 * deepest section (`/company/<placeholder>` for `/company/history`), so that it lands on the same
 * route pattern and the shell marks the same links; null when it cannot (a path the shell links
 * to, such as `/company/leadership`, or characters that are escaped differently in each place).
 */
export function templateFor(
  pathname: string,
  routes: Pick<SiteRoutes, 'patternOf' | 'shellMarksOf'>,
): { templatePath: string; rest: string } | null {
  // Only the catch-all's not-found page is the same for every path. A param route's loader reads
  // its value (a product slug in capitals redirects to the product): rendered for the path.
  if (routes.patternOf(pathname) !== '/$') return null;
  const marks = routes.shellMarksOf(pathname);
  const marked = marks ? marks.split(' ') : [];
  if (marked.some((mark) => mark.startsWith('='))) return null;
  const section = marked
    .map((mark) => mark.slice(1))
    .reduce((deepest, href) => (href.length > deepest.length ? href : deepest), '');
  const prefix = `${section}/`;
  if (!pathname.startsWith(prefix)) return null;
  const rest = pathname.slice(prefix.length);
  if (!plainRest.test(rest)) return null;
  const templatePath = `${prefix}${PLACEHOLDER}`;
  if (routes.patternOf(templatePath) !== routes.patternOf(pathname)) return null;
  if (routes.shellMarksOf(templatePath) !== marks) return null;
  return { templatePath, rest };
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

/** Strips one trailing slash (but keeps the root `/`) so `/services/` and `/services` compare equal. */
function normalise(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** Whether `href` is the page at `pathname` (for `aria-current="page"`). */
export function isCurrentPath(pathname: string | undefined, href: string): boolean {
  if (pathname === undefined) return false;
  return normalise(pathname) === normalise(href);
}

/** Whether `pathname` is `href` or a page below it (for marking the active section). */
export function isInSection(pathname: string | undefined, href: string): boolean {
  if (pathname === undefined || href === '/') return false;
  const path = normalise(pathname);
  const section = normalise(href);
  return path === section || path.startsWith(`${section}/`);
}

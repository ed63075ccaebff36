/**
 * The redirect table of old and legacy paths. One module feeds the client router
 * (replace navigations), the server (HTTP 301) and the host rules written at build time.
 *
 * `exact` rows match the path itself; `prefix` rows also match every sub-path
 * (`/blog/anything/else`) and send all of them to one place; `subpath` rows move a sub-path
 * under another parent, keeping the rest (`/thinking/articles/{slug}` to `/insights/{slug}`).
 * Every row also matches its trailing-slash variant, and any other path with a trailing slash
 * goes to the same path without it: that covers the table's first row, `/services/` to
 * `/services`.
 */
export interface RedirectRule {
  from: string;
  to: string;
  match: 'exact' | 'prefix' | 'subpath';
}

export const redirectTable: readonly RedirectRule[] = [
  { from: '/growth-marketing-services', to: '/services/growth-marketing', match: 'exact' },
  { from: '/marketing-automation-services', to: '/services/growth-marketing', match: 'exact' },
  { from: '/services/cro', to: '/services/growth-marketing', match: 'exact' },
  { from: '/performance-marketing-services', to: '/services/user-acquisition', match: 'exact' },
  { from: '/content-marketing-services', to: '/services/creative-production', match: 'exact' },
  { from: '/about-us', to: '/company', match: 'exact' },
  { from: '/biz-kimiz', to: '/company', match: 'exact' },
  { from: '/testimonial', to: '/proof/testimonials', match: 'exact' },
  { from: '/blog', to: '/insights', match: 'prefix' },
  { from: '/insight', to: '/insights', match: 'prefix' },
  { from: '/posts', to: '/insights', match: 'prefix' },
  { from: '/post', to: '/insights', match: 'prefix' },
  { from: '/thinking', to: '/insights', match: 'exact' },
  // The original site linked posts as /thinking/articles/{slug} and the article's back link as
  // /thinking/articles: old shared links keep working.
  { from: '/thinking/articles', to: '/insights/articles', match: 'exact' },
  { from: '/thinking/articles', to: '/insights', match: 'subpath' },
  { from: '/articles', to: '/insights/articles', match: 'exact' },
  { from: '/articles', to: '/insights', match: 'prefix' },
  { from: '/insights/article', to: '/insights/articles', match: 'exact' },
  { from: '/insights/playbooks', to: '/insights', match: 'exact' },
  { from: '/briefings', to: '/insights', match: 'exact' },
  { from: '/research', to: '/insights', match: 'exact' },
  { from: '/podcasts', to: '/insights', match: 'prefix' },
  { from: '/tr/blog', to: '/insights', match: 'exact' },
  { from: '/tr', to: '/', match: 'exact' },
  { from: '/case-studies', to: '/proof/cases', match: 'prefix' },
  { from: '/results', to: '/proof', match: 'prefix' },
  { from: '/services/fractional-cmo', to: '/services/executive-growth-advisory', match: 'exact' },
  { from: '/services/board-advisor', to: '/services/executive-growth-advisory', match: 'exact' },
  { from: '/proof/press-room', to: '/press-room', match: 'exact' },
  // The contact autoresponder's link to our work.
  { from: '/proof/selected-work', to: '/proof/cases', match: 'exact' },
];

/** `/a/b/` and `/a/b//` become `/a/b`; `/` stays `/`. */
export function stripTrailingSlash(pathname: string): string {
  if (pathname.length <= 1 || !pathname.endsWith('/')) return pathname;
  const stripped = pathname.replace(/\/+$/, '');
  return stripped === '' ? '/' : stripped;
}

/** The table's rows by kind, their paths without a trailing slash (worked out once). */
let rowsByMatch: Record<RedirectRule['match'], { from: string; to: string }[]> | null = null;
function rows() {
  if (!rowsByMatch) {
    rowsByMatch = { exact: [], subpath: [], prefix: [] };
    for (const rule of redirectTable) {
      rowsByMatch[rule.match].push({ from: stripTrailingSlash(rule.from), to: rule.to });
    }
  }
  return rowsByMatch;
}

/**
 * Where a path should go, or null when it should be served as it is. Rows are tried in order;
 * exact rows first, then sub-path rows, then prefix rows. A path that only differs from a page by its
 * trailing slash goes to the page without it.
 */
export function resolveRedirect(pathname: string): string | null {
  const path = stripTrailingSlash(pathname);
  const { exact, subpath, prefix } = rows();
  for (const { from, to } of exact) if (path === from) return to;
  for (const { from, to } of subpath) {
    if (path.startsWith(`${from}/`)) return `${stripTrailingSlash(to)}${path.slice(from.length)}`;
  }
  for (const { from, to } of prefix) {
    if (path === from || path.startsWith(`${from}/`)) return to;
  }
  if (path !== pathname) return path;
  return null;
}

/** The target with the original query string kept (tracking and attribution survive a redirect). */
export function redirectLocation(pathname: string, search = ''): string | null {
  const to = resolveRedirect(pathname);
  if (to === null) return null;
  return search && search !== '?' ? `${to}${search.startsWith('?') ? search : `?${search}`}` : to;
}

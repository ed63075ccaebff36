import { searchPath } from './siteSearchParams';

/** `/search?q=…` (and `&area=…`); `/search` with neither. */
export function searchHref(q: string, area = ''): string {
  const params = new URLSearchParams();
  if (q.trim()) params.set('q', q.trim());
  if (area.trim()) params.set('area', area.trim());
  const query = params.toString();
  return query ? `${searchPath}?${query}` : searchPath;
}

/**
 * The reports list: the card data worked out once per list and the search
 * rule. The search param itself is in reportSearchParams.ts.
 */

import type { Term } from './posts';
import type { ReportSearch } from './reportSearchParams';

/** A report as its card shows it: plain data, so a prerendered list carries it in the page. */
export interface ReportEntry {
  id: number;
  slug: string;
  title: string;
  date: string;
  excerpt: string;
  /** Minutes: the body's text length / 250, rounded up. */
  readTime: number;
  /** Every tag: the search looks in all of them; the card shows the first three. */
  tags: Term[];
}

/**
 * The search rule: the text, trimmed and in any case, in the title, the excerpt or a
 * tag's name. Newest first, as the service lists them.
 */
export function filterReports(
  entries: readonly ReportEntry[],
  search: ReportSearch,
): ReportEntry[] {
  const text = search.search.trim().toLowerCase();
  return entries
    .filter(
      (entry) =>
        !text ||
        entry.title.toLowerCase().includes(text) ||
        entry.excerpt.toLowerCase().includes(text) ||
        entry.tags.some((tag) => tag.name.toLowerCase().includes(text)),
    )
    .sort((a, b) => (Date.parse(b.date) || 0) - (Date.parse(a.date) || 0) || a.id - b.id);
}

/**
 * The reports list (doc 2 §2, §4, §5): its one filter, the search text, as the route's typed
 * search param `search` (the URL is the source of truth; the default is not written), and the
 * card data worked out once per list.
 */
import * as v from 'valibot';
import { firstSearchString } from '../../site/searchParams';
import { maxSearchLength } from './articleSearch';
import { type InsightPost, reportReadTime, type Term } from './posts';

export const reportSearchSchema = v.object({
  search: v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value) => firstSearchString(value).slice(0, maxSearchLength)),
    ),
    '',
  ),
});

export type ReportSearch = v.InferOutput<typeof reportSearchSchema>;

/** The default, stripped from URLs. */
export const reportSearchDefaults = { search: '' } as const satisfies ReportSearch;

/** Most tags a report card shows (doc 2 §9). */
export const maxReportCardTags = 3;

/** A report as its card shows it: plain data, so a prerendered list carries it in the page. */
export interface ReportEntry {
  id: number;
  slug: string;
  title: string;
  date: string;
  excerpt: string;
  /** Minutes: the body's text length / 250, rounded up (doc 2 §9). */
  readTime: number;
  /** Every tag: the search looks in all of them; the card shows the first three. */
  tags: Term[];
}

export function reportEntry(post: InsightPost): ReportEntry {
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    date: post.date,
    excerpt: post.excerpt,
    readTime: reportReadTime(post),
    tags: post.tags,
  };
}

/**
 * The search rule (doc 2 §5): the text, trimmed and in any case, in the title, the excerpt or a
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

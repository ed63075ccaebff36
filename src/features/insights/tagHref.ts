import { insightsPaths } from '../../content/insights/paths';
import { stringifyPlainSearch } from '../../site/searchParams';

/**
 * Where a post's tag link leads: the list the post is in, showing the tag's posts. An article's
 * tag filters the articles list (`?tags=slug`); a report's searches the reports list for the
 * tag's name, which the reports search matches (reports are not in the articles list).
 */
export function tagHref(tag: { slug: string; name: string }, list: 'articles' | 'reports'): string {
  return list === 'reports'
    ? `${insightsPaths.reports}${stringifyPlainSearch({ search: tag.name })}`
    : `${insightsPaths.articles}${stringifyPlainSearch({ tags: tag.slug })}`;
}

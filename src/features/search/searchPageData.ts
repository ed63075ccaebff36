/**
 * What the search page's loader reads: the results for the URL's query, and the page's head
 * (the query in the title; never indexed). On the server the index comes from the router's
 * context (server/searchIndex.ts reads the build's file); in the browser it is fetched once, the
 * first time a visitor searches, and kept.
 */
import { searchPage } from '../../content/site/search';
import { type HeadTags, type PageMeta, pageHead } from '../../site/metadata';
import type { RouterContext } from '../../site/routerContext';
import { breadcrumbList, webPage } from '../../site/structuredData';
import {
  loadSearchIndex,
  type SearchIndexFile,
  type SearchOutcome,
  type SiteSearch,
  searchSite,
} from './searchEngine';
import type { SiteSearchParams } from './siteSearchParams';

export const searchIndexUrl = '/search-index.json';

export interface SearchPageData {
  head: HeadTags;
  /** The query searched (the URL's, trimmed); '' before a search. */
  query: string;
  /** Null without a query, or when the index could not be loaded (`unavailable`). */
  outcome: SearchOutcome | null;
  unavailable: boolean;
}

let browserIndex: Promise<SiteSearch> | null = null;

/** The index in the browser: fetched once; a failed fetch is tried again next time. */
function fetchIndex(): Promise<SiteSearch> {
  browserIndex ??= fetch(searchIndexUrl)
    .then((response) => {
      if (!response.ok) throw new Error(`${searchIndexUrl} answered ${response.status}`);
      return response.json() as Promise<SearchIndexFile>;
    })
    .then(loadSearchIndex)
    .catch((error: unknown) => {
      browserIndex = null;
      throw error;
    });
  return browserIndex;
}

export function searchHead(query: string): PageMeta {
  const title = query ? searchPage.resultsTitle(query) : searchPage.meta.title;
  return {
    title,
    description: searchPage.meta.description,
    path: searchPage.path,
    noindex: true,
    structuredData: [
      webPage('SearchResultsPage', {
        name: title,
        description: searchPage.meta.description,
        path: searchPage.path,
      }),
      breadcrumbList(searchPage.trail),
    ],
  };
}

export async function loadSearchPage(
  context: RouterContext,
  { q, area }: SiteSearchParams,
): Promise<SearchPageData> {
  const query = q.trim();
  const head = pageHead(searchHead(query));
  if (!query) return { head, query, outcome: null, unavailable: false };
  try {
    const site = context.searchIndex ? await context.searchIndex() : await fetchIndex();
    if (!site) return { head, query, outcome: null, unavailable: true };
    return { head, query, outcome: searchSite(site, query, area), unavailable: false };
  } catch {
    return { head, query, outcome: null, unavailable: true };
  }
}

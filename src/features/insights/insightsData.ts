/**
 * What the Insights routes load, as plain data the router can hand from the server's
 * render to the browser: the articles list (entries and tag filters) and the reports list (one
 * article with its related articles is in articleData.ts, which alone needs the sanitiser). Each says where it was read (`readOn`): a page rendered on
 * the server (prerendered at build, or on request) holds the content as of then, and the browser
 * asks the service again once the page has hydrated (`useFreshData`).
 */
import type { RouterContext } from '../../site/routerContext';
import type { ArticleEntry } from './articleMatch';
import { browserFetcher, createContentClient } from './contentClient';
import { articleEntry, reportEntry } from './entries';
import { ContentServiceError, isArticle, isReport, type Term } from './posts';
import { type ReadOn, readOn } from './readOn';
import type { ReportEntry } from './reportMatch';

export const contentClientFor = (context: RouterContext) =>
  createContentClient(context.fetchContent ?? browserFetcher);

export type ListState = 'ready' | 'error';

export interface ArticlesListData {
  /** 'error' when the posts call failed: the page shows the error with Try Again. */
  state: ListState;
  /** The articles (posts with an article term), newest first. */
  entries: ArticleEntry[];
  /**
   * Tag filters: every tag with posts (count above 0), as the spec has it, including tags only
   * reports carry (the list says so when one is chosen); none when the call failed.
   */
  tags: Term[];
  readOn: ReadOn;
}

export async function loadArticlesList(
  context: RouterContext,
  { withSearchText }: { withSearchText: boolean },
): Promise<ArticlesListData> {
  const where = readOn();
  try {
    const { posts, tags } = await contentClientFor(context).articles();
    const entries = posts.filter(isArticle).map((post) => articleEntry(post, { withSearchText }));
    return {
      state: 'ready',
      entries,
      tags: [...tags].sort((a, b) => a.name.localeCompare(b.name, 'en')),
      readOn: where,
    };
  } catch (error) {
    if (!(error instanceof ContentServiceError)) throw error;
    return { state: 'error', entries: [], tags: [], readOn: where };
  }
}

export interface ReportsListData {
  state: ListState;
  entries: ReportEntry[];
  readOn: ReadOn;
}

export async function loadReportsList(context: RouterContext): Promise<ReportsListData> {
  const where = readOn();
  try {
    const posts = await contentClientFor(context).posts();
    return { state: 'ready', entries: posts.filter(isReport).map(reportEntry), readOn: where };
  } catch (error) {
    if (!(error instanceof ContentServiceError)) throw error;
    return { state: 'error', entries: [], readOn: where };
  }
}

/**
 * The article pages to prerender: every post the service lists (articles and reports both
 * link to /insights/{slug}). None when the service fails: those pages are then rendered on
 * request.
 */
export async function articleParams(context: RouterContext): Promise<Array<{ slug: string }>> {
  try {
    const posts = await contentClientFor(context).posts();
    return posts.map((post) => ({ slug: post.slug }));
  } catch (error) {
    if (!(error instanceof ContentServiceError)) throw error;
    console.warn(`Insights: no article pages prerendered (${error.message})`);
    return [];
  }
}

import type { HeadTags, PageMeta } from './metadata';

/** What a route's loader returns for its head: the finished tags (src/site/metadata.ts `pageHead`). */
export interface LoaderHead {
  head: HeadTags;
}

/**
 * A route's `head` option: the tags its loader made (`pageHead`, which comes with the loader's
 * chunk), or those its not-found answer carries (`throw notFound({ data: { head } })`). The
 * router writes both into the page for hydration, so the browser shows a prerendered page's head
 * without the code that made it: every page loads this module (the shell's), not the builder.
 */
export function loaderHead({
  loaderData,
  match,
}: {
  loaderData?: LoaderHead;
  match?: { error?: unknown };
}): Partial<HeadTags> {
  return loaderData?.head ?? (match?.error as { data?: LoaderHead } | undefined)?.data?.head ?? {};
}

/**
 * A page's finished head tags, for its route's loader to return (`loaderHead`). The
 * tag builder (src/site/metadata.ts) is loaded with the first load that needs it: the server's
 * render, or a client-side visit. A prerendered page has its tags in its HTML and its loader's
 * data, and loads none of it.
 */
export async function loadPageHead(page: PageMeta): Promise<HeadTags> {
  const { pageHead } = await import('./metadata');
  return pageHead(page);
}

/** The head of an unknown item's page (a case study, a job): its words, never indexed. */
export function notFoundMeta(words: { title: string; body: string }, path: string): PageMeta {
  return { title: words.title, description: words.body, path, noindex: true };
}

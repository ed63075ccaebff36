/** Where the Insights pages are: a module of its own, light enough for any bundle. */
export const insightsPaths = {
  landing: '/insights',
  articles: '/insights/articles',
  reports: '/insights/reports',
  /** The RSS feed of every post, written by the build (scripts/build/prerender.mjs). */
  feed: '/insights/feed.xml',
  /** The article page of a post. */
  article: (slug: string) => `/insights/${slug}`,
} as const;

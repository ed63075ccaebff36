/** Where the Insights pages are: a module of its own, light enough for any bundle. */
export const insightsPaths = {
  landing: '/insights',
  articles: '/insights/articles',
  reports: '/insights/reports',
  /** The article page of a post. */
  article: (slug: string) => `/insights/${slug}`,
} as const;

/**
 * The site's areas as search groups its results, named as the site names them (its breadcrumbs
 * and menus). Groups are placed in the order of their best results
 * (src/features/search/searchEngine.ts).
 */
export const searchAreas = {
  services: { label: 'Services', one: 'service', many: 'services' },
  products: { label: 'Digital Products', one: 'product', many: 'products' },
  topics: { label: 'Topics', one: 'topic', many: 'topics' },
  cases: { label: 'Case Studies', one: 'case study', many: 'case studies' },
  testimonials: { label: 'Testimonials', one: 'testimonial', many: 'testimonials' },
  tools: { label: 'Tools', one: 'tool', many: 'tools' },
  jobs: { label: 'Jobs', one: 'job', many: 'jobs' },
  releases: { label: 'Press Releases', one: 'press release', many: 'press releases' },
  news: { label: 'In the News', one: 'story', many: 'stories' },
  articles: { label: 'Articles', one: 'article', many: 'articles' },
  reports: { label: 'Reports', one: 'report', many: 'reports' },
  pages: { label: 'Pages', one: 'page', many: 'pages' },
} as const;

export type SearchArea = keyof typeof searchAreas;

/** One thing search can find: a page, or an item listed on one (a tool, a testimonial). */
export interface SearchDocument {
  /** Where the result leads: a page's path, or a list filtered to the item (`/proof/tech-stack?q=HubSpot`). */
  url: string;
  title: string;
  area: SearchArea;
  /** The breadcrumb above the page, without the page itself: ['Home', 'Careers']. */
  trail: string[];
  description: string;
  /** The words of the page (its main content), for matching and for the excerpt. */
  text: string;
}

/**
 * The area of a page by its path; Insights posts by the list their breadcrumb names (a report
 * sits under Reports). Paths of the lists themselves (/services, /careers) are pages.
 */
export function areaOfPath(path: string, trail: readonly string[] = []): SearchArea {
  const [first, second, third] = path.split(/[?#]/)[0]?.split('/').filter(Boolean) ?? [];
  if (!second) return 'pages';
  if (first === 'services') return 'services';
  if (first === 'topics') return 'topics';
  if (first === 'careers') return 'jobs';
  if (first === 'proof' && second === 'cases' && third) return 'cases';
  if (first === 'growth-os' && second === 'digital-products' && third) return 'products';
  if (first === 'press-room' && second === 'press-releases' && third) return 'releases';
  if (first === 'press-room' && second === 'in-the-news' && third) return 'news';
  if (first === 'insights' && second !== 'articles' && second !== 'reports') {
    return trail.includes('Reports') ? 'reports' : 'articles';
  }
  return 'pages';
}

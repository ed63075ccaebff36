import { contactHref } from '../../site/contactLink';

/**
 * The words of the search page (/search) and of the header's way to it. Suggestions are real
 * things on the site people ask us about, each of which search finds first.
 */
export const searchPage = {
  path: '/search',
  /** The page's breadcrumb (and its BreadcrumbList). */
  trail: [
    { name: 'Home', path: '/' },
    { name: 'Search', path: '/search' },
  ],
  meta: {
    title: 'Search',
    description:
      'Search every page of Response: services, Growth OS products, case studies, tools, jobs, press releases, articles and reports.',
  },
  /** The page's title and heading once a query is searched. */
  resultsTitle: (query: string) => `Results for “${query}”`,
  hero: {
    eyebrow: 'Search',
    title: 'Search the site',
    lead: 'Services, case studies, tools, jobs, press releases, articles and reports, in one place.',
  },
  field: {
    label: 'Search the site',
    placeholder: 'Try “attribution”, “Istanbul” or “ABM”',
    submit: 'Search',
  },
  /** The live line under the field. */
  count: (total: number, query: string) =>
    `${total} ${total === 1 ? 'result' : 'results'} for “${query}”`,
  /** The live line with one area shown whole: '8 results in Jobs for “istanbul”'. */
  areaCount: (total: number, area: string, query: string) =>
    `${total} ${total === 1 ? 'result' : 'results'} in ${area} for “${query}”`,
  searching: 'Searching…',
  listLabel: 'Search results',
  /** A group's heading and its link to every result of the area. */
  groupCount: (count: number) => `${count} ${count === 1 ? 'result' : 'results'}`,
  showAll: (count: number, many: string) => `Show all ${count} ${many}`,
  allAreas: 'Show results from every area',
  breadcrumbLabel: 'Found in',
  empty: {
    heading: (query: string) => `No results for “${query}”`,
    body: 'Check the spelling, try a shorter or more general word, or try one of these searches.',
  },
  unavailable: {
    heading: 'Search is not available just now',
    body: 'The search index could not be loaded. Try again in a moment, or browse the site from the menu.',
    retry: 'Try again',
  },
  suggestionsHeading: 'Popular searches',
  suggestions: [
    'attribution',
    'Account-Based Marketing',
    'Istanbul',
    'Google Ads',
    'creative fatigue',
    'marketing mix modelling',
  ],
  browseHeading: 'Or browse',
  browse: [
    { label: 'Services', href: '/services' },
    { label: 'Case studies', href: '/proof/cases' },
    { label: 'Insights', href: '/insights' },
    { label: 'Careers', href: '/careers' },
    { label: 'Press room', href: '/press-room' },
    { label: 'Contact', href: contactHref('/search', 'Contact') },
  ],
} as const;

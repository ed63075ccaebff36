/**
 * The header's link to the search page (/search: src/content/site/search.ts), and its keyboard
 * shortcut. Apart from the page's words: every page's header has it.
 */
export const searchEntry = { label: 'Search', shortcut: '/', href: '/search' } as const;

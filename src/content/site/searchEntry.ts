/**
 * The header's link to the search page (/search: src/content/site/search.ts), and its keyboard
 * shortcut. Apart from the page's words: every page's header has it. `#search` (no element has
 * that id, so nothing scrolls) says the visitor came to type: the search box takes the caret.
 */
export const searchEntry = { label: 'Search', shortcut: '/', href: '/search#search' } as const;

/**
 * Where Insights data was read: a page rendered on the server (prerendered at build,
 * or on request) holds the content as of then, and the browser asks the service again once the
 * page has hydrated (`useFreshData`). A module of its own, so that a page can ask without
 * shipping the content client with it.
 */
export type ReadOn = 'server' | 'browser';

/** Where this code runs: the server (prerender, SSR) or the browser. */
export const readOn = (): ReadOn => (typeof window === 'undefined' ? 'server' : 'browser');

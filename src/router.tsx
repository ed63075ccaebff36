import { createRouter as createTanStackRouter } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';
import type { RouterContext } from './site/routerContext';
import { parsePlainSearch, stringifyPlainSearch } from './site/searchParams';

/**
 * The site's router. `context` is what the server knows about one request beyond its URL: a
 * refused contact form post (src/features/contactForm/refusal.ts); empty everywhere else.
 */
export function createRouter(context: RouterContext = {}) {
  let hydrated = false;
  return createTanStackRouter({
    routeTree,
    context,
    // Scroll is restored on client navigations (back and forward come back to where the visitor
    // was; a new page starts at the top), but not when the first render hydrates the page: the
    // browser has placed it already (its own restoration on a reload or back, a #hash), and a
    // visitor may have scrolled since the first paint. The router's reset to the top there threw
    // them back up mid-read, and moved a link from under a press in progress (its click lost).
    scrollRestoration: () => {
      if (hydrated) return true;
      hydrated = true;
      return false;
    },
    defaultPreload: 'intent',
    defaultStructuralSharing: true,
    parseSearch: parsePlainSearch,
    stringifySearch: stringifyPlainSearch,
  });
}

declare module '@tanstack/history' {
  interface HistoryState {
    /** Set on a replace-redirect to /404: the address the visitor asked for. */
    attemptedPath?: string;
  }
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createRouter>;
  }
  interface StaticDataRouteOption {
    /**
     * For routes with params: the params of every page to prerender, from the content modules
     * (imported lazily, so the content stays out of the entry bundle), or from the content
     * service through `context.fetchContent` (articles).
     */
    prerender?: (context: RouterContext) => Promise<ReadonlyArray<Record<string, string>>>;
  }
}

import { createRouter as createTanStackRouter } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';
import type { RouterContext } from './site/routerContext';
import { parsePlainSearch, stringifyPlainSearch } from './site/searchParams';

/**
 * The site's router. `context` is what the server knows about one request beyond its URL: a
 * refused contact form post (src/features/contactForm/refusal.ts); empty everywhere else.
 */
export function createRouter(context: RouterContext = {}) {
  return createTanStackRouter({
    routeTree,
    context,
    scrollRestoration: true,
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

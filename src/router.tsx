import { createRouter as createTanStackRouter } from '@tanstack/react-router';
import type { RouterContext } from './features/contactForm/refusal';
import { routeTree } from './routeTree.gen';
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

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createRouter>;
  }
  interface StaticDataRouteOption {
    /**
     * For routes with params: the params of every page to prerender, from the content modules
     * (imported lazily, so the content stays out of the entry bundle).
     */
    prerender?: () => Promise<ReadonlyArray<Record<string, string>>>;
  }
}

import { createRouter as createTanStackRouter } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';
import { parsePlainSearch, stringifyPlainSearch } from './site/searchParams';

export function createRouter() {
  return createTanStackRouter({
    routeTree,
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

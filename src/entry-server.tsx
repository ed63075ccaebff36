import {
  createRequestHandler,
  RouterServer,
  renderRouterToString,
} from '@tanstack/react-router/ssr/server';
import type { ServerManifest } from '@tanstack/router-core';
import { JSDOM } from 'jsdom';
import { footerLinks, mainMenu } from './content/site/navigation';
import { setSanitizerWindow } from './features/insights/sanitize';
import { deferModulePreloads } from './platform/hydration/deferModulePreloads';
import { createRouter } from './router';
import { isCurrentPath, isInSection } from './sections/Shell/isCurrentPath';
import { previewPath } from './site/draftPreview';
import type { RouterContext } from './site/routerContext';

export { insightsFeedXml } from './features/insights/insightsFeed';
export { pressFeedXml } from './features/press/pressFeed';
export { site } from './site/config';
export { redirectLocation, redirectTable, resolveRedirect } from './site/redirects';

// Article bodies are sanitised where they are rendered; here DOMPurify works in jsdom's window.
setSanitizerWindow(new JSDOM('').window as unknown as Window & typeof globalThis);

/**
 * Render one URL to a full HTML response, with the client assets of `manifest`; `context` is
 * what the caller knows beyond the URL: the content source (`fetchContent`, handed in by the
 * server's renderer and by the prerender, since nothing in src/ imports server/) and a refused
 * contact form post. The app's module preloads wait in the page until it has painted
 * (`deferModulePreloads`).
 */
export async function render(
  url: string,
  manifest: ServerManifest,
  context: RouterContext = {},
): Promise<Response> {
  const request = new Request(url, { headers: { accept: 'text/html' } });
  const handler = createRequestHandler({
    request,
    createRouter: () => createRouter(context),
    getRouterManifest: () => manifest,
  });
  const response = await handler(({ router, responseHeaders }) =>
    renderRouterToString({ router, responseHeaders, children: <RouterServer router={router} /> }),
  );
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(deferModulePreloads(await response.text()), {
    status: response.status,
    headers,
  });
}

interface RouteInfo {
  fullPath: string;
  options: {
    validateSearch?: unknown;
    staticData?: {
      prerender?: (context: RouterContext) => Promise<ReadonlyArray<Record<string, string>>>;
    };
  };
}

function routes(): RouteInfo[] {
  return Object.values(createRouter().routesByPath) as RouteInfo[];
}

/** The paths of one param route, from its `staticData.prerender` list. */
async function instancePaths(route: RouteInfo, context: RouterContext): Promise<string[]> {
  return ((await route.options.staticData?.prerender?.(context)) ?? []).map((params) =>
    route.fullPath.replace(/\$(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? '')),
  );
}

/**
 * Every static path: routes without params, plus param routes' `staticData.prerender` lists. Not
 * the preview page, which the server renders for each link (server/wordpress/preview.ts).
 */
export async function staticPaths(context: RouterContext = {}): Promise<string[]> {
  const paths = new Set<string>();
  for (const route of routes()) {
    if (route.fullPath === previewPath) continue;
    if (!route.fullPath.includes('$')) {
      paths.add(route.fullPath === '/' ? '/' : route.fullPath.replace(/\/$/, ''));
      continue;
    }
    for (const path of await instancePaths(route, context)) paths.add(path);
  }
  return [...paths].sort();
}

/**
 * The prerendered pages of each param route ("template"), in content order: tests shoot one
 * instance of a template in full and the first screen of the others.
 */
export async function staticPathTemplates(
  context: RouterContext = {},
): Promise<Record<string, string[]>> {
  const templates = routes().filter((route) => route.fullPath.includes('$'));
  return Object.fromEntries(
    await Promise.all(
      templates.map(
        async (route) => [route.fullPath, await instancePaths(route, context)] as const,
      ),
    ),
  );
}

/** One router for matching paths (no loading, no rendering). */
let matcher: ReturnType<typeof createRouter> | undefined;

/**
 * The route pattern a path lands on: '/careers/$slug' for any job address, '/$' for a path no
 * route has. The server renders a not-found page once per pattern and reuses it.
 */
export function routePattern(pathname: string): string {
  matcher ??= createRouter();
  const route = matcher.getMatchedRoutes(pathname)[2] as RouteInfo | undefined;
  return route?.fullPath ?? '/$';
}

/**
 * The search params a path's page reads: the keys of its routes' `validateSearch` schemas
 * (valibot objects). Any other param (utm_source, gclid) never changes what is rendered.
 */
export function searchKeys(pathname: string): string[] {
  matcher ??= createRouter();
  const branch = matcher.getMatchedRoutes(pathname)[0] as unknown as readonly RouteInfo[];
  return branch.flatMap((route) => {
    const schema = route.options.validateSearch as
      | { entries?: Record<string, unknown> }
      | undefined;
    return schema?.entries ? Object.keys(schema.entries) : [];
  });
}

/** Every address the shell links to: its menus, their submenus, the footer and home. */
const shellHrefs = [
  ...new Set([
    '/',
    ...mainMenu.flatMap((item) => [item.href, ...(item.submenu ?? []).map((link) => link.href)]),
    ...footerLinks.map((link) => link.href),
  ]),
];

/**
 * What the shell shows of a path, beyond the path itself: the links it marks as the current page
 * (`=/company/leadership`) or as the path's section (`>/company`). Two not-found pages of the same
 * route pattern whose marks are the same differ only where they write their path.
 */
export function shellMarks(pathname: string): string {
  return shellHrefs
    .flatMap((href) => {
      if (isCurrentPath(pathname, href)) return [`=${href}`];
      return isInSection(pathname, href) ? [`>${href}`] : [];
    })
    .join(' ');
}

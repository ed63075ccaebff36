import {
  createRequestHandler,
  RouterServer,
  renderRouterToString,
} from '@tanstack/react-router/ssr/server';
import type { ServerManifest } from '@tanstack/router-core';
import { createRouter } from './router';

export { site } from './site/config';
export { redirectLocation, redirectTable, resolveRedirect } from './site/redirects';

/** Render one URL to a full HTML response, with the client assets of `manifest`. */
export async function render(url: string, manifest: ServerManifest): Promise<Response> {
  const request = new Request(url, { headers: { accept: 'text/html' } });
  const handler = createRequestHandler({
    request,
    createRouter,
    getRouterManifest: () => manifest,
  });
  return handler(({ router, responseHeaders }) =>
    renderRouterToString({ router, responseHeaders, children: <RouterServer router={router} /> }),
  );
}

interface RouteInfo {
  fullPath: string;
  options: { staticData?: { prerender?: () => Promise<ReadonlyArray<Record<string, string>>> } };
}

function routes(): RouteInfo[] {
  return Object.values(createRouter().routesByPath) as RouteInfo[];
}

/** The paths of one param route, from its `staticData.prerender` list. */
async function instancePaths(route: RouteInfo): Promise<string[]> {
  return ((await route.options.staticData?.prerender?.()) ?? []).map((params) =>
    route.fullPath.replace(/\$(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? '')),
  );
}

/** Every static path: routes without params, plus param routes' `staticData.prerender` lists. */
export async function staticPaths(): Promise<string[]> {
  const paths = new Set<string>();
  for (const route of routes()) {
    if (!route.fullPath.includes('$')) {
      paths.add(route.fullPath === '/' ? '/' : route.fullPath.replace(/\/$/, ''));
      continue;
    }
    for (const path of await instancePaths(route)) paths.add(path);
  }
  return [...paths].sort();
}

/**
 * The prerendered pages of each param route ("template"), in content order: tests shoot one
 * instance of a template in full and the first screen of the others.
 */
export async function staticPathTemplates(): Promise<Record<string, string[]>> {
  const templates = routes().filter((route) => route.fullPath.includes('$'));
  return Object.fromEntries(
    await Promise.all(
      templates.map(async (route) => [route.fullPath, await instancePaths(route)] as const),
    ),
  );
}

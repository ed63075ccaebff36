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

/** Every static path: routes without params, plus param routes' `staticData.prerender` lists. */
export function staticPaths(): string[] {
  const router = createRouter();
  const paths = new Set<string>();
  for (const route of Object.values(router.routesByPath) as Array<{
    fullPath: string;
    options: { staticData?: { prerender?: () => ReadonlyArray<Record<string, string>> } };
  }>) {
    const fullPath = route.fullPath;
    if (!fullPath.includes('$')) {
      paths.add(fullPath === '/' ? '/' : fullPath.replace(/\/$/, ''));
      continue;
    }
    for (const params of route.options.staticData?.prerender?.() ?? []) {
      paths.add(
        fullPath.replace(/\$(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? '')),
      );
    }
  }
  return [...paths].sort();
}

import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

import type { RouterContext } from '../src/site/routerContext';

interface SsrEntry {
  render(url: string, manifest: unknown, context?: RouterContext): Promise<Response>;
  routePattern(pathname: string): string;
  searchKeys(pathname: string): string[];
  shellMarks(pathname: string): string;
  insightsFeedXml?(context: RouterContext): Promise<string>;
}

/**
 * What the server needs to know of the route table, without rendering: which route a path
 * lands on, and which search params its page reads.
 */
export interface SiteRoutes {
  /** The route pattern of a path ('/careers/$slug'; '/$' for a path no route has). */
  patternOf(pathname: string): string;
  /** The search params the page reads; any other param never changes what it renders. */
  searchKeysOf(pathname: string): readonly string[];
  /** The shell's links marked current (`=href`) or as the path's section (`>href`). */
  shellMarksOf(pathname: string): string;
}

/** Renders a URL of the site to its HTML response; `context` as the router takes it. */
export type Renderer = (url: string, context?: RouterContext) => Promise<Response>;

/**
 * The SSR bundle written by the build (build/ssr/entry-server.js + router-manifest.json), as a
 * render function and the route facts for the server, or undefined when there is no build of it.
 */
export async function loadRenderer(ssrDir: string): Promise<
  | {
      render: Renderer;
      routes: SiteRoutes;
      /** The Insights feed, as the build writes it (dist/insights/feed.xml). */
      insightsFeed?: (context: RouterContext) => Promise<string>;
    }
  | undefined
> {
  const entry = resolve(ssrDir, 'entry-server.js');
  const manifestFile = join(ssrDir, 'router-manifest.json');
  if (!existsSync(entry) || !existsSync(manifestFile)) return undefined;
  const manifest: unknown = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const ssr = (await import(pathToFileURL(entry).href)) as SsrEntry;
  const keys = new Map<string, readonly string[]>();
  const feed = ssr.insightsFeedXml;
  return {
    render: (url, context) => ssr.render(url, manifest, context),
    ...(feed ? { insightsFeed: (context: RouterContext) => feed(context) } : {}),
    routes: {
      patternOf: (pathname) => ssr.routePattern(pathname),
      shellMarksOf: (pathname) => ssr.shellMarks(pathname),
      // One answer per route pattern: the pages of a pattern read the same params.
      searchKeysOf: (pathname) => {
        const pattern = ssr.routePattern(pathname);
        let found = keys.get(pattern);
        if (!found) {
          found = Object.freeze(ssr.searchKeys(pathname));
          keys.set(pattern, found);
        }
        return found;
      },
    },
  };
}

import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

import type { RouterContext } from '../src/site/routerContext';

interface SsrEntry {
  render(url: string, manifest: unknown, context?: RouterContext): Promise<Response>;
}

/** Renders a URL of the site to its HTML response; `context` as the router takes it. */
export type Renderer = (url: string, context?: RouterContext) => Promise<Response>;

/**
 * The SSR bundle written by the build (build/ssr/entry-server.js + router-manifest.json), as a
 * render function for the server, or undefined when there is no build of it.
 */
export async function loadRenderer(ssrDir: string): Promise<Renderer | undefined> {
  const entry = resolve(ssrDir, 'entry-server.js');
  const manifestFile = join(ssrDir, 'router-manifest.json');
  if (!existsSync(entry) || !existsSync(manifestFile)) return undefined;
  const manifest: unknown = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const ssr = (await import(pathToFileURL(entry).href)) as SsrEntry;
  return (url, context) => ssr.render(url, manifest, context);
}

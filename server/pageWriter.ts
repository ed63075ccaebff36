/**
 * Writing the built site's files, for the build's prerender (scripts/build/prerender.mjs) and for
 * the pages the server regenerates when WordPress's content changes (server/wordpress/sync.ts):
 * a page's file for its path, written whole or not at all (a temporary dotfile, which is never
 * served, renamed over the old one), and the sitemap.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** The file of a site path below the built site: `/` → index.html, `/a/b` → a/b/index.html. */
export function pageFile(distDir: string, path: string): string {
  return path === '/' ? join(distDir, 'index.html') : join(distDir, path.slice(1), 'index.html');
}

/**
 * A page's HTML without what differs at every render of the same content: the router's
 * dehydrated state stamps each match with the time it loaded (`u:1795945877992`).
 */
export const pageContent = (html: string) => html.replace(/\bu:\d{12,14}\b/g, 'u:0');

/**
 * Writes a file atomically: a visitor (or the server's file cache, which sees the new size and
 * time) gets the old bytes or the new ones, never part of either. False when the file already
 * holds the same content (nothing is written): the same bytes, or, with `same`, what it accepts.
 */
export async function writeAtomic(
  file: string,
  data: string | Uint8Array,
  same?: (current: string, next: string) => boolean,
): Promise<boolean> {
  const bytes = typeof data === 'string' ? Buffer.from(data) : Buffer.from(data);
  const current = await readFile(file).catch(() => null);
  if (current?.equals(bytes)) return false;
  if (current && same?.(current.toString(), bytes.toString())) return false;
  await mkdir(dirname(file), { recursive: true });
  const temporary = join(dirname(file), `.${randomBytes(6).toString('hex')}.tmp`);
  try {
    await writeFile(temporary, bytes);
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  return true;
}

/** Removes a page's file (and its folder when that leaves it empty); false when there was none. */
export async function removePage(distDir: string, path: string): Promise<boolean> {
  const file = pageFile(distDir, path);
  try {
    await rm(file);
  } catch {
    return false;
  }
  await rmdir(dirname(file)).catch(() => {});
  return true;
}

/**
 * The sitemap of the pages to index and the feeds: pages sorted by path (as the build lists
 * them), then the feeds in the order given.
 */
export function sitemapXml(origin: string, paths: Iterable<string>): string {
  const all = [...new Set(paths)];
  const feeds = all.filter((path) => path.endsWith('.xml'));
  const pages = all.filter((path) => !path.endsWith('.xml')).sort();
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...[...pages, ...feeds].map(
      (path) => `  <url><loc>${origin}${path === '/' ? '' : path}</loc></url>`,
    ),
    '</urlset>',
    '',
  ].join('\n');
}

/** The paths a sitemap lists (its `<loc>`s below `origin`). */
export function sitemapPaths(xml: string, origin: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].flatMap((match) => {
    const loc = match[1] ?? '';
    if (!loc.startsWith(origin)) return [];
    return [loc.slice(origin.length) || '/'];
  });
}

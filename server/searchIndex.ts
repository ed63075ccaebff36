/**
 * The site search's index file, `/search-index.json` (src/features/search/searchEngine.ts):
 * written by the build from the pages it prerendered, and again by the WordPress sync when posts
 * change (server/wordpress/sync.ts), from the pages on disk; read by the server to render
 * `/search?q=…` for visitors without JavaScript.
 */
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { itemDocuments } from '../src/features/search/itemDocuments';
import { pageDocument } from '../src/features/search/pageDocument';
import type { SearchDocument } from '../src/features/search/searchAreas';
import {
  buildSearchIndex,
  loadSearchIndex,
  type SearchIndexFile,
  type SiteSearch,
} from '../src/features/search/searchEngine';
import { pageFile, writeAtomic } from './pageWriter';

export const searchIndexPath = '/search-index.json';

/**
 * The index of these pages (paths of indexable pages: the sitemap's) and the listed items,
 * written to `distDir/search-index.json` when it changed. Pages whose file is missing or has no
 * <main> are left out. Returns the documents indexed and the file's size.
 */
export async function writeSearchIndex(
  distDir: string,
  paths: readonly string[],
): Promise<{ documents: number; bytes: number; written: boolean }> {
  const documents: SearchDocument[] = [];
  for (const path of paths) {
    if (/\.\w+$/.test(path)) continue; // the sitemap's feeds
    const html = await readFile(pageFile(distDir, path), 'utf8').catch(() => null);
    const document = html ? pageDocument(html, path) : null;
    if (document) documents.push(document);
  }
  documents.push(...itemDocuments());
  const body = JSON.stringify(buildSearchIndex(documents));
  const written = await writeAtomic(join(distDir, searchIndexPath.slice(1)), body);
  return { documents: documents.length, bytes: Buffer.byteLength(body), written };
}

/**
 * The index as the server asks it, read from `distDir` and read again when the file changes
 * (the sync rewrites it); null while there is none or it cannot be read.
 */
export function searchIndexReader(distDir: string): () => Promise<SiteSearch | null> {
  const file = join(distDir, searchIndexPath.slice(1));
  let cached: { mtimeMs: number; site: SiteSearch } | null = null;
  return async () => {
    try {
      const { mtimeMs } = await stat(file);
      if (cached?.mtimeMs === mtimeMs) return cached.site;
      const site = loadSearchIndex(JSON.parse(await readFile(file, 'utf8')) as SearchIndexFile);
      cached = { mtimeMs, site };
      return site;
    } catch {
      return cached?.site ?? null;
    }
  };
}

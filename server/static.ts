/**
 * The prerendered site in dist/: URL → file mapping (never outside distDir, never a dotfile), and
 * an in-memory cache of each file's bytes, ETag, CSP script hashes (HTML) and compressed variants,
 * computed once and dropped when the file changes on disk.
 *
 * Compression: the first request for a file in an encoding waits for a fast compression (brotli 5,
 * gzip 9: ~100 ms for a 500 KB bundle, once); brotli 11 (~30x slower) then replaces it in the
 * background, one file at a time so the thread pool stays free for requests. `warm()` does all
 * of it at start-up.
 */
import { createHash } from 'node:crypto';
import type { Stats } from 'node:fs';
import { readdir, readFile, realpath, stat } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { compress, type Effort, type Encoding, shouldCompress, variantTag } from './compression';
import { inlineScriptHashes } from './csp';
import { contentTypeFor } from './mime';

export interface StaticFile {
  /** The file's path below distDir, `/`-separated with a leading `/` (`/company/index.html`). */
  relPath: string;
  absPath: string;
  contentType: string;
  body: Buffer;
  /** Strong validator of the identity body; each compressed variant has its own. */
  etag: string;
  lastModified: string;
  /** The CSP hashes of the inline scripts (HTML files), else null. */
  scriptHashes: string[] | null;
  /** Whether the file is worth compressing; when true responses carry `Vary: Accept-Encoding`. */
  compressible: boolean;
}

export interface StaticFiles {
  /** The file served at a URL path (undecoded, as in the request), or null. */
  lookup(pathname: string): Promise<StaticFile | null>;
  /**
   * False when a URL path surely names no file, as far as dist's top-level names read within
   * the last second or so tell (no system call): a scanner's `/wp-login.php`. True otherwise.
   */
  mayBeFile(pathname: string): boolean;
  /** dist/404.html, or null when the build has none. */
  notFoundPage(): Promise<StaticFile | null>;
  /** A file compressed in an encoding, or null when it is not worth it (or failed). */
  encoded(file: StaticFile, encoding: Encoding): Promise<EncodedVariant | null>;
  /** Load and compress every servable file now, so the first visitors do not wait for it. */
  warm(): Promise<void>;
  /** Resolves when no background (best effort) compression is queued. */
  idle(): Promise<void>;
}

export const NOT_FOUND_FILE = '404.html';
/** Host configuration written next to the site (scripts/build/host-rules.ts), not content. */
const HIDDEN_ROOT_FILES = new Set(['_headers', '_redirects', NOT_FOUND_FILE]);
/** Bigger files are read from disk at each request and sent as they are. */
const MAX_CACHED_BYTES = 16 * 1024 * 1024;

/**
 * The path segments of a URL path below distDir, or null when it must not be served: malformed
 * percent-encoding, NUL bytes, backslashes, `.` / `..` segments (raw or encoded), dotfiles and
 * dot-directories (`.vite/manifest.json`), and the host configuration files.
 */
export function urlPathToSegments(pathname: string): string[] | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const segments = decoded.split('/').filter((segment) => segment !== '');
  if (segments.some((segment) => segment.startsWith('.'))) return null;
  if (segments.length === 1 && HIDDEN_ROOT_FILES.has(segments[0]!)) return null;
  return segments;
}

export interface EncodedVariant {
  body: Buffer;
  etag: string;
}

interface CacheEntry {
  file: StaticFile;
  mtimeMs: number;
  size: number;
  /** Per encoding: the current variant (null when not smaller), once the first one is ready. */
  variants: Map<Encoding, Promise<EncodedVariant | null>>;
}

export function createStaticFiles(
  distDir: string,
  logError: (message: string, error: unknown) => void = console.error,
): StaticFiles {
  const root = resolve(distDir);
  const cache = new Map<string, CacheEntry>();
  let realRoot: string | null = null;

  async function statOrNull(path: string): Promise<Stats | null> {
    try {
      return await stat(path);
    } catch {
      return null;
    }
  }

  /** Whether a path (symlinks resolved) is inside the dist directory. */
  async function isInside(absPath: string): Promise<boolean> {
    realRoot ??= await realpath(root);
    const real = await realpath(absPath);
    return real.startsWith(realRoot + sep);
  }

  async function load(absPath: string, stats: Stats): Promise<StaticFile | null> {
    const cached = cache.get(absPath);
    if (cached && cached.mtimeMs === stats.mtimeMs && cached.size === stats.size) {
      return cached.file;
    }
    if (!(await isInside(absPath))) return null;
    const body = await readFile(absPath);
    const contentType = contentTypeFor(absPath);
    const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
    const file: StaticFile = {
      relPath: `/${relative(root, absPath).split(sep).join('/')}`,
      absPath,
      contentType,
      body,
      etag: `"${hash}"`,
      lastModified: stats.mtime.toUTCString(),
      scriptHashes: contentType.startsWith('text/html')
        ? inlineScriptHashes(body.toString())
        : null,
      compressible: body.byteLength <= MAX_CACHED_BYTES && shouldCompress(contentType, body.length),
    };
    if (body.byteLength <= MAX_CACHED_BYTES) {
      cache.set(absPath, { file, mtimeMs: stats.mtimeMs, size: stats.size, variants: new Map() });
    }
    return file;
  }

  /** load(), but a file removed since its stat (a rebuild under a running server) is a miss. */
  async function loadIfPresent(absPath: string, stats: Stats): Promise<StaticFile | null> {
    try {
      return await load(absPath, stats);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR') {
        cache.delete(absPath);
        return null;
      }
      throw error;
    }
  }

  /**
   * A filesystem answer reused for a second: a rebuild under a running server shows within that,
   * and a burst of requests (a scanner's new paths, each a miss) costs no system call each.
   */
  function recent<T>(read: () => Promise<T>): () => Promise<T> {
    let last: { at: number; value: Promise<T> } | null = null;
    return () => {
      const now = Date.now();
      if (!last || now - last.at >= 1000) last = { at: now, value: read() };
      return last.value;
    };
  }
  /** The names at dist's top level: a path whose first segment is not one of them is no file. */
  let lastTopLevelNames: Set<string> | null = null;
  const topLevelNames = recent(() =>
    readdir(root).then(
      (names) => {
        lastTopLevelNames = new Set(names);
        return lastTopLevelNames;
      },
      () => {
        lastTopLevelNames = null;
        return null;
      },
    ),
  );
  const notFoundStats = recent(() => statOrNull(join(root, NOT_FOUND_FILE)));

  async function lookup(pathname: string): Promise<StaticFile | null> {
    const segments = urlPathToSegments(pathname);
    if (!segments) return null;
    const first = segments[0];
    if (first !== undefined && !(await topLevelNames())?.has(first)) return null;
    let absPath = join(root, ...segments);
    if (absPath !== root && !absPath.startsWith(root + sep)) return null;
    let stats = await statOrNull(absPath);
    if (stats?.isDirectory()) {
      absPath = join(absPath, 'index.html');
      stats = await statOrNull(absPath);
    }
    if (!stats?.isFile()) {
      cache.delete(absPath);
      return null;
    }
    return loadIfPresent(absPath, stats);
  }

  function mayBeFile(pathname: string): boolean {
    const segments = urlPathToSegments(pathname);
    if (!segments) return false;
    const first = segments[0];
    if (first === undefined) return true;
    // Read again once the names are a second old; this answer uses the ones at hand.
    void topLevelNames();
    return lastTopLevelNames?.has(first) ?? true;
  }

  async function notFoundPage(): Promise<StaticFile | null> {
    const stats = await notFoundStats();
    return stats?.isFile() ? loadIfPresent(join(root, NOT_FOUND_FILE), stats) : null;
  }

  /** Background `best` compressions, one after the other. */
  let upgrades: Promise<void> = Promise.resolve();

  async function compressVariant(
    file: StaticFile,
    encoding: Encoding,
    effort: Effort,
  ): Promise<EncodedVariant | null> {
    try {
      const body = await compress(file.body, encoding, effort);
      // Keep a variant only when it is actually smaller.
      if (body.byteLength >= file.body.byteLength) return null;
      return { body, etag: `${file.etag.slice(0, -1)}-${variantTag(encoding, effort)}"` };
    } catch (error) {
      logError(`compression (${encoding}) of ${file.absPath} failed`, error);
      return null;
    }
  }

  function encoded(file: StaticFile, encoding: Encoding): Promise<EncodedVariant | null> {
    if (!file.compressible) return Promise.resolve(null);
    const entry = cache.get(file.absPath);
    if (!entry || entry.file !== file) return Promise.resolve(null);
    const existing = entry.variants.get(encoding);
    if (existing) return existing;
    const effort: Effort = encoding === 'br' ? 'fast' : 'best';
    const first = compressVariant(file, encoding, effort);
    entry.variants.set(encoding, first);
    if (effort === 'fast') {
      upgrades = upgrades
        .then(async () => {
          // Skip files replaced on disk meanwhile.
          if (cache.get(file.absPath) !== entry) return;
          const best = await compressVariant(file, encoding, 'best');
          const current = await first;
          if (best && (!current || best.body.byteLength <= current.body.byteLength)) {
            entry.variants.set(encoding, Promise.resolve(best));
          }
        })
        .catch((error: unknown) => logError('background compression failed', error));
    }
    return first;
  }

  function idle(): Promise<void> {
    const pending = upgrades;
    return pending.then(() => (pending === upgrades ? undefined : idle()));
  }

  async function warm(): Promise<void> {
    const walk = async (dir: string): Promise<void> => {
      for (const dirent of await readdir(dir, { withFileTypes: true })) {
        if (dirent.name.startsWith('.')) continue;
        const absPath = join(dir, dirent.name);
        if (dirent.isDirectory()) {
          await walk(absPath);
        } else if (dirent.isFile()) {
          const stats = await statOrNull(absPath);
          const file = stats ? await loadIfPresent(absPath, stats) : null;
          if (file?.compressible) await Promise.all([encoded(file, 'br'), encoded(file, 'gzip')]);
        }
      }
    };
    await walk(root);
  }

  return { lookup, mayBeFile, notFoundPage, encoded, warm, idle };
}

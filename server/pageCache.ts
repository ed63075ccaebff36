/**
 * A small cache of pages rendered on request: at most `maxEntries` (the least recently used go
 * first), each kept `ttlMs`. Concurrent requests for a page being rendered wait for that one
 * render. A render that gives nothing (undefined) is not kept.
 */
export interface PageCacheOptions {
  maxEntries?: number;
  ttlMs?: number;
  now?: () => number;
}

export interface PageCache<T = string> {
  get(key: string, render: () => Promise<T | undefined>): Promise<T | undefined>;
  /** Whether `get` would answer this key from the cache now (a page kept or being made). */
  has(key: string): boolean;
  /** Drop the pages whose keys `test` accepts (content they show has changed). */
  deleteWhere(test: (key: string) => boolean): number;
  readonly size: number;
}

export function createPageCache<T = string>(options: PageCacheOptions = {}): PageCache<T> {
  const maxEntries = options.maxEntries ?? 200;
  const ttlMs = options.ttlMs ?? 60_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { at: number; page: Promise<T | undefined> }>();
  return {
    get size() {
      return entries.size;
    },
    deleteWhere(test) {
      let deleted = 0;
      for (const key of [...entries.keys()]) {
        if (test(key)) {
          entries.delete(key);
          deleted += 1;
        }
      }
      return deleted;
    },
    has(key) {
      const entry = entries.get(key);
      return entry !== undefined && now() - entry.at < ttlMs;
    },
    async get(key, render) {
      const entry = entries.get(key);
      if (entry && now() - entry.at < ttlMs) {
        // Most recently used last.
        entries.delete(key);
        entries.set(key, entry);
        return entry.page;
      }
      const page = render().catch(() => undefined);
      entries.delete(key);
      entries.set(key, { at: now(), page });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      const html = await page;
      if (html === undefined && entries.get(key)?.page === page) entries.delete(key);
      return html;
    },
  };
}

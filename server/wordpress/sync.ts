/**
 * Keeping the built Insights pages in step with WordPress, without a rebuild. A sync reads
 * WordPress's posts and tags afresh (the lists' own calls), compares them with what the site was
 * last built or synced from, and regenerates exactly the pages the change touches:
 *
 * - the page of each post added or changed (and removes the page of each post gone: it then
 *   answers 404 and leaves every list);
 * - the articles and reports lists that show (or showed) a changed post, or all of them when the
 *   tags changed (their filters);
 * - the posts whose related articles include (or included) a changed post, or whose related
 *   articles are now others, worked out as the article page's related call picks them;
 * - the Insights feed, and the sitemap when posts came or went.
 *
 * Pages come from the renderer the build uses (the SSR bundle and its manifest), all rendered
 * before any is written; each file is then replaced atomically (server/pageWriter.ts), so a
 * visitor never gets half a page, and the server's caches of them are purged. When WordPress
 * fails, nothing is written: the last good pages keep being served, and a retry (then the
 * periodic check) catches up. Syncs run one at a time; the webhooks of one burst (an Update
 * click fires several) wait a moment and are merged into one sync.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { insightsPaths } from '../../src/content/insights/paths';
import { pickRelated } from '../../src/features/insights/contentClient';
import { type InsightPost, isArticle, isReport, readPost } from '../../src/features/insights/posts';
import { socialCardPath } from '../../src/site/socialCard';
import type { Logger } from '../logger';
import { type PageCard, pageCard } from '../pageCards';
import { articleSlug } from '../pages';
import {
  pageContent,
  pageFile,
  removePage,
  sitemapPaths,
  sitemapXml,
  writeAtomic,
} from '../pageWriter';
import { searchIndexPath, writeSearchIndex } from '../searchIndex';
import type { WordPressSource } from './forwarder';

/** What started a sync. */
export type SyncTrigger =
  | { kind: 'webhook'; at: number; events: WebhookEvent[] }
  | { kind: 'startup' | 'periodic' | 'retry'; at: number };

/** One change the plugin reports (wordpress/response-site-sync.php). */
export interface WebhookEvent {
  type: 'post' | 'term';
  action: string;
  id?: number;
  slug?: string;
  previousSlug?: string | null;
  taxonomy?: string;
  status?: string;
}

export interface SyncReport {
  /** What started it: the triggers merged into this sync. */
  triggers: Array<SyncTrigger['kind']>;
  /** The plugin's events merged into it. */
  events: WebhookEvent[];
  /** When the first trigger arrived, the sync started and finished (ISO). */
  receivedAt: string;
  startedAt: string;
  finishedAt: string;
  /** From the first trigger to the last file written (ms). */
  durationMs: number;
  /** Rendering the pages, the feed and the sitemap (ms). */
  renderMs: number;
  ok: boolean;
  /** Why it failed (WordPress down, a page failed to render): nothing was written then. */
  error?: string;
  /** Posts by slug, as WordPress has them now against the last sync. */
  posts: { added: string[]; updated: string[]; removed: string[] };
  /** Files written because their content changed (site paths; feed and sitemap included). */
  regenerated: string[];
  /** Pages rendered again whose content had not changed (not written). */
  unchanged: string[];
  /** Pages removed (their post is no longer published). */
  removed: string[];
}

export interface SyncStatus {
  source: string;
  /** The sync being run, if any, and whether more triggers wait for the next one. */
  running: boolean;
  waiting: number;
  lastSync: SyncReport | null;
  lastSuccess: SyncReport | null;
  /** The last few syncs, newest first. */
  recent: SyncReport[];
  /** When the next periodic check (or retry after a failure) runs (ISO), if one is planned. */
  nextCheckAt: string | null;
  webhooks: { accepted: number; refused: Record<string, number>; lastAt: string | null };
}

export interface SiteSyncOptions {
  distDir: string;
  source: WordPressSource;
  /** The HTML of a site path as the build would write it, or undefined (then nothing is written). */
  renderPage: (path: string) => Promise<string | undefined>;
  /** The Insights feed as the build writes it; throws when the content service fails. */
  renderFeed?: () => Promise<string>;
  /**
   * Draws the social cards the regenerated pages name (a post without a featured image):
   * server/socialCards.ts, which redraws a card only when what it shows changed.
   */
  drawCards?: (cards: PageCard[]) => Promise<unknown>;
  /** Drop what the server keeps of these paths (pages rendered on request, answers kept). */
  purge: (paths: readonly string[]) => void;
  /** The site's origin as the sitemap names it. */
  origin: string;
  /** Where the feed is written. */
  feedPath?: string;
  /** Shown in the status (WordPress's origin). */
  sourceName: string;
  logger: Logger;
  /** How long a trigger waits for others of its burst (ms). */
  debounceMs?: number;
  /** After a failed sync, the next try (ms). */
  retryMs?: number;
  now?: () => number;
}

interface PostRecord {
  slug: string;
  /** WordPress's whole answer for it, hashed: any change of what a page shows changes it. */
  hash: string;
  related: string[];
  article: boolean;
  report: boolean;
}

interface ContentIndex {
  posts: Map<string, PostRecord>;
  tagsHash: string;
}

class ContentUnavailable extends Error {}
class RenderFailed extends Error {}

/** The lists' own calls (src/features/insights/contentClient.ts `contentPaths`). */
const postsQuery = () => new URLSearchParams({ _embed: '1', per_page: '100' });
const tagsQuery = () => new URLSearchParams({ per_page: '100' });
/** How many posts the related call reads (`contentPaths.related`: per_page=10). */
const relatedCallSize = 10;
const maxRecent = 10;

const hashOf = (value: unknown) =>
  createHash('sha256').update(JSON.stringify(value)).digest('base64url');

/**
 * The related articles of every post as its page picks them: the related call answers the
 * newest posts of any of its categories (WordPress's order, newest first), the post among them.
 */
function relatedSlugs(posts: readonly InsightPost[]): Map<string, string[]> {
  return new Map(
    posts.map((post) => {
      const ids = new Set(post.categories.map((term) => term.id));
      const answer = posts
        .filter((other) => other.categories.some((term) => ids.has(term.id)))
        .slice(0, relatedCallSize);
      return [post.slug, ids.size === 0 ? [] : pickRelated(post, answer).map((p) => p.slug)];
    }),
  );
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, index) => value === b[index]);

export function createSiteSync(options: SiteSyncOptions) {
  const { distDir, source, logger } = options;
  const now = options.now ?? Date.now;
  const debounceMs = options.debounceMs ?? 150;
  const retryMs = options.retryMs ?? 30_000;
  const feedPath = options.feedPath ?? insightsPaths.feed;
  const iso = (ms: number) => new Date(ms).toISOString();

  let index: ContentIndex | null = null;
  let pending: SyncTrigger[] = [];
  let waiters: Array<(report: SyncReport) => void> = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running = false;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let periodic: ReturnType<typeof setInterval> | null = null;
  let periodicMs = 0;
  let nextPeriodicAt: number | null = null;
  let nextRetryAt: number | null = null;
  const recent: SyncReport[] = [];
  let lastSuccess: SyncReport | null = null;
  const webhooks = {
    accepted: 0,
    refused: {} as Record<string, number>,
    lastAt: null as string | null,
  };

  async function answer(resource: 'posts' | 'tags', params: URLSearchParams) {
    const got = await source(resource, params);
    if (got.status !== 200 || got.headers['X-Content-Stale'] || !Array.isArray(got.body)) {
      throw new ContentUnavailable(
        got.headers['X-Content-Stale']
          ? `WordPress did not answer ${resource} (the last good copy is being served)`
          : `WordPress answered ${resource} with ${got.status}`,
      );
    }
    return got.body as unknown[];
  }

  /** WordPress's content now, asked afresh (the answers kept are no longer fresh). */
  async function readIndex(): Promise<ContentIndex> {
    source.invalidate?.();
    const [rawPosts, rawTags] = await Promise.all([
      answer('posts', postsQuery()),
      answer('tags', tagsQuery()),
    ]);
    const posts: InsightPost[] = [];
    const hashes = new Map<string, string>();
    for (const raw of rawPosts) {
      const post = readPost(raw);
      if (!post || hashes.has(post.slug)) continue;
      posts.push(post);
      hashes.set(post.slug, hashOf(raw));
    }
    const related = relatedSlugs(posts);
    return {
      posts: new Map(
        posts.map((post) => [
          post.slug,
          {
            slug: post.slug,
            hash: hashes.get(post.slug) ?? '',
            related: related.get(post.slug) ?? [],
            article: isArticle(post),
            report: isReport(post),
          },
        ]),
      ),
      tagsHash: hashOf(rawTags),
    };
  }

  /** The article pages the built site has: its sitemap's and its folders'. */
  async function builtArticleSlugs(): Promise<Set<string>> {
    const slugs = new Set<string>();
    const sitemap = await readFile(join(distDir, 'sitemap.xml'), 'utf8').catch(() => '');
    for (const path of sitemapPaths(sitemap, options.origin)) {
      const slug = articleSlug(path);
      if (slug) slugs.add(slug);
    }
    const folders = await readdir(join(distDir, 'insights'), { withFileTypes: true }).catch(
      () => [],
    );
    for (const folder of folders) {
      const slug = folder.isDirectory() ? articleSlug(`/insights/${folder.name}`) : null;
      if (slug) slugs.add(slug);
    }
    return slugs;
  }

  /** What changed between two indexes, and the pages that shows on. */
  async function plan(previous: ContentIndex | null, fresh: ContentIndex) {
    const added: string[] = [];
    const updated: string[] = [];
    const removed: string[] = [];
    const pages = new Set<string>();
    if (!previous) {
      // The first sync: every page that shows WordPress's content is checked against the build,
      // and the posts the build has that WordPress no longer has are removed.
      for (const slug of await builtArticleSlugs()) {
        if (!fresh.posts.has(slug)) removed.push(slug);
      }
      for (const slug of fresh.posts.keys()) {
        updated.push(slug);
        pages.add(insightsPaths.article(slug));
      }
      pages.add(insightsPaths.articles).add(insightsPaths.reports);
      return { added, updated, removed, pages, sitemap: true };
    }
    for (const [slug, record] of fresh.posts) {
      const before = previous.posts.get(slug);
      if (!before) added.push(slug);
      else if (before.hash !== record.hash) updated.push(slug);
    }
    for (const slug of previous.posts.keys()) if (!fresh.posts.has(slug)) removed.push(slug);
    const changed = new Set([...added, ...updated, ...removed]);
    for (const slug of [...added, ...updated]) pages.add(insightsPaths.article(slug));
    // Posts whose related articles show a changed post, before or after, or are now others.
    for (const [slug, record] of fresh.posts) {
      const before = previous.posts.get(slug)?.related ?? [];
      if (
        !sameList(before, record.related) ||
        [...before, ...record.related].some((other) => changed.has(other))
      ) {
        pages.add(insightsPaths.article(slug));
      }
    }
    const records = [...changed].flatMap((slug) =>
      [previous.posts.get(slug), fresh.posts.get(slug)].filter((r) => r !== undefined),
    );
    const tagsChanged = previous.tagsHash !== fresh.tagsHash;
    if (tagsChanged || records.some((record) => record.article)) pages.add(insightsPaths.articles);
    if (records.some((record) => record.report)) pages.add(insightsPaths.reports);
    return { added, updated, removed, pages, sitemap: added.length > 0 || removed.length > 0 };
  }

  /** One pass: read, plan, render everything, then write; throws before writing on failure. */
  async function apply(report: SyncReport) {
    const fresh = await readIndex();
    const { added, updated, removed, pages, sitemap } = await plan(index, fresh);
    report.posts = { added, updated, removed };
    const renderStarted = now();
    // Everything is rendered before anything is written.
    const rendered = new Map<string, string>();
    for (const path of [...pages].sort()) {
      const html = await options.renderPage(path);
      if (html === undefined) throw new RenderFailed(`rendering ${path} failed`);
      rendered.set(path, html);
    }
    const postsChanged = added.length + updated.length + removed.length > 0;
    const feed = postsChanged && options.renderFeed ? await options.renderFeed() : null;
    let sitemapText: string | null = null;
    if (sitemap) {
      const current = await readFile(join(distDir, 'sitemap.xml'), 'utf8').catch(() => null);
      if (current !== null) {
        const gone = new Set(removed.map(insightsPaths.article));
        const paths = sitemapPaths(current, options.origin).filter((path) => !gone.has(path));
        for (const slug of fresh.posts.keys()) paths.push(insightsPaths.article(slug));
        sitemapText = sitemapXml(options.origin, paths);
      }
    }
    report.renderMs = now() - renderStarted;
    // The cards first: a page never names a card that is not there yet. A card that fails to
    // draw is logged; the page is still worth writing.
    if (options.drawCards) {
      const cards = [...rendered].flatMap(([path, html]) => {
        const card = pageCard(html, path, distDir, options.origin);
        return card ? [card] : [];
      });
      await options.drawCards(cards).catch((error: unknown) => {
        logger.error('wordpress sync: drawing social cards failed', error);
      });
    }
    for (const [path, html] of rendered) {
      const samePage = (current: string, next: string) =>
        pageContent(current) === pageContent(next);
      if (await writeAtomic(pageFile(distDir, path), html, samePage)) {
        report.regenerated.push(path);
      } else report.unchanged.push(path);
    }
    for (const slug of removed) {
      const path = insightsPaths.article(slug);
      if (await removePage(distDir, path)) report.removed.push(path);
      await rm(join(distDir, socialCardPath(path).slice(1)), { force: true });
    }

    if (feed !== null && (await writeAtomic(join(distDir, feedPath.slice(1)), feed))) {
      report.regenerated.push(feedPath);
    }
    if (sitemapText !== null && (await writeAtomic(join(distDir, 'sitemap.xml'), sitemapText))) {
      report.regenerated.push('/sitemap.xml');
    }
    // Search finds what the pages now say: the index is made again from the sitemap's pages.
    if (report.regenerated.length + report.removed.length > 0) {
      const sitemapNow = await readFile(join(distDir, 'sitemap.xml'), 'utf8').catch(() => null);
      if (sitemapNow !== null) {
        const { written } = await writeSearchIndex(
          distDir,
          sitemapPaths(sitemapNow, options.origin),
        );
        if (written) report.regenerated.push(searchIndexPath);
      }
    }
    options.purge([...report.regenerated, ...report.removed]);
    index = fresh;
  }

  async function runSync(triggers: SyncTrigger[]): Promise<SyncReport> {
    const started = now();
    const receivedAt = Math.min(...triggers.map((trigger) => trigger.at));
    const report: SyncReport = {
      triggers: [...new Set(triggers.map((trigger) => trigger.kind))],
      events: triggers.flatMap((trigger) => (trigger.kind === 'webhook' ? trigger.events : [])),
      receivedAt: iso(receivedAt),
      startedAt: iso(started),
      finishedAt: iso(started),
      durationMs: 0,
      renderMs: 0,
      ok: true,
      posts: { added: [], updated: [], removed: [] },
      regenerated: [],
      unchanged: [],
      removed: [],
    };
    try {
      try {
        await apply(report);
      } catch (error) {
        if (!(error instanceof RenderFailed)) throw error;
        // WordPress changed while this sync rendered (a post deleted as its page was rendered):
        // once more from a fresh read; nothing was written.
        await apply(report);
      }
    } catch (error) {
      report.ok = false;
      report.error = error instanceof Error ? error.message : String(error);
    }
    const finished = now();
    report.finishedAt = iso(finished);
    report.durationMs = finished - receivedAt;
    recent.unshift(report);
    recent.length = Math.min(recent.length, maxRecent);
    if (report.ok) {
      lastSuccess = report;
      const { added, updated, removed } = report.posts;
      logger.info(
        `wordpress sync (${report.triggers.join(', ')}): posts +${added.length} ~${updated.length} -${removed.length}; ` +
          `${report.regenerated.length} files regenerated, ${report.removed.length} removed, ${report.unchanged.length} unchanged; ` +
          `${report.durationMs} ms from the first trigger (rendering ${report.renderMs} ms)`,
      );
    } else {
      logger.error(
        `wordpress sync (${report.triggers.join(', ')}) failed; the last good pages stay, another try in ${retryMs / 1000} s: ${report.error}`,
      );
      scheduleRetry();
    }
    return report;
  }

  function scheduleRetry() {
    if (retryTimer) return;
    nextRetryAt = now() + retryMs;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      nextRetryAt = null;
      void request({ kind: 'retry', at: now() });
    }, retryMs);
    retryTimer.unref?.();
  }

  function schedule() {
    if (timer || running || pending.length === 0) return;
    timer = setTimeout(run, debounceMs);
    timer.unref?.();
  }

  async function run() {
    timer = null;
    running = true;
    const triggers = pending;
    const done = waiters;
    pending = [];
    waiters = [];
    const report = await runSync(triggers);
    running = false;
    for (const resolve of done) resolve(report);
    schedule();
  }

  /** Asks for a sync; resolves with the report of the sync that covered it. */
  function request(trigger: SyncTrigger): Promise<SyncReport> {
    pending.push(trigger);
    return new Promise((resolve) => {
      waiters.push(resolve);
      schedule();
    });
  }

  return {
    request,
    /** Counts a webhook, accepted or refused (by reason), for the status. */
    countWebhook(outcome: 'accepted' | string) {
      webhooks.lastAt = iso(now());
      if (outcome === 'accepted') webhooks.accepted += 1;
      else webhooks.refused[outcome] = (webhooks.refused[outcome] ?? 0) + 1;
    },
    /** A sync at start-up, then one every `everyMs` (0: none but the start-up's). */
    start(everyMs: number) {
      void request({ kind: 'startup', at: now() });
      if (everyMs > 0) {
        periodicMs = everyMs;
        nextPeriodicAt = now() + everyMs;
        periodic = setInterval(() => {
          nextPeriodicAt = now() + periodicMs;
          void request({ kind: 'periodic', at: now() });
        }, everyMs);
        periodic.unref?.();
      }
    },
    stop() {
      for (const handle of [timer, retryTimer]) if (handle) clearTimeout(handle);
      if (periodic) clearInterval(periodic);
      timer = retryTimer = periodic = null;
    },
    status(): SyncStatus {
      const next = [nextRetryAt, nextPeriodicAt].filter((at): at is number => at !== null);
      return {
        source: options.sourceName,
        running,
        waiting: pending.length,
        lastSync: recent[0] ?? null,
        lastSuccess,
        recent: [...recent],
        nextCheckAt: next.length ? iso(Math.min(...next)) : null,
        webhooks: { ...webhooks, refused: { ...webhooks.refused } },
      };
    },
  };
}

export type SiteSync = ReturnType<typeof createSiteSync>;

import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { relative, resolve } from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';

const screenshotsDir = resolve('visual/__screenshots__');
const capturedIndexPath = resolve(screenshotsDir, 'captured.json');

export type Theme = 'light' | 'dark';
export const themes: readonly Theme[] = ['light', 'dark'];
export const widths = [
  { name: 'mobile', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

interface PrerenderManifest {
  paths: string[];
  /** Param routes and their prerendered pages, in content order. */
  templates: Record<string, string[]>;
}

function prerenderManifest(): PrerenderManifest {
  return JSON.parse(readFileSync('dist/prerendered.json', 'utf8')) as PrerenderManifest;
}

/** The prerendered paths, as the build wrote them (one source: the route tree + content). */
export function prerenderedPaths(): string[] {
  return prerenderManifest().paths;
}

/**
 * Pages made from the same template as an earlier page (every product page after the first):
 * the visual suite shoots the first page of a template in full and the first screen of the rest.
 */
export function repeatedTemplatePaths(): Set<string> {
  return new Set(Object.values(prerenderManifest().templates).flatMap((paths) => paths.slice(1)));
}

/** Paths not in the route table: each must answer 404 with the not-found page. */
export const notFoundPaths = [
  '/company/board',
  '/company/history',
  '/investor-relations',
  '/legal',
  '/this/does/not/exist',
  '/404',
  '/services/no-such-service',
  '/topics/no-such-topic',
];

/**
 * The cookie choice `visit()` stores before a page's scripts run, unless told otherwise: Reject
 * All, so the cookie banner (shown 1 s after load when no choice is stored) never covers a page
 * under test or its screenshots. tests/e2e/consent.spec.ts tests the banner itself.
 */
export const seededConsent = '{"analytics":false,"marketing":false,"functional":true}';

/**
 * Open a page in a colour theme and wait until it is hydrated, its fonts loaded and images decoded.
 * `consent`: the `cookie-consent` value stored when none is (default `seededConsent`); null
 * stores nothing, and the banner shows as for a first-time visitor.
 */
export async function visit(
  page: Page,
  path: string,
  options: {
    theme?: Theme;
    waitForHydration?: boolean;
    consent?: string | null;
    /** Bring the controls to their React Aria version (default true; see `settle`). */
    enhance?: boolean;
  } = {},
) {
  const consent = options.consent === undefined ? seededConsent : options.consent;
  if (consent !== null) {
    await page.addInitScript((value) => {
      try {
        if (localStorage.getItem('cookie-consent') === null) {
          localStorage.setItem('cookie-consent', value);
        }
      } catch {
        // No storage (opaque origin): nothing to seed.
      }
    }, consent);
  }
  await page.emulateMedia({ colorScheme: options.theme ?? 'light', reducedMotion: 'reduce' });
  const response = await page.goto(path, { waitUntil: 'load' });
  await settle(page, {
    hydrated: options.waitForHydration !== false,
    enhance: options.enhance,
  });
  return response;
}

/** Switch a loaded page to a colour scheme and viewport, and wait until it has re-rendered. */
export async function showIn(page: Page, theme: Theme, size: { width: number; height: number }) {
  await page.setViewportSize({ width: size.width, height: size.height });
  await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
  await page.evaluate(() => window.scrollTo(0, 0));
  await settle(page, { theme });
}

/**
 * Wait, inside the page, until it is ready to be looked at: hydrated (`hydrated`), showing a
 * colour theme (`theme`, the class the theme script puts on <html>), its fonts loaded, every
 * image loaded or failed, and two frames painted. The conditions are polled once per animation
 * frame in one round trip: Playwright's own retrying assertions wait 100, 250 and 500 ms between
 * tries, which cost most of the visual suites' time in waits for things already done.
 */
export async function settle(
  page: Page,
  options: { hydrated?: boolean; theme?: Theme; enhance?: boolean } = {},
) {
  const waitedFor = await page.evaluate(
    async ({ hydrated, theme, enhance }) => {
      const html = document.documentElement;
      const ready = () =>
        (!hydrated || html.dataset.hydrated === 'true') &&
        (!theme || html.classList.contains(theme));
      const deadline = performance.now() + 15_000;
      while (!ready()) {
        if (performance.now() > deadline) {
          return hydrated && html.dataset.hydrated !== 'true'
            ? 'html[data-hydrated="true"] (the page never hydrated)'
            : `the ${theme} class on <html>`;
        }
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      // Whatever hydration scheduled after the marker was set (transitions, effects) runs
      // until the main thread is idle.
      if (hydrated || enhance) {
        await new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2_000 }));
      }
      // Controls whose React Aria version loads when the visitor comes to them (useEnhancement:
      // the header's submenus, menu and theme switch, a form's select) are brought to it, as a
      // pointer moving over them does, and swapped in: tests and stories show the page as a
      // visitor who has got there sees it. `enhance: false` leaves them as a visitor finds them
      // on arrival.
      if (enhance) {
        // Each frame, as a pointer resting over the page would: a control that mounts (or
        // mounts again) after the first round is brought to it too.
        const waiting = () => [
          ...document.querySelectorAll<HTMLElement>(
            '[data-enhance="pending"], [data-enhance="loading"]',
          ),
        ];
        for (let left = waiting(); left.length > 0; left = waiting()) {
          if (performance.now() > deadline) {
            const named = left.map(
              (element) =>
                `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}[${element.dataset.enhance}]` +
                ` "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 30)}"`,
            );
            return `the controls to load their React Aria version (still waiting: ${named.join(', ')})`;
          }
          for (const element of left) {
            if (element.dataset.enhance === 'pending') {
              element.dispatchEvent(new Event('pointerover', { bubbles: true }));
            }
          }
          await new Promise((resolve) => requestAnimationFrame(resolve));
        }
        await new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2_000 }));
      }
      await document.fonts.ready;
      // Animations run to their end (with motion reduced they last 0.01 ms, which still takes
      // a frame or more on a busy machine, and nothing transitions); an animation that never
      // ends (none should, with motion reduced) is given up after 2 s.
      await Promise.race([
        Promise.all(
          document.getAnimations().map((animation) => animation.finished.catch(() => {})),
        ),
        new Promise((resolve) => setTimeout(resolve, 2_000)),
      ]);
      // Lazy images below the fold would never load for a full-page screenshot (the page is not
      // scrolled): load them now, so every image is waited for and drawn.
      for (const img of document.images) if (img.loading === 'lazy') img.loading = 'eager';
      await Promise.all(
        [...document.images].map((img) =>
          img.complete
            ? undefined
            : new Promise((resolve) => {
                // A picture that fails (an avatar's error state) fires error, not load.
                img.addEventListener('load', resolve, { once: true });
                img.addEventListener('error', resolve, { once: true });
                // Chromium has left an image that a width change sent for another srcset
                // candidate without either event (a route test timed out here once). Ten
                // seconds is plenty for a local file; an image still missing then shows in
                // the screenshot.
                setTimeout(resolve, 10_000);
              }),
        ),
      );
      // Let a re-render from a width or colour-scheme change be painted.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return null;
    },
    {
      hydrated: options.hydrated ?? false,
      theme: options.theme ?? null,
      // By default only a hydrated page's controls (a page still hydrating has none waiting).
      enhance: options.enhance ?? options.hydrated ?? false,
    },
  );
  expect(waitedFor, `${page.url()}: waited 15 s for ${waitedFor}`).toBeNull();
}

/**
 * The baselines stored optimised (scripts/assets/optimise-png.mjs), by name: the SHA-256 of the
 * bytes Chromium wrote for each and of the file as stored.
 */
let capturedIndex: Record<string, { captured: string; stored: string }> | undefined;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * Whether a capture is its baseline's picture without decoding either: the same bytes (Chromium
 * encodes the same pixels to the same bytes), or the bytes Chromium wrote for a baseline that
 * was then stored optimised, while the baseline is still that stored file.
 */
function isBaseline(actual: Buffer, baselinePath: string): boolean {
  const baseline = readFileSync(baselinePath);
  if (actual.equals(baseline)) return true;
  capturedIndex ??= existsSync(capturedIndexPath)
    ? JSON.parse(readFileSync(capturedIndexPath, 'utf8'))
    : {};
  const entry = capturedIndex?.[relative(screenshotsDir, baselinePath)];
  return (
    entry !== undefined && entry.captured === sha256(actual) && entry.stored === sha256(baseline)
  );
}

/**
 * `expect.soft(page).toHaveScreenshot(name, options)`, faster when nothing changed: one capture
 * with the same settings (playwright.config.ts), and when it is the baseline's picture by its
 * bytes (`isBaseline`) the check is done. Otherwise, a changed or a missing baseline,
 * `toHaveScreenshot` takes over: it captures again, compares pixels, and reports the expected,
 * actual and diff images, or records the missing baseline. Decoding two PNGs to compare pixels
 * cost more than the capture itself for most of the suite's shots.
 */
export async function expectScreenshot(
  page: Page,
  name: string,
  options: {
    fullPage?: boolean;
    clip?: { x: number; y: number; width: number; height: number };
    mask?: Locator[];
  } = {},
) {
  const baseline = test.info().snapshotPath(name, { kind: 'screenshot' });
  const actual = await page.screenshot({
    ...options,
    animations: 'disabled',
    caret: 'hide',
    scale: 'css',
  });
  if (existsSync(baseline)) {
    if (isBaseline(actual, baseline)) return;
  } else {
    // A view with no baseline yet: Playwright only reports it missing, so the picture is
    // attached as its new image, for the visual review to show and accept
    // (tests/support/visual-review-reporter.ts).
    const path = test.info().outputPath(name.replace(/\.png$/, '-actual.png'));
    writeFileSync(path, actual);
    await test.info().attach(name.replace(/\.png$/, '-actual.png'), {
      path,
      contentType: 'image/png',
    });
  }
  await expect.soft(page).toHaveScreenshot(name, options);
}

export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** Rules about a whole page that make no sense for one isolated story. */
export const pageLevelRules = [
  'landmark-one-main',
  'page-has-heading-one',
  'region',
  'document-title',
  'html-has-lang',
  'landmark-complementary-is-top-level',
  'landmark-no-duplicate-banner',
  'landmark-no-duplicate-contentinfo',
  'landmark-no-duplicate-main',
  'landmark-unique',
  'heading-order',
  'bypass',
];

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: Array<{ target: unknown[]; any?: Array<{ message?: string }> }>;
}

/**
 * Run axe-core in the page with our tags and assert zero violations. axe is injected once per
 * document (story pages are reused across tests), instead of on every call.
 */
export async function expectNoAxeViolations(
  page: Page,
  options: { disableRules?: string[]; include?: string; exclude?: string } = {},
) {
  const hasAxe = await page.evaluate(() => 'axe' in window);
  // Evaluated through the DevTools protocol, so the page's Content-Security-Policy stays untouched.
  if (!hasAxe) await page.evaluate(axeSource);
  const violations = await page.evaluate(
    async ({ include, exclude, tags, disableRules }) => {
      const axe = (
        window as unknown as {
          axe: { run: (c: unknown, o: unknown) => Promise<{ violations: unknown[] }> };
        }
      ).axe;
      const rules = Object.fromEntries(disableRules.map((id) => [id, { enabled: false }]));
      const context =
        include || exclude
          ? {
              ...(include ? { include: [include] } : {}),
              ...(exclude ? { exclude: [exclude] } : {}),
            }
          : document;
      const result = await axe.run(context, {
        runOnly: { type: 'tag', values: tags },
        rules,
        resultTypes: ['violations'],
      });
      return result.violations;
    },
    {
      include: options.include ?? null,
      exclude: options.exclude ?? null,
      tags: axeTags,
      disableRules: options.disableRules ?? [],
    },
  );
  const summary = (violations as AxeViolation[]).map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    // Each node with axe's reason (for contrast: both colours and the ratio it measured).
    nodes: v.nodes
      .slice(0, 5)
      .map((n) => [n.target.join(' '), n.any?.[0]?.message].filter(Boolean).join(': ')),
  }));
  // The scan's view and outcome, for the visual review (tests/support/visual-review-reporter.ts),
  // which shows it next to the screenshot of the same view.
  const view = await page.evaluate(() => ({
    theme: matchMedia('(forced-colors: active)').matches
      ? 'forced-colours'
      : matchMedia('(prefers-color-scheme: dark)').matches
        ? 'dark'
        : 'light',
  }));
  await test.info().attach('axe', {
    body: JSON.stringify({
      width: page.viewportSize()?.width ?? null,
      ...view,
      violations: summary,
    }),
    contentType: 'application/json',
  });
  expect(summary, 'axe violations').toEqual([]);
}

/**
 * Hold the app (its first chunk, React DOM, which the page's inline entry imports first) until
 * `release()` is called: the page shows its prerendered HTML with the inline head scripts run, as
 * a visitor sees it while the bundle is on its way (or when it fails to arrive). Call before
 * `page.goto`.
 */
export async function holdEntryScript(page: Page): Promise<{ release: () => Promise<void> }> {
  const held: Array<() => Promise<void>> = [];
  let released = false;
  await page.route('**/assets/react-dom-*.js', async (route) => {
    if (released) return route.continue();
    held.push(() => route.continue());
  });
  return {
    release: async () => {
      released = true;
      await Promise.all(held.splice(0).map((resume) => resume()));
    },
  };
}

/**
 * Holds the chunks matching `pattern` until `release()`, which resolves once one has been served:
 * React Aria arriving at a chosen moment, as on a phone where the touch itself starts the load.
 * `ran()` resolves once the page has also run the served chunk (and the modules it imports): the
 * page's own `import()` of it has then resolved, and what the page does with the module on
 * arrival (a swap, or a swap held back until a press is delivered) is under way.
 */
export async function holdChunk(
  page: Page,
  pattern: RegExp,
): Promise<{ release: () => Promise<void>; ran: () => Promise<void> }> {
  let releaseChunk = () => {};
  const chunkHeld = new Promise<void>((done) => {
    releaseChunk = done;
  });
  let chunkServed = (_url: string) => {};
  const served = new Promise<string>((done) => {
    chunkServed = done;
  });
  await page.route(pattern, async (route) => {
    await chunkHeld;
    await route.continue();
    chunkServed(route.request().url());
  });
  return {
    release: async () => {
      releaseChunk();
      await served;
    },
    ran: async () => {
      const url = await served;
      // The same URL is the same module: importing it again fetches and runs nothing, and
      // resolves when the page's first import has run it. The page's callbacks on that import
      // were registered first; a task later, they have all run. (A string, so that no transform
      // of this file's own `import()` reaches the page.)
      await page.evaluate(
        `import(${JSON.stringify(url)}).then(() => new Promise((resolve) => setTimeout(resolve, 0)))`,
      );
    },
  };
}

import { expect, type Locator, type Page, test } from '@playwright/test';
import { allDenied, allGranted } from '../support/consentMode';
import { expectNoAxeViolations, settle } from '../support/site';

/**
 * Cookie consent on the built site: the banner's timing, each action's stored
 * JSON and consent update (read from `window.dataLayer`), persistence, the footer's 'Cookie
 * settings', keyboard use and focus, small screens, and no third-party request in the default
 * build (the spec's placeholder measurement id: no tag).
 *
 * Pages are opened with `goto` rather than `visit()`, so no consent is pre-seeded for these
 * tests; `stored` seeds one value once (a reload keeps what the page itself stores).
 */

const KEY = 'cookie-consent';
const ACCEPT_ALL = '{"analytics":true,"marketing":true,"functional":true}';
const REJECT_ALL = '{"analytics":false,"marketing":false,"functional":true}';
const ANALYTICS_ONLY = '{"analytics":true,"marketing":false,"functional":true}';

const defaults = ['consent', 'default', { ...allDenied, wait_for_update: 500 }];

interface Timing {
  loadStart: number;
  bannerAtLoad: boolean;
  bannerShownAt: number | null;
}

async function open(page: Page, path = '/', options: { stored?: string } = {}) {
  await page.addInitScript(
    ([key, stored]) => {
      const w = window as unknown as { __consentTiming: Omit<Timing, 'loadStart'> };
      w.__consentTiming = { bannerAtLoad: false, bannerShownAt: null };
      if (stored !== null && !sessionStorage.getItem('consent-seeded')) {
        localStorage.setItem(key, stored);
        sessionStorage.setItem('consent-seeded', '1');
      }
      new MutationObserver((_records, observer) => {
        if (document.querySelector('[data-cookie-banner]')) {
          w.__consentTiming.bannerShownAt = performance.now();
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
      addEventListener('load', () => {
        w.__consentTiming.bannerAtLoad = Boolean(document.querySelector('[data-cookie-banner]'));
      });
    },
    [KEY, options.stored ?? null] as const,
  );
  await page.goto(path, { waitUntil: 'load' });
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

async function timing(page: Page): Promise<Timing> {
  return page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const w = window as unknown as { __consentTiming: Omit<Timing, 'loadStart'> };
    return { loadStart: nav.loadEventStart, ...w.__consentTiming };
  });
}

/** The tag layer, gtag's `arguments` objects as plain argument lists. */
async function dataLayer(page: Page): Promise<unknown[]> {
  return page.evaluate(() =>
    (window.dataLayer ?? []).map((entry) =>
      Object.prototype.toString.call(entry) === '[object Arguments]'
        ? Array.from(entry as IArguments)
        : entry,
    ),
  );
}

/** The consent commands only, in order. */
async function consentCommands(page: Page): Promise<unknown[]> {
  return (await dataLayer(page)).filter((entry) => Array.isArray(entry) && entry[0] === 'consent');
}

const stored = (page: Page) => page.evaluate((key) => localStorage.getItem(key), KEY);
const banner = (page: Page) => page.getByRole('region', { name: /^Cookie/ });
const summary = (page: Page) => page.getByRole('region', { name: 'Cookies on this site' });
const preferences = (page: Page) => page.getByRole('region', { name: 'Cookie preferences' });
const cookieSettings = (page: Page) =>
  page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' });

test.describe('cookie banner timing', () => {
  test('is not in the prerendered HTML, hidden at load, and shown 1 s after load', async ({
    page,
  }) => {
    const html = await (await page.request.get('/')).text();
    expect(html).not.toContain('data-cookie-banner');
    expect(html).not.toContain('Accept All');

    await open(page);
    await expect(summary(page)).toBeVisible();
    const t = await timing(page);
    expect(t.bannerAtLoad).toBe(false);
    expect(t.bannerShownAt).not.toBeNull();
    const delay = t.bannerShownAt! - t.loadStart;
    expect(delay, 'not before ~1 s after load').toBeGreaterThanOrEqual(950);
    expect(delay, 'and not much later').toBeLessThan(4000);
    // Shown on a timer, it does not take focus.
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    // Consent Mode was set before anything else, and nothing was granted.
    expect(await consentCommands(page)).toEqual([defaults]);
    expect((await dataLayer(page))[0]).toEqual(defaults);
  });

  test('a malformed stored value counts as no choice: the banner shows', async ({ page }) => {
    await open(page, '/', { stored: '{"analytics":true,' });
    await expect(summary(page)).toBeVisible();
    expect(await consentCommands(page)).toEqual([defaults]);
  });

  test('a stored choice is applied on load and the banner stays hidden', async ({ page }) => {
    const panelRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('CookieBannerPanel')) panelRequests.push(request.url());
    });
    // The page's clock, moved on past the banner's 1 s delay instead of waiting for it.
    await page.clock.install();
    await open(page, '/company/about', { stored: ANALYTICS_ONLY });
    await page.clock.runFor(2000);
    await expect(banner(page)).toHaveCount(0);
    // A returning visitor does not download the banner they will not see.
    expect(panelRequests).toEqual([]);
    expect(await consentCommands(page)).toEqual([
      defaults,
      ['consent', 'update', { ...allDenied, analytics_storage: 'granted' }],
    ]);
  });
});

test('a choice holds across client-side navigations: the defaults run once per document', async ({
  page,
}) => {
  await open(page);
  await summary(page).getByRole('button', { name: 'Accept All' }).click();
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Modules' }).click();
  await expect(page).toHaveURL(/\/modules$/);
  await footer.getByRole('link', { name: 'Proof' }).click();
  await expect(page).toHaveURL(/\/proof$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
  ).toBe(true);
  // No denied defaults pushed over the visitor's choice, and the tag (if any) loaded once.
  expect(await consentCommands(page)).toEqual([defaults, ['consent', 'update', allGranted]]);
  expect(await page.locator('script[src*="googletagmanager.com/gtag/js"]').count()).toBeLessThan(2);
});

test.describe('cookie banner actions', () => {
  for (const [name, json, update] of [
    ['Accept All', ACCEPT_ALL, allGranted],
    ['Reject All', REJECT_ALL, allDenied],
  ] as const) {
    test(`${name} stores the choice, updates consent, closes, and is kept after a reload`, async ({
      page,
    }) => {
      // The page's clock, moved on past the banner's 1 s delay instead of waiting for it.
      await page.clock.install();
      await open(page);
      await summary(page).getByRole('button', { name }).click();
      await expect(banner(page)).toHaveCount(0);
      expect(await stored(page)).toBe(json);
      expect(await consentCommands(page)).toEqual([defaults, ['consent', 'update', update]]);

      await page.reload({ waitUntil: 'load' });
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      await page.clock.runFor(1800);
      await expect(banner(page)).toHaveCount(0);
      expect(await stored(page)).toBe(json);
      expect(await consentCommands(page)).toEqual([defaults, ['consent', 'update', update]]);
    });
  }

  test('Save Preferences with analytics only', async ({ page }) => {
    await open(page);
    await summary(page).getByRole('button', { name: 'Manage Preferences' }).click();
    const region = preferences(page);
    await expect(region).toBeVisible();
    await expect(region.getByRole('heading', { name: 'Cookie preferences' })).toBeFocused();
    const functional = region.getByRole('switch', { name: 'Functional' });
    await expect(functional).toBeChecked();
    await expect(functional).toBeDisabled();
    await expect(region).toContainText('Always on.');
    await expect(region.getByRole('switch', { name: 'Marketing' })).not.toBeChecked();
    await region.getByText('Analytics', { exact: true }).click();
    await expect(region.getByRole('switch', { name: 'Analytics' })).toBeChecked();
    await region.getByRole('button', { name: 'Save Preferences' }).click();
    await expect(banner(page)).toHaveCount(0);
    expect(await stored(page)).toBe(ANALYTICS_ONLY);
    expect(await consentCommands(page)).toEqual([
      defaults,
      ['consent', 'update', { ...allDenied, analytics_storage: 'granted' }],
    ]);
  });

  test('the preferences also offer Accept All and Reject All', async ({ page }) => {
    await open(page);
    await summary(page).getByRole('button', { name: 'Manage Preferences' }).click();
    await preferences(page).getByRole('button', { name: 'Reject All' }).click();
    await expect(banner(page)).toHaveCount(0);
    expect(await stored(page)).toBe(REJECT_ALL);
    expect(await consentCommands(page)).toEqual([defaults, ['consent', 'update', allDenied]]);
  });
});

test.describe('Cookie settings and the keyboard', () => {
  test("the footer's 'Cookie settings' reopens the preferences; Escape and Save return focus to it", async ({
    page,
  }) => {
    await open(page, '/', { stored: REJECT_ALL });
    const settings = cookieSettings(page);
    await settings.focus();
    await page.keyboard.press('Enter');
    const region = preferences(page);
    await expect(region).toBeVisible();
    await expect(region.getByRole('heading', { name: 'Cookie preferences' })).toBeFocused();
    await expect(region.getByRole('switch', { name: 'Analytics' })).not.toBeChecked();

    await page.keyboard.press('Escape');
    await expect(banner(page)).toHaveCount(0);
    await expect(settings).toBeFocused();
    expect(await stored(page)).toBe(REJECT_ALL);

    // Keyboard only: Analytics on, Save Preferences.
    await page.keyboard.press('Enter');
    await expect(region.getByRole('heading', { name: 'Cookie preferences' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(region.getByRole('switch', { name: 'Analytics' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(region.getByRole('switch', { name: 'Analytics' })).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(region.getByRole('switch', { name: 'Marketing' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(region.getByRole('button', { name: 'Save Preferences' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(banner(page)).toHaveCount(0);
    await expect(settings).toBeFocused();
    expect(await stored(page)).toBe(ANALYTICS_ONLY);
    expect(await consentCommands(page)).toEqual([
      defaults,
      ['consent', 'update', allDenied],
      ['consent', 'update', { ...allDenied, analytics_storage: 'granted' }],
    ]);
  });

  test('the auto-shown banner by keyboard: reached after the footer, focus ends in main', async ({
    page,
  }) => {
    await open(page);
    await expect(summary(page)).toBeVisible();
    // The banner comes right after the footer in the tab order.
    await cookieSettings(page).focus();
    await page.keyboard.press('Tab');
    await expect(summary(page).getByRole('button', { name: 'Accept All' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(summary(page).getByRole('button', { name: 'Manage Preferences' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(
      preferences(page).getByRole('heading', { name: 'Cookie preferences' }),
    ).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space'); // Marketing on
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter'); // Save Preferences
    await expect(banner(page)).toHaveCount(0);
    expect(await stored(page)).toBe('{"analytics":false,"marketing":true,"functional":true}');
    await expect(page.locator('main#main')).toBeFocused();
  });
});

test.describe('cookie banner presentation', () => {
  test('at 390 px it sits at the bottom, leaves the page visible and scrolls its content', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page);
    const fits = async (region: Locator) => {
      await expect(region).toBeVisible();
      const box = (await region.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      expect(box.y + box.height).toBeLessThanOrEqual(844);
      expect(box.y + box.height).toBeGreaterThan(844 - 24);
      expect(box.height).toBeLessThanOrEqual(844 * 0.75 + 1);
      expect(await region.evaluate((el) => getComputedStyle(el).overflowY)).toBe('auto');
      // Every action is reachable, by scrolling the banner if need be.
      for (const button of await region.getByRole('button').all()) {
        await button.scrollIntoViewIfNeeded();
        await expect(button).toBeInViewport();
      }
    };
    await fits(summary(page));
    await summary(page).getByRole('button', { name: 'Manage Preferences' }).click();
    await fits(preferences(page));
  });

  test('has no axe violations in either view, light and dark', async ({ page }) => {
    // The banner itself with every rule; the page around it without colour contrast, which axe
    // would measure for text behind the banner against the banner's background.
    const check = async () => {
      await expectNoAxeViolations(page, { include: '[data-cookie-banner]' });
      await expectNoAxeViolations(page, { disableRules: ['color-contrast'] });
    };
    await open(page);
    await expect(summary(page)).toBeVisible();
    await settle(page);
    await check();
    await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await check();
    await summary(page).getByRole('button', { name: 'Manage Preferences' }).click();
    await expect(preferences(page)).toBeVisible();
    await check();
    await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
    await expect(page.locator('html')).toHaveClass(/\blight\b/);
    await check();
  });

  test('slides in only without a reduced-motion preference', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await open(page);
    await expect(summary(page)).toBeVisible();
    expect(await summary(page).evaluate((el) => getComputedStyle(el).animationName)).not.toBe(
      'none',
    );
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await summary(page).evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
  });

  test('keeps a visible edge in forced colours', async ({ page }) => {
    await page.emulateMedia({ forcedColors: 'active' });
    await open(page);
    await expect(summary(page)).toBeVisible();
    const border = await summary(page).evaluate((el) => getComputedStyle(el).borderTopWidth);
    expect(border).toBe('2px');
  });
});

/**
 * The analytics tag follows the build: without a measurement id (the default, and CI's build)
 * nothing loads from another origin whatever the choice; with VITE_GA_MEASUREMENT_ID, gtag.js
 * loads after the consent defaults and within the CSP. One test, so that whichever build is
 * under test, its behaviour is asserted and nothing is skipped.
 */
test('the analytics tag follows the build: none by default, gtag.js after the consent defaults with a measurement id', async ({
  page,
  baseURL,
}) => {
  const html = await (await page.request.get('/')).text();
  if (html.includes('https://www.googletagmanager.com/gtag/js?id=')) {
    await expectTagLoadedWithinCsp(page);
    return;
  }
  const origin = new URL(baseURL!).origin;
  const foreign: string[] = [];
  const cspErrors: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith('data:') && !url.startsWith('blob:') && new URL(url).origin !== origin) {
      foreign.push(url);
    }
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspErrors.push(message.text());
  });
  // The page's clock, moved on instead of waiting for whatever a timer would load.
  await page.clock.install();
  await open(page);
  await summary(page).getByRole('button', { name: 'Accept All' }).click();
  await page.reload({ waitUntil: 'load' });
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.clock.runFor(1500);
  await page.waitForLoadState('networkidle');
  expect(foreign).toEqual([]);
  expect(cspErrors).toEqual([]);
  expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0);
  const csp = (await page.request.get('/')).headers()['content-security-policy'];
  expect(csp).toContain("connect-src 'self';");
  expect(csp).not.toContain('google');
});

/** A build with a measurement id: gtag.js runs after the consent defaults, and the CSP allows it. */
async function expectTagLoadedWithinCsp(page: Page) {
  const cspErrors: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspErrors.push(message.text());
  });
  // A stand-in for gtag.js (no network here) that records what the tag layer held when it ran.
  await page.route('https://www.googletagmanager.com/gtag/js?*', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: 'window.__tagSaw = window.dataLayer.map(function (e) { return [].slice.call(e, 0, 2).join(" "); });',
    }),
  );
  await open(page);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __tagSaw?: string[] }).__tagSaw))
    .toBeDefined();
  const saw = await page.evaluate(() => (window as unknown as { __tagSaw: string[] }).__tagSaw);
  expect(saw[0]).toBe('consent default');
  expect(saw.at(-1)).toMatch(/^config G-[A-Z0-9]+$/);
  expect(await page.locator('script[async][src*="googletagmanager.com/gtag/js"]').count()).toBe(1);
  const csp = (await page.request.get('/')).headers()['content-security-policy'];
  expect(csp).toContain('https://www.googletagmanager.com');
  expect(csp).toContain(
    "connect-src 'self' https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com https://*.g.doubleclick.net https://*.google.com;",
  );
  expect(cspErrors).toEqual([]);
}

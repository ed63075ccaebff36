import { type Browser, expect, type Page, test } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { seededConsent } from '../support/site';

/**
 * The load window: between a page's first paint (its HTML works: links, GET forms, `<details>`)
 * and the enhanced page (hydrated, its controls swapped to React Aria). A visitor on a phone lives
 * in it for a second or more on every load; whatever they do in it must keep its effect.
 *
 * Each trial loads a page afresh (a new browser context: no cache, no stored choices but the
 * cookie consent it asks for) with the CPU slowed 4× through the DevTools protocol, as Lighthouse
 * slows a mid-range phone, waits until `moment` ms after DOMContentLoaded, acts as a visitor, and
 * checks the visitor's outcome. `settle()` is never used here: it would wait the window out.
 *
 * The moments run from DOMContentLoaded to past the idle after hydration (the app starts after the
 * first paint and hydrates in ~300-600 ms at 4× on CI's kind of machine), so every trial acts
 * before the scripts run, while React hydrates, before the controls' swap and after it. Each
 * failure names the moment and the phase the page was in when the visitor acted, as read in the
 * page at the first pointer or key event.
 */
export const moments = [0, 50, 100, 175, 250, 350, 450, 600, 800, 1100, 'idle'] as const;
export type Moment = (typeof moments)[number];

export const cpuSlowdown = 4;

export const phone = { width: 390, height: 844 } as const;
export const desktop = { width: 1280, height: 800 } as const;

export interface Trial {
  /**
   * The page the visitor is on; several (a control every template has, such as a header link):
   * the moments go through them in turn, so each template is tried in its own part of the window.
   */
  path: string | readonly string[];
  /**
   * The window's size: one for a control that only one layout has (the header's links at 1280,
   * the menu at 390); by default both, in turn: the moments alternate between 390 and 1280 px,
   * so each width is tried across the whole window (a run takes no longer than at one width).
   */
  viewport?: { width: number; height: number };
  /** The stored cookie choice (default: one is stored, so the banner stays away); null: none. */
  consent?: string | null;
  /** Before the page loads, unthrottled: a page visited before it (history), a route to watch. */
  arrange?: (page: Page) => Promise<void>;
  /** What the visitor does, as soon as the moment has come. */
  act: (page: Page) => Promise<void>;
  /** What the visitor expects to see happen. */
  outcome: (page: Page) => Promise<void>;
  /** Moments to try (default: all). */
  at?: readonly Moment[];
}

/** Where the page was when the visitor first pressed or typed: recorded by an init script. */
const recordPhase = () => {
  const phase = () => {
    const html = document.documentElement;
    if (html.dataset.hydrated === 'true') {
      return document.querySelector('[data-enhance="pending"], [data-enhance="loading"]')
        ? 'hydrated, fallbacks in place'
        : 'hydrated';
    }
    return document.getElementById('app-modules') ? 'HTML only' : 'hydrating';
  };
  const record = () => {
    const w = window as unknown as { __actedIn?: string };
    if (w.__actedIn) return;
    const navigation = performance.getEntriesByType('navigation')[0] as
      | PerformanceNavigationTiming
      | undefined;
    const since = Math.round(performance.now() - (navigation?.domContentLoadedEventEnd ?? 0));
    w.__actedIn = `${since} ms after DOMContentLoaded, ${phase()}`;
  };
  for (const type of ['pointerdown', 'keydown', 'paste']) {
    addEventListener(type, record, { capture: true });
  }
};

/** Waits in the page until `moment` ms after DOMContentLoaded (or the idle after hydration). */
async function waitForMoment(page: Page, moment: Moment) {
  await page.evaluate(async (moment) => {
    if (moment === 'idle') {
      while (document.documentElement.dataset.hydrated !== 'true') {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 }));
      return;
    }
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const left = moment - (performance.now() - navigation.domContentLoadedEventEnd);
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  }, moment);
}

/** Loads the page slowed 4× and waits for the moment. */
export async function openAt(page: Page, trial: Trial, moment: Moment, path: string) {
  const consent = trial.consent === undefined ? seededConsent : trial.consent;
  await page.addInitScript(recordPhase);
  if (consent !== null) {
    await page.addInitScript((value) => localStorage.setItem('cookie-consent', value), consent);
  }
  await trial.arrange?.(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await waitForMoment(page, moment);
}

/**
 * Runs the trial at every moment, each in a fresh context, and fails with the list of the moments
 * whose outcome did not come (so one run names every moment that loses the visitor's action).
 */
export async function atEveryMoment(browser: Browser, trial: Trial) {
  const at = trial.at ?? moments;
  test.setTimeout(20_000 + at.length * 12_000);
  const lost: string[] = [];
  for (const [index, moment] of at.entries()) {
    const viewport = trial.viewport ?? (index % 2 === 0 ? phone : desktop);
    const paths = typeof trial.path === 'string' ? [trial.path] : trial.path;
    const path = paths[index % paths.length] ?? '/';
    const context = await browser.newContext({
      baseURL,
      viewport,
      deviceScaleFactor: 1,
      locale: 'en-GB',
      timezoneId: 'UTC',
      reducedMotion: 'reduce',
      colorScheme: 'light',
    });
    const page = await context.newPage();
    // An action that cannot be done (its control never becomes usable) fails this moment only.
    page.setDefaultTimeout(8_000);
    try {
      await openAt(page, trial, moment, path);
      await trial.act(page);
      await trial.outcome(page);
    } catch (error) {
      const actedIn = await page
        .evaluate(() => (window as unknown as { __actedIn?: string }).__actedIn)
        .catch(() => undefined);
      const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
      lost.push(
        `${path} at ${moment}${moment === 'idle' ? '' : ' ms'}, ${viewport.width} px (${actedIn ?? 'no press'}): ${message}`,
      );
    } finally {
      await context.close();
    }
  }
  expect(lost, "the visitor's action was lost").toEqual([]);
}

/** A slower expect for outcomes on a page slowed 4× (a navigation loads a page at 4× too). */
export const eventually = expect.configure({ timeout: 8_000 });

/**
 * Waits until the page has come to life and done with what the visitor started: hydrated, no
 * control's React Aria version still loading, and the main thread idle. An outcome read after it
 * is the one the visitor is left with (a swap that wipes a typed value has happened by then).
 */
export async function quiet(page: Page) {
  await page.waitForFunction(
    () =>
      document.documentElement.dataset.hydrated === 'true' &&
      !document.querySelector('[data-enhance="loading"]'),
    undefined,
    { timeout: 15_000, polling: 50 },
  );
  await page.evaluate(async () => {
    for (let i = 0; i < 2; i++) {
      await new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 }));
    }
  });
}

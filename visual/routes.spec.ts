import { expect, type Page, test } from '@playwright/test';
import { inlineScriptHashes } from '../server/csp';
import { contentSecurityPolicy } from '../server/headers';
import {
  expectNoAxeViolations,
  expectScreenshot,
  prerenderedPaths,
  repeatedTemplatePaths,
  settle,
  showIn,
  themes,
  visit,
  widths,
} from '../tests/support/site';

/**
 * Every route (and the not-found page) at 390 and 1280 px in light and dark: a screenshot and an
 * axe scan of each of the four views, and no console error from the load to the last view. Each route is loaded once; width and colour scheme then
 * change live (the theme follows the system setting), and the screenshot and the scan share that
 * view. A screenshot difference is a soft failure, so the scans still run and report.
 *
 * Screenshots: the full page in light, the first screen (viewport height) in dark, which keeps
 * the committed baselines under 85 MiB as the site grows while dark still covers the shell, hero
 * and first sections. Screenshots are per template: the pages of a template after its first
 * (every product page but one, every article but one) get the axe scans in all four views and
 * their content is checked by the e2e suites, but no baselines of their own. Zero tolerance:
 * determinism comes from the bundled font, fixed scale factor, reduced motion, disabled
 * animations and Chromium's --disable-partial-raster (see playwright.config.ts).
 */
const prerendered = new Set(prerenderedPaths());
const paths = [
  ...prerendered,
  '/company/board',
  '/proof/cases/no-such-case',
  '/careers/no-such-role',
];
const repeated = repeatedTemplatePaths();
// The service template is shot twice (issue 15): a standard service and executive advisory,
// whose outcomes are words, not figures, and whose FAQ has five questions.
repeated.delete('/services/executive-growth-advisory');
// The legal pages are one template (src/pages/LegalPage): the privacy notice is shot; the cookie
// policy and the terms of use get the axe scans (the cookie policy's storage table and settings
// button are shot in their own stories, Sections / Storage Table and Sections / Cookie Banner).
repeated.add('/cookies');
repeated.add('/terms');
const slug = (path: string) => (path === '/' ? 'home' : path.slice(1).replaceAll('/', '--'));

/**
 * Content images in <main> (today only the Insights pages have any: featured, card and body
 * images from the content service) are masked. Chromium's pixels for them depend on its image
 * caches, not on the page: a srcset's candidate is whichever it has cached when it chooses (a
 * body image that is also a featured image's variant wins a race with the preload), and an
 * image drawn at two sizes on one page is scaled from whichever decode it kept. Each differs by
 * a few pixels from run to run. Their boxes, and everything around them, are still compared.
 */
const contentImages = (page: Page) => page.locator('main img');

/**
 * A full page is shot down to this height at most: the tech stack's hundred tools at 390 px
 * run to about 27,000 px, and the rest of such a list is the same card again (every tool is in
 * the e2e and axe checks). Every other page is shorter.
 */
const maxShotHeight = 13_000;

async function shotClip(page: Page, full: boolean, width: number) {
  if (!full) return undefined;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  return height > maxShotHeight ? { x: 0, y: 0, width, height: maxShotHeight } : undefined;
}

test.describe('@vrt @a11y routes', () => {
  for (const path of paths) {
    const shot = repeated.has(path)
      ? 'axe (a page of a template shot once)'
      : 'screenshots and axe';
    test(`${path} at 390 and 1280 px in light and dark: ${shot}`, async ({ page }) => {
      test.setTimeout(120_000); // four width and theme combinations
      // A page's load, hydration and the four views log no error (for the pages of a template
      // after its first, this is their hydration check: tests/e2e/routing.spec.ts compares the
      // first page of each template before and after hydration). A not-found page's document is
      // a 404, which Chromium logs as a failed resource: those pages are checked in
      // tests/e2e/routing.spec.ts and the not-found suites.
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      // Every Content-Security-Policy violation from the first byte on (the article bodies
      // include the sample posts that carry hostile markup: scripts, event handlers, iframes).
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
        document.addEventListener('securitypolicyviolation', (event) => {
          seen.push(
            `${event.effectiveDirective} blocked ${event.blockedURI || 'an inline script or style'} (${event.sourceFile}:${event.lineNumber})`,
          );
        });
      });
      const response = await visit(page, path);
      // The policy the server sent is the policy module's, for this page's own inline scripts.
      const html = (await response?.text()) ?? '';
      expect(response?.headers()['content-security-policy']).toBe(
        contentSecurityPolicy(inlineScriptHashes(html), null),
      );
      for (const theme of themes) {
        for (const size of widths) {
          await test.step(`${theme} ${size.width}px`, async () => {
            await showIn(page, theme, size);
            if (!repeated.has(path)) {
              await expectScreenshot(page, `${slug(path)}-${size.width}-${theme}.png`, {
                fullPage: theme === 'light',
                clip: await shotClip(page, theme === 'light', size.width),
                mask: [contentImages(page)],
              });
              // What a screen reader meets: landmarks, headings, links and controls, with names.
              if (theme === 'light') {
                await expect
                  .soft(page.locator('body'))
                  .toMatchAriaSnapshot({ name: `${slug(path)}-${size.width}.aria.yml` });
              }
            }
            await expectNoAxeViolations(page);
          });
        }
      }
      if (!repeated.has(path)) {
        await test.step('forced colours', async () => {
          // Windows High Contrast and the like: the system's few colours replace the page's. The
          // first screen at 1280 px with keyboard focus on the logo (the second Tab stop, after
          // the skip link): the focus ring, the header's controls, the current page's link and
          // the theme switch must still be seen.
          await page.emulateMedia({ forcedColors: 'active' });
          await showIn(page, 'light', widths[1]);
          await page.keyboard.press('Tab');
          await page.keyboard.press('Tab');
          await settle(page);
          await expectScreenshot(page, `${slug(path)}-1280-forced-colours.png`, {
            mask: [contentImages(page)],
          });
          await page.emulateMedia({ forcedColors: 'none' });
        });
      }
      expect(
        await page.evaluate(
          () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
        ),
        'Content-Security-Policy violations',
      ).toEqual([]);
      if (prerendered.has(path)) expect(errors).toEqual([]);
    });
  }
});

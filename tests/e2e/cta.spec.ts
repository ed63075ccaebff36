import { readFile } from 'node:fs/promises';
import { expect, type Page, type Request, test } from '@playwright/test';
import { visit } from '../support/site';

/**
 * Call-to-action tracking: our own LinkButtons and contact-style calls to action in
 * content we did not build (interception). Each click's beacon is captured in the browser, the
 * `cta_click` window event and the dataLayer entry are read back, and the server's log
 * (test-results/.data, as playwright.config.ts configures it) is checked for the same event.
 */

interface CtaClick {
  label: string;
  from: string;
  location: string;
  timestamp: number;
  location_context?: string;
}

const clicksFile = 'test-results/.data/cta-clicks.jsonl';
const endpoint = '/api/analytics/cta-click';

const isBeacon = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === endpoint;

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    // A stored choice keeps the cookie banner away from the buttons under test.
    localStorage.setItem(
      'cookie-consent',
      JSON.stringify({ analytics: false, marketing: false, functional: true }),
    );
    const events: unknown[] = [];
    (window as unknown as { ctaEvents: unknown[] }).ctaEvents = events;
    window.addEventListener('cta_click', (event) => events.push(event.detail));
  });
});

/** Every beacon the page sends, as parsed bodies. */
function recordBeacons(page: Page): CtaClick[] {
  const sent: CtaClick[] = [];
  page.on('request', (request) => {
    if (isBeacon(request)) sent.push(JSON.parse(request.postData() ?? 'null') as CtaClick);
  });
  return sent;
}

const windowEvents = (page: Page) =>
  page.evaluate(() => (window as unknown as { ctaEvents: unknown[] }).ctaEvents);

const dataLayerClicks = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'cta_click'),
  );

/** The events the server logged, one per line. */
async function serverClicks(): Promise<Array<CtaClick & { receivedAt: string }>> {
  const text = await readFile(clicksFile, 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as CtaClick & { receivedAt: string });
}

/** Wait until the server has logged `click` (workers share the file: match on every field). */
async function expectServerReceived(click: CtaClick) {
  await expect
    .poll(async () => (await serverClicks()).filter((line) => line.timestamp === click.timestamp))
    .toContainEqual({ ...click, receivedAt: expect.any(String) });
}

/** Click, capture the beacon sent by that click, check its shape and return its body. */
async function clickAndCapture(page: Page, click: () => Promise<void>): Promise<CtaClick> {
  const before = Date.now();
  const requestPromise = page.waitForRequest(isBeacon);
  await click();
  const request = await requestPromise;
  const after = Date.now();
  expect(request.headers()['content-type']).toMatch(/^(text\/plain|application\/json)/);
  const body = JSON.parse(request.postData() ?? 'null') as CtaClick;
  expect(body.timestamp).toBeGreaterThanOrEqual(before);
  expect(body.timestamp).toBeLessThanOrEqual(after);
  return body;
}

test.describe('our calls to action', () => {
  test('the home hero button: beacon, cta_click event, dataLayer and the server log', async ({
    page,
  }) => {
    const beacons = recordBeacons(page);
    await visit(page, '/');
    const hero = page.getByRole('region', { name: /The agency model is obsolete/ });
    const responsePromise = page.waitForResponse(
      (response) => isBeacon(response.request()) && response.status() === 204,
    );
    const body = await clickAndCapture(page, () =>
      hero.getByRole('link', { name: 'Contact us', exact: true }).click(),
    );
    await responsePromise;

    const expected = {
      label: 'contact-us',
      from: '/',
      location: 'hero',
      timestamp: body.timestamp,
    };
    expect(body).toEqual(expected);
    expect(await windowEvents(page)).toEqual([expected]);
    expect(await dataLayerClicks(page)).toEqual([{ event: 'cta_click', ...expected }]);
    await expectServerReceived(expected);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/contact');
    // One click, one beacon: interception leaves our components alone (nothing more is sent
    // once the network has gone quiet).
    await page.waitForLoadState('networkidle');
    expect(beacons).toEqual([expected]);
  });

  test('the closing call-to-action band carries its contact label and section', async ({
    page,
  }) => {
    const beacons = recordBeacons(page);
    await visit(page, '/growth-os');
    const band = page.getByRole('region', { name: 'Ready to run growth as a system?' });
    const body = await clickAndCapture(page, () =>
      band.getByRole('link', { name: 'Request a Demo' }).click(),
    );
    const expected = {
      label: 'request-a-demo',
      from: '/growth-os',
      location: 'section:ready-to-run-growth-as-a-system',
      timestamp: body.timestamp,
    };
    expect(body).toEqual(expected);
    expect(await windowEvents(page)).toEqual([expected]);
    expect(await dataLayerClicks(page)).toEqual([{ event: 'cta_click', ...expected }]);
    await expectServerReceived(expected);
    await page.waitForLoadState('networkidle');
    expect(beacons).toHaveLength(1);
  });

  test('the header Contact button is tracked as the header call to action', async ({ page }) => {
    await visit(page, '/services');
    const header = page.getByRole('banner');
    const body = await clickAndCapture(page, () =>
      header.getByRole('link', { name: 'Contact', exact: true }).click(),
    );
    expect(body).toEqual({
      label: 'contact',
      from: '/services',
      location: 'header',
      timestamp: body.timestamp,
    });
    await expectServerReceived(body);
    // It leads to the contact page with its attribution, which the page reads back.
    await expect(page).toHaveURL(/\/contact\?ref=cta&from=%2Fservices&label=contact$/);
    await expect(page.getByText("You're here from:")).toHaveText("You're here from: Contact");
    // On the contact page itself it stays the plain path.
    await expect(header.getByRole('link', { name: 'Contact', exact: true })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  test("the contact page's own calls to action are tracked: hero buttons and the small-screen bar", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await visit(page, '/contact');
    const hero = page.getByRole('region', { name: /Let's build your growth architecture/ });
    for (const [name, label] of [
      ['Contact Us', 'contact-us'],
      ['Schedule a Call', 'schedule-a-call'],
    ] as const) {
      const body = await clickAndCapture(page, () =>
        hero.getByRole('button', { name, exact: true }).click(),
      );
      expect(body).toEqual({
        label,
        from: '/contact',
        location: 'hero',
        timestamp: body.timestamp,
      });
      await expectServerReceived(body);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    const bar = page.locator('[data-contact-bar]');
    const body = await clickAndCapture(page, () =>
      bar.getByRole('button', { name: 'Contact', exact: true }).click(),
    );
    expect(body).toEqual({
      label: 'contact',
      from: '/contact',
      location: 'contact-bar',
      timestamp: body.timestamp,
    });
  });

  test("Continue Conversation is tracked with the visit's page", async ({ page }) => {
    await visit(page, '/contact?ref=cta&from=%2Fmodules&label=build-my-stack');
    const body = await clickAndCapture(page, () =>
      page.getByRole('button', { name: 'Continue Conversation' }).click(),
    );
    expect(body).toEqual({
      label: 'continue-conversation',
      from: '/contact',
      location: 'hero',
      timestamp: body.timestamp,
    });
    await expect(page.getByRole('textbox', { name: 'Full Name' })).toBeFocused();
  });

  test('a keyboard press on a call to action is tracked too', async ({ page }) => {
    await visit(page, '/modules');
    const link = page.getByRole('link', { name: 'Build My Stack' });
    const body = await clickAndCapture(page, async () => {
      await link.focus();
      await page.keyboard.press('Enter');
    });
    expect(body).toMatchObject({ label: 'build-my-stack', from: '/modules' });
    await expectServerReceived(body);
  });

  for (const path of [
    '/',
    '/company/about',
    '/contact',
    '/growth-os',
    '/services',
    '/modules',
    '/growth-os/digital-products',
  ]) {
    test(`nothing of ours is intercepted on ${path}`, async ({ page }) => {
      // The page's clock, moved on instead of waiting for any timer that would intercept.
      await page.clock.install();
      await visit(page, path);
      await page.clock.runFor(300);
      await expect(page.locator('[data-cta-intercepted]')).toHaveCount(0);
    });
  }
});

test.describe('interception of content we did not build', () => {
  const injected = `
    <p>Questions about attribution? <a id="wp-touch" href="/contact">Get in touch</a>.</p>
    <p><a id="wp-marker" class="btn-primary" href="/pricing">See pricing</a></p>
    <p><button id="wp-demo" type="button">Request a Demo</button></p>
    <p><a id="wp-more" href="/insights">Read more</a>
      <a id="wp-subscribe" class="btn-primary" href="/newsletter">Subscribe</a>
      <button id="wp-apply" type="button" data-cta>Apply now</button></p>
  `;

  /** Add WordPress-style content to the page after it loaded (as an article body would be). */
  async function inject(page: Page) {
    await page.evaluate((html) => {
      const article = document.createElement('article');
      article.id = 'wp-content';
      article.innerHTML = html;
      document.querySelector('main')!.append(article);
    }, injected);
  }

  const contactUrl = (page: Page, from: string) =>
    `${new URL(page.url()).origin}/contact?${new URLSearchParams({
      ref: 'cta',
      from,
      label: 'intercepted-cta',
    })}`;

  test('links injected after load are rewritten; excluded texts are left alone', async ({
    page,
  }) => {
    await visit(page, '/growth-os');
    await inject(page);
    const url = contactUrl(page, '/growth-os');
    await expect(page.locator('#wp-touch')).toHaveAttribute('href', url);
    await expect(page.locator('#wp-marker')).toHaveAttribute('href', url);
    await expect(page.locator('#wp-demo')).toHaveAttribute('data-cta-intercepted', '');
    for (const id of ['#wp-more', '#wp-subscribe', '#wp-apply']) {
      await expect(page.locator(id)).not.toHaveAttribute('data-cta-intercepted');
    }
    await expect(page.locator('#wp-more')).toHaveAttribute('href', '/insights');
    await expect(page.locator('#wp-subscribe')).toHaveAttribute('href', '/newsletter');
  });

  test('a rewritten link beacons with location_context intercepted, then leads to contact', async ({
    page,
  }) => {
    const beacons = recordBeacons(page);
    await visit(page, '/growth-os');
    await inject(page);
    const link = page.locator('#wp-touch');
    await expect(link).toHaveAttribute('data-cta-intercepted', '');

    const body = await clickAndCapture(page, () => link.click());
    const expected = {
      label: 'get-in-touch',
      from: '/growth-os',
      location: 'intercepted',
      location_context: 'intercepted',
      timestamp: body.timestamp,
    };
    expect(body).toEqual(expected);
    await page.waitForURL(contactUrl(page, '/growth-os'));
    await expectServerReceived(expected);
    expect(beacons).toEqual([expected]);
  });

  test('a matched button beacons and redirects to the contact page', async ({ page }) => {
    await visit(page, '/modules');
    await inject(page);
    const button = page.locator('#wp-demo');
    await expect(button).toHaveAttribute('data-cta-intercepted', '');
    const body = await clickAndCapture(page, () => button.click());
    expect(body).toEqual({
      label: 'request-a-demo',
      from: '/modules',
      location: 'intercepted',
      location_context: 'intercepted',
      timestamp: body.timestamp,
    });
    await page.waitForURL(contactUrl(page, '/modules'));
    await expectServerReceived(body);
  });

  test('the cta_click event and dataLayer entry of an intercepted click', async ({ page }) => {
    await visit(page, '/services');
    await inject(page);
    const link = page.locator('#wp-marker');
    await expect(link).toHaveAttribute('data-cta-intercepted', '');
    // Keep this page: stop the navigation so the page's records can be read back.
    await page.evaluate(() =>
      document
        .getElementById('wp-marker')!
        .addEventListener('click', (event) => event.preventDefault()),
    );
    const body = await clickAndCapture(page, () => link.click());
    expect(body).toMatchObject({ label: 'see-pricing', location_context: 'intercepted' });
    expect(await windowEvents(page)).toEqual([body]);
    expect(await dataLayerClicks(page)).toEqual([{ event: 'cta_click', ...body }]);
  });

  test('excluded texts send no beacon and stay where they point', async ({ page }) => {
    const beacons = recordBeacons(page);
    await visit(page, '/growth-os');
    await inject(page);
    await expect(page.locator('#wp-touch')).toHaveAttribute('data-cta-intercepted', '');
    await page.evaluate(() => {
      for (const id of ['wp-more', 'wp-subscribe']) {
        document.getElementById(id)!.addEventListener('click', (event) => event.preventDefault());
      }
    });
    await page.locator('#wp-more').click();
    await page.locator('#wp-subscribe').click();
    await page.locator('#wp-apply').click();
    await page.waitForLoadState('networkidle');
    expect(beacons).toEqual([]);
    expect(new URL(page.url()).pathname).toBe('/growth-os');
  });
});

import { expect, type Page, test } from '@playwright/test';
import { careersPage } from '../../src/content/careers/careersPage';
import { contactSourceName } from '../../src/features/contactForm/sourceName';
import { filterChip, searchParams } from '../support/filters';
import { prerenderedPaths, visit } from '../support/site';

/**
 * Attribution that survives every URL (issue 38): a campaign link's utm and click ids are kept
 * through the server's normalisation of a stale filter value (307), the redirect table (301),
 * hydration and the visitor's own filter changes; every link to /contact is attributed and
 * tracked, the footer's too; a report's own call to action keeps its attribution once the page
 * has loaded; the contact page names only sources it knows.
 */

/** A campaign landing's params: utm_* and several platforms' click ids. */
const campaign = [
  ['utm_source', 'newsletter'],
  ['utm_medium', 'email'],
  ['utm_campaign', 'spring-launch'],
  ['gclid', 'Cj0KCQiA'],
  ['fbclid', 'IwAR2x'],
  ['msclkid', 'm5f1'],
  ['li_fat_id', 'lf-9'],
  ['_gl', '1*abc*_ga*MTIz'],
] as const;
const campaignQuery = new URLSearchParams(
  campaign.map(([name, value]) => [name, value]),
).toString();

/** The page's address has every campaign param of the landing, unchanged. */
async function expectCampaignKept(page: Page) {
  await expect
    .poll(() => [...searchParams(page)].filter(([name]) => campaignNames.has(name)))
    .toEqual(campaign.map(([name, value]) => [name, value]));
}
const campaignNames = new Set<string>(campaign.map(([name]) => name));

interface FilteredList {
  path: string;
  /** A filter value that no longer exists (an old campaign link), and a param no page reads. */
  stale: string;
  /** A filter change the visitor makes, and the param it writes. */
  choose: (page: Page) => Promise<unknown>;
  chosen: [string, string];
}

const lists: FilteredList[] = [
  {
    path: '/careers',
    stale: 'type=freelance&foo=bar',
    choose: (page) => filterChip(page, careersPage.openRoles.filterLabel, 'Remote').click(),
    chosen: ['type', 'remote'],
  },
  {
    path: '/insights/articles',
    stale: 'pillar=retired-pillar&sort=sideways&foo=bar',
    choose: (page) =>
      page
        .getByRole('combobox', { name: 'Pillar' })
        .selectOption({ label: 'Analytics & Data Strategy' }),
    chosen: ['pillar', 'analytics-data-strategy'],
  },
  {
    path: '/proof/testimonials',
    stale: 'role=intern&region=mars&foo=bar',
    choose: (page) => filterChip(page, 'Role', 'CMO').click(),
    chosen: ['role', 'cmo'],
  },
  {
    path: '/proof/tech-stack',
    stale: 'category=retired-category&foo=bar',
    choose: (page) => filterChip(page, 'Category', 'Lifecycle & Marketing Automation').click(),
    chosen: ['category', 'lifecycle-marketing-automation'],
  },
];

for (const list of lists) {
  test.describe(`${list.path}: a campaign link with a stale filter value`, () => {
    const landing = `${list.path}?${list.stale}&${campaignQuery}`;

    test('the server puts the filter right and keeps the utm and click ids (307)', async ({
      request,
    }) => {
      const response = await request.get(landing, { maxRedirects: 0 });
      expect(response.status()).toBe(307);
      // The stale value and the param no page reads are dropped; the campaign is kept, in order.
      expect(response.headers().location).toBe(`${list.path}?${campaignQuery}`);
    });

    test('they are kept after hydration and through a filter change', async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const response = await visit(page, landing);
      expect(response?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe(list.path);
      await expectCampaignKept(page);
      expect(searchParams(page).has('foo')).toBe(false);

      // A filter the visitor chooses changes the view, not the visit.
      await list.choose(page);
      await expect.poll(() => searchParams(page).get(list.chosen[0])).toBe(list.chosen[1]);
      await expectCampaignKept(page);
      expect(errors).toEqual([]);
    });
  });
}

test.describe("the browser's router puts a stale filter value right and keeps them", () => {
  test('on a static host, which serves the prerendered page whatever the query', async ({
    page,
    request,
  }) => {
    // What a static host (no server of ours) answers: the prerendered /careers, query ignored.
    const prerendered = await (await request.get('/careers')).text();
    await page.route(/\/careers\?type=freelance/, (route) =>
      route.fulfill({ contentType: 'text/html; charset=utf-8', body: prerendered }),
    );
    await visit(page, `/careers?type=freelance&${campaignQuery}`);
    // The router's replace navigation drops the stale value and keeps the campaign.
    await expect.poll(() => searchParams(page).has('type')).toBe(false);
    await expectCampaignKept(page);
  });

  test('on a navigation in the page', async ({ page }) => {
    await visit(page, '/proof/tech-stack');
    await page.evaluate((query) => {
      const router = (window as unknown as { __TSR_ROUTER__: { navigate: (o: object) => void } })
        .__TSR_ROUTER__;
      router.navigate({ href: `/proof/testimonials?role=intern&${query}` });
    }, campaignQuery);
    await expect(page).toHaveURL(`/proof/testimonials?${campaignQuery}`);
  });
});

test('a redirect-table address with a stale filter value keeps them through both redirects', async ({
  page,
  request,
}) => {
  const old = `/testimonial?role=intern&${campaignQuery}`;
  const first = await request.get(old, { maxRedirects: 0 });
  expect(first.status()).toBe(301);
  expect(first.headers().location).toBe(`/proof/testimonials?role=intern&${campaignQuery}`);
  const second = await request.get(first.headers().location!, { maxRedirects: 0 });
  expect(second.status()).toBe(307);
  expect(second.headers().location).toBe(`/proof/testimonials?${campaignQuery}`);

  await visit(page, old);
  await expect(page).toHaveURL(`/proof/testimonials?${campaignQuery}`);
  await expectCampaignKept(page);
});

test("Clear Filters keeps the visit's campaign params", async ({ page }) => {
  await visit(page, `/proof/tech-stack?q=no-such-tool-anywhere&${campaignQuery}`);
  await page.getByRole('link', { name: 'Clear search and filters' }).click();
  await expect.poll(() => searchParams(page).has('q')).toBe(false);
  await expectCampaignKept(page);
});

test.describe('links to the contact page', () => {
  test("the footer's Contact is attributed and tracked as the header's is", async ({ page }) => {
    const beacons: Array<Record<string, unknown>> = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/analytics/cta-click')) {
        beacons.push(JSON.parse(request.postData() ?? 'null') as Record<string, unknown>);
      }
    });
    await visit(page, '/proof');
    const footerContact = page
      .getByRole('navigation', { name: 'Footer' })
      .getByRole('link', { name: 'Contact', exact: true });
    const headerContact = page
      .getByRole('banner')
      .getByRole('link', { name: 'Contact', exact: true });
    const attributed = '/contact?ref=cta&from=%2Fproof&label=contact';
    await expect(footerContact).toHaveAttribute('href', attributed);
    await expect(headerContact).toHaveAttribute('href', attributed);

    await footerContact.click();
    await expect(page).toHaveURL(attributed);
    await expect
      .poll(() => beacons)
      .toEqual([expect.objectContaining({ label: 'contact', from: '/proof', location: 'footer' })]);
    await expect(page.getByText("You're here from:")).toHaveText("You're here from: Contact");
    await expect(page.locator('input[name="sourcePath"]')).toHaveValue('/proof');
    await expect(page.locator('input[name="sourceLabel"]')).toHaveValue('contact');
    // On the contact page itself both stay the plain path.
    await expect(footerContact).toHaveAttribute('href', '/contact');
  });

  test('every contact link our own components write, on every page, is attributed and named', async ({
    request,
  }) => {
    const unattributed: string[] = [];
    const unnamed: string[] = [];
    let seen = 0;
    for (const path of prerenderedPaths()) {
      const html = await (await request.get(path)).text();
      for (const [tag] of html.matchAll(/<a\b[^>]*>/g)) {
        const href = /\shref="([^"]*)"/.exec(tag)?.[1]?.replace(/&amp;/g, '&');
        // Our own links (Anchor, LinkButton) carry data-ds; content we did not build does not.
        if (!href || !tag.includes('data-ds') || !/^\/contact(?:[?#]|$)/.test(href)) continue;
        seen += 1;
        if (path === '/contact') continue;
        const query = new URL(href, 'https://site.invalid').searchParams;
        if (!query.get('ref') || !query.get('from') || !query.get('label')) {
          unattributed.push(`${path}: ${href}`);
        }
        if (!tag.includes('data-cta-tracked="cta"'))
          unattributed.push(`${path} (untracked): ${href}`);
        const name = contactSourceName({
          label: query.get('label') ?? '',
          from: query.get('from') ?? '',
        });
        if (name === '') unnamed.push(`${path}: ${href}`);
      }
    }
    expect(seen).toBeGreaterThan(prerenderedPaths().length);
    expect(unattributed).toEqual([]);
    expect(unnamed).toEqual([]);
  });

  test("a report's own call to action keeps its attribution once the page has loaded", async ({
    page,
  }) => {
    const own = '/contact?ref=report&from=/insights/paid-media-benchmarks-2025&label=report_cta';
    await visit(page, '/insights/paid-media-benchmarks-2025');
    const link = page.getByRole('article').locator(`a[href^="/contact"]`);
    await expect(link).toHaveCount(1);
    // The interception has found it (it tracks it) and left its href as the report wrote it.
    await expect(link).toHaveAttribute('data-cta-intercepted', '');
    await expect(link).toHaveAttribute('href', own);
    await link.click();
    await expect(page).toHaveURL(own);
    await expect(page.locator('input[name="ref"]')).toHaveValue('report');
    await expect(page.locator('input[name="sourcePath"]')).toHaveValue(
      '/insights/paid-media-benchmarks-2025',
    );
    await expect(page.locator('input[name="sourceLabel"]')).toHaveValue('report_cta');
    // No name the site knows for a report's code: the raw code is never shown.
    await expect(page.getByText("You're here from:")).toHaveCount(0);
    await expect(page.getByText('report_cta')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Continue Conversation' })).toBeVisible();
  });
});

test.describe("the contact page's source line", () => {
  test('names a known call to action, and shows no words from a crafted link', async ({ page }) => {
    await visit(page, '/contact?ref=cta&from=%2Fservices&label=book-a-strategy-session');
    await expect(page.getByText("You're here from:")).toHaveText(
      "You're here from: Book a Strategy Session",
    );

    const crafted = 'we-refund-every-client-in-full';
    await visit(page, `/contact?ref=cta&from=%2Fnowhere&label=${crafted}`);
    await expect(page.getByText("You're here from:")).toHaveCount(0);
    await expect(page.getByText(/refund/i)).toHaveCount(0);
    // Nor in the title (a tab, the history, a bookmark), in the HTML or after hydration.
    await expect(page).toHaveTitle('Contact | Response');
    const served = await page.request.get(`/contact?ref=cta&from=%2Fnowhere&label=${crafted}`);
    expect(await served.text()).toContain('<title>Contact | Response</title>');
    // The raw values still go with the lead.
    await expect(page.locator('input[name="sourceLabel"]')).toHaveValue(crafted);
    await expect(page.locator('input[name="sourcePath"]')).toHaveValue('/nowhere');

    // An intercepted call to action: the page it was on, when the site names it.
    await visit(page, '/contact?ref=cta&from=%2Fproof%2Fcases&label=intercepted-cta');
    await expect(page.getByText("You're here from:")).toHaveText("You're here from: Cases");
    await expect(page).toHaveTitle('Contact - Cases | Response');
    await expect(page.getByText('intercepted-cta')).toHaveCount(0);
  });
});

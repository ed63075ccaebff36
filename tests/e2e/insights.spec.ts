import { expect, type Page, type Route, test } from '@playwright/test';
import { holdChunk, visit } from '../support/site';

/**
 * The Insights area (issue 12) on the bundled sample content: the landing, the articles list
 * with its typed filters (mouse, keyboard, URL round trips), the reports list, an article page
 * with its related articles and share buttons, every state of a list (loading, empty, nothing
 * found, error), and what the browser
 * does with a content service that is slow, failing or has news since the build.
 */

const articles = '/insights/articles';
const reports = '/insights/reports';
const cfoArticle = '/insights/why-your-cfo-doesnt-trust-last-click-attribution';

const list = (page: Page, name = 'Articles') => page.getByRole('list', { name, exact: true });
const cardTitles = (page: Page, name = 'Articles') =>
  list(page, name).getByRole('heading', { level: 3 });
const count = (page: Page) => page.locator('p[role="status"]').filter({ hasText: /\S/ });
const searchBox = (page: Page, name = 'Search articles') => page.getByRole('searchbox', { name });
const params = (page: Page) => new URL(page.url()).searchParams;
/** A tag chip as the visitor clicks it: the label of its visually hidden checkbox. */
const tagChip = (page: Page, name: string) =>
  page
    .getByRole('group', { name: /tag/i })
    .locator('label')
    .filter({ hasText: new RegExp(`^${name}$`) });
const pillarSelect = (page: Page) => page.getByRole('combobox', { name: 'Pillar' });
const topicSelect = (page: Page) => page.getByRole('combobox', { name: 'Topic' });
const hydrated = (page: Page) =>
  expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');

/** The sample posts API, with its answer changed by `edit` (posts only). */
async function editPosts(page: Page, edit: (posts: unknown[], route: Route) => unknown[] | null) {
  await page.route('**/wp-json/wp/v2/posts?**', async (route) => {
    const response = await route.fetch();
    const posts = (await response.json()) as unknown[];
    const edited = edit(posts, route);
    if (edited === null) return;
    await route.fulfill({ response, json: edited });
  });
}

test.describe('Insights landing', () => {
  test('two cards, to the articles and the reports', async ({ page }) => {
    await visit(page, '/insights');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Read articles Articles' })).toHaveAttribute(
      'href',
      articles,
    );
    await expect(page.getByRole('link', { name: 'Browse reports Reports' })).toHaveAttribute(
      'href',
      reports,
    );
    await page.getByRole('link', { name: 'Read articles Articles' }).click();
    await expect(page).toHaveURL(articles);
    await expect(cardTitles(page)).toHaveCount(14);
  });
});

test.describe('articles list', () => {
  test('shows the 14 articles newest first, each card as the spec lists it', async ({ page }) => {
    await visit(page, articles);
    await expect(count(page)).toHaveText('Showing all 14 articles');
    await expect(cardTitles(page).first()).toHaveText(
      'Choosing a martech stack: how we run vendor selection for clients',
    );
    await expect(cardTitles(page).last()).toHaveText(
      'Creative fatigue is a measurement problem, not a design problem',
    );
    // No report is listed as an article.
    await expect(list(page)).not.toContainText('The Incrementality Report');
    const card = list(page).getByRole('listitem').filter({ hasText: 'Why your CFO' });
    await expect(card.getByRole('link')).toHaveAttribute('href', cfoArticle);
    await expect(card).toContainText('Attribution'); // the sub-filter badge
    await expect(card.locator('time')).toHaveText('March 25, 2025');
    await expect(card.locator('time')).toHaveAttribute('datetime', '2025-03-25');
    await expect(card).toContainText('Analytics'); // the first category
    const image = card.locator('img');
    await expect(image).toHaveAttribute('srcset', /300w.*1600w/);
    await expect(image).toHaveAttribute('width', '1600');
    await expect(image).toHaveAttribute('height', '900');
    const clamp = await card
      .locator('p')
      .last()
      .evaluate((p) => getComputedStyle(p).webkitLineClamp);
    expect(clamp).toBe('3');
    // The whole card is the link's hit area: a click on the excerpt follows it.
    await card.scrollIntoViewIfNeeded();
    const excerpt = await card.locator('p').last().boundingBox();
    if (!excerpt) throw new Error('no excerpt');
    await page.mouse.click(excerpt.x + 10, excerpt.y + excerpt.height / 2);
    await expect(page).toHaveURL(cfoArticle);
  });

  test('pillar, topic and tags by mouse: typed params, chips, Back and reload', async ({
    page,
  }) => {
    await visit(page, articles);
    await pillarSelect(page).selectOption({ label: 'Analytics & Data Strategy' });
    await expect.poll(() => params(page).get('pillar')).toBe('analytics-data-strategy');
    await expect(cardTitles(page)).toHaveText([
      'Marketing mix modelling without a data science team',
      'Why your CFO doesn’t trust last-click attribution (and what to show instead)',
    ]);
    await expect(count(page)).toHaveText('Showing 2 of 14 articles');

    // The topics are the pillar's own.
    await expect(topicSelect(page).locator('option')).toHaveText([
      'All topics',
      'Attribution',
      'Marketing Mix Modelling',
      'Incrementality Testing',
      'First-Party Data & Privacy',
      'Dashboards & KPIs',
    ]);
    await topicSelect(page).selectOption({ label: 'Attribution' });
    await expect.poll(() => params(page).get('subfilter')).toBe('attribution');
    await expect(cardTitles(page)).toHaveText([
      'Why your CFO doesn’t trust last-click attribution (and what to show instead)',
    ]);

    // Another pillar drops the topic.
    await pillarSelect(page).selectOption({ label: 'All pillars' });
    await expect.poll(() => page.url()).toMatch(/\/insights\/articles$/);
    await expect(topicSelect(page)).toHaveCount(0);

    // Tags: any of them (OR).
    await page.getByText('Tags', { exact: true }).click();
    await tagChip(page, 'CFO').click();
    await tagChip(page, 'B2B').click();
    await expect.poll(() => params(page).get('tags')).toBe('cfo,b2b');
    await expect(cardTitles(page)).toHaveCount(5);
    await expect(page.getByText('Tags (2 chosen)')).toBeVisible();

    await page.goBack();
    await expect.poll(() => params(page).get('tags')).toBe('cfo');
    await expect(cardTitles(page)).toHaveText([
      '“Show me the payback period”: how to talk to the finance team',
      'Why your CFO doesn’t trust last-click attribution (and what to show instead)',
    ]);
    await page.reload();
    await hydrated(page);
    await expect(cardTitles(page)).toHaveCount(2);
    await expect(page.getByRole('checkbox', { name: 'CFO' })).toBeChecked();
  });

  test('active filters: removable chips that keep focus in the row, and Clear all', async ({
    page,
  }) => {
    await visit(page, `${articles}?search=the&pillar=analytics-data-strategy&tags=cfo,attribution`);
    const active = page.getByRole('list', { name: 'Active filters' });
    await expect(active.getByRole('link')).toHaveText([
      'Search: “the”',
      'Analytics & Data Strategy',
      'CFO',
      'Attribution',
    ]);
    const pillarChip = active.getByRole('link', {
      name: 'Remove filter: Analytics & Data Strategy',
    });
    await expect(pillarChip).toHaveAttribute(
      'href',
      `${articles}?search=the&tags=cfo%2Cattribution`,
    );
    await pillarChip.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => params(page).has('pillar')).toBe(false);
    // Focus moved to the chip that took its place.
    await expect(active.getByRole('link', { name: 'Remove filter: CFO' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect.poll(() => params(page).get('tags')).toBe('attribution');
    await expect(active.getByRole('link', { name: 'Remove filter: Attribution' })).toBeFocused();

    await page.getByRole('link', { name: 'Clear all filters' }).click();
    await expect.poll(() => page.url()).toMatch(/\/insights\/articles$/);
    await expect(count(page)).toHaveText('Showing all 14 articles');
    await expect(searchBox(page)).toBeFocused();
    await expect(searchBox(page)).toHaveValue('');
  });

  test('typing on while React Aria’s search field arrives loses no key, and keeps the caret', async ({
    page,
  }) => {
    // The field's chunk is held until the visitor is typing, then arrives mid-word, on a slowed
    // CPU: the swap lands between keys, and the keys on either side of it all reach the field.
    const chunk = await holdChunk(page, /\/AriaSearchField-[^/]+\.js$/);
    await visit(page, articles, { enhance: false });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await searchBox(page).focus();
    await page.keyboard.type('attri');
    const served = chunk.release();
    await page.keyboard.type('bution', { delay: 15 });
    await served;
    // Swapped: the fallback input carried `data-enhance` while it waited.
    await expect(searchBox(page)).not.toHaveAttribute('data-enhance');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    // React Aria's field now (its clear button is in the Tab order), focused, with every key.
    await expect(searchBox(page)).toBeFocused();
    await expect(searchBox(page)).toHaveValue('attribution');
    await expect.poll(() => params(page).get('search')).toBe('attribution');
    // The caret stayed at the end: the next key goes after the word.
    await page.keyboard.type('s');
    await expect(searchBox(page)).toHaveValue('attributions');
  });

  test('search and sort by keyboard: typing replaces the history entry', async ({ page }) => {
    await visit(page, '/insights');
    await page.getByRole('link', { name: 'Read articles Articles' }).click();
    await expect(cardTitles(page)).toHaveCount(14);
    const before = await page.evaluate(() => history.length);

    await searchBox(page).focus();
    await page.keyboard.type('ATTRIBUTION');
    await expect.poll(() => params(page).get('search')).toBe('ATTRIBUTION');
    expect(await page.evaluate(() => history.length)).toBe(before);
    await expect(cardTitles(page)).toContainText([
      'Why your CFO doesn’t trust last-click attribution (and what to show instead)',
    ]);
    // The body counts too: this word is only in one article's text.
    await page.keyboard.press('Escape');
    await page.keyboard.type('reconciliation');
    await expect(cardTitles(page)).toHaveText([
      'Why your CFO doesn’t trust last-click attribution (and what to show instead)',
    ]);
    await page.keyboard.press('Escape');
    await expect(cardTitles(page)).toHaveCount(14);

    // Sort: Tab to the (native) select, and the arrow key chooses Alphabetical.
    await page.keyboard.press('Tab');
    const sort = page.getByRole('combobox', { name: 'Sort by' });
    await expect(sort).toBeFocused();
    await expect(sort).toHaveValue('date');
    await page.keyboard.press('ArrowDown');
    await expect(sort).toHaveValue('title');
    await expect.poll(() => params(page).get('sort')).toBe('title');
    await expect(cardTitles(page).first()).toHaveText('A 90-day plan for a new head of growth');
    await expect(cardTitles(page).last()).toHaveText(
      'Why your CFO doesn’t trust last-click attribution (and what to show instead)',
    );

    // Pillar: the next Tab stop, and an arrow key chooses.
    await page.keyboard.press('Tab');
    await expect(pillarSelect(page)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => params(page).get('pillar')).toBe('performance-marketing-strategy');
    await expect(cardTitles(page)).toHaveText([
      'Creative fatigue is a measurement problem, not a design problem',
      'Landing pages that pay for the click: a CRO teardown',
    ]);
    await page.goBack();
    await expect.poll(() => params(page).has('pillar')).toBe(false);
    await expect.poll(() => params(page).get('sort')).toBe('title');
  });

  test('nothing found: the spec’s message and Clear Filters, which puts focus in the search', async ({
    page,
  }) => {
    await visit(page, `${articles}?search=blockchain`);
    await expect(page.getByRole('heading', { name: 'No articles found' })).toBeVisible();
    await expect(
      page.getByText('Try adjusting your filters or search terms to find more articles.'),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Clear Filters' }).click();
    await expect(count(page)).toHaveText('Showing all 14 articles');
    await expect(searchBox(page)).toBeFocused();
  });

  test('odd search params: unknown values dropped, a sensible list, nothing crashes', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const response = await visit(
      page,
      `${articles}?pillar=nope&subfilter=attribution&tags=UNKNOWN,,../x&sort=sideways&search=${'a'.repeat(300)}&utm_source=x`,
    );
    expect(response?.status()).toBe(200);
    await expect(pillarSelect(page)).toHaveValue('all');
    await expect(topicSelect(page)).toHaveCount(0);
    await expect(searchBox(page)).toHaveValue('a'.repeat(100));
    await expect(page.getByRole('heading', { name: 'No articles found' })).toBeVisible();
    // A sub-filter only counts with its own pillar.
    await visit(page, `${articles}?subfilter=attribution&pillar=growth-scaling`);
    await expect(topicSelect(page)).toHaveValue('all');
    await expect(count(page)).toHaveText('Showing 3 of 14 articles');
    expect(errors).toEqual([]);
  });
});

test.describe('tags the articles list cannot apply as asked', () => {
  test('a tag only reports carry is offered, the list says so and leads to those reports', async ({
    page,
  }) => {
    await visit(page, `${articles}?tags=benchmarks`);
    await expect(tagChip(page, 'Benchmarks')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No articles found' })).toBeVisible();
    await expect(
      page.getByText('No article is tagged Benchmarks: it is a tag of our reports.'),
    ).toBeVisible();
    const toReports = page.getByRole('link', { name: 'See reports tagged Benchmarks' });
    await expect(toReports).toHaveAttribute('href', `${reports}?search=Benchmarks`);
    await toReports.click();
    await expect(page).toHaveURL(`${reports}?search=Benchmarks`);
    await expect(cardTitles(page, 'Reports').first()).toBeVisible();
    for (const card of await list(page, 'Reports').locator(':scope > li').all()) {
      await expect(card).toContainText('Benchmarks');
    }
  });

  test('an unknown tag is named and not applied', async ({ page }) => {
    await visit(page, `${articles}?tags=no-such-tag`);
    await expect(
      page.getByText('“no-such-tag” is not a tag we use, so it is not applied.'),
    ).toBeVisible();
    await expect(count(page)).toHaveText('Showing all 14 articles');
  });

  test("a report's tag links open the reports that carry the tag", async ({ page }) => {
    await visit(page, '/insights/paid-media-benchmarks-2025');
    const tagged = page.getByRole('list', { name: 'Tagged with' }).getByRole('link');
    const hrefs = await tagged.evaluateAll((links) =>
      links.map((link) => link.getAttribute('href')),
    );
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toMatch(/^\/insights\/reports\?search=/);
    const name = (await tagged.first().textContent()) ?? '';
    await tagged.first().click();
    await expect(searchBox(page, 'Search reports')).toHaveValue(name);
    await expect(
      list(page, 'Reports').getByRole('heading', { level: 3, name: /benchmarks/i }),
    ).toBeVisible();
  });
});

test.describe('articles list states, reached by a client-side navigation', () => {
  async function openArticles(page: Page) {
    await visit(page, '/insights');
    await page.getByRole('link', { name: 'Read articles Articles' }).click();
  }

  test('loading: six skeletons and a busy list, then the articles', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/wp-json/wp/v2/posts?**', async (route) => {
      await held;
      await route.continue();
    });
    await openArticles(page);
    await expect(page).toHaveURL(articles);
    const busy = page.locator('ul[aria-busy="true"]');
    await expect(busy.locator('li')).toHaveCount(6);
    await expect(page.getByRole('status').filter({ hasText: 'Loading articles…' })).toBeVisible();
    release();
    await expect(cardTitles(page)).toHaveCount(14);
    await expect(busy).toHaveCount(0);
  });

  test('error: the spec’s heading and text, and Try Again reloads the page', async ({ page }) => {
    await page.route('**/wp-json/wp/v2/posts?**', (route) =>
      route.fulfill({ status: 500, json: { code: 'internal_server_error' } }),
    );
    await openArticles(page);
    await expect(page.getByRole('heading', { name: 'Unable to load articles' })).toBeVisible();
    await expect(page.getByText('Failed to load articles. Please try again later.')).toBeVisible();
    await page.unroute('**/wp-json/wp/v2/posts?**');
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Try Again' }).click();
    await reloaded;
    await expect(cardTitles(page)).toHaveCount(14);
  });

  test('an answer that is not JSON is the error state too', async ({ page }) => {
    await page.route('**/wp-json/wp/v2/posts?**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Database error</h1>' }),
    );
    await openArticles(page);
    await expect(page.getByRole('heading', { name: 'Unable to load articles' })).toBeVisible();
  });

  test('none published: No Articles yet, with a way to Proof', async ({ page }) => {
    await page.route('**/wp-json/wp/v2/posts?**', (route) => route.fulfill({ json: [] }));
    await openArticles(page);
    await expect(page.getByRole('heading', { name: 'No Articles yet' })).toBeVisible();
    await expect(
      page.getByText("We'll be publishing here soon. In the meantime, explore Proof or Services."),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Explore Proof' })).toHaveAttribute(
      'href',
      '/proof',
    );
  });

  test('only the tags call fails: every article, no tag filter', async ({ page }) => {
    await page.route('**/wp-json/wp/v2/tags?**', (route) => route.fulfill({ status: 503 }));
    await openArticles(page);
    await expect(cardTitles(page)).toHaveCount(14);
    await expect(page.getByText('Tags', { exact: true })).toHaveCount(0);
  });
});

test.describe('fresh content after hydration', () => {
  test('a prerendered list shows an article published since the build, without a loading state', async ({
    page,
  }) => {
    await editPosts(page, (posts) => {
      const [first] = posts as Array<Record<string, unknown>>;
      return [
        {
          ...first,
          id: 999,
          slug: 'published-after-the-build',
          date: '2026-11-24T09:00:00',
          title: { rendered: 'Published after the build' },
          _embedded: {
            ...(first?._embedded as object),
            'wp:term': [[{ id: 1, slug: 'articles', name: 'Articles' }], []],
          },
        },
        ...posts,
      ];
    });
    await visit(page, articles);
    await expect(cardTitles(page).first()).toHaveText('Published after the build');
    await expect(count(page)).toHaveText('Showing all 15 articles');
    await expect(page.locator('ul[aria-busy="true"]')).toHaveCount(0);
  });

  test('a failing refresh keeps the prerendered list', async ({ page }) => {
    await page.route('**/wp-json/wp/v2/posts?**', (route) => route.fulfill({ status: 502 }));
    const failed = page.waitForResponse(
      (response) => response.url().includes('/wp-json/wp/v2/posts?') && response.status() === 502,
    );
    await visit(page, articles);
    await failed;
    await expect(page.locator('ul[aria-busy="true"]')).toHaveCount(0);
    await expect(cardTitles(page)).toHaveCount(14);
    await expect(page.getByRole('heading', { name: 'Unable to load articles' })).toHaveCount(0);
  });
});

test.describe('reports list', () => {
  test('six reports with read time and up to three tags; search in the URL', async ({ page }) => {
    await visit(page, reports);
    await expect(cardTitles(page, 'Reports')).toHaveCount(6);
    await expect(count(page)).toHaveText('Showing all 6 reports');
    const card = list(page, 'Reports')
      .getByRole('listitem')
      .filter({ hasText: 'Paid Media Benchmarks 2025' });
    await expect(card).toContainText('February 18, 2025');
    await expect(card).toContainText(/\d+ min read/);
    await expect(card.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveCount(3);
    await expect(card.getByRole('link')).toHaveAttribute(
      'href',
      '/insights/paid-media-benchmarks-2025',
    );
    expect(
      await card
        .locator('p')
        .last()
        .evaluate((p) => getComputedStyle(p).webkitLineClamp),
    ).toBe('4');

    // Tag names count: 'Survey' is a tag of two reports.
    await searchBox(page, 'Search reports').fill('survey');
    await expect.poll(() => params(page).get('search')).toBe('survey');
    await expect(cardTitles(page, 'Reports')).toHaveText([
      'The CMO Agenda 2026: where 120 marketing leaders will put their money',
      'The State of AI Adoption in Marketing 2026',
    ]);
    await searchBox(page, 'Search reports').fill('crypto');
    await expect(page.getByRole('heading', { name: 'No reports found' })).toBeVisible();
    await page.getByRole('link', { name: 'Clear Search' }).click();
    await expect(cardTitles(page, 'Reports')).toHaveCount(6);
    await expect(searchBox(page, 'Search reports')).toBeFocused();
  });

  test('a report leads back to Reports, not to a list without it', async ({ page }) => {
    await visit(page, '/insights/paid-media-benchmarks-2025');
    await expect(page.getByRole('link', { name: 'Back to Reports' })).toHaveAttribute(
      'href',
      '/insights/reports',
    );
    await expect(page.getByRole('link', { name: 'Back to Articles' })).toHaveCount(0);
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(trail.getByRole('link', { name: 'Reports' })).toHaveAttribute(
      'href',
      '/insights/reports',
    );
    // An article keeps its way back to Articles.
    await visit(page, cfoArticle);
    await expect(page.getByRole('link', { name: 'Back to Articles' })).toHaveAttribute(
      'href',
      '/insights/articles',
    );
  });

  test("every report's card says the read time its page says (one rule)", async ({ page }) => {
    await visit(page, reports);
    const cards = list(page, 'Reports')
      .getByRole('listitem')
      .filter({ has: page.getByRole('link') });
    const onCards: Array<[string, string]> = [];
    for (const card of await cards.all()) {
      const href = await card.getByRole('link').first().getAttribute('href');
      const time = (await card.textContent())?.match(/\d+ min read/)?.[0];
      if (href && time) onCards.push([href, time]);
    }
    expect(onCards).toHaveLength(6);
    for (const [href, time] of onCards) {
      await visit(page, href);
      await expect(page.getByRole('article').locator('header'), href).toContainText(time);
    }
  });

  test('Need Custom Research: Request Custom Research goes to the contact page, attributed', async ({
    page,
  }) => {
    await visit(page, reports);
    await expect(page.getByRole('heading', { name: 'Need Custom Research?' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Request Custom Research' })).toHaveAttribute(
      'href',
      '/contact?ref=cta&from=%2Finsights%2Freports&label=request-custom-research',
    );
  });

  test('error and empty states by a client-side navigation', async ({ page }) => {
    await page.route('**/wp-json/wp/v2/posts?**', (route) => route.fulfill({ status: 500 }));
    await visit(page, '/insights');
    await page.getByRole('link', { name: 'Browse reports Reports' }).click();
    await expect(page.getByRole('heading', { name: 'Unable to load reports' })).toBeVisible();
    await expect(page.getByText('Failed to load reports. Please try again later.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();

    await page.unroute('**/wp-json/wp/v2/posts?**');
    await page.route('**/wp-json/wp/v2/posts?**', (route) => route.fulfill({ json: [] }));
    await page.getByRole('link', { name: 'Insights', exact: true }).first().click();
    await page.getByRole('link', { name: 'Browse reports Reports' }).click();
    await expect(page.getByRole('heading', { name: 'No Reports yet' })).toBeVisible();
  });
});

test.describe('article page', () => {
  test('the article as the spec lists it, with its related articles', async ({ page }) => {
    const response = await visit(page, cfoArticle);
    expect(response?.status()).toBe(200);
    // The brand added, then cut to 57 characters and an ellipsis.
    await expect(page).toHaveTitle('Why your CFO doesn’t trust last-click attribution (and wh…');
    const article = page.getByRole('article');
    await expect(article.getByRole('heading', { level: 1 })).toHaveText(
      'Why your CFO doesn’t trust last-click attribution (and what to show instead)',
    );
    await expect(article.getByRole('list', { name: 'Categories' })).toContainText('Analytics');
    await expect(article.locator('header time')).toHaveText('March 25, 2025');
    await expect(article.locator('header')).toContainText('By Maya Okafor');
    await expect(article.locator('header')).toContainText(/\d+ min read/);
    const image = article.locator('figure img').first();
    await expect(image).toHaveAttribute('alt', /\S/);
    await expect(image).toHaveAttribute('width', '1600');
    await expect(image).toHaveAttribute('srcset', /768w/);
    const tagged = page.getByRole('list', { name: 'Tagged with' });
    await expect(tagged.getByRole('link')).toHaveText(['Attribution', 'CFO', 'First-Party Data']);
    await expect(tagged.getByRole('link', { name: 'CFO' })).toHaveAttribute(
      'href',
      `${articles}?tags=cfo`,
    );
    const related = page.getByRole('region', { name: 'Related Articles' });
    const relatedTitles = related.getByRole('heading', { level: 3 });
    expect(await relatedTitles.count()).toBeGreaterThan(0);
    expect(await relatedTitles.count()).toBeLessThanOrEqual(3);
    await expect(relatedTitles).not.toContainText([
      'Why your CFO doesn’t trust last-click attribution (and what to show instead)',
    ]);
    const posting = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}')));
    expect(posting.map((item) => item['@type'])).toEqual(
      expect.arrayContaining(['BreadcrumbList', 'BlogPosting']),
    );
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(page.getByRole('link', { name: 'Back to Articles' })).toHaveAttribute(
      'href',
      articles,
    );
  });

  test('nothing in a body runs: scripts, handlers, javascript: links, iframes, forms, styles', async ({
    page,
  }) => {
    const dialogs: string[] = [];
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    for (const slug of [
      'paid-media-benchmarks-2025',
      'landing-pages-that-pay-for-the-click',
      'generative-ai-in-the-creative-studio',
      'state-of-ai-adoption-in-marketing-2026',
    ]) {
      await visit(page, `/insights/${slug}`);
      const body = page.getByRole('article');
      await expect(body.locator('script, iframe, form, style, input, object, embed')).toHaveCount(
        0,
      );
      const handlers = await body
        .locator('*')
        .evaluateAll((elements) =>
          elements.flatMap((element) =>
            [...element.attributes].filter((a) => a.name.startsWith('on')).map((a) => a.name),
          ),
        );
      expect(handlers, slug).toEqual([]);
      await expect(body.locator('a[href^="javascript:" i]')).toHaveCount(0);
    }
    expect(dialogs).toEqual([]);
  });

  test('contact links in bodies reach the contact page with their source', async ({ page }) => {
    // A contact link in content we did not build is intercepted (tracked), but the attribution
    // it carries is kept (issue 38): a report's own call to action is not rewritten to
    // ref=cta&label=intercepted-cta once the page has loaded.
    await visit(page, '/insights/state-of-ai-adoption-in-marketing-2026');
    const intercepted = page
      .getByRole('article')
      .getByRole('link', { name: 'Talk to us about your AI roadmap' });
    await expect(intercepted).toHaveAttribute('data-cta-intercepted', '');
    await expect(intercepted).toHaveAttribute(
      'href',
      '/contact?ref=report&from=/insights/state-of-ai-adoption-in-marketing-2026&label=report_cta',
    );
    // Other contact links in bodies carry their own attribution, which the contact page reads.
    await visit(page, cfoArticle);
    const own = page.getByRole('article').getByRole('link', { name: 'Talk to a strategist' });
    await own.click();
    await expect(page).toHaveURL(/\/contact\?ref=article&from=\/insights\/why-your-cfo/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('share buttons open a 600x400 popup with the page (and title for Twitter)', async ({
    page,
    context,
  }) => {
    await context.route(/^https:\/\/(www\.linkedin\.com|twitter\.com)\//, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Share</title>' }),
    );
    await visit(page, cfoArticle);
    const canonical = `https://www.response.example${cfoArticle}`;

    const [linkedIn] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('link', { name: /Share on LinkedIn/ }).click(),
    ]);
    await linkedIn.waitForLoadState();
    const linkedInUrl = new URL(linkedIn.url());
    expect(linkedInUrl.origin + linkedInUrl.pathname).toBe(
      'https://www.linkedin.com/sharing/share-offsite/',
    );
    expect(linkedInUrl.searchParams.get('url')).toBe(canonical);
    expect(await linkedIn.evaluate(() => [window.innerWidth, window.innerHeight])).toEqual([
      600, 400,
    ]);
    expect(await linkedIn.evaluate(() => window.opener)).toBeNull();
    await expect(page).toHaveURL(cfoArticle); // the article stays

    const [twitter] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('link', { name: /Share on Twitter/ }).click(),
    ]);
    await twitter.waitForLoadState();
    const twitterUrl = new URL(twitter.url());
    expect(twitterUrl.searchParams.get('url')).toBe(canonical);
    expect(twitterUrl.searchParams.get('text')).toBe(
      'Why your CFO doesn’t trust last-click attribution (and what to show instead)',
    );
  });

  test('where popups are blocked, a share button opens as a plain link in a new tab', async ({
    page,
    context,
  }) => {
    await context.route(/^https:\/\/www\.linkedin\.com\//, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Share</title>' }),
    );
    await page.addInitScript(() => {
      window.open = () => null;
    });
    await visit(page, cfoArticle);
    const share = page.getByRole('link', { name: /Share on LinkedIn/ });
    await expect(share).toHaveAttribute('target', '_blank');
    await expect(share).toHaveAttribute('rel', /noopener/);
    const [tab] = await Promise.all([context.waitForEvent('page'), share.click()]);
    await tab.waitForLoadState();
    expect(tab.url()).toContain('https://www.linkedin.com/sharing/share-offsite/?url=');
  });

  test('a missing article answers 404 with the not-found page', async ({ page }) => {
    const response = await visit(page, '/insights/no-such-article');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  });

  test('an article gone since the list loaded: the visit is replaced by /404', async ({ page }) => {
    await visit(page, articles);
    await page.route('**/wp-json/wp/v2/posts?slug=**', (route) => route.fulfill({ json: [] }));
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    await list(page)
      .getByRole('link', { name: /Why your CFO/ })
      .click();
    await expect(page).toHaveURL('/404');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect.poll(() => logged.join('\n')).toContain(cfoArticle);
    // Replaced: Back returns to the list, not to the missing article.
    await page.goBack();
    await expect(page).toHaveURL(articles);
  });

  test('a slow article shows its loading state after a client-side navigation', async ({
    page,
  }) => {
    await visit(page, articles);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/wp-json/wp/v2/posts?slug=**', async (route) => {
      await held;
      await route.continue();
    });
    await list(page)
      .getByRole('link', { name: /Why your CFO/ })
      .click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Loading the article…' }),
    ).toBeVisible();
    release();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Why your CFO');
  });

  test('old links: /thinking/articles/{slug} and /thinking/articles move to /insights', async ({
    page,
  }) => {
    const old = await page.request.get(
      '/thinking/articles/why-your-cfo-doesnt-trust-last-click-attribution',
      {
        maxRedirects: 0,
      },
    );
    expect(old.status()).toBe(301);
    expect(old.headers().location).toBe(cfoArticle);
    const back = await page.request.get('/thinking/articles', { maxRedirects: 0 });
    expect(back.headers().location).toBe(articles);
    await page.goto('/thinking/articles/why-your-cfo-doesnt-trust-last-click-attribution');
    await expect(page).toHaveURL(cfoArticle);
  });
});

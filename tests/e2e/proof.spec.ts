import { expect, type Page, test } from '@playwright/test';
import { awards } from '../../src/content/proof/awards';
import { caseStudies } from '../../src/content/proof/caseDetails';
import { casesPage } from '../../src/content/proof/casePages';
import { testimonials, testimonialsPage } from '../../src/content/proof/testimonials';
import { tools } from '../../src/content/proof/tools';
import { pageTitle } from '../../src/site/metadata';
import { filterChip, searchParams } from '../support/filters';
import { visit } from '../support/site';

/**
 * The proof area's four pages as a visitor uses them: filters by mouse and keyboard and their
 * URLs (typed search params: reload, Back and a shared link restore the view), Load More and
 * where focus goes, the testimonial toggles, the case pages and an unknown case.
 */
const count = (page: Page) => page.getByRole('status').filter({ hasText: /^Showing/ });
const radio = (page: Page, group: string, name: string) =>
  page.getByRole('radiogroup', { name: group }).getByRole('radio', { name, exact: true });

test.describe('case studies', () => {
  const list = '/proof/cases';
  const cards = (page: Page) =>
    page.getByRole('list', { name: 'Case studies', exact: true }).locator(':scope > li:visible');
  const industry = casesPage.industryFilterLabel;
  const loadMore = (page: Page) =>
    page.getByRole('button', { name: casesPage.loadMoreLabel, exact: true });

  test('six cards, then Load More by keyboard shows the rest, focuses the first new card and goes', async ({
    page,
  }) => {
    await visit(page, list);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(casesPage.hero.title);
    for (const name of [
      'All Industries',
      'CPG & Industrial',
      'Financial Services',
      'B2B Software',
      'Beauty & Skincare',
      'E-commerce',
      'Gaming & Apps',
    ]) {
      await expect(radio(page, industry, name)).toBeAttached();
    }
    await expect(radio(page, industry, 'All Industries')).toBeChecked();
    await expect(cards(page)).toHaveCount(6);
    await expect(count(page)).toHaveText('Showing 6 of 8 case studies', { useInnerText: true });
    await expect(page.getByText(casesPage.outcomesDisclaimer)).toBeVisible();

    await loadMore(page).focus();
    await page.keyboard.press('Enter');
    await expect(cards(page)).toHaveCount(8);
    await expect(cards(page).nth(6)).toBeFocused();
    await expect(cards(page).nth(6)).toHaveAccessibleName(
      `${caseStudies[6]?.brand}: ${caseStudies[6]?.title}`,
    );
    await expect(loadMore(page)).toHaveCount(0);
    await expect(count(page)).toHaveText('Showing 8 of 8 case studies', { useInnerText: true });
    // Tab from the focused card reaches its own link first.
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveAttribute(
      'href',
      `/proof/cases/${caseStudies[6]?.slug}`,
    );
  });

  test('every card: industry, headline metric, summary, metrics, tags and View Case Study', async ({
    page,
  }) => {
    await visit(page, list);
    await loadMore(page).click();
    for (const [index, study] of caseStudies.entries()) {
      const card = cards(page).nth(index);
      await expect(card).toContainText(study.industry);
      await expect(card).toContainText(study.summary);
      for (const metric of study.metrics) await expect(card).toContainText(metric.value);
      for (const tag of study.tags) await expect(card).toContainText(tag);
      await expect(
        card.getByRole('link', { name: `View Case Study of ${study.brand}` }),
      ).toHaveAttribute('href', `/proof/cases/${study.slug}`);
    }
  });

  test('industry chips filter, write ?industry=, Back restores, All drops it', async ({ page }) => {
    await visit(page, list);
    await filterChip(page, industry, 'Financial Services').click();
    await expect(radio(page, industry, 'Financial Services')).toBeChecked();
    await expect.poll(() => searchParams(page).get('industry')).toBe('financial-services');
    const financial = caseStudies.filter((study) => study.industry === 'Financial Services');
    await expect(cards(page)).toHaveCount(financial.length);
    await expect(count(page)).toHaveText(`Showing ${financial.length} of 8 case studies`, {
      useInnerText: true,
    });
    await expect(loadMore(page)).toHaveCount(0);

    await filterChip(page, industry, 'B2B Software').click();
    await expect.poll(() => searchParams(page).get('industry')).toBe('b2b-software');
    await page.goBack();
    await expect.poll(() => searchParams(page).get('industry')).toBe('financial-services');
    await expect(radio(page, industry, 'Financial Services')).toBeChecked();

    // Arrow keys move the choice (native radios); All goes back to six and Load More.
    await radio(page, industry, 'Financial Services').focus();
    await page.keyboard.press('ArrowLeft');
    await expect(radio(page, industry, 'CPG & Industrial')).toBeChecked();
    await page.keyboard.press('ArrowLeft');
    await expect(radio(page, industry, 'All Industries')).toBeChecked();
    await expect.poll(() => page.url()).toMatch(/\/proof\/cases$/);
    await expect(cards(page)).toHaveCount(6);
    await expect(loadMore(page)).toBeVisible();
  });

  test('an unknown or odd industry shows All Industries', async ({ page }) => {
    await visit(page, `${list}?industry=space-travel&industry=b2b-software`);
    await expect(radio(page, industry, 'All Industries')).toBeChecked();
    await expect(cards(page)).toHaveCount(6);
    await visit(page, `${list}?industry=BEAUTY-SKINCARE`);
    await expect(radio(page, industry, 'Beauty & Skincare')).toBeChecked();
    await expect(cards(page)).toHaveCount(1);
  });

  test('the autoresponder link /proof/selected-work lands on the list', async ({ page }) => {
    await visit(page, '/proof/selected-work');
    await expect(page).toHaveURL(/\/proof\/cases$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(casesPage.hero.title);
  });
});

test.describe('a case study page', () => {
  const study = caseStudies[0];
  if (!study) throw new Error('no cases');
  const path = `/proof/cases/${study.slug}`;

  test('breadcrumb, badges, claim, KPIs, story, methodology, modules, tags and contact', async ({
    page,
  }) => {
    const response = await visit(page, path);
    expect(response?.status()).toBe(200);
    // '{brand}: {title}', with the brand suffix, cut to 60 characters by the metadata rules.
    await expect(page).toHaveTitle(pageTitle(`${study.brand}: ${study.title}`));
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link')).toHaveText([
      'Home',
      'Proof',
      'Case Studies',
      study.brand,
    ]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(study.title);
    const badges = page.getByRole('list', { name: 'Industry, region and objective' });
    await expect(badges.getByRole('listitem')).toHaveText(
      [study.industry, study.region, study.objective].filter((badge) => badge !== undefined),
    );
    await expect(page.getByText(study.primaryClaim)).toBeVisible();
    for (const kpi of study.secondaryKpis) {
      await expect(page.getByText(kpi, { exact: true })).toBeVisible();
    }
    for (const heading of ['Challenge', 'Approach', 'Key Results', 'Methodology']) {
      await expect(
        page.getByRole('heading', { level: 2, name: heading, exact: true }),
      ).toBeVisible();
    }
    const grid = page.getByRole('list', { name: 'Key Results' }).getByRole('listitem');
    await expect(grid).toHaveText(study.kpis.map((kpi) => `${kpi.value} ${kpi.metric}`));
    await expect(page.getByText(casesPage.outcomesDisclaimer)).toBeVisible();
    await expect(page.getByText(/to be confirmed/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Attribution Core', exact: true })).toHaveAttribute(
      'href',
      '/modules#attribution-core',
    );

    const contact = page.getByRole('link', { name: casesPage.cta.label });
    const href = new URL((await contact.getAttribute('href')) ?? '', 'http://x');
    expect(href.pathname).toBe('/contact');
    expect(href.searchParams.get('ref')).toBe('cta');
    expect(href.searchParams.get('from')).toBe(path);

    // A module link lands on the module's card.
    await page.getByRole('link', { name: 'SignalOS', exact: true }).click();
    await expect(page).toHaveURL(/\/modules#signalos$/);
    await expect(page.locator('#signalos')).toBeInViewport();
  });

  test('every case has its page with its own title and figures', async ({ page }) => {
    for (const each of caseStudies) {
      await visit(page, `/proof/cases/${each.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(each.title);
      await expect(page.getByText(each.primaryClaim)).toBeVisible();
      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      const types = jsonLd.map((text) => JSON.parse(text)['@type']);
      expect(types).toEqual(expect.arrayContaining(['BreadcrumbList', 'Article']));
    }
  });

  test('an unknown slug: Case Study Not Found, 404, noindex, and the way back', async ({
    page,
  }) => {
    const response = await visit(page, '/proof/cases/no-such-case');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Case Study Not Found');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await page.getByRole('link', { name: 'Back to Case Studies' }).click();
    await expect(page).toHaveURL(/\/proof\/cases$/);
  });

  test('an unknown slug reached in the app shows the same page', async ({ page }) => {
    await visit(page, path);
    await page.evaluate(() => {
      window.history.pushState({}, '', '/proof/cases/gone-case');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Case Study Not Found');
    await expect(page).toHaveTitle(/^Case Study Not Found/);
  });
});

test.describe('client testimonials', () => {
  const list = '/proof/testimonials';
  const cards = (page: Page) =>
    page.getByRole('list', { name: 'Testimonials', exact: true }).locator(':scope > li');
  const names = (page: Page) => cards(page).locator('cite');
  const box = (page: Page) => page.getByRole('searchbox', { name: testimonialsPage.search.label });
  const pinned = testimonials.filter((t) => t.pinned).map((t) => t.name);

  test('pinned first with a Featured badge, then by name; the count', async ({ page }) => {
    await visit(page, list);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Client Testimonials');
    await expect(box(page)).toHaveAttribute('placeholder', 'Search testimonials...');
    await expect(count(page)).toHaveText(`Showing 16 of 16 testimonials`);
    const shown = await names(page).allTextContents();
    expect(shown.slice(0, pinned.length).sort()).toEqual([...pinned].sort());
    const rest = shown.slice(pinned.length);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en')));
    await expect(cards(page).filter({ hasText: 'Featured' })).toHaveCount(pinned.length);
    for (const label of ['All', 'Director', 'Manager', 'CEO', 'CMO']) {
      await expect(radio(page, 'Role', label)).toBeAttached();
    }
    for (const label of ['All', 'UK', 'Turkey', 'EMEA', 'Global']) {
      await expect(radio(page, 'Region', label)).toBeAttached();
    }
    await expect(page.getByRole('link', { name: 'Start the Conversation' })).toHaveAttribute(
      'href',
      /\/contact\?ref=cta&from=%2Fproof%2Ftestimonials/,
    );
    await expect(page.getByRole('link', { name: 'View Case Studies' })).toHaveAttribute(
      'href',
      '/proof/cases',
    );
  });

  test('typing searches name, company and quote, replacing the history entry', async ({ page }) => {
    await visit(page, '/proof');
    await page.goto(list);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await box(page).focus();
    await page.keyboard.type('BANK');
    await expect.poll(() => searchParams(page).get('q')).toBe('BANK');
    const matching = testimonials.filter((t) =>
      `${t.name} ${t.company} ${t.quote_full}`.toLowerCase().includes('bank'),
    );
    await expect(cards(page)).toHaveCount(matching.length);
    await expect(count(page)).toHaveText(`Showing ${matching.length} of 16 testimonials`);
    // Typing replaced the entry: Back leaves the page.
    await page.goBack();
    await expect(page).toHaveURL(/\/proof$/);
    await page.goForward();
    await expect(box(page)).toHaveValue('BANK');
  });

  test('role and region combine, push history, and a shared link restores them', async ({
    page,
  }) => {
    await visit(page, list);
    await filterChip(page, 'Role', 'CMO').click();
    await expect.poll(() => searchParams(page).get('role')).toBe('cmo');
    await filterChip(page, 'Region', 'UK').click();
    await expect.poll(() => searchParams(page).get('region')).toBe('uk');
    const expected = testimonials
      .filter((t) => t.role_level === 'CMO' && t.region === 'UK')
      .map((t) => t.name);
    await expect(names(page)).toHaveText(expected);
    await page.goBack();
    await expect.poll(() => searchParams(page).get('region')).toBeNull();
    await expect(radio(page, 'Role', 'CMO')).toBeChecked();

    await visit(page, `${list}?role=CEO&region=turkey&q=%20insurance%20`);
    await expect(radio(page, 'Role', 'CEO')).toBeChecked();
    await expect(radio(page, 'Region', 'Turkey')).toBeChecked();
    await expect(box(page)).toHaveValue('insurance');
    await expect(names(page)).toHaveText(['Zeynep Arslan']);
  });

  test('no match: the message, and Clear puts focus back in the search box', async ({ page }) => {
    await visit(page, `${list}?q=blockchain&role=manager`);
    await expect(
      page.getByText('No testimonials found matching your criteria.').first(),
    ).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Browse testimonials' }).getByRole('status'),
    ).toHaveText('No testimonials found matching your criteria.');
    await page.getByRole('link', { name: 'Clear search and filters' }).click();
    await expect.poll(() => page.url()).toMatch(/\/proof\/testimonials$/);
    await expect(cards(page)).toHaveCount(16);
    await expect(box(page)).toBeFocused();
  });

  test('Read full testimonial / Show less, per card, several open, by keyboard', async ({
    page,
  }) => {
    await visit(page, list);
    const first = cards(page).nth(0);
    const second = cards(page).nth(1);
    const toggle = (card: typeof first) => card.locator('summary');
    await expect(toggle(first)).toContainText('Read full testimonial');
    const quote = testimonials.find((t) => t.pinned)?.quote_full ?? '';
    await toggle(first).focus();
    await page.keyboard.press('Enter');
    await expect(toggle(first)).toContainText('Show less');
    await toggle(second).click();
    await expect(toggle(second)).toContainText('Show less');
    await expect(toggle(first)).toContainText('Show less');
    await expect(first.locator('details')).toHaveJSProperty('open', true);
    const full = await first.locator('details p').textContent();
    expect(quote.length).toBeGreaterThan(0);
    expect(full?.length ?? 0).toBeGreaterThan(180);
    await toggle(first).focus();
    await page.keyboard.press('Space');
    await expect(toggle(first)).toContainText('Read full testimonial');
    await expect(first.locator('details')).toHaveJSProperty('open', false);
  });

  test('headshots where they exist, initials otherwise, initials when an image fails', async ({
    page,
  }) => {
    await page.route('**/proof-media/headshots/camille-laurent.webp', (route) =>
      route.fulfill({ status: 404 }),
    );
    await visit(page, list);
    const aylin = cards(page).filter({ hasText: 'Aylin Korkmaz' });
    await expect(aylin.locator('img')).toBeVisible();
    const camille = cards(page).filter({ hasText: 'Camille Laurent' });
    await expect(camille.getByText('CL', { exact: true })).toBeVisible();
    // The failed picture is transparent over the initials (opacity, so no layout shift).
    await expect(camille.locator('[data-state="error"] img')).toHaveCSS('opacity', '0');
    await expect(aylin.locator('[data-state="loaded"] img')).toHaveCSS('opacity', '1');
    const daniel = cards(page).filter({ hasText: 'Daniel Osei' });
    await expect(daniel.getByText('DO', { exact: true })).toBeVisible();
  });
});

test.describe('tech stack', () => {
  const list = '/proof/tech-stack';
  const cards = (page: Page) =>
    page.getByRole('list', { name: 'Tools', exact: true }).locator(':scope > li');
  const box = (page: Page) => page.getByRole('searchbox', { name: 'Search tools' });

  test('every tool; search on name or description and a category combine', async ({ page }) => {
    await visit(page, list);
    await expect(box(page)).toHaveAttribute('placeholder', 'Search tools and descriptions...');
    await expect(cards(page)).toHaveCount(tools.length);
    await expect(count(page)).toHaveText(`Showing ${tools.length} of ${tools.length} tools`);

    await box(page).fill('attribution');
    const matching = tools.filter((tool) =>
      `${tool.name} ${tool.description}`.toLowerCase().includes('attribution'),
    );
    await expect(cards(page)).toHaveCount(matching.length);
    await expect.poll(() => searchParams(page).get('q')).toBe('attribution');

    await filterChip(page, 'Category', 'Lifecycle & Marketing Automation').click();
    const both = matching.filter((tool) => tool.category === 'Lifecycle & Marketing Automation');
    await expect(cards(page)).toHaveCount(both.length);
    await expect(count(page)).toHaveText(`Showing ${both.length} of ${tools.length} tools`);
    await expect
      .poll(() => searchParams(page).get('category'))
      .toBe('lifecycle-marketing-automation');

    await page.reload();
    await expect(box(page)).toHaveValue('attribution');
    await expect(cards(page)).toHaveCount(both.length);
  });

  test('no match: the message and a way back to every tool', async ({ page }) => {
    await visit(page, `${list}?q=typewriter`);
    await expect(page.getByRole('region', { name: 'Browse tools' }).getByRole('status')).toHaveText(
      'No tools found matching your criteria.',
    );
    await page.getByRole('link', { name: 'Clear search and filters' }).click();
    await expect(cards(page)).toHaveCount(tools.length);
  });
});

test.describe('awards', () => {
  test('three awards, each View Award in a new tab, announced', async ({ page }) => {
    await visit(page, '/proof/awards');
    const links = page.getByRole('link', { name: /View Award/ });
    await expect(links).toHaveCount(awards.length);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toHaveAccessibleName(/opens in a new tab/i);
    }
    await expect(page.getByRole('link', { name: 'See Case Studies' })).toHaveAttribute(
      'href',
      '/proof/cases',
    );
    await expect(page.getByRole('link', { name: 'Book a Strategy Session' })).toHaveAttribute(
      'href',
      /\/contact\?ref=cta&from=%2Fproof%2Fawards/,
    );
  });
});

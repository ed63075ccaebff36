import { expect, type Page, test } from '@playwright/test';
import { careersPage, jobPage, jobRoles } from '../../src/content/careers/careers';
import { jobDetails } from '../../src/content/careers/jobDetails';
import { postingValidThrough } from '../../src/features/careers/jobPosting';
import { orderRoles } from '../../src/features/careers/roleMatch';
import { searchParams } from '../support/filters';
import { visit } from '../support/site';

/**
 * The careers landing and the job pages as a visitor uses them: the role filter and its URL,
 * the carousel (buttons, arrow keys, dots, a #role- hash, the active dot), the quotes slider,
 * the FAQ, Our Values, the small-screen bar, Apply reaching the contact form with its source,
 * every listed role's job page (with its pay and its JobPosting) and Job Not Found.
 */
const carousel = (page: Page) =>
  page
    .locator('section[aria-roledescription="carousel"]')
    .filter({ has: page.locator(`#role-${jobRoles[0]?.slug}`).or(page.locator('[id^="role-"]')) })
    .first();
const slides = (page: Page) => carousel(page).locator('[aria-roledescription="slide"]');
const activeDot = (page: Page) => carousel(page).locator('button[aria-current="true"]');
const typeChip = (page: Page, name: string) =>
  page
    .getByRole('radiogroup', { name: careersPage.openRoles.filterLabel })
    .locator('label')
    .filter({ has: page.getByRole('radio', { name, exact: true }) });
const ordered = orderRoles(jobRoles);
/** Every listed role has its page. */
const detailed = ordered.map((role) => role.slug);

test.describe('careers landing', () => {
  test('sections in order, roles pinned first then newest, each linking to its page', async ({
    page,
  }) => {
    await visit(page, '/careers');
    const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
    const order = [
      careersPage.whyResponse.heading,
      careersPage.culture.heading,
      careersPage.openRoles.heading,
      careersPage.life.heading,
      careersPage.process.heading,
      careersPage.quotes.heading,
      careersPage.faq.heading,
    ].map((heading) => headings.indexOf(heading));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    for (const title of ['Impact', 'Ownership', 'Global Footprint', 'Craft']) {
      await expect(page.getByRole('heading', { level: 3, name: title, exact: true })).toBeVisible();
    }
    await expect(slides(page)).toHaveCount(15);
    await expect(slides(page).locator('h3')).toHaveText(ordered.map((role) => role.title));
    await expect(slides(page).first()).toHaveAccessibleName('1 of 15');
    for (const role of ordered.slice(0, 3)) expect(role.isPinned).toBe(true);
    await expect(
      slides(page)
        .nth(0)
        .getByRole('link', { name: `View Role: ${ordered[0]?.title}, ${ordered[0]?.location}` }),
    ).toHaveAttribute('href', `/careers/${ordered[0]?.slug}`);
    await expect(
      page.getByRole('link', { name: careersPage.openRoles.proposeRole.linkLabel }),
    ).toHaveAttribute('href', /^mailto:careers@response\.example/);
  });

  test('the role filter: chips by mouse and keyboard, ?type=, Back and reload', async ({
    page,
  }) => {
    await visit(page, '/careers');
    const remote = ordered.filter((role) => role.type === 'remote');
    await typeChip(page, 'Remote').click();
    await expect.poll(() => searchParams(page).get('type')).toBe('remote');
    await expect(slides(page)).toHaveCount(remote.length);
    await expect(page.getByRole('status').filter({ hasText: String(remote.length) })).toBeVisible();
    await page.getByRole('radio', { name: 'Remote', exact: true }).press('ArrowRight');
    await expect.poll(() => searchParams(page).get('type')).toBe('hybrid');
    await page.goBack();
    await expect.poll(() => searchParams(page).get('type')).toBe('remote');
    await page.reload();
    await expect(page.getByRole('radio', { name: 'Remote', exact: true })).toBeChecked();
    await expect(slides(page)).toHaveCount(remote.length);
    await visit(page, '/careers?type=Sideways&type=remote');
    await expect(page.getByRole('radio', { name: 'All', exact: true })).toBeChecked();
  });

  test('carousel: Next, Previous, arrow keys and dots move by one; disabled at the ends', async ({
    page,
  }) => {
    await visit(page, '/careers');
    const next = carousel(page).getByRole('button', { name: careersPage.openRoles.next });
    const previous = carousel(page).getByRole('button', { name: careersPage.openRoles.previous });
    await expect(previous).toBeDisabled();
    await expect(activeDot(page)).toHaveAccessibleName(/^Role 1: /);
    await next.click();
    await expect(activeDot(page)).toHaveAccessibleName(/^Role 2: /);
    await previous.click();
    await expect(activeDot(page)).toHaveAccessibleName(/^Role 1: /);
    // Arrow keys on a card's link.
    await slides(page).nth(0).getByRole('link').focus();
    await page.keyboard.press('ArrowRight');
    await expect(activeDot(page)).toHaveAccessibleName(/^Role 2: /);
    await expect(slides(page).nth(1).getByRole('link')).toBeFocused();
    // A dot.
    await carousel(page)
      .getByRole('button', { name: /^Role 15: / })
      .click();
    await expect(activeDot(page)).toHaveAccessibleName(/^Role 15: /);
    await expect(next).toBeDisabled();
    await expect(slides(page).nth(14)).toBeInViewport();
  });

  test('a #role- hash scrolls to that card and marks it active', async ({ page }) => {
    const target = ordered[9];
    await visit(page, `/careers#role-${target?.slug}`);
    await expect(activeDot(page)).toHaveAccessibleName(/^Role 10: /);
    await expect(page.locator(`#role-${target?.slug}`)).toBeInViewport();
  });

  test('Our Values and Open Roles scroll to their sections, focus following', async ({ page }) => {
    await visit(page, '/careers');
    await page.getByRole('link', { name: careersPage.hero.ourValues, exact: true }).click();
    await expect(page.locator('#our-values')).toBeFocused();
    await expect(page).toHaveURL(/#our-values$/);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('link', { name: careersPage.hero.openRoles, exact: true }).click();
    await expect(page.locator('#open-roles')).toBeFocused();
  });

  test('quotes wrap both ways and the change is announced', async ({ page }) => {
    await visit(page, '/careers');
    const quotes = careersPage.quotes.items;
    const region = page.getByRole('region', { name: careersPage.quotes.heading }).last();
    const shown = region.locator('figure:visible');
    await expect(shown).toHaveCount(1);
    await expect(shown).toContainText(quotes[0]?.name ?? '');
    await region.getByRole('button', { name: careersPage.quotes.previous }).click();
    await expect(shown).toContainText(quotes.at(-1)?.name ?? '');
    await expect(region.getByRole('status')).toHaveText(
      `Quote ${quotes.length} of ${quotes.length}: ${quotes.at(-1)?.name}`,
    );
    await region.getByRole('button', { name: careersPage.quotes.next }).click();
    await expect(shown).toContainText(quotes[0]?.name ?? '');
  });

  test('FAQ: seven questions, one open at a time, the facts in the answers', async ({ page }) => {
    await visit(page, '/careers');
    const faq = page.getByRole('region', { name: careersPage.faq.heading });
    const items = faq.locator('details');
    await expect(items).toHaveCount(7);
    await items.nth(0).locator('summary').click();
    await items.nth(1).locator('summary').click();
    await expect(faq.locator('details[open]')).toHaveCount(1);
    await items.nth(1).locator('summary').click();
    await expect(faq.locator('details[open]')).toHaveCount(0);
    const answers = careersPage.faq.items.map((item) => item.answer).join(' ');
    expect(answers).toContain('$2K');
    expect(answers).toMatch(/3-month fellowship/);
    expect(answers).toMatch(/5% success commission on net new revenue/);
  });

  test('at 390 px the bottom bar: Apply Now to the roles, Talk to Team to contact', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await visit(page, '/careers');
    const bar = page.locator('[data-cta-location="careers-bar"]');
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Talk to Team' })).toHaveAttribute(
      'href',
      /^\/contact\?ref=cta&from=%2Fcareers&label=talk-to-team$/,
    );
    await bar.getByRole('link', { name: 'Apply Now' }).click();
    await expect(page.locator('#open-roles')).toBeInViewport();
  });
});

test.describe('job pages', () => {
  test('every listed role: its page, badges, pay, sections and two attributed Apply links', async ({
    page,
  }) => {
    for (const role of ordered) {
      const { slug } = role;
      const detail = jobDetails[slug];
      expect(detail, slug).toBeDefined();
      if (!detail) continue;
      const response = await visit(page, `/careers/${slug}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(detail.title);
      await expect(page.getByRole('link', { name: 'All Positions' })).toHaveAttribute(
        'href',
        '/careers',
      );
      const badges = page.getByRole('list', { name: 'Role details' }).getByRole('listitem');
      await expect(badges).toHaveText([
        detail.location,
        detail.department,
        detail.level,
        detail.employmentType,
        detail.workModel,
      ]);
      for (const heading of [
        'Overview',
        'Responsibilities',
        'Requirements',
        'Nice to Have',
        'Location & Work Model',
        'Benefits & Perks',
        'Ready to Apply',
      ]) {
        await expect(
          page.getByRole('heading', { level: 2, name: heading, exact: true }),
        ).toBeVisible();
      }
      // The careers FAQ: each job page shows the base range and whether commission applies.
      const pay = page.getByRole('region', { name: jobPage.headings.compensation, exact: true });
      await expect(pay).toBeVisible();
      await expect(pay.locator('dd').first()).toHaveText(detail.compensation.base);
      await expect(pay.locator('dd').nth(1)).toHaveText(
        detail.compensation.commission ?? jobPage.compensationLabels.noCommission,
      );
      const hrefs = await page
        .getByRole('link', { name: 'Apply Now' })
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(hrefs).toEqual([
        `/contact?ref=job&from=%2Fcareers%2F${slug}&label=job_apply_now`,
        `/contact?ref=job&from=%2Fcareers%2F${slug}&label=job_${slug.replaceAll('-', '_')}`,
      ]);
      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      const posting = jsonLd
        .map((text) => JSON.parse(text))
        .find((item) => item['@type'] === 'JobPosting');
      expect(posting).toMatchObject({
        title: detail.title,
        employmentType: 'FULL_TIME',
        datePosted: role.lastUpdated,
        validThrough: postingValidThrough(role),
      });
      expect(posting.baseSalary?.value).toMatchObject({ unitText: 'YEAR' });
    }
  });

  test('Apply reaches the contact form with where the visitor came from', async ({ page }) => {
    const slug = detailed[0] ?? '';
    await visit(page, `/careers/${slug}`);
    await page.getByRole('link', { name: 'Apply Now' }).first().click();
    await expect(page).toHaveURL(/\/contact\?ref=job/);
    await expect(page.locator('input[name="ref"]')).toHaveValue('job');
    await expect(page.locator('input[name="sourcePath"]')).toHaveValue(`/careers/${slug}`);
    await expect(page.locator('input[name="sourceLabel"]')).toHaveValue('job_apply_now');
  });

  test('both Apply clicks send the cta_click beacon with their location', async ({ page }) => {
    const slug = detailed[1] ?? '';
    const beacons: Array<Record<string, unknown>> = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/analytics/cta-click')) {
        beacons.push(JSON.parse(request.postData() ?? 'null'));
      }
    });
    for (const at of [0, 1]) {
      await visit(page, `/careers/${slug}`);
      const beacon = page.waitForRequest(
        (request) =>
          request.method() === 'POST' && request.url().endsWith('/api/analytics/cta-click'),
      );
      await page.getByRole('link', { name: 'Apply Now' }).nth(at).click();
      await beacon;
    }
    expect(beacons).toHaveLength(2);
    expect(beacons.map((beacon) => beacon.location)).toEqual(['job-header', 'job-ready-to-apply']);
    // The label the contact form gets is the one counted.
    expect(beacons.map((beacon) => beacon.label)).toEqual([
      'job_apply_now',
      `job_${slug.replaceAll('-', '_')}`,
    ]);
    for (const beacon of beacons) expect(beacon.from).toBe(`/careers/${slug}`);
  });

  test('Job Not Found for a slug that is not a listed role: 404, noindex', async ({ page }) => {
    for (const slug of ['no-such-role', 'senior-programmatic-media-specialist']) {
      const response = await visit(page, `/careers/${slug}`);
      expect(response?.status(), slug).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Job Not Found');
      await expect(
        page.getByText("The position you're looking for doesn't exist or has been filled."),
      ).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    }
    await page.getByRole('link', { name: 'Back to All Positions' }).click();
    await expect(page).toHaveURL(/\/careers$/);
  });
});

import { expect, test } from '@playwright/test';
import { caseStudies } from '../../src/content/proof/caseDetails';
import { casesPage } from '../../src/content/proof/casePages';
import { testimonials } from '../../src/content/proof/testimonials';
import { tools } from '../../src/content/proof/tools';
import { filterChip, searchParams } from '../support/filters';
import { visitWithoutScripts } from './support';

/**
 * The proof area with JavaScript off: every filter is a GET form of the page's typed search
 * params (the server renders the filtered list at the URL the enhanced page writes), every case
 * shows (Load More needs scripts, so it is not offered), and the testimonial toggles are native
 * disclosures.
 */

test.describe('proof without JavaScript', () => {
  test('case studies: every case, no Load More, and the industry form filters', async ({
    page,
  }) => {
    await visitWithoutScripts(page, '/proof/cases');
    const cards = page
      .getByRole('list', { name: 'Case studies', exact: true })
      .locator(':scope > li:visible');
    await expect(cards).toHaveCount(caseStudies.length);
    await expect(page.getByRole('button', { name: casesPage.loadMoreLabel })).toBeHidden();
    await expect(page.getByText(`Showing 8 of 8 case studies`)).toBeVisible();
    await filterChip(page, casesPage.industryFilterLabel, 'Beauty & Skincare').click();
    await Promise.all([
      page.waitForURL(/industry=beauty-skincare/),
      page.getByRole('button', { name: 'Show case studies' }).click(),
    ]);
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('+800%');
  });

  test('testimonials: search, role and region submit together; toggles open and close', async ({
    page,
  }) => {
    await visitWithoutScripts(page, '/proof/testimonials');
    await filterChip(page, 'Role', 'CMO').click();
    await filterChip(page, 'Region', 'UK').click();
    await Promise.all([
      page.waitForURL(/role=cmo/),
      page.getByRole('button', { name: 'Show testimonials' }).click(),
    ]);
    expect(searchParams(page).get('region')).toBe('uk');
    const cards = page
      .getByRole('list', { name: 'Testimonials', exact: true })
      .locator(':scope > li');
    const expected = testimonials.filter((t) => t.role_level === 'CMO' && t.region === 'UK');
    await expect(cards).toHaveCount(expected.length);
    await expect(page.getByText(`Showing ${expected.length} of 16 testimonials`)).toBeVisible();

    const toggle = cards.first().locator('summary');
    await toggle.click();
    await expect(toggle).toContainText('Show less');
    await expect(cards.first()).toContainText(expected[0]?.quote_full ?? '');
    await toggle.click();
    await expect(toggle).toContainText('Read full testimonial');

    const box = page.getByRole('searchbox', { name: 'Search testimonials' });
    await box.fill('nothing like this');
    await Promise.all([page.waitForURL(/q=nothing/), box.press('Enter')]);
    await expect(
      page.getByRole('heading', { name: 'No testimonials found matching your criteria.' }),
    ).toBeVisible();
  });

  test('tech stack: text and Enter search names and descriptions', async ({ page }) => {
    await visitWithoutScripts(page, '/proof/tech-stack?category=seo');
    const box = page.getByRole('searchbox', { name: 'Search tools' });
    await box.fill('crawler');
    await Promise.all([page.waitForURL(/q=crawler/), box.press('Enter')]);
    expect(searchParams(page).get('category')).toBe('seo');
    const matching = tools.filter(
      (tool) =>
        tool.category === 'SEO' &&
        `${tool.name} ${tool.description}`.toLowerCase().includes('crawler'),
    );
    expect(matching.length).toBeGreaterThan(0);
    await expect(
      page.getByRole('list', { name: 'Tools', exact: true }).locator(':scope > li'),
    ).toHaveCount(matching.length);
  });

  test('an unknown case: the server says Case Study Not Found, with the way back', async ({
    page,
  }) => {
    const response = await visitWithoutScripts(page, '/proof/cases/no-such-case');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Case Study Not Found');
    await expect(page.getByRole('link', { name: 'Back to Case Studies' })).toHaveAttribute(
      'href',
      '/proof/cases',
    );
  });
});

import { expect, type Page, test } from '@playwright/test';
import { allServicePages } from '../../src/content/services/details/all';
import { serviceCard } from '../../src/content/services/details/card';
import { servicePageLabels as labels } from '../../src/content/services/details/labels';
import {
  type ServiceSlug,
  serviceContactHref,
  serviceLabel,
  servicePath,
  serviceSlugs,
} from '../../src/content/services/paths';
import { servicesDisclaimer } from '../../src/content/services/services';
import { redirectTable } from '../../src/site/redirects';
import { visit } from '../support/site';

/**
 * The seven service pages (issue 15): every section from the content,
 * both calls to action with the service's attribution and the beacon, the FAQ by keyboard, the
 * redirect rows that end here, and the not-found page for any other slug.
 */

const pages = allServicePages;

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test.describe('service pages', () => {
  for (const slug of serviceSlugs) {
    test(`${servicePath(slug)}: every section from the content`, async ({ page }) => {
      const card = serviceCard(slug);
      const content = pages[slug];
      await visit(page, servicePath(slug));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(card.title);
      await expect(
        page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link'),
      ).toHaveText(['Home', 'Services', card.title]);
      await expect(
        page.getByRole('list', { name: labels.exampleOutcomes }).getByRole('listitem'),
      ).toHaveText(card.exampleOutcomes);
      await expect(page.getByText(labels.chipsNote)).toBeVisible();

      const outcomes = region(page, labels.keyOutcomes);
      await expect(outcomes.getByRole('heading', { level: 3 })).toHaveText(
        card.outcomes.map((outcome) => outcome.title),
      );
      await expect(region(page, labels.whatWeDo).getByRole('heading', { level: 3 })).toHaveText(
        content.whatWeDo.items.map((item) => item.title),
      );
      const steps = region(page, labels.howItWorks).getByRole('listitem');
      await expect(steps).toHaveCount(4);
      await expect(region(page, labels.howItWorks).getByRole('heading', { level: 3 })).toHaveText(
        content.howItWorks.steps.map((step) => step.title),
      );

      const proof = region(page, content.proof.heading);
      await expect(proof.getByText(servicesDisclaimer)).toBeVisible();
      await expect(proof.getByRole('link', { name: labels.viewCaseStudies })).toHaveAttribute(
        'href',
        '/proof/cases',
      );

      const faq = region(page, labels.faq);
      await expect(faq.locator('summary')).toHaveText(content.faq.map((item) => item.question));

      // The hero's and the closing call to action: the same label and attributed link.
      const ctas = page.getByRole('link', { name: content.cta.label, exact: true });
      await expect(ctas).toHaveCount(2);
      for (const cta of await ctas.all()) {
        await expect(cta).toHaveAttribute('href', serviceContactHref(slug));
      }
      expect(serviceContactHref(slug)).toBe(
        `/contact?ref=cta&from=${slug}&label=${slug.replaceAll('-', '_')}`,
      );
    });
  }

  test('creative production and executive advisory: the calls to action of the spec', async ({
    page,
  }) => {
    await visit(page, '/services/creative-production');
    await expect(page.getByRole('link', { name: 'Start Creative Program' }).last()).toHaveAttribute(
      'href',
      '/contact?ref=cta&from=creative-production&label=creative_production',
    );
    await visit(page, '/services/executive-growth-advisory');
    await expect(
      page.getByRole('link', { name: 'Schedule Executive Discussion' }).last(),
    ).toHaveAttribute(
      'href',
      '/contact?ref=cta&from=executive-growth-advisory&label=executive_growth_advisory',
    );
    await expect(region(page, labels.keyOutcomes).getByRole('heading', { level: 3 })).toHaveText([
      'Board-aligned OKRs',
      'Faster GTM',
      'De-risk spend',
    ]);
    await expect(region(page, labels.howItWorks).getByRole('heading', { level: 3 })).toHaveText([
      'Onboard & Assess',
      'Operate & Execute',
      'Govern & Report',
      'Scale & Transition',
    ]);
    await expect(region(page, labels.faq).locator('details')).toHaveCount(5);
  });

  test('the closing call to action: the beacon, then the contact page with the service as source', async ({
    page,
  }) => {
    const slug = 'creative-production';
    await visit(page, servicePath(slug));
    const beacon = page.waitForRequest(
      (request) =>
        request.method() === 'POST' && request.url().endsWith('/api/analytics/cta-click'),
    );
    const closing = page.getByRole('link', { name: 'Start Creative Program' }).last();
    await closing.scrollIntoViewIfNeeded();
    await closing.click();
    const sent = JSON.parse((await beacon).postData() ?? 'null') as Record<string, unknown>;
    expect(sent.label).toBe(serviceLabel(slug));
    expect(sent.from).toBe(servicePath(slug));
    expect(String(sent.location)).toMatch(/^section:/);
    await expect(page).toHaveURL(
      /\/contact\?ref=cta&from=creative-production&label=creative_production$/,
    );
    // The service page's name, never the label code (which the hidden input keeps).
    await expect(page.getByText("You're here from:")).toHaveText(
      "You're here from: Creative Production",
    );
    await expect(page.locator('input[name="ref"]')).toHaveValue('cta');
    await expect(page.locator('input[name="sourcePath"]')).toHaveValue(slug);
    await expect(page.locator('input[name="sourceLabel"]')).toHaveValue('creative_production');
  });

  test('the FAQ by keyboard: Enter opens, one answer at a time, Space closes', async ({ page }) => {
    const slug = 'executive-growth-advisory';
    const [first, second] = pages[slug].faq;
    if (!first || !second) throw new Error('the FAQ needs two questions');
    await visit(page, servicePath(slug));
    const faq = region(page, labels.faq);
    const items = faq.locator('details');
    const question = (index: number) => items.nth(index).locator('summary');
    await question(0).focus();
    await page.keyboard.press('Enter');
    await expect(items.nth(0)).toHaveAttribute('open');
    await expect(faq.getByText(first.answer)).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(question(1)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(faq.getByText(second.answer)).toBeVisible();
    await expect(items.nth(0)).not.toHaveAttribute('open');
    await page.keyboard.press('Space');
    await expect(items.nth(1)).not.toHaveAttribute('open');
    await expect(faq.locator('details[open]')).toHaveCount(0);
  });

  test('the old addresses end on the service pages, heading and all', async ({ page }) => {
    const rows = redirectTable.filter(
      (row) => row.match === 'exact' && serviceSlugs.some((slug) => row.to === servicePath(slug)),
    );
    expect(rows.map((row) => row.from).sort()).toEqual(
      [
        '/content-marketing-services',
        '/growth-marketing-services',
        '/marketing-automation-services',
        '/performance-marketing-services',
        '/services/board-advisor',
        '/services/cro',
        '/services/fractional-cmo',
      ].sort(),
    );
    for (const row of rows) {
      await test.step(`${row.from} → ${row.to}`, async () => {
        const response = await page.goto(row.from);
        expect(response?.status()).toBe(200);
        await expect(page).toHaveURL(new RegExp(`${row.to}$`));
        const slug = row.to.slice('/services/'.length) as ServiceSlug;
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(serviceCard(slug).title);
      });
    }
  });

  test('every card on /services opens its page', async ({ page }) => {
    await visit(page, '/services');
    const slug = 'go-to-market-new-country';
    const card = serviceCard(slug);
    await page.getByRole('link', { name: `Learn more about ${card.title}` }).click();
    await expect(page).toHaveURL(new RegExp(`${servicePath(slug)}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(card.title);
  });

  test('an unknown service: the not-found page with status 404', async ({ page }) => {
    const response = await page.goto('/services/no-such-service');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('structured data: Service, FAQPage and BreadcrumbList', async ({ request }) => {
    const slug = 'account-based-marketing';
    const html = await (await request.get(servicePath(slug))).text();
    const blocks = [
      ...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g),
    ].map((match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>);
    const service = blocks.find((block) => block['@type'] === 'Service');
    expect(service).toMatchObject({
      name: serviceCard(slug).title,
      serviceType: pages[slug].serviceType,
      provider: { '@type': 'Organization', name: 'Response' },
      areaServed: 'Worldwide',
    });
    const faq = blocks.find((block) => block['@type'] === 'FAQPage') as { mainEntity: unknown[] };
    expect(faq.mainEntity).toHaveLength(pages[slug].faq.length);
    const trail = blocks.find((block) => block['@type'] === 'BreadcrumbList') as {
      itemListElement: Array<{ name: string }>;
    };
    expect(trail.itemListElement.map((item) => item.name)).toEqual([
      'Home',
      'Services',
      serviceCard(slug).title,
    ]);
  });
});

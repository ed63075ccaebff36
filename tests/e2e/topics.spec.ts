import { expect, type Page, test } from '@playwright/test';
import { serviceCard } from '../../src/content/services/details/card';
import { servicePath } from '../../src/content/services/paths';
import { page as digitalMedia } from '../../src/content/topics/details/digitalMedia';
import { page as growthMarketing } from '../../src/content/topics/details/growthMarketing';
import { topicPageLabels as labels } from '../../src/content/topics/details/labels';
import { page as performanceMarketing } from '../../src/content/topics/details/performanceMarketing';
import type { TopicPageContent } from '../../src/content/topics/details/types';
import { page as webAnalytics } from '../../src/content/topics/details/webAnalytics';
import { topicPath, topicSlugs } from '../../src/content/topics/paths';
import { findTopicCard, topicCards, topicsIndex } from '../../src/content/topics/topics';
import { contactHref } from '../../src/site/contactLink';
import { visit } from '../support/site';

/**
 * /topics and the four topic guides (issue 15): every section from the content,
 * the related services, the FAQ (one answer open at a time, by keyboard too), the closing call
 * to action with its attribution and beacon, and the way in from the Insights menu.
 */

const guides: TopicPageContent[] = [
  performanceMarketing,
  webAnalytics,
  digitalMedia,
  growthMarketing,
];
const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test.describe('topics index', () => {
  test('/topics: TL;DR, four topic cards, What We Do and Explore More', async ({ page }) => {
    await visit(page, '/topics');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(topicsIndex.hero.title);
    await expect(region(page, 'TL;DR').getByText(topicsIndex.tldr)).toBeVisible();

    const cards = region(page, topicsIndex.cards.heading);
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText(
      topicCards.map((card) => card.title),
    );
    for (const card of topicCards) {
      await expect(
        cards.getByRole('link', { name: `${labels.readGuide} ${card.title}` }),
      ).toHaveAttribute('href', card.href);
    }
    await expect(cards.locator('svg[data-icon]')).toHaveCount(4);

    await expect(
      region(page, topicsIndex.whatWeDo.heading).getByRole('heading', { level: 3 }),
    ).toHaveText(topicsIndex.whatWeDo.items.map((item) => item.title));
    expect(topicsIndex.whatWeDo.items).toHaveLength(6);

    const explore = region(page, topicsIndex.exploreMore.heading);
    const links = explore.getByRole('link');
    await expect(links).toHaveText(topicsIndex.exploreMore.links.map((link) => link.label));
    const hrefs = await links.evaluateAll((all) => all.map((link) => link.getAttribute('href')));
    const contact = topicsIndex.exploreMore.links[3]?.label ?? '';
    expect(hrefs).toEqual([
      '/services',
      '/proof/cases',
      '/insights',
      contactHref('/topics', contact),
    ]);
  });

  test('a topic card opens its guide', async ({ page }) => {
    await visit(page, '/topics');
    const card = findTopicCard('digital-media');
    await page.getByRole('link', { name: `${labels.readGuide} ${card.title}` }).click();
    await expect(page).toHaveURL(/\/topics\/digital-media$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(card.title);
  });

  test('the Insights menu leads to the topics', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await visit(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Insights submenu' }).click();
    await nav
      .getByRole('group', { name: 'Insights submenu' })
      .getByRole('link', { name: 'Topics', exact: true })
      .click();
    await expect(page).toHaveURL(/\/topics$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(topicsIndex.hero.title);
  });
});

test.describe('topic guides', () => {
  for (const guide of guides) {
    test(`${topicPath(guide.slug)}: every section from the content`, async ({ page }) => {
      const card = findTopicCard(guide.slug);
      await visit(page, topicPath(guide.slug));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(card.title);
      await expect(
        page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link'),
      ).toHaveText(['Home', 'Topics', card.title]);
      await expect(region(page, 'TL;DR').getByText(guide.tldr)).toBeVisible();
      await expect(region(page, labels.keyFacts).getByRole('listitem')).toHaveText([
        ...card.keyFacts,
      ]);
      await expect(region(page, labels.whatWeDo).getByRole('heading', { level: 3 })).toHaveText(
        guide.whatWeDo.items.map((item) => item.title),
      );
      await expect(region(page, labels.howItWorks).getByRole('heading', { level: 3 })).toHaveText(
        guide.howItWorks.steps.map((step) => step.title),
      );
      const related = region(page, labels.relatedServices);
      await expect(related.getByRole('heading', { level: 3 })).toHaveText(
        guide.relatedServices.map((slug) => serviceCard(slug).title),
      );
      const hrefs = await related
        .getByRole('link')
        .evaluateAll((all) => all.map((link) => link.getAttribute('href')));
      expect(hrefs).toEqual(guide.relatedServices.map(servicePath));
      await expect(region(page, labels.faq).locator('summary')).toHaveText(
        guide.faq.map((item) => item.question),
      );
      await expect(page.getByRole('link', { name: guide.cta.label, exact: true })).toHaveAttribute(
        'href',
        contactHref(topicPath(guide.slug), guide.cta.label),
      );
    });
  }

  test('the FAQ by keyboard: one answer open at a time, and it closes again', async ({ page }) => {
    const guide = webAnalytics;
    await visit(page, topicPath(guide.slug));
    const faq = region(page, labels.faq);
    const items = faq.locator('details');
    await expect(items).toHaveCount(3);
    const question = (index: number) => items.nth(index).locator('summary');
    await question(0).focus();
    await page.keyboard.press('Enter');
    await expect(faq.getByText(guide.faq[0].answer)).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(question(2)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(faq.getByText(guide.faq[2].answer)).toBeVisible();
    await expect(faq.locator('details[open]')).toHaveCount(1);
    await page.keyboard.press('Enter');
    await expect(faq.locator('details[open]')).toHaveCount(0);
  });

  test('the closing call to action: the beacon, then the contact page with the guide as source', async ({
    page,
  }) => {
    const guide = digitalMedia;
    const path = topicPath(guide.slug);
    await visit(page, path);
    const beacon = page.waitForRequest(
      (request) =>
        request.method() === 'POST' && request.url().endsWith('/api/analytics/cta-click'),
    );
    await page.getByRole('link', { name: guide.cta.label, exact: true }).click();
    const sent = JSON.parse((await beacon).postData() ?? 'null') as Record<string, unknown>;
    expect(sent.from).toBe(path);
    await expect(page).toHaveURL(/\/contact\?ref=cta/);
    await expect(page.locator('input[name="sourcePath"]')).toHaveValue(path);
    await expect(page.locator('input[name="sourceLabel"]')).toHaveValue(String(sent.label));
  });

  test('a related service card opens the service page', async ({ page }) => {
    const guide = performanceMarketing;
    const [first] = guide.relatedServices;
    await visit(page, topicPath(guide.slug));
    await region(page, labels.relatedServices)
      .getByRole('link', { name: `${labels.viewService} ${serviceCard(first).title}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`${servicePath(first)}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(serviceCard(first).title);
  });

  test('an unknown topic: the not-found page with status 404', async ({ page }) => {
    const response = await page.goto('/topics/no-such-topic');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    expect(topicSlugs).toHaveLength(4);
  });
});

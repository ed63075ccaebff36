import { expect, type Page, test } from '@playwright/test';
import {
  serviceSections,
  servicesClosing,
  servicesDisclaimer,
} from '../../src/content/services/services';
import { visit } from '../support/site';

const items = [
  { id: 'acquire', label: 'Acquire' },
  { id: 'optimise', label: 'Optimise' },
  { id: 'create', label: 'Create' },
  { id: 'advisory', label: 'Advisory & Enablement' },
] as const;

const nav = (page: Page) => page.getByRole('navigation', { name: 'Services sections' });
const navLink = (page: Page, label: string) =>
  nav(page).getByRole('link', { name: label, exact: true });

/** The top of a section relative to the viewport. */
const sectionTop = (page: Page, id: string) =>
  page.evaluate((sectionId) => document.getElementById(sectionId)?.getBoundingClientRect().top, id);

async function expectCurrent(page: Page, label: string) {
  for (const item of items) {
    const link = navLink(page, item.label);
    if (item.label === label)
      await expect(link).toHaveAttribute('aria-current', /^(location|true)$/);
    else await expect(link).not.toHaveAttribute('aria-current', /.+/);
  }
}

test.describe('services in-page navigation', () => {
  test('has the hero, the four items and their sections', async ({ page }) => {
    await visit(page, '/services');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Systems that scale. Services that deliver outcomes.',
    );
    await expect(nav(page).getByRole('link')).toHaveText(items.map((item) => item.label));
    for (const item of items) {
      await expect(navLink(page, item.label)).toHaveAttribute('href', `#${item.id}`);
      await expect(page.locator(`section#${item.id}`)).toHaveCount(1);
    }
    await expect(nav(page)).not.toHaveAttribute('role', 'tablist');
    await expectCurrent(page, 'Acquire');
  });

  test('a click scrolls the section to 120 px, marks it current and sets the hash', async ({
    page,
  }) => {
    await visit(page, '/services');
    const historyLength = await page.evaluate(() => history.length);
    await navLink(page, 'Create').click();
    await expect.poll(() => sectionTop(page, 'create')).toBeCloseTo(120, 0);
    await expectCurrent(page, 'Create');
    await expect(page).toHaveURL(/\/services#create$/);
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    await expect(page.locator('section#create')).toBeFocused();
  });

  test('by keyboard: Tab to an item and Enter', async ({ page }) => {
    await visit(page, '/services');
    await navLink(page, 'Acquire').focus();
    await page.keyboard.press('Tab');
    await expect(navLink(page, 'Optimise')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect.poll(() => sectionTop(page, 'optimise')).toBeCloseTo(120, 0);
    await expectCurrent(page, 'Optimise');
    await expect(page.locator('section#optimise')).toBeFocused();
    // The next Tab continues inside the section, not back at the top of the page.
    await page.keyboard.press('Tab');
    const inside = await page.evaluate(
      () => document.getElementById('optimise')?.contains(document.activeElement) ?? false,
    );
    expect(inside).toBe(true);
  });

  test('smooth scrolling when motion is allowed keeps the clicked item current', async ({
    page,
  }) => {
    await visit(page, '/services');
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    // Every current link from the click to the end of the smooth scroll, as the page shows it.
    await page.getByRole('navigation', { name: 'Services sections' }).evaluate((element) => {
      const states = new Set<string>();
      (window as unknown as { __currentLinks: Set<string> }).__currentLinks = states;
      new MutationObserver(() =>
        states.add(
          [...element.querySelectorAll('[aria-current]')]
            .map((link) => link.textContent)
            .join('|') || 'none',
        ),
      ).observe(element, { subtree: true, attributes: true, attributeFilter: ['aria-current'] });
    });
    await navLink(page, 'Advisory & Enablement').click();
    await expect(navLink(page, 'Advisory & Enablement')).toHaveAttribute('aria-current', /.+/);
    await expect.poll(() => sectionTop(page, 'advisory')).toBeCloseTo(120, 0);
    // Sections scrolled past on the way never became current.
    expect(
      await page.evaluate(() => [
        ...(window as unknown as { __currentLinks: Set<string> }).__currentLinks,
      ]),
    ).toEqual(['Advisory & Enablement']);
    await expectCurrent(page, 'Advisory & Enablement');
  });

  test('while scrolling, the current item follows the section across the 200 px line', async ({
    page,
  }) => {
    await visit(page, '/services');
    for (const item of items) {
      // Put the section's top 150 px from the top of the viewport: it spans the 200 px line.
      await page.evaluate((id) => {
        const section = document.getElementById(id);
        if (section) window.scrollBy(0, section.getBoundingClientRect().top - 150);
      }, item.id);
      await expectCurrent(page, item.label);
    }
    // 250 px from the top the section does not span the line yet: the previous one stays current.
    await page.evaluate(() => {
      const section = document.getElementById('create');
      if (section) window.scrollBy(0, section.getBoundingClientRect().top - 250);
    });
    await expectCurrent(page, 'Optimise');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectCurrent(page, 'Acquire');
  });

  test('loading with a hash marks that section current', async ({ page }) => {
    await visit(page, '/services#advisory');
    await expectCurrent(page, 'Advisory & Enablement');
  });

  test('the bar stays visible under the header while scrolling', async ({ page }) => {
    await visit(page, '/services');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
    await expect(nav(page)).toBeInViewport();
    const box = await nav(page).boundingBox();
    const header = await page.getByRole('banner').boundingBox();
    expect(box && header && box.y >= header.y + header.height - 1).toBe(true);
  });
});

test.describe('services content', () => {
  test('every section shows its cards: title, at most three example outcomes, lists, tags, Learn more', async ({
    page,
  }) => {
    await visit(page, '/services');
    for (const section of serviceSections) {
      const region = page.locator(`section#${section.id}`);
      await expect(region.getByRole('heading', { level: 2 })).toHaveText(section.heading);
      await expect(region.getByText(section.intro, { exact: true })).toBeVisible();
      const cards = region
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { level: 3 }) });
      await expect(cards.getByRole('heading', { level: 3 })).toHaveText(
        section.cards.map((card) => card.title),
      );
      for (const card of section.cards) {
        const item = cards.filter({
          has: page.getByRole('heading', { name: card.title, exact: true }),
        });
        const examples = item
          .getByRole('list', { name: 'Example outcomes', exact: true })
          .getByRole('listitem');
        await expect(examples).toHaveText(card.exampleOutcomes.slice(0, 3));
        await expect(
          item.getByRole('list', { name: 'What we do' }).getByRole('listitem'),
        ).toHaveText(card.bullets);
        await expect(
          item.getByRole('list', { name: 'Outcomes', exact: true }).getByRole('listitem'),
        ).toHaveText(card.outcomes.map((outcome) => outcome.title));
        await expect(item.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText(
          card.tags,
        );
        await expect(
          item.getByRole('link', { name: `Learn more about ${card.title}` }),
        ).toHaveAttribute('href', card.href);
      }
    }
  });

  test('the disclaimer, the closing Book Strategy Session and the mailto link', async ({
    page,
  }) => {
    await visit(page, '/services');
    await expect(page.getByText(servicesDisclaimer, { exact: true })).toBeVisible();
    const closing = page.getByRole('region', { name: servicesClosing.heading });
    await expect(
      closing.getByRole('link', { name: 'Book Strategy Session', exact: true }),
    ).toHaveAttribute('href', '/contact?ref=cta&from=%2Fservices&label=book-strategy-session');
    await expect(closing.getByRole('link', { name: servicesClosing.email })).toHaveAttribute(
      'href',
      `mailto:${servicesClosing.email}`,
    );
  });
});

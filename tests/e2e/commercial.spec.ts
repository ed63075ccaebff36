import { expect, type Locator, type Page, test } from '@playwright/test';
import { combinations, modules } from '../../src/content/growth-os/modules';
import { awards } from '../../src/content/proof/awards';
import { proofHub } from '../../src/content/proof/hub';
import { studioHub, studioPageSlugs, studioPages } from '../../src/content/studio/studio';
import { visit } from '../support/site';

/** The attribution query of a contact call to action: ref=cta, the page it is on and its label. */
async function contactQuery(link: Locator) {
  const href = (await link.getAttribute('href')) ?? '';
  const url = new URL(href, 'https://www.response.example');
  expect(url.pathname).toBe('/contact');
  return Object.fromEntries(url.searchParams);
}

async function jsonLdTypes(page: Page): Promise<string[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.flatMap((text) => {
    const data = JSON.parse(text) as { '@type'?: string; '@graph'?: Array<{ '@type': string }> };
    return data['@graph'] ? data['@graph'].map((node) => node['@type']) : [data['@type'] ?? ''];
  });
}

const region = (page: Page, name: string | RegExp) => page.getByRole('region', { name });

test.describe('Growth OS', () => {
  test('/growth-os: four layers top down, three steps, four differentiators, call to action', async ({
    page,
  }) => {
    await visit(page, '/growth-os');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(
      region(page, 'The four-layer architecture').getByRole('heading', { level: 3 }),
    ).toHaveText(['Intelligence/AI', 'Execution', 'Enablement', 'Infrastructure']);
    await expect(region(page, 'How It Works').getByRole('heading', { level: 3 })).toHaveText([
      'Design',
      'Activate',
      'Learn',
    ]);
    const reasons = page
      .getByRole('main')
      .getByRole('heading', { level: 3, name: /^(Modular|AI-native|Velocity|Plug & Play)$/ });
    await expect(reasons).toHaveCount(4);
    const cta = page
      .getByRole('main')
      .getByRole('link', { name: 'Book a Strategy Session' })
      .last();
    expect(await contactQuery(cta)).toEqual({
      ref: 'cta',
      from: '/growth-os',
      label: 'book-a-strategy-session',
    });
    await expect(
      page.getByRole('main').locator('a[href="/growth-os/digital-products"]').first(),
    ).toBeVisible();
    await expect(page.getByRole('main').locator('a[href="/modules"]').first()).toBeVisible();
  });

  test('/services/growth-os: layers bottom up with three chips each, flow, differentiators, both buttons', async ({
    page,
  }) => {
    await visit(page, '/services/growth-os');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link')).toHaveText(
      ['Home', 'Services', 'Growth OS'],
    );
    const layers = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({
        has: page.getByRole('heading', {
          level: 3,
          name: /^(Infrastructure|Enablement|Execution|Intelligence)$/,
        }),
      });
    await expect(layers.getByRole('heading', { level: 3 })).toHaveText([
      'Infrastructure',
      'Enablement',
      'Execution',
      'Intelligence',
    ]);
    for (const layer of await layers.all()) {
      await expect(layer.getByRole('list').last().getByRole('listitem')).toHaveCount(3);
    }
    for (const step of ['Design', 'Activate', 'Learn']) {
      await expect(page.getByRole('heading', { level: 3, name: step, exact: true })).toBeVisible();
    }
    for (const name of ['Modular', 'AI-native', 'Velocity', 'Plug & Play']) {
      await expect(page.getByRole('heading', { level: 3, name, exact: true })).toBeVisible();
    }
    for (const [label, slug] of [
      ['Book a Strategy Session', 'book-a-strategy-session'],
      ['Request Technical Overview', 'request-technical-overview'],
    ] as const) {
      const link = page.getByRole('main').getByRole('link', { name: label }).first();
      expect(await contactQuery(link)).toEqual({
        ref: 'cta',
        from: '/services/growth-os',
        label: slug,
      });
    }
    expect(await jsonLdTypes(page)).toContain('BreadcrumbList');
  });
});

test.describe('Modules', () => {
  test('nine modules with every field, Stronger Together and four combinations', async ({
    page,
  }) => {
    await visit(page, '/modules');
    const main = page.getByRole('main');
    for (const module of modules) {
      await expect(
        main.getByRole('heading', { level: 3, name: module.name, exact: true }).first(),
      ).toBeVisible();
      await expect(
        main.getByRole('link', { name: `Learn More about ${module.name}` }),
      ).toHaveAttribute('href', module.href);
      for (const feature of module.features)
        await expect(main.getByText(feature, { exact: true }).first()).toBeVisible();
    }
    const together = region(page, 'Stronger Together');
    await expect(together.getByRole('heading', { level: 3 })).toHaveText(
      combinations.map((c) => c.title),
    );
    // The spec's results, as the spec writes them, in order.
    await expect(together.locator('li p').filter({ hasText: /%/ })).toHaveText([
      /^180% /,
      /^300% /,
      /^250% /,
      /^90% /,
    ]);
    // The page's ItemList points at each module's card on it: nine distinct anchors that exist.
    const ld = (await page.locator('script[type="application/ld+json"]').allTextContents())
      .map((text) => JSON.parse(text) as { mainEntity?: { itemListElement?: { url: string }[] } })
      .find((data) => data.mainEntity?.itemListElement);
    const urls = ld?.mainEntity?.itemListElement?.map((item) => item.url) ?? [];
    expect(new Set(urls).size).toBe(9);
    for (const url of urls) {
      const { pathname, hash } = new URL(url);
      expect(pathname).toBe('/modules');
      await expect(page.locator(hash)).toHaveCount(1);
    }
    const mapping = main.getByRole('link', { name: /^Request System Mapping Session/ }).last();
    expect(await contactQuery(mapping)).toEqual({
      ref: 'cta',
      from: '/modules',
      label: 'request-system-mapping-session',
    });
  });

  test('mix and match: the first nine modules, picked by mouse and keyboard, go into Build My Stack', async ({
    page,
  }) => {
    await visit(page, '/modules');
    const builder = page.getByRole('toolbar');
    const tiles = builder.getByRole('button');
    await expect(tiles).toHaveCount(9);
    const build = page.getByRole('link', { name: 'Build My Stack' });
    expect(await contactQuery(build)).toEqual({
      ref: 'cta',
      from: '/modules',
      label: 'build-my-stack',
    });

    await tiles.filter({ hasText: 'SignalOS' }).click();
    await expect(tiles.filter({ hasText: 'SignalOS' })).toHaveAttribute('aria-pressed', 'true');
    // Keyboard: arrows move within the toolbar, Space toggles.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Space');
    await expect(tiles.filter({ hasText: 'Attribution Core' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('status').filter({ hasText: 'selected' })).toContainText(
      '2 modules selected: SignalOS, Attribution Core',
    );
    expect(await contactQuery(build)).toEqual({
      ref: 'cta',
      from: '/modules',
      label: 'build-my-stack',
      stack: 'SignalOS,Attribution Core',
    });

    // The contact page shows the stack, keeps it with the form and sends it with the lead.
    await build.click();
    await expect(page).toHaveURL(/\/contact\?/);
    const hero = page.getByRole('region', { name: /Let's build your growth architecture/ });
    await expect(hero.getByText('Your stack:')).toContainText(
      'Your stack: SignalOS, Attribution Core',
    );
    await expect(page.locator('input[type="hidden"][name="stack"]')).toHaveValue(
      'SignalOS,Attribution Core',
    );
    const form = page.getByRole('form', { name: 'Tell us about your growth goals' });
    await form.getByRole('textbox', { name: 'Full Name' }).fill('Dara Quinn');
    await form.getByRole('textbox', { name: 'Business Email' }).fill('dara@lumen.example');
    await form.getByRole('textbox', { name: 'Company' }).fill('Lumen Foods');
    await form.getByRole('button', { name: /Role$/ }).click();
    await page.getByRole('option', { name: 'Growth Lead', exact: true }).click();
    await form
      .getByRole('textbox', { name: 'Biggest Growth Challenge' })
      .fill('We cannot see which channel brings repeat buyers.');
    const sent = page.waitForRequest('**/api/contact');
    await form.getByRole('button', { name: 'Send Message' }).click();
    expect((await sent).postDataJSON()).toMatchObject({
      ref: 'cta',
      sourcePath: '/modules',
      sourceLabel: 'build-my-stack',
      stack: 'SignalOS,Attribution Core',
    });
  });

  test('/services/product-modules presents the modules and links to /modules and the catalogue', async ({
    page,
  }) => {
    await visit(page, '/services/product-modules');
    const main = page.getByRole('main');
    for (const module of modules) {
      await expect(
        main.getByRole('heading', { level: 3, name: module.name, exact: true }),
      ).toBeVisible();
    }
    await expect(main.locator('a[href="/modules"]').first()).toBeVisible();
    await expect(main.locator('a[href="/growth-os/digital-products"]').first()).toBeVisible();
    expect(await jsonLdTypes(page)).toContain('BreadcrumbList');
  });
});

test.describe('Studio', () => {
  test('the hub has four cards linking to the sub-pages', async ({ page }) => {
    await visit(page, '/studio');
    const main = page.getByRole('main');
    for (const card of studioHub.cards.items) {
      await expect(
        main.getByRole('heading', { level: 3, name: card.title, exact: true }),
      ).toBeVisible();
      await expect(main.getByText(card.subtitle, { exact: true })).toBeVisible();
      await expect(main.locator(`a[href="${card.href}"]`)).toHaveCount(1);
    }
  });

  for (const slug of studioPageSlugs) {
    test(`/studio/${slug}: hero, three feature cards and a consultation button`, async ({
      page,
    }) => {
      const content = studioPages[slug];
      await visit(page, `/studio/${slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      for (const feature of content.features.items) {
        await expect(
          page.getByRole('heading', { level: 3, name: feature.title, exact: true }),
        ).toBeVisible();
      }
      expect(content.features.items).toHaveLength(3);
      const consultation = page
        .getByRole('main')
        .getByRole('link', { name: /Consultation/ })
        .first();
      expect(await contactQuery(consultation)).toMatchObject({
        ref: 'cta',
        from: `/studio/${slug}`,
      });
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Studio');
    });
  }
});

test.describe('Proof hub', () => {
  test('cards to the five proof areas, awards with external links, cases and strategy session', async ({
    page,
  }) => {
    await visit(page, '/proof');
    const main = page.getByRole('main');
    for (const href of [
      '/proof/cases',
      '/proof/testimonials',
      '/proof/awards',
      '/proof/tech-stack',
      '/press-room',
    ]) {
      await expect(main.locator(`a[href="${href}"]`).first()).toBeVisible();
    }
    expect(proofHub.areas.cards).toHaveLength(5);

    const awardLinks = main.getByRole('link', { name: /^View Award/ });
    await expect(awardLinks).toHaveCount(3);
    for (const [index, award] of awards.entries()) {
      const link = awardLinks.nth(index);
      await expect(link).toHaveAttribute('href', award.link);
      await expect(link).toHaveAttribute('target', '_blank');
      const rel = (await link.getAttribute('rel')) ?? '';
      expect(rel.split(/\s+/)).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
      await expect(link).toHaveAccessibleName(/opens in a new tab/);
      await expect(main.getByText(String(award.year), { exact: true })).toBeVisible();
    }
    expect(awards.map((award) => award.year)).toEqual([2025, 2024, 2023]);

    await expect(main.locator('a[href="/proof/cases"]').last()).toBeVisible();
    const session = main.getByRole('link', { name: 'Book a Strategy Session' }).last();
    expect(await contactQuery(session)).toEqual({
      ref: 'cta',
      from: '/proof',
      label: 'book-a-strategy-session',
    });
  });
});

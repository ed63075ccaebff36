import { expect, type Page, test } from '@playwright/test';
import { connect, globalScale, howWeWork, whoWeAre } from '../../src/content/company/about';
import { aboutCities } from '../../src/content/company/offices';
import { clients, cta, faq, hero, response, shift, stats } from '../../src/content/site/home';
import { notFound } from '../../src/content/site/notFound';
import { site } from '../../src/site/config';
import { contactHref } from '../../src/site/contactLink';
import { visit } from '../support/site';

/** The text of an HTML document as a reader sees it: no tags, no scripts, entities decoded. */
function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;|&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

/** The JSON-LD objects in the page's head. */
async function structuredData(page: Page): Promise<Array<Record<string, unknown>>> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

test.describe('home page', () => {
  test('shows the hero, The Shift, Our Response, clients, stats and the call to action', async ({
    page,
  }) => {
    await visit(page, '/');
    const main = page.getByRole('main');

    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hero.title);
    await expect(
      main.getByRole('link', { name: 'Contact us', exact: true }).first(),
    ).toHaveAttribute('href', contactHref('/', 'Contact us'));

    const shiftSection = main.getByRole('region', { name: shift.heading });
    await expect(shiftSection.getByRole('heading', { level: 2 })).toHaveText(shift.heading);
    await expect(shiftSection.getByRole('heading', { level: 3 })).toHaveText(
      shift.cards.map((card) => card.title),
    );
    await expect(shiftSection.getByRole('listitem')).toHaveCount(3);

    const responseSection = main.getByRole('region', { name: response.heading });
    await expect(responseSection.getByRole('heading', { level: 2 })).toHaveText(response.heading);
    await expect(responseSection.getByRole('listitem')).toHaveCount(4);
    await expect(responseSection.getByRole('heading', { level: 3 })).toHaveText(
      response.principles.map((principle) => principle.title),
    );

    const clientList = main.getByRole('list', { name: 'Selected clients' });
    await expect(clientList.getByRole('listitem')).toContainText(
      clients.marks.map((mark) => mark.name),
    );

    const statsSection = main.getByRole('region', { name: stats.heading });
    const figures = statsSection.getByRole('listitem');
    await expect(figures).toHaveCount(6);
    await expect(figures).toHaveText([
      '200+ Brands',
      '90+ Countries',
      '40+ Sectors',
      '900% ROAS',
      '600M$+ Media budget',
      '25,000+ Campaigns',
    ]);
    await expect(statsSection.getByText(stats.footnote)).toBeVisible();

    const ctaSection = main.getByRole('region', { name: cta.heading });
    await expect(ctaSection.getByRole('heading', { level: 2 })).toHaveText(
      'Ready to unlearn campaigns?',
    );
    for (const label of ['Book Strategy Session', 'Request a Demo']) {
      await expect(ctaSection.getByRole('link', { name: label, exact: true })).toHaveAttribute(
        'href',
        contactHref('/', label),
      );
    }
  });

  test('has Organization, WebSite and FAQPage structured data', async ({ page }) => {
    await visit(page, '/');
    const data = await structuredData(page);
    const types = data.map((item) => item['@type']);
    expect(types).toEqual(expect.arrayContaining(['Organization', 'WebSite', 'FAQPage']));

    const organization = data.find((item) => item['@type'] === 'Organization');
    expect(organization).toMatchObject({ name: 'Response', url: site.origin });
    expect(organization?.sameAs).toHaveLength(4);
    expect(JSON.stringify(organization?.contactPoint)).toContain('info@response.example');

    const faqPage = data.find((item) => item['@type'] === 'FAQPage');
    expect(faqPage?.mainEntity).toHaveLength(10);
  });

  test('the prerendered HTML holds the h1, the stats and every FAQ answer', async ({ request }) => {
    const answer = await request.get('/');
    expect(answer.status()).toBe(200);
    const text = visibleText(await answer.text());
    expect(text).toContain(hero.title);
    for (const item of stats.items) expect(text).toContain(`${item.value} ${item.label}`);
    expect(faq.items).toHaveLength(10);
    for (const item of faq.items) {
      expect(text).toContain(item.question);
      expect(text).toContain(item.answer);
    }
  });
});

test.describe('home FAQ accordion', () => {
  /** Each question is the summary of a native <details>, holding the question's h3. */
  const faqItems = (page: Page) =>
    page.getByRole('region', { name: faq.heading }).locator('details');

  test('opens one answer at a time and closes the open one again', async ({ page }) => {
    await visit(page, '/');
    const section = page.getByRole('region', { name: faq.heading });
    const items = faqItems(page);
    await expect(items).toHaveCount(10);
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(
      faq.items.map((item) => item.question),
    );
    for (let index = 0; index < 10; index++) {
      await expect(items.nth(index)).not.toHaveAttribute('open');
    }

    const [first, second] = faq.items;
    if (!first || !second) throw new Error('FAQ needs two items');
    const question = (index: number) => items.nth(index).locator('summary');

    await question(0).click();
    await expect(items.nth(0)).toHaveAttribute('open');
    await expect(section.getByText(first.answer)).toBeVisible();

    await question(1).click();
    await expect(items.nth(1)).toHaveAttribute('open');
    await expect(section.getByText(second.answer)).toBeVisible();
    await expect(items.nth(0)).not.toHaveAttribute('open');
    await expect(section.getByText(first.answer)).toBeHidden();

    await question(1).click();
    await expect(items.nth(1)).not.toHaveAttribute('open');
    await expect(section.getByText(second.answer)).toBeHidden();
  });

  test('works with the keyboard', async ({ page }) => {
    await visit(page, '/');
    const section = page.getByRole('region', { name: faq.heading });
    const items = faqItems(page);
    const question = (index: number) => items.nth(index).locator('summary');
    const third = faq.items[2];
    const fourth = faq.items[3];
    if (!third || !fourth) throw new Error('FAQ needs four items');

    // Tab from the second question to the third.
    await question(1).focus();
    await page.keyboard.press('Tab');
    await expect(question(2)).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(items.nth(2)).toHaveAttribute('open');
    await expect(section.getByText(third.answer)).toBeVisible();

    await page.keyboard.press('Space');
    await expect(items.nth(2)).not.toHaveAttribute('open');
    await expect(section.getByText(third.answer)).toBeHidden();

    await page.keyboard.press('Space');
    await expect(items.nth(2)).toHaveAttribute('open');
    await page.keyboard.press('Tab');
    await expect(question(3)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(items.nth(3)).toHaveAttribute('open');
    await expect(section.getByText(fourth.answer)).toBeVisible();
    await expect(items.nth(2)).not.toHaveAttribute('open');
  });

  test('announces each question as an expandable button with its heading', async ({ page }) => {
    await visit(page, '/');
    const first = faq.items[0];
    if (!first) throw new Error('FAQ needs an item');
    // Chromium's accessibility tree, as screen readers get it.
    const session = await page.context().newCDPSession(page);
    const summary = faqItems(page).nth(0).locator('summary');
    const nodeOf = async () => {
      const { root } = await session.send('DOM.getDocument', { depth: 0 });
      const { nodeId } = await session.send('DOM.querySelector', {
        nodeId: root.nodeId,
        selector: 'main details > summary',
      });
      const { nodes } = await session.send('Accessibility.getPartialAXTree', {
        nodeId,
        fetchRelatives: false,
      });
      return nodes[0];
    };
    let node = await nodeOf();
    // 'Grouped': one of a set of exclusive disclosures (a shared name).
    expect(String(node?.role?.value)).toMatch(/^DisclosureTriangle/);
    expect(node?.name?.value).toBe(first.question);
    expect(node?.properties?.find((p) => p.name === 'expanded')?.value.value).toBe(false);
    await summary.click();
    node = await nodeOf();
    expect(node?.properties?.find((p) => p.name === 'expanded')?.value.value).toBe(true);
  });
});

test.describe('about page', () => {
  for (const path of ['/company', '/company/about']) {
    test(`${path} shows the About page`, async ({ page }) => {
      const answer = await visit(page, path);
      expect(answer?.status()).toBe(200);
      const main = page.getByRole('main');

      await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Response');
      // The five section headings, verbatim.
      for (const heading of [
        'Who We Are',
        'How We Work',
        'Global Scale. Local Impact',
        'Our Philosophy',
        'Connect',
      ]) {
        await expect(
          main.getByRole('heading', { level: 2, name: heading, exact: true }),
        ).toBeVisible();
      }

      const howSection = main.getByRole('region', { name: howWeWork.heading });
      await expect(howSection.getByRole('listitem')).toHaveText(howWeWork.bullets);

      const scaleSection = main.getByRole('region', { name: globalScale.heading });
      await expect(scaleSection.getByRole('heading', { level: 3 })).toHaveText(
        aboutCities.map((city) => city.city),
      );
      await expect(scaleSection.getByRole('heading', { level: 3 })).toHaveText([
        'London',
        'New York',
        'Istanbul',
        'Dubai',
      ]);
      const figures = scaleSection.getByRole('list', { name: 'Key figures' }).getByRole('listitem');
      await expect(figures.filter({ hasText: '200+' })).toHaveCount(1);
      await expect(figures.filter({ hasText: '90+' })).toHaveCount(1);
      await expect(figures.filter({ hasText: '$600M+' })).toHaveCount(1);

      const links = main.getByRole('region', { name: connect.heading }).getByRole('link');
      await expect(links).toHaveCount(4);
      for (let index = 0; index < 4; index++) {
        const link = links.nth(index);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', /(?=.*\bnoopener\b)(?=.*\bnoreferrer\b)/);
        await expect(link).toHaveAccessibleName(/opens in a new tab/);
        await expect(link).toHaveAttribute('href', connect.links[index]?.href ?? '');
      }

      await expect(
        main.getByRole('link', { name: 'Contact us', exact: true }).last(),
      ).toHaveAttribute('href', contactHref(path, 'Contact us'));

      // One page at two addresses (issue 38): one canonical for both, /company.
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${site.origin}/company`,
      );
      const types = (await structuredData(page)).map((item) => item['@type']);
      expect(types).toEqual(expect.arrayContaining(['AboutPage', 'BreadcrumbList']));
    });

    test(`${path} is prerendered`, async ({ request }) => {
      const answer = await request.get(path);
      expect(answer.status()).toBe(200);
      const text = visibleText(await answer.text());
      expect(text).toContain('About Response');
      expect(text).toContain(whoWeAre.heading);
      for (const bullet of howWeWork.bullets) expect(text).toContain(bullet);
    });
  }
});

test.describe('not-found page', () => {
  const unknown = '/company/board';

  test('answers 404 with the not-found page and logs the path', async ({ page }) => {
    const messages: Array<{ type: string; text: string }> = [];
    page.on('console', (message) => messages.push({ type: message.type(), text: message.text() }));

    const answer = await visit(page, unknown);
    expect(answer?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFound.title);
    await expect(page.getByText(notFound.message)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
    // Rendered for this very path, so hydration keeps one set of head tags (no duplicates).
    await expect(page.locator('meta[name="robots"]')).toHaveCount(1);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    // The only error is Chromium's own note of the document's 404 status: no hydration error.
    const errors = messages.filter((message) => message.type === 'error');
    expect(errors.filter((e) => !e.text.includes('status of 404'))).toEqual([]);

    await expect
      .poll(() =>
        messages.some(
          (message) =>
            message.type === 'warning' &&
            message.text.includes('404 Error: User attempted to access non-existent route:') &&
            message.text.includes(unknown),
        ),
      )
      .toBe(true);
  });

  test('the prerendered 404 holds the page without JavaScript', async ({ request }) => {
    const answer = await request.get(unknown);
    expect(answer.status()).toBe(404);
    const text = visibleText(await answer.text());
    expect(text).toContain(notFound.title);
    expect(text).toContain(notFound.message);
  });

  test('Back to Home goes to the home page', async ({ page }) => {
    await visit(page, unknown);
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hero.title);
  });

  test('Go Back returns to the previous page', async ({ page }) => {
    await visit(page, '/company/about');
    await visit(page, unknown);
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/company\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Response');
  });
});

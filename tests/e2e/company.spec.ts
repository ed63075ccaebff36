import { expect, type Page, test } from '@playwright/test';
import { investorsTrail, relations } from '../../src/content/company/investors';
import { leaders } from '../../src/content/company/leadership';
import { offices } from '../../src/content/company/offices';
import { mainMenu } from '../../src/content/site/navigation';
import { visit } from '../support/site';

/**
 * The pages the menu and the footer promised and that answered 404 until issue 38: Leadership
 * and Locations (Company), the Investor Room (the footer). Their screenshots and axe scans, in
 * both themes and at both widths, are in visual/routes.spec.ts; here, what they say and link.
 */
async function jsonLd(page: Page): Promise<Array<Record<string, unknown>>> {
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ''));
  return blocks.flatMap((block) => {
    const data = JSON.parse(block) as unknown;
    return Array.isArray(data) ? data : [data];
  }) as Array<Record<string, unknown>>;
}

test('the Company menu leads to Leadership and Locations, which answer 200', async ({
  page,
  request,
}) => {
  const company = mainMenu.find((item) => item.name === 'Company');
  for (const link of company?.submenu ?? []) {
    const answer = await request.get(link.href, { maxRedirects: 0 });
    expect(answer.status(), link.href).toBe(200);
  }
  await visit(page, '/company');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Company' })
    .click();
  await page.getByRole('link', { name: /^Leadership/ }).click();
  await expect(page).toHaveURL(/\/company\/leadership$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Leadership');
});

test('Leadership: every leader with role, office and bio, as Person entries too', async ({
  page,
}) => {
  await visit(page, '/company/leadership');
  for (const leader of leaders) {
    const card = page.locator(`#${leader.id}`);
    await expect(card.getByRole('heading', { name: leader.name })).toBeVisible();
    await expect(card).toContainText(leader.role);
    await expect(card).toContainText(leader.city);
    if (leader.announcement) {
      const link = card.getByRole('link', { name: /Read the announcement/ });
      await expect(link).toHaveAttribute('href', leader.announcement.href);
    }
  }
  const page_ = (await jsonLd(page)).find((data) => data['@type'] === 'AboutPage') as {
    mainEntity: {
      itemListElement: Array<{ item: { '@type': string; name: string; jobTitle: string } }>;
    };
  };
  expect(page_.mainEntity.itemListElement.map((entry) => entry.item)).toEqual(
    leaders.map((leader) =>
      expect.objectContaining({ '@type': 'Person', name: leader.name, jobTitle: leader.role }),
    ),
  );
  await expect(page).toHaveTitle('Leadership: the people who lead Response');
});

test('Locations: every office with address, phone, e-mail, map and time zone, and no strip', async ({
  page,
}) => {
  await visit(page, '/company/locations');
  for (const office of offices) {
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3, name: office.city }) });
    for (const line of office.address) await expect(card).toContainText(line);
    await expect(card.getByRole('link', { name: office.phone.display })).toHaveAttribute(
      'href',
      office.phone.href,
    );
    await expect(card.getByRole('link', { name: office.email })).toHaveAttribute(
      'href',
      `mailto:${office.email}`,
    );
    const map = card.getByRole('link', { name: /View on Map/ });
    await expect(map).toHaveAttribute('href', office.mapLink);
    await expect(map).toHaveAttribute('target', '_blank');
    if (office.timezoneLabel) await expect(card).toContainText(office.timezoneLabel);
  }
  await expect(page.getByText('Headquarters', { exact: true })).toHaveCount(1);
  // The page's own cards replace the shell's strip, as on /contact.
  await expect(page.getByRole('region', { name: 'Global Offices' })).toHaveCount(0);
  const places = (await jsonLd(page)).find((data) => data['@type'] === 'WebPage') as {
    about: { location: Array<{ name: string; address: { addressCountry: string } }> };
  };
  expect(places.about.location.map((place) => place.address.addressCountry)).toEqual([
    'US',
    'GB',
    'TR',
    'AE',
  ]);
});

test('Investor Room: the footer link, the business in plain words and whom to contact', async ({
  page,
}) => {
  await visit(page, '/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Investor Room' }).click();
  await expect(page).toHaveURL(/\/investors$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    investorsTrail.at(-1)?.name ?? '',
  );
  await expect(page.getByRole('link', { name: relations.contact.email })).toHaveAttribute(
    'href',
    `mailto:${relations.contact.email}`,
  );
  // Each milestone links a press release that exists.
  const releases = await page
    .locator('main a[href^="/press-room/press-releases/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(releases.length).toBeGreaterThanOrEqual(6);
  for (const href of releases) expect((await page.request.get(href)).status(), href).toBe(200);
});

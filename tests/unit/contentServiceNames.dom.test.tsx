import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { products } from '../../src/content/growth-os/products';
import { tools } from '../../src/content/proof/tools';
import { loadServicePage, serviceTrail } from '../../src/content/services/details';
import { serviceCard } from '../../src/content/services/details/card';
import { type ServiceSlug, servicePath, serviceSlugs } from '../../src/content/services/paths';
import { namedServices, serviceNamed, serviceNames } from '../../src/content/services/serviceNames';
import { serviceCards } from '../../src/content/services/services';
import { mainMenu } from '../../src/content/site/navigation';
import { ServicePage } from '../../src/pages/ServicePage/ServicePage';
import { serviceHead } from '../../src/routes/services/-head/serviceHead';
import { usedInHref } from '../../src/sections/ProductDetail/ProductDetail';
import { pageHead, TITLE_LIMIT, withBrand } from '../../src/site/metadata';

/**
 * One name per service (issue 38, "one set of facts"): `serviceNames.ts` names each of the seven
 * services with a page, and the menu, the /services cards, the service page's title, h1,
 * breadcrumb and structured data, and the products' and tools' 'Used in' all say exactly that.
 */

/** The seven, in the menu's order: the names of the /services cards and headings. */
const expected: Array<[ServiceSlug, string]> = [
  ['user-acquisition', 'User Acquisition'],
  ['growth-marketing', 'Growth Marketing'],
  ['creative-production', 'Creative Production'],
  ['account-based-marketing', 'Account-Based Marketing'],
  ['cmo-team-training', 'CMO & Team Training'],
  ['go-to-market-new-country', 'Go-to-Market: New Country'],
  ['executive-growth-advisory', 'Executive Growth Advisory'],
];

/** Text that speaks of a service, in whatever words: it must then be the service's one name. */
const mentions: Record<ServiceSlug, RegExp> = {
  'user-acquisition': /user acquisition/i,
  'growth-marketing': /growth marketing/i,
  'creative-production': /creative production/i,
  'account-based-marketing': /account.based marketing|\bABM\b/i,
  'cmo-team-training': /team training|CMO training/i,
  'go-to-market-new-country': /go.to.market|new country/i,
  'executive-growth-advisory': /growth advisory|executive advisory/i,
};

/** The services a 'Used in' entry speaks of. */
function servicesMentioned(entry: string): ServiceSlug[] {
  return serviceSlugs.filter((slug) => mentions[slug].test(entry));
}

/** The names written before there was one (issue 38), and other variants once in the content. */
const oldVariants = [
  /CMO Team Training/i,
  /CMO (?:and|&|&amp;) Marketing Team Training/i,
  /CMO and Team Training/i,
  /Go-to-Market New Country/i,
  /Go-to-Market Strategy for a New Country/i,
  /go-to-market for a new country/i,
];

/**
 * Where a service's name is written out with capitals (press releases, FAQ answers, link text), it
 * is the whole name: 'Go-to-Market' is followed by ': New Country', 'Team Training' follows
 * 'CMO & ' and 'Growth Advisory' follows 'Executive '.
 */
const partialNames = [
  /Go-to-Market(?!: New Country)/,
  /(?<!CMO (?:&|&amp;) )Team Training/,
  /(?<!Executive )Growth Advisory/,
];

const repoRoot = resolve(import.meta.dirname, '../..');

/** Every source file under src/content, relative to the repository. */
function contentFiles(dir = join(repoRoot, 'src/content')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return contentFiles(path);
    return /\.tsx?$/.test(entry.name) ? [relative(repoRoot, path)] : [];
  });
}

describe('service names: one name per service, from serviceNames.ts', () => {
  it('names each of the seven services with a page, with its slug and page', () => {
    expect(namedServices.map((service) => [service.slug, service.name])).toEqual(expected);
    expect(namedServices.map((service) => service.slug)).toEqual([...serviceSlugs]);
    for (const service of namedServices) {
      expect(service.href).toBe(servicePath(service.slug));
      expect(serviceNames[service.slug]).toBe(service.name);
      expect(serviceNamed(service.name)).toBe(service);
    }
    expect(serviceNamed('CMO Team Training')).toBeUndefined();
  });

  it('the main menu: the Services submenu names each service and links its page', () => {
    const services = mainMenu.find((item) => item.name === 'Services');
    expect(services?.submenu?.map((item) => [item.name, item.href])).toEqual(
      namedServices.map((service) => [service.name, service.href]),
    );
  });

  it('/services: each service’s card (its h3 and Learn more) has the name and links its page', () => {
    for (const service of namedServices) {
      expect(serviceCard(service.slug).title).toBe(service.name);
      expect(serviceCards.filter((card) => card.href === service.href)).toHaveLength(1);
    }
    // No other card speaks of a service under another name.
    for (const card of serviceCards) {
      for (const slug of servicesMentioned(card.title)) {
        expect(card.title, card.href).toBe(serviceNames[slug]);
        expect(card.href).toBe(servicePath(slug));
      }
    }
  });

  it.each(namedServices.map((service) => [service.slug, service] as const))(
    '%s: the page’s title, h1, breadcrumb and structured data say the name',
    async (slug, { name }) => {
      const data = await loadServicePage(slug);
      const head = serviceHead(data);
      expect(head.title).toBe(name);
      expect(withBrand(name).length).toBeLessThanOrEqual(TITLE_LIMIT);
      expect(pageHead(head).meta[0]).toEqual({ title: `${name} | Response` });
      expect(head.structuredData?.find((entry) => entry['@type'] === 'Service')?.name).toBe(name);
      const trail = serviceTrail(data);
      expect(trail.at(-1)).toEqual({ name, path: servicePath(slug) });

      render(createElement(ServicePage, { ...data, trail }));
      expect(
        screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent),
      ).toEqual([name]);
    },
  );

  it.each([
    ['Growth OS products', products.map((product) => [product.name, product.usedIn] as const)],
    ['tech stack tools', tools.map((tool) => [tool.name, tool.usedIn] as const)],
  ])('%s: every service in Used in is named by its one name', (_list, entries) => {
    let services = 0;
    for (const [owner, usedIn] of entries) {
      for (const entry of usedIn) {
        const mentioned = servicesMentioned(entry);
        if (mentioned.length === 0) continue;
        services += 1;
        expect(mentioned, `${owner}: ${entry}`).toHaveLength(1);
        const [slug] = mentioned as [ServiceSlug];
        expect(entry, owner).toBe(serviceNames[slug]);
        expect(usedInHref(entry), owner).toBe(servicePath(slug));
      }
    }
    expect(services).toBeGreaterThan(0);
  });

  it('the products name Go-to-Market: New Country where they are used for it', () => {
    const gtm = products.filter((product) =>
      product.usedIn.includes(serviceNames['go-to-market-new-country']),
    );
    expect(gtm.map((product) => product.slug).sort()).toEqual(['brandpulse-360', 'velocityops']);
  });

  it.each(contentFiles())('%s writes no other name for a service', (file) => {
    const text = readFileSync(join(repoRoot, file), 'utf8');
    for (const variant of [...oldVariants, ...partialNames]) {
      expect(text.match(variant)?.[0], `${file}: ${variant}`).toBeUndefined();
    }
  });
});

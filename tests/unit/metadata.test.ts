import { describe, expect, it } from 'vitest';
import { site } from '../../src/site/config';
import { loaderHead } from '../../src/site/loaderHead';
import {
  alternateUrl,
  canonicalUrl,
  pageDescription,
  pageHead,
  pageTitle,
  truncate,
  withBrand,
} from '../../src/site/metadata';

describe('titles', () => {
  it('adds the brand suffix when the title lacks the brand', () => {
    expect(withBrand('Modules')).toBe('Modules | Response');
    expect(withBrand('Response — Growth')).toBe('Response — Growth');
    expect(withBrand('About the response team')).toBe('About the response team');
    expect(withBrand('')).toBe('Response');
  });

  it('truncates to 60 characters: 57 plus an ellipsis', () => {
    const long = 'Performance marketing that compounds learning across every channel';
    const title = pageTitle(long);
    expect(title).toHaveLength(58);
    expect(title.endsWith('…')).toBe(true);
    expect(title.slice(0, 57)).toBe(`${long} | Response`.slice(0, 57));
    expect(pageTitle('Modules')).toBe('Modules | Response');
  });

  it('keeps a title of exactly 60 characters', () => {
    const sixty = `${'x'.repeat(49)} | Response`;
    expect(sixty).toHaveLength(60);
    expect(pageTitle(sixty)).toBe(sixty);
    expect(pageTitle(`y${sixty}`)).toHaveLength(58);
  });
});

describe('descriptions', () => {
  it('truncates to 160: 157 plus an ellipsis, and collapses whitespace', () => {
    const d = 'a'.repeat(200);
    expect(pageDescription(d)).toBe(`${'a'.repeat(157)}…`);
    expect(pageDescription('a'.repeat(160))).toBe('a'.repeat(160));
    expect(truncate('  two\n  lines ', 160)).toBe('two lines');
  });
});

describe('canonical URL', () => {
  it('drops tracking parameters and keeps the others', () => {
    expect(canonicalUrl('/services?utm_source=x&utm_medium=y&fbclid=1&gclid=2')).toBe(
      `${site.origin}/services`,
    );
    expect(canonicalUrl('/contact?label=book-demo&utm_campaign=z')).toBe(
      `${site.origin}/contact?label=book-demo`,
    );
    expect(canonicalUrl('/x?UTM_Source=a')).toBe(`${site.origin}/x`);
  });

  it('removes any trailing slash, including the root', () => {
    expect(canonicalUrl('/company/')).toBe(`${site.origin}/company`);
    expect(canonicalUrl('/')).toBe(site.origin);
    expect(canonicalUrl('/company//about//')).toBe(`${site.origin}/company/about`);
  });

  it('swaps the host for alternates', () => {
    expect(alternateUrl(`${site.origin}/company`, 'tr.response.example')).toBe(
      'https://tr.response.example/company',
    );
    expect(alternateUrl(site.origin, 'tr.response.example')).toBe('https://tr.response.example');
  });
});

describe('pageHead', () => {
  const head = pageHead({
    title: 'About',
    description: 'Who we are.',
    path: '/company/about/?utm_source=x',
    structuredData: [{ '@context': 'https://schema.org', '@type': 'AboutPage' }],
  });
  const metaContent = (key: string) =>
    head.meta.find(
      (m) => ('name' in m && m.name === key) || ('property' in m && m.property === key),
    ) as { content: string } | undefined;

  it('has title, description, Open Graph and Twitter card', () => {
    expect(head.meta[0]).toEqual({ title: 'About | Response' });
    expect(metaContent('description')?.content).toBe('Who we are.');
    expect(metaContent('og:title')?.content).toBe('About | Response');
    expect(metaContent('og:url')?.content).toBe(`${site.origin}/company/about`);
    // The page's own social card, at its canonical path (campaign params and the slash gone),
    // described by the title it shows.
    expect(metaContent('og:image')?.content).toBe(`${site.origin}/og/cards/company/about.png`);
    expect(metaContent('og:image:alt')?.content).toBe('About | Response');
    expect(metaContent('twitter:image')?.content).toBe(`${site.origin}/og/cards/company/about.png`);
    expect(metaContent('og:image:width')?.content).toBe('1200');
    expect(metaContent('og:image:height')?.content).toBe('630');
    expect(metaContent('twitter:card')?.content).toBe('summary_large_image');
  });

  it('names the site’s share image for a page not to index (a not-found page has no card)', () => {
    const notFound = pageHead({
      title: 'Page Not Found',
      description: 'No page.',
      path: '/nope',
      noindex: true,
    });
    const image = notFound.meta.find((tag) => 'property' in tag && tag.property === 'og:image');
    expect(image).toEqual({
      property: 'og:image',
      content: `${site.origin}${site.shareImage.path}`,
    });
    const home = pageHead({ title: 'Home', description: 'Home.', path: '/' });
    expect(home.meta).toContainEqual({
      property: 'og:image',
      content: `${site.origin}/og/cards/home.png`,
    });
  });

  it('has the canonical and en/tr alternates', () => {
    expect(head.links).toContainEqual({ rel: 'canonical', href: `${site.origin}/company/about` });
    expect(head.links).toContainEqual({
      rel: 'alternate',
      hrefLang: 'en',
      href: 'https://www.response.example/company/about',
    });
    expect(head.links).toContainEqual({
      rel: 'alternate',
      hrefLang: 'tr',
      href: 'https://tr.response.example/company/about',
    });
  });

  it('writes structured data as JSON-LD', () => {
    expect(head.scripts).toEqual([
      {
        type: 'application/ld+json',
        children: '{"@context":"https://schema.org","@type":"AboutPage"}',
      },
    ]);
  });
});

describe('loaderHead', () => {
  const page = {
    title: 'Careers: Build Growth Systems With Us',
    description: 'Open roles in performance marketing, analytics and AI.',
    path: '/careers',
    structuredData: [{ '@context': 'https://schema.org', '@type': 'ItemList' }],
  };

  it('gives the tags the loader made', () => {
    expect(loaderHead({ loaderData: { head: pageHead(page) } })).toEqual(pageHead(page));
  });

  it('gives the tags a not-found answer carries (`throw notFound({ data: { head } })`)', () => {
    const head = pageHead({ ...page, noindex: true });
    expect(loaderHead({ match: { error: { isNotFound: true, data: { head } } } })).toEqual(head);
  });

  it('gives no tags while the loader has not run, or for an answer without them', () => {
    expect(loaderHead({})).toEqual({});
    expect(loaderHead({ match: { error: new Error('failed') } })).toEqual({});
  });
});

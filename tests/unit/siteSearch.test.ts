import { mkdir, mkdtemp, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { searchIndexReader, writeSearchIndex } from '../../server/searchIndex';
import { testimonials } from '../../src/content/proof/testimonials';
import { tools } from '../../src/content/proof/tools';
import { searchPage } from '../../src/content/site/search';
import { itemDocuments } from '../../src/features/search/itemDocuments';
import { indexedTextLength, pageDocument, textOf } from '../../src/features/search/pageDocument';
import {
  areaOfPath,
  type SearchArea,
  type SearchDocument,
  searchAreas,
} from '../../src/features/search/searchAreas';
import {
  buildSearchIndex,
  excerpt,
  fold,
  highlight,
  hitsPerGroup,
  isSearchArea,
  loadSearchIndex,
  maxQueryLength,
  type SearchIndexFile,
  type SearchOutcome,
  type SiteSearch,
  type StoredDocument,
  searchSite,
  storedTextLength,
  strongShare,
} from '../../src/features/search/searchEngine';
import { redactSearchTerm } from '../../src/features/search/searchEvent';
import { searchHref } from '../../src/features/search/searchHref';
import { loadSearchPage, searchHead } from '../../src/features/search/searchPageData';
import {
  maxSearchQuery,
  searchPath,
  siteSearchSchema,
} from '../../src/features/search/siteSearchParams';
import { site as siteConfig } from '../../src/site/config';
import { loaderHead, loadPageHead, notFoundMeta } from '../../src/site/loaderHead';
import { type PageMeta, pageHead } from '../../src/site/metadata';

/**
 * The site search (src/features/search/): the areas, reading a prerendered page and the listed
 * items as documents, the engine (matching, ranking, grouping, highlighting, excerpts), the
 * search page's URL state and loader on the server, the analytics term's redaction, the index
 * file the build writes and the server reads (server/searchIndex.ts), and the route heads.
 * The browser's fetch of the index and the analytics hook are in siteSearch.dom.test.tsx.
 *
 * Known limits (not asserted): two groups whose best results score the same keep the order in
 * which their documents were indexed; `fold` keeps a lone combining accent (`'cafe\u0301'`), which
 * one forgiven slip still matches.
 */

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

function doc(fields: Partial<SearchDocument> & Pick<SearchDocument, 'url' | 'title' | 'area'>) {
  return { trail: ['Home'], description: '', text: '', ...fields } satisfies SearchDocument;
}

const load = (documents: SearchDocument[]) => loadSearchIndex(buildSearchIndex(documents));
/** The results the page shows at first, in order. */
const urls = (outcome: SearchOutcome) =>
  outcome.groups.flatMap((group) => group.hits.map((hit) => hit.url));
/**
 * Every result of a query, whatever the page shows at first (an area's long tail waits behind its
 * "Show all" link): each group's area chosen in turn, which shows it whole.
 */
const matches = (search: SiteSearch, query: string) =>
  searchSite(search, query).groups.flatMap(
    (group) => searchSite(search, query, group.area).groups[0]?.hits.map((hit) => hit.url) ?? [],
  );
const areasOf = (outcome: SearchOutcome) => outcome.groups.map((group) => group.area);
const marked = ({ text, marks }: { text: string; marks: Array<[number, number]> }) =>
  marks.map(([start, end]) => text.slice(start, end));

/** The call to action under every page: furniture, not the page's own words. */
const furniture = 'Ready to grow? Book a strategy call with our team.';
/** On five pages only: still the pages' own words. */
const newsletter = 'Sign up for the monthly digest.';

/**
 * A small site: two services, a product, a topic, a case study, a job, a press release, a news
 * story, an article, a report, an ordinary page and a tool.
 */
const corpus: SearchDocument[] = [
  doc({
    url: '/services/analytics-attribution',
    title: 'Analytics & Attribution',
    area: 'services',
    trail: ['Home', 'Services'],
    description: 'Measurement you can trust: tracking, attribution and marketing mix modelling.',
    text: `Multi-touch attribution and incrementality testing for every channel.\nWe connect GA4, your CRM and the ad platforms.\n${furniture}`,
  }),
  doc({
    url: '/services/account-based-marketing',
    title: 'Account-Based Marketing',
    area: 'services',
    trail: ['Home', 'Services'],
    description: 'ABM that wins named accounts with intent data and tailored creative.',
    text: `Intent data, tailored creative and sales plays.\nRun in Salesforce or HubSpot.\n${furniture}`,
  }),
  doc({
    url: '/growth-os/digital-products/creative-fatigue-monitor',
    title: 'Creative Fatigue Monitor',
    area: 'products',
    trail: ['Home', 'Growth OS', 'Digital Products'],
    description: 'Spots ads that are wearing out before their results fall.',
    text: `Watches frequency and click-through by creative.\n${newsletter}\n${furniture}`,
  }),
  doc({
    url: '/topics/marketing-mix-modelling',
    title: 'Marketing Mix Modelling',
    area: 'topics',
    trail: ['Home', 'Topics'],
    description: 'How budget moves results across channels, measured with regression.',
    text: `Modelling complements attribution where tracking cannot reach.\n${newsletter}\n${furniture}`,
  }),
  doc({
    url: '/proof/cases/selvi-bank-ai-paid-search',
    title: 'Selvi Bank: AI paid search',
    area: 'cases',
    trail: ['Home', 'Proof', 'Case Studies'],
    description: 'Qualified leads up 127% for a bank in Turkey.',
    text: `Campaigns for branches in İstanbul and Ankara.\n${newsletter}`,
  }),
  doc({
    url: '/careers/performance-marketing-manager-istanbul',
    title: 'Performance Marketing Manager, İstanbul',
    area: 'jobs',
    trail: ['Home', 'Careers'],
    description: 'Lead paid search and social for our clients in Turkey.',
    text: `You will run Google Ads and Meta budgets.\n${newsletter}`,
  }),
  doc({
    url: '/press-room/press-releases/response-opens-istanbul-office',
    title: 'Response opens İstanbul office',
    area: 'releases',
    trail: ['Home', 'Press Room', 'Press Releases'],
    description: 'A second European hub for the agency.',
    text: `The office in Levent hosts forty people.\n${newsletter}`,
  }),
  doc({
    url: '/press-room/in-the-news/campaign-turkey-profile',
    title: 'Campaign Turkey profiles Response',
    area: 'news',
    trail: ['Home', 'Press Room', 'In the News'],
    description: 'The trade title on our growth.',
    text: 'A profile of the agency and its clients.',
  }),
  doc({
    url: '/insights/why-last-click-lies',
    title: 'Why last-click attribution lies',
    area: 'articles',
    trail: ['Home', 'Insights', 'Articles'],
    description: 'Last click rewards the final touch.',
    text: `Every channel before the last one looks worthless under last click.\n${furniture}`,
  }),
  doc({
    url: '/insights/state-of-measurement-2026',
    title: 'State of Measurement 2026',
    area: 'reports',
    trail: ['Home', 'Insights', 'Reports'],
    description: 'A survey of 400 marketers on how they measure.',
    text: `Most teams run attribution and experiments side by side.\n${furniture}`,
  }),
  doc({
    url: '/company/about',
    title: 'About Response',
    area: 'pages',
    trail: ['Home', 'Company'],
    description: 'A digital growth agency with offices in London and Istanbul.',
    text: 'Founded by performance marketers.',
  }),
  doc({
    url: '/proof/tech-stack?q=HubSpot',
    title: 'HubSpot',
    area: 'tools',
    trail: ['Home', 'Proof', 'Tech Stack'],
    description: 'CRM and marketing automation platform.',
    text: 'CRM. Used in Account-Based Marketing, Lifecycle & CRM.',
  }),
];

const corpusFile = buildSearchIndex(corpus);
const site = loadSearchIndex(corpusFile);
const find = (query: string, area?: string) => searchSite(site, query, area);
const found = (query: string) => matches(site, query).sort();

// ---------------------------------------------------------------------------------------------
// fold
// ---------------------------------------------------------------------------------------------

describe('fold', () => {
  it('lower-cases and takes accents off', () => {
    expect(fold('Attribution')).toBe('attribution');
    expect(fold('GOOGLE ADS')).toBe('google ads');
    expect(fold('Crème Brûlée à la carte')).toBe('creme brulee a la carte');
    expect(fold('Zürich, São Paulo, Kraków')).toBe('zurich, sao paulo, krakow');
  });

  it('folds the Turkish letters to their Latin base: İ and ı to i, ş, ç, ğ, ö, ü', () => {
    expect(fold('İstanbul')).toBe('istanbul');
    expect(fold('ISTANBUL')).toBe('istanbul');
    expect(fold('ılık')).toBe('ilik');
    expect(fold('IĞDIR')).toBe('igdir');
    expect(fold('Şişli')).toBe('sisli');
    expect(fold('Çağrı Merkezi')).toBe('cagri merkezi');
    expect(fold('Gölcük Üsküdar')).toBe('golcuk uskudar');
    // Without the fold, JavaScript's lower case of İ is two characters (i and a combining dot).
    expect('İ'.toLowerCase()).toHaveLength(2);
    expect(fold('İ')).toBe('i');
  });

  it('keeps one character for one, so offsets into the folded text hold for the original', () => {
    const mixed = 'İSTANBUL · Şişli — Çağrı 😀 ẞtraße ﬁnance Ærø №5 ı\u0130 Σίσυφος café';
    const folded = fold(mixed);
    expect(folded).toHaveLength(mixed.length);
    expect(folded).toBe('istanbul · sisli — cagri 😀 ßtraße ﬁnance ærø №5 ii σισυφος cafe');
    // Offsets of a word in the folded text are the word's offsets in the original.
    const at = folded.indexOf('cagri');
    expect(mixed.slice(at, at + 'cagri'.length)).toBe('Çağrı');
    const emoji = folded.indexOf('ßtraße');
    expect(mixed.slice(emoji, emoji + 6)).toBe('ẞtraße');
  });

  it('leaves text without letters to fold as it is', () => {
    expect(fold('')).toBe('');
    expect(fold('2026 · 127% — £40k')).toBe('2026 · 127% — £40k');
  });
});

// ---------------------------------------------------------------------------------------------
// areaOfPath
// ---------------------------------------------------------------------------------------------

describe('areaOfPath', () => {
  it('names the area of an item page in every area', () => {
    expect(areaOfPath('/services/account-based-marketing')).toBe('services');
    expect(areaOfPath('/growth-os/digital-products/creative-fatigue-monitor')).toBe('products');
    expect(areaOfPath('/topics/marketing-mix-modelling')).toBe('topics');
    expect(areaOfPath('/proof/cases/selvi-bank-ai-paid-search')).toBe('cases');
    expect(areaOfPath('/careers/performance-marketing-manager-istanbul')).toBe('jobs');
    expect(areaOfPath('/press-room/press-releases/response-opens-istanbul-office')).toBe(
      'releases',
    );
    expect(areaOfPath('/press-room/in-the-news/campaign-turkey-profile')).toBe('news');
    expect(areaOfPath('/insights/why-last-click-lies', ['Home', 'Insights', 'Articles'])).toBe(
      'articles',
    );
    expect(areaOfPath('/company/about', ['Home', 'Company'])).toBe('pages');
  });

  it('reads the lists themselves, and the top-level pages, as pages', () => {
    for (const path of [
      '/',
      '/services',
      '/careers',
      '/topics',
      '/proof',
      '/proof/cases',
      '/proof/tech-stack',
      '/proof/testimonials',
      '/growth-os',
      '/growth-os/digital-products',
      '/insights',
      '/insights/articles',
      '/insights/reports',
      '/press-room',
      '/press-room/press-releases',
      '/press-room/in-the-news',
      '/press-room/media-kit',
      '/company',
      '/company/about',
      '/studio/creative',
      '/contact',
      '/search',
    ]) {
      expect(areaOfPath(path), path).toBe('pages');
    }
    // A list is a page even when its breadcrumb names Reports.
    expect(areaOfPath('/insights/reports', ['Home', 'Insights'])).toBe('pages');
  });

  it('reads an Insights post as a report when its trail passes through Reports', () => {
    expect(areaOfPath('/insights/state-of-measurement-2026', ['Home', 'Insights', 'Reports'])).toBe(
      'reports',
    );
    expect(areaOfPath('/insights/state-of-measurement-2026', ['Home', 'Insights'])).toBe(
      'articles',
    );
    expect(areaOfPath('/insights/state-of-measurement-2026')).toBe('articles');
    // The name must be the list's exactly.
    expect(areaOfPath('/insights/x', ['Home', 'Insights', 'reports'])).toBe('articles');
  });

  it('ignores the query string and the fragment', () => {
    expect(areaOfPath('/services?q=abm')).toBe('pages');
    expect(areaOfPath('/proof/cases?sector=finance')).toBe('pages');
    expect(areaOfPath('/proof/tech-stack?q=Google+Ads')).toBe('pages');
    expect(areaOfPath('/careers/role-a?utm_source=x#apply')).toBe('jobs');
    expect(areaOfPath('/press-room/press-releases#latest')).toBe('pages');
    expect(areaOfPath('/insights/reports?q=a/b/c')).toBe('pages');
  });

  it('tolerates trailing and doubled slashes', () => {
    expect(areaOfPath('/services/')).toBe('pages');
    expect(areaOfPath('/services/abm/')).toBe('services');
    expect(areaOfPath('//proof//cases//selvi')).toBe('cases');
  });
});

// ---------------------------------------------------------------------------------------------
// pageDocument, textOf
// ---------------------------------------------------------------------------------------------

/** A page as the prerender writes it: head, a header and footer outside <main>. */
function pageHtml({
  title,
  description = '',
  crumbs = [],
  main,
}: {
  title: string;
  description?: string;
  crumbs?: Array<[name: string, path: string]>;
  main: string;
}): string {
  const origin = 'https://www.response.example';
  const breadcrumb = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map(([name, path], index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name,
      item: `${origin}${path === '/' ? '' : path}`,
    })),
  };
  const service = { '@context': 'https://schema.org', '@type': 'Service', name: 'Not a crumb' };
  const chevron =
    '<svg viewBox="0 0 16 16" aria-hidden="true"><title>chevron</title><path d="m6 3.5 4.5 4.5L6 12.5"></path></svg>';
  const nav = crumbs.length
    ? `<nav aria-label="Breadcrumb"><ol>${crumbs
        .map(([name, path]) => `<li><a href="${path}">${name}</a>${chevron}</li>`)
        .join('')}</ol></nav>`
    : '';
  return [
    '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
    `<title>${title}</title>`,
    `<meta name="description" content="${description}"/>`,
    '<script type="application/ld+json">{not json</script>',
    `<script type="application/ld+json">${JSON.stringify(service)}</script>`,
    crumbs.length
      ? `<script type="application/ld+json">${JSON.stringify(breadcrumb)}</script>`
      : '',
    '</head><body><header><nav aria-label="Main"><a href="/services">Services menu</a></nav></header>',
    `<main id="main" tabindex="-1" class="_1j9ro6r5"><!--$--><section>${nav}${main}</section><!--/$--></main>`,
    '<footer><p>Footer words</p></footer><script>window.__state = "hydration"</script></body></html>',
  ].join('');
}

describe('textOf', () => {
  it('drops tags, scripts, styles and icons, decodes entities and collapses white space', () => {
    expect(
      textOf(
        '<p>One&nbsp;&amp;  two</p>\n\n<ul><li>Three</li><li>Four &#8217;s</li></ul><script>x()</script><style>.a{}</style><svg><title>Icon</title></svg><p>Five<br>six</p>',
      ),
    ).toBe('One & two\nThree\nFour ’s\nFive six');
  });

  it('keeps the text of inline elements together and breaks lines only at block ends', () => {
    expect(textOf('<h2>Why <em>last</em> click</h2><div><span>a</span> <b>b</b></div>')).toBe(
      'Why last click\na b',
    );
    expect(textOf('  ')).toBe('');
  });
});

describe('pageDocument', () => {
  const serviceHtml = pageHtml({
    title: 'Account-Based Marketing | Response',
    description: 'ABM that wins named accounts, run in Salesforce &amp; HubSpot.',
    crumbs: [
      ['Home', '/'],
      ['Services', '/services'],
      ['Account-Based Marketing', '/services/account-based-marketing'],
    ],
    main: [
      '<p>Acquire</p>',
      '<h1 id="_R_ar6_" class="_6bb0565">Account-Based Marketing</h1>',
      '<p>Orchestrated programmes that win named accounts &mdash; intent data &amp; sales plays.</p>',
      '<script type="application/json">{"secret":"dehydrated state"}</script>',
      '<svg aria-hidden="true"><title>Decorative icon</title><path d="M0 0"/></svg>',
      '<h2>How it works</h2><ul><li>Ideal customer profile</li><li>Intent&nbsp;scoring</li></ul>',
    ].join(''),
  });

  it('reads a prerendered page: title without the brand, description, trail, area and words', () => {
    expect(pageDocument(serviceHtml, '/services/account-based-marketing')).toEqual({
      url: '/services/account-based-marketing',
      title: 'Account-Based Marketing',
      area: 'services',
      trail: ['Home', 'Services'],
      description: 'ABM that wins named accounts, run in Salesforce & HubSpot.',
      text: 'Acquire\nOrchestrated programmes that win named accounts — intent data & sales plays.\nHow it works\nIdeal customer profile\nIntent scoring',
    });
  });

  it('reads only <main>: the header, the footer, the breadcrumb, the heading, scripts and icons are left out', () => {
    const text = pageDocument(serviceHtml, '/services/account-based-marketing')?.text ?? '';
    for (const outside of [
      'Services menu',
      'Footer words',
      'hydration',
      'dehydrated',
      'Decorative',
      'chevron',
      'Home',
      'Account-Based Marketing',
    ]) {
      expect(text).not.toContain(outside);
    }
  });

  it('takes the page’s full name from its breadcrumb when the document title was cut', () => {
    const name = 'Performance marketing that compounds learning across every channel';
    const html = pageHtml({
      title: 'Performance marketing that compounds learning across ever…',
      crumbs: [
        ['Home', '/'],
        ['Insights', '/insights'],
        ['Reports', '/insights/reports'],
        [name, '/insights/compounding-learning'],
      ],
      main: `<h1>${name}</h1><p>Body.</p>`,
    });
    const document = pageDocument(html, '/insights/compounding-learning');
    expect(document?.title).toBe(name);
    expect(document?.trail).toEqual(['Home', 'Insights', 'Reports']);
    expect(document?.area).toBe('reports');
    expect(document?.text).toBe('Body.');
  });

  it('keeps a cut title when there is no breadcrumb to complete it', () => {
    const html = pageHtml({ title: 'A very long name that was cut…', main: '<p>Body.</p>' });
    expect(pageDocument(html, '/company/long')?.title).toBe('A very long name that was cut…');
  });

  it('keeps an uncut title even when the breadcrumb names the page differently', () => {
    const html = pageHtml({
      title: 'About us | Response',
      crumbs: [
        ['Home', '/'],
        ['Company', '/company'],
        ['About', '/company/about'],
      ],
      main: '<p>Body.</p>',
    });
    expect(pageDocument(html, '/company/about')).toMatchObject({
      title: 'About us',
      trail: ['Home', 'Company'],
      area: 'pages',
    });
  });

  it('decodes entities in the title and keeps a title without the brand suffix whole', () => {
    const html = pageHtml({
      title: 'Q&amp;A: Response &#8212; the growth agency',
      crumbs: [
        ['Home', '/'],
        ['Q&A', '/qa'],
      ],
      main: '<p>x</p>',
    });
    expect(pageDocument(html, '/qa')?.title).toBe('Q&A: Response — the growth agency');
  });

  it('gives the home page an empty trail, whatever its breadcrumb says', () => {
    const html = pageHtml({
      title: 'Response — Digital growth agency',
      crumbs: [['Home', '/']],
      main: '<h1>Growth that compounds</h1><p>We grow brands.</p>',
    });
    expect(pageDocument(html, '/')).toEqual({
      url: '/',
      title: 'Response — Digital growth agency',
      area: 'pages',
      trail: [],
      description: '',
      text: 'We grow brands.',
    });
  });

  it('gives a page without a BreadcrumbList the trail Home', () => {
    const html = pageHtml({ title: 'Contact | Response', main: '<p>Write to us.</p>' });
    expect(pageDocument(html, '/contact')).toMatchObject({ trail: ['Home'], area: 'pages' });
  });

  it('is null for a page without <main> or without a title', () => {
    expect(
      pageDocument(
        '<html><head><title>Redirecting | Response</title></head><body><p>x</p></body></html>',
        '/old',
      ),
    ).toBeNull();
    expect(pageDocument('<html><head></head><body><main><p>x</p></main></body></html>', '/x')).toBe(
      null,
    );
    expect(pageDocument('<title></title><main>x</main>', '/x')).toBeNull();
  });

  it('keeps the first ten thousand characters of the words', () => {
    const html = pageHtml({
      title: 'Long | Response',
      main: `<p>${'word '.repeat(3000)}</p>`,
    });
    const text = pageDocument(html, '/long')?.text ?? '';
    expect(indexedTextLength).toBe(10_000);
    expect(text).toHaveLength(10_000);
    expect(text.startsWith('word word')).toBe(true);
  });
});

// ---------------------------------------------------------------------------------------------
// itemDocuments
// ---------------------------------------------------------------------------------------------

describe('itemDocuments', () => {
  const items = itemDocuments();
  const people = items.filter((item) => item.area === 'testimonials');
  const stack = items.filter((item) => item.area === 'tools');

  it('is one document per testimonial and per tool, and nothing else', () => {
    expect(people).toHaveLength(testimonials.length);
    expect(stack).toHaveLength(tools.length);
    expect(items).toHaveLength(testimonials.length + tools.length);
    expect(new Set(items.map((item) => item.url)).size).toBe(items.length);
  });

  it('leads a testimonial to the testimonials list filtered to the person', () => {
    const aylin = testimonials.find((person) => person.id === 'aylin-korkmaz');
    expect(aylin).toBeDefined();
    const document = people.find((item) => item.title === 'Aylin Korkmaz, Selvi Bank');
    expect(document).toEqual({
      url: '/proof/testimonials?q=Aylin+Korkmaz',
      title: 'Aylin Korkmaz, Selvi Bank',
      area: 'testimonials',
      trail: ['Home', 'Proof', 'Testimonials'],
      description: `Chief Marketing Officer, Selvi Bank: “${aylin?.excerpt}”`,
      text: `Chief Marketing Officer. CMO. Turkey.\n${aylin?.quote_full}`,
    });
    expect(people.find((item) => item.title === 'Emre Çelik, Yolda Mobility')?.url).toBe(
      '/proof/testimonials?q=Emre+%C3%87elik',
    );
  });

  it('leads a tool to the tech stack filtered to it, with its category and services', () => {
    expect(stack.find((item) => item.title === 'Google Ads')).toEqual({
      url: '/proof/tech-stack?q=Google+Ads',
      title: 'Google Ads',
      area: 'tools',
      trail: ['Home', 'Proof', 'Tech Stack'],
      description:
        "Google's auction-based platform for Search, Shopping, YouTube, Display and Performance Max campaigns.",
      text: 'Ad & Programmatic. Used in Paid Media, User Acquisition, Growth Marketing.',
    });
    expect(stack.find((item) => item.title === 'Display & Video 360')?.url).toBe(
      '/proof/tech-stack?q=Display+%26+Video+360',
    );
  });

  it('writes every url so that the list reads back the exact name', () => {
    for (const item of people) {
      const url = new URL(item.url, 'https://www.response.example');
      expect(url.pathname).toBe('/proof/testimonials');
      expect(`${url.searchParams.get('q')}, `).toBe(
        item.title.slice(0, item.title.indexOf(', ') + 2),
      );
    }
    for (const [index, item] of stack.entries()) {
      const url = new URL(item.url, 'https://www.response.example');
      expect(url.pathname).toBe('/proof/tech-stack');
      expect(url.searchParams.get('q')).toBe(tools[index]?.name);
    }
  });
});

// ---------------------------------------------------------------------------------------------
// The engine: matching
// ---------------------------------------------------------------------------------------------

describe('searchSite: matching', () => {
  const attribution = [
    '/services/analytics-attribution',
    '/insights/why-last-click-lies',
    '/insights/state-of-measurement-2026',
    '/topics/marketing-mix-modelling',
  ];

  it('finds every page with the word', () => {
    expect(found('attribution')).toEqual([...attribution].sort());
    expect(find('attribution').total).toBe(4);
  });

  it('matches the last word as typed so far: a prefix of two letters or more', () => {
    expect(found('attri')).toEqual([...attribution].sort());
    expect(found('hubsp')).toEqual([
      '/proof/tech-stack?q=HubSpot',
      '/services/account-based-marketing',
    ]);
    // Four letters are a prefix and forgive one slip: 'hubs' finds HubSpot and the release's
    // 'hub' too.
    expect(found('hubs')).toEqual([
      '/press-room/press-releases/response-opens-istanbul-office',
      '/proof/tech-stack?q=HubSpot',
      '/services/account-based-marketing',
    ]);
    // Two letters: 'ab' begins 'ABM' and 'About'.
    expect(found('ab')).toEqual(['/company/about', '/services/account-based-marketing']);
    // One letter is not a prefix.
    expect(find('h').total).toBe(0);
  });

  it('reads only the last word as a prefix: earlier words are whole', () => {
    // 'attri' is not the last word: it must match a word (a slip away at most), and none does,
    // so the pages with 'istanbul' answer on their own.
    expect(found('attri istanbul')).toEqual(found('istanbul'));
  });

  it('forgives a slip in a longer word', () => {
    expect(found('atribution')).toEqual([...attribution].sort());
    expect(found('attribtuion')).toEqual([...attribution].sort());
    expect(found('istambul')).toEqual(found('istanbul'));
    // Three letters forgive nothing ('abm' exists, 'abn' as a prefix matches nothing).
    expect(find('abm').total).toBe(1);
    expect(find('abn').total).toBe(0);
  });

  it('requires every word, when a page has them all', () => {
    const outcome = find('hubspot salesforce');
    expect(urls(outcome)).toEqual(['/services/account-based-marketing']);
    expect(outcome.total).toBe(1);
  });

  it('falls back to any word when no page has them all', () => {
    const outcome = find('hubspot levent');
    expect(found('hubspot levent')).toEqual([
      '/press-room/press-releases/response-opens-istanbul-office',
      '/proof/tech-stack?q=HubSpot',
      '/services/account-based-marketing',
    ]);
    expect(outcome.total).toBe(3);
  });

  it('ignores stop words', () => {
    expect(find('the attribution of').groups).toEqual(find('attribution').groups);
    expect(find('what is attribution').groups).toEqual(find('attribution').groups);
    expect(find('the and of').total).toBe(0);
    expect(find('the and of').groups).toEqual([]);
  });

  it('is insensitive to case, accents and the Turkish dotted İ', () => {
    const istanbul = found('istanbul');
    expect(istanbul).toEqual([
      '/careers/performance-marketing-manager-istanbul',
      '/company/about',
      '/press-room/press-releases/response-opens-istanbul-office',
      '/proof/cases/selvi-bank-ai-paid-search',
    ]);
    expect(found('İstanbul')).toEqual(istanbul);
    expect(found('ISTANBUL')).toEqual(istanbul);
    expect(found('İSTANBUL')).toEqual(istanbul);
    expect(found('Istanbul')).toEqual(istanbul);
  });

  it('reads the area label and the breadcrumb as words of a page', () => {
    // 'Press Room' is only in the trail of the release and the news story.
    expect(found('press room')).toEqual([
      '/press-room/in-the-news/campaign-turkey-profile',
      '/press-room/press-releases/response-opens-istanbul-office',
    ]);
    // 'Case studies' is the label of the cases area (and the trail of the case).
    expect(found('case studies')).toEqual(['/proof/cases/selvi-bank-ai-paid-search']);
  });

  it('answers nothing for an empty query, keeping the query it read', () => {
    for (const query of ['', '   ', '\n\t']) {
      expect(find(query)).toEqual({ query: '', area: null, total: 0, groups: [] });
    }
    expect(find('zzzqqq')).toEqual({ query: 'zzzqqq', area: null, total: 0, groups: [] });
  });

  it('trims the query and cuts it to 100 characters', () => {
    expect(maxQueryLength).toBe(100);
    expect(find('  attribution  ').query).toBe('attribution');
    const padding = 'zzzzzz '.repeat(15); // 105 characters
    const long = `${padding}istanbul`;
    const outcome = find(long);
    expect(outcome.query).toBe(long.slice(0, 100));
    expect(outcome.query).toHaveLength(100);
    // The word past the cut is not searched at all.
    expect(outcome.total).toBe(0);
    expect(find(`${'zzzzzz '.repeat(13)}istanbul`).total).toBe(4);
  });
});

// ---------------------------------------------------------------------------------------------
// The engine: ranking and grouping
// ---------------------------------------------------------------------------------------------

describe('searchSite: ranking', () => {
  it('ranks a page with the word in its title above one with it in its words only', () => {
    const small = load([
      doc({ url: '/notes', title: 'Field notes', area: 'pages', text: 'Kestrel sightings.' }),
      doc({ url: '/kestrel', title: 'Kestrel', area: 'pages', text: 'Field sightings.' }),
    ]);
    expect(urls(searchSite(small, 'kestrel', 'pages'))).toEqual(['/kestrel', '/notes']);
    // Both orders of indexing give the same ranking.
    const reversed = load([
      doc({ url: '/kestrel', title: 'Kestrel', area: 'pages', text: 'Field sightings.' }),
      doc({ url: '/notes', title: 'Field notes', area: 'pages', text: 'Kestrel sightings.' }),
    ]);
    expect(urls(searchSite(reversed, 'kestrel', 'pages'))).toEqual(['/kestrel', '/notes']);
  });

  it('weighs the area: a service before a press release that says the same', () => {
    const same = { title: 'Kestrel analytics', text: 'Kestrel measures everything.' };
    const small = load([
      doc({ url: '/press-room/press-releases/kestrel', area: 'releases', ...same }),
      doc({ url: '/services/kestrel', area: 'services', ...same }),
    ]);
    const outcome = searchSite(small, 'kestrel');
    expect(areasOf(outcome)).toEqual(['services', 'releases']);
    expect(urls(outcome)).toEqual(['/services/kestrel', '/press-room/press-releases/kestrel']);
  });

  it('places a group by its best result, not by the order of the areas', () => {
    const small = load([
      doc({ url: '/services/a', title: 'Service A', area: 'services', text: 'Kestrel once.' }),
      doc({ url: '/press-room/in-the-news/kestrel', title: 'Kestrel', area: 'news' }),
      doc({
        url: '/press-room/in-the-news/b',
        title: 'Story B',
        area: 'news',
        text: 'A kestrel again.',
      }),
    ]);
    const outcome = searchSite(small, 'kestrel');
    expect(areasOf(outcome)).toEqual(['news', 'services']);
    expect(outcome.groups.map((group) => group.label)).toEqual(['In the News', 'Services']);
    expect(outcome.groups.map((group) => group.count)).toEqual([2, 1]);
    expect(urls(searchSite(small, 'kestrel', 'news'))).toEqual([
      '/press-room/in-the-news/kestrel',
      '/press-room/in-the-news/b',
    ]);
  });

  it('groups the corpus’s results by area, the best first', () => {
    const outcome = find('attribution');
    expect(areasOf(outcome)).toEqual(['services', 'articles', 'reports', 'topics']);
    expect(outcome.groups[0]?.hits[0]?.url).toBe('/services/analytics-attribution');
    expect(outcome.groups.every((group) => group.count === group.hits.length)).toBe(true);
    expect(outcome.groups.map((group) => group.label)).toEqual([
      'Services',
      'Articles',
      'Reports',
      'Topics',
    ]);
  });

  it('describes each hit: url, highlighted title and excerpt, trail and area', () => {
    const hit = find('attribution').groups[0]?.hits[0];
    expect(hit).toEqual({
      url: '/services/analytics-attribution',
      title: { text: 'Analytics & Attribution', marks: [[12, 23]] },
      trail: ['Home', 'Services'],
      excerpt: {
        text: 'Multi-touch attribution and incrementality testing for every channel. We connect GA4, your CRM and the ad platforms.',
        marks: [[12, 23]],
      },
      area: 'services',
    });
    // A fuzzy match marks the word the page has, not the one typed.
    const fuzzy = find('atribution').groups[0]?.hits[0];
    expect(marked(fuzzy?.title ?? { text: '', marks: [] })).toEqual(['Attribution']);
    // A prefix marks the whole word.
    const prefix = find('attri').groups[0]?.hits[0];
    expect(marked(prefix?.excerpt ?? { text: '', marks: [] })).toEqual(['attribution']);
  });

  it('takes the description as the excerpt when only the title or trail matched', () => {
    const hit = find('campaign turkey').groups[0]?.hits[0];
    expect(hit?.url).toBe('/press-room/in-the-news/campaign-turkey-profile');
    expect(hit?.excerpt).toEqual({ text: 'The trade title on our growth.', marks: [] });
    expect(marked(hit?.title ?? { text: '', marks: [] })).toEqual(['Campaign', 'Turkey']);
  });
});

describe('searchSite: groups, counts and the chosen area', () => {
  const roles = [
    'paid search',
    'paid social',
    'SEO',
    'CRM',
    'analytics',
    'creative',
    'programmatic',
  ];
  const jobs = roles.map((role, index) =>
    doc({
      url: `/careers/role-${index}`,
      title: `Role ${index}, İstanbul`,
      area: 'jobs',
      trail: ['Home', 'Careers'],
      text: `Lead ${role} from our Istanbul office.`,
    }),
  );
  const releases = [0, 1].map((index) =>
    doc({
      url: `/press-room/press-releases/release-${index}`,
      title: `Release ${index}`,
      area: 'releases',
      trail: ['Home', 'Press Room', 'Press Releases'],
      text: `News from Istanbul, part ${index}.`,
    }),
  );
  const small = load([...jobs, ...releases]);

  it('counts every result of a group and shows the first few', () => {
    expect(hitsPerGroup).toBe(5);
    const outcome = searchSite(small, 'istanbul');
    expect(outcome.total).toBe(9);
    expect(outcome.area).toBeNull();
    // The jobs name the city in their titles: seven strong results, five shown. The releases
    // only in their words, far below the best: the area shows its best result, the other waits.
    expect(outcome.groups.map(({ area, count, hits }) => [area, count, hits.length])).toEqual([
      ['jobs', 7, 5],
      ['releases', 2, 1],
    ]);
    expect(outcome.groups[1]?.hits[0]?.url).toBe('/press-room/press-releases/release-0');
  });

  it('keeps an area’s long tail, under a quarter of the best score, behind its link', () => {
    expect(strongShare).toBe(0.25);
    const offices = load([
      doc({
        url: '/company/locations',
        title: 'Istanbul and London offices',
        area: 'pages',
        description: 'Our Istanbul office and our London office.',
        text: 'Istanbul: Levent. London: Shoreditch.',
      }),
      ...[0, 1, 2].map((index) =>
        doc({
          url: `/careers/job-${index}`,
          title: `Job ${index}`,
          area: 'jobs',
          trail: ['Home', 'Careers'],
          text: `${'Duties and skills for the role. '.repeat(8)}Based in London or Istanbul, job ${index}.`,
        }),
      ),
    ]);
    const outcome = searchSite(offices, 'istanbul');
    expect(outcome.total).toBe(4);
    expect(outcome.groups.map(({ area, count, hits }) => [area, count, hits.length])).toEqual([
      ['pages', 1, 1],
      ['jobs', 3, 1],
    ]);
    const jobs = searchSite(offices, 'istanbul', 'jobs');
    expect(jobs.groups[0]?.hits.map((hit) => hit.url).sort()).toEqual([
      '/careers/job-0',
      '/careers/job-1',
      '/careers/job-2',
    ]);
  });

  it('shows a chosen area whole, and only it', () => {
    const outcome = searchSite(small, 'istanbul', 'jobs');
    expect(outcome.area).toBe('jobs');
    expect(outcome.total).toBe(9);
    expect(outcome.groups).toHaveLength(1);
    expect(outcome.groups[0]?.count).toBe(7);
    expect(outcome.groups[0]?.hits.map((hit) => hit.url).sort()).toEqual(
      jobs.map((job) => job.url).sort(),
    );
    // A chosen area under the cap shows the same as without it.
    const few = searchSite(small, 'istanbul', 'releases');
    expect(few.area).toBe('releases');
    expect(few.groups[0]?.count).toBe(2);
    expect(few.groups[0]?.hits.map((hit) => hit.url)).toEqual([
      '/press-room/press-releases/release-0',
      '/press-room/press-releases/release-1',
    ]);
  });

  it('shows every group when the chosen area is unknown or has no results', () => {
    const all = searchSite(small, 'istanbul');
    for (const area of ['nope', 'tools', 'constructor', '__proto__', 'JOBS']) {
      const outcome = searchSite(small, 'istanbul', area);
      expect(outcome.area, area).toBeNull();
      expect(outcome.groups, area).toEqual(all.groups);
    }
  });

  it('knows the areas by name, and nothing inherited', () => {
    for (const area of Object.keys(searchAreas)) expect(isSearchArea(area)).toBe(true);
    for (const area of ['', 'constructor', 'toString', '__proto__', 'Jobs', 'job']) {
      expect(isSearchArea(area)).toBe(false);
    }
  });
});

// ---------------------------------------------------------------------------------------------
// The engine: the index file
// ---------------------------------------------------------------------------------------------

describe('buildSearchIndex', () => {
  it('keeps each result’s fields, in the documents’ order', () => {
    expect(corpusFile.version).toBe(1);
    expect(corpusFile.documents.map((document) => document.url)).toEqual(
      corpus.map((document) => document.url),
    );
    expect(corpusFile.documents[0]).toEqual({
      url: '/services/analytics-attribution',
      title: 'Analytics & Attribution',
      area: 'services',
      trail: ['Home', 'Services'],
      description: 'Measurement you can trust: tracking, attribution and marketing mix modelling.',
      text: 'Multi-touch attribution and incrementality testing for every channel.\nWe connect GA4, your CRM and the ad platforms.',
    });
  });

  it('drops a line six or more pages share (the furniture), keeps one five share', () => {
    expect(corpus.filter((document) => document.text.includes(furniture))).toHaveLength(6);
    expect(corpus.filter((document) => document.text.includes(newsletter))).toHaveLength(5);
    for (const document of corpusFile.documents) {
      expect(document.text).not.toContain('strategy call');
    }
    expect(
      corpusFile.documents.filter((document) => document.text.includes(newsletter)),
    ).toHaveLength(5);
    // Not indexed either: the furniture's words find nothing, the shared line's find its pages.
    expect(find('strategy').total).toBe(0);
    expect(find('digest').total).toBe(5);
  });

  it('drops a line that repeats the page’s title', () => {
    const file = buildSearchIndex([
      doc({ url: '/a', title: 'Kestrel', area: 'pages', text: 'Kestrel\nA small falcon.' }),
    ]);
    expect(file.documents[0]?.text).toBe('A small falcon.');
  });

  it('stores only the opening words, at a word boundary, and indexes them all', () => {
    const words = Array.from({ length: 400 }, (_, index) => `w${index}`).join(' ');
    const file = buildSearchIndex([
      doc({
        url: '/long',
        title: 'Long',
        area: 'pages',
        description: 'A long page.',
        text: `${words} needle`,
      }),
    ]);
    const stored = file.documents[0]?.text ?? '';
    expect(storedTextLength).toBe(900);
    expect(stored.length).toBeLessThanOrEqual(900);
    expect(stored.length).toBeGreaterThan(880);
    expect(words.startsWith(stored)).toBe(true);
    expect(words[stored.length]).toBe(' ');
    // The word past the stored text is still found; its excerpt falls back to the description.
    const outcome = searchSite(loadSearchIndex(file), 'needle');
    expect(urls(outcome)).toEqual(['/long']);
    expect(outcome.groups[0]?.hits[0]?.excerpt).toEqual({ text: 'A long page.', marks: [] });
  });

  it('serialises to JSON and loads back to the same answers', () => {
    const json = JSON.parse(JSON.stringify(corpusFile)) as SearchIndexFile;
    expect(json).toEqual(corpusFile);
    const reloaded = loadSearchIndex(json);
    for (const query of [
      'attribution',
      'attri',
      'atribution',
      'İstanbul',
      'hubspot salesforce',
      'hubspot levent',
      'press room',
      'the and of',
    ]) {
      expect(searchSite(reloaded, query), query).toEqual(searchSite(site, query));
      expect(searchSite(reloaded, query, 'jobs'), query).toEqual(searchSite(site, query, 'jobs'));
    }
  });

  it('refuses a file that is not an index', () => {
    const notIndexes: unknown[] = [
      null,
      undefined,
      {},
      { version: 2, documents: [], index: corpusFile.index },
      { version: '1', documents: [], index: corpusFile.index },
      { version: 1, documents: {}, index: corpusFile.index },
      { version: 1, index: corpusFile.index },
      [],
      'index',
    ];
    for (const file of notIndexes) {
      expect(() => loadSearchIndex(file as SearchIndexFile), JSON.stringify(file)).toThrow(
        'Not a search index file',
      );
    }
    // The right header over a broken MiniSearch index fails too.
    expect(() => loadSearchIndex({ version: 1, documents: [], index: {} })).toThrow();
    expect(() => loadSearchIndex({ version: 1, documents: [], index: null })).toThrow();
  });
});

// ---------------------------------------------------------------------------------------------
// highlight, excerpt
// ---------------------------------------------------------------------------------------------

describe('highlight', () => {
  it('marks every word that begins with a matched word, and no word that only contains one', () => {
    const text = 'Attribution and attributes; reattribution, ATTRIBUTION.';
    const result = highlight(text, ['attribut']);
    expect(result).toEqual({
      text,
      marks: [
        [0, 11],
        [16, 26],
        [43, 54],
      ],
    });
    expect(marked(result)).toEqual(['Attribution', 'attributes', 'ATTRIBUTION']);
  });

  it('points its offsets at the original, accented text', () => {
    const text = 'İstanbul ofisi ve Istanbul’daki ekip';
    const result = highlight(text, ['istanbul']);
    expect(result.marks).toEqual([
      [0, 8],
      [18, 26],
    ]);
    expect(marked(result)).toEqual(['İstanbul', 'Istanbul']);
    expect(marked(highlight('Çağrı Merkezi, Şişli', ['cagri', 'sisli']))).toEqual([
      'Çağrı',
      'Şişli',
    ]);
    // Characters of two code units before the match keep the offsets too.
    expect(marked(highlight('😀 𝒜 Şişli', ['sisli']))).toEqual(['Şişli']);
  });

  it('marks several words, each whole word once', () => {
    const result = highlight('Google Ads and Google Analytics', ['google', 'ads', 'go']);
    expect(result.marks).toEqual([
      [0, 6],
      [7, 10],
      [15, 21],
    ]);
  });

  it('treats the words literally, not as patterns', () => {
    expect(highlight('C++ and C# and Cx', ['c++']).marks).toEqual([[0, 3]]);
    expect(highlight('a.b and axb', ['a.b']).marks).toEqual([[0, 3]]);
    expect(highlight('(x) and x', ['(x)']).marks).toEqual([[0, 3]]);
  });

  it('marks nothing without words', () => {
    expect(highlight('Attribution', [])).toEqual({ text: 'Attribution', marks: [] });
  });
});

describe('excerpt', () => {
  const stored = (text: string, description = 'The page in a sentence.'): StoredDocument => ({
    url: '/x',
    title: 'X',
    area: 'pages',
    trail: ['Home'],
    description,
    text,
  });

  it('shows a short text whole, its lines joined', () => {
    expect(
      excerpt(stored('Multi-touch attribution.\nFor every channel.'), ['attribution']),
    ).toEqual({ text: 'Multi-touch attribution. For every channel.', marks: [[12, 23]] });
  });

  it('keeps the match when no word begins in the 60 characters before it (a long address)', () => {
    const url = `https://www.response.example/insights/${'why-multi-touch-'.repeat(6)}attribution-fails`;
    const result = excerpt(
      stored(`Read ${url} today, then ${'book a call and more. '.repeat(8)}`),
      ['attribution'],
    );
    expect(result.marks).toHaveLength(1);
    const [[start, end]] = result.marks as [[number, number]];
    expect(result.text.slice(start, end)).toBe('attribution');
    expect(result.text.startsWith('…')).toBe(true);
  });

  it('shows a text that fits whole, even with its match late in it', () => {
    const text = `${'Our planning covers every channel we buy. '.repeat(3)}Then attribution.`;
    expect(text.length).toBeLessThanOrEqual(170);
    const result = excerpt(stored(text), ['attribution']);
    expect(result.text).toBe(text);
    expect(result.marks).toEqual([[text.indexOf('attribution'), text.indexOf('attribution') + 11]]);
  });

  it('windows a long text around the first match, cut at words, with ellipses', () => {
    const before = Array.from({ length: 30 }, (_, index) => `b${index}`).join(' ');
    const after = Array.from({ length: 60 }, (_, index) => `a${index}`).join(' ');
    const source = `${before} Attribution ${after}`;
    const result = excerpt(stored(source), ['attribution']);
    expect(result.text.startsWith('…')).toBe(true);
    expect(result.text.endsWith('…')).toBe(true);
    const inner = result.text.slice(1, -1);
    expect(source).toContain(inner);
    // Cut at words: the character before the window and after it is a space.
    const at = source.indexOf(inner);
    expect(source[at - 1]).toBe(' ');
    expect(source[at + inner.length]).toBe(' ');
    // About 60 characters before the match, 170 in all.
    expect(source.indexOf('Attribution') - at).toBeLessThanOrEqual(60);
    expect(source.indexOf('Attribution') - at).toBeGreaterThan(50);
    expect(inner.length).toBeLessThanOrEqual(170);
    expect(inner.length).toBeGreaterThan(160);
    expect(marked(result)).toEqual(['Attribution']);
    expect(result.text).toBe(
      '…b16 b17 b18 b19 b20 b21 b22 b23 b24 b25 b26 b27 b28 b29 Attribution a0 a1 a2 a3 a4 a5 a6 a7 a8 a9 a10 a11 a12 a13 a14 a15 a16 a17 a18 a19 a20 a21 a22 a23 a24 a25 a26 a27…',
    );
  });

  it('starts at the beginning, without an ellipsis, when the match is early', () => {
    const source = `Attribution ${'word '.repeat(60)}end`;
    const result = excerpt(stored(source), ['attribution']);
    expect(result.text.startsWith('Attribution word')).toBe(true);
    expect(result.text.endsWith('…')).toBe(true);
    expect(result.marks[0]).toEqual([0, 11]);
  });

  it('ends at the end, without an ellipsis, when the match is late', () => {
    const source = `${'word '.repeat(60)}the Attribution`;
    const result = excerpt(stored(source), ['attribution']);
    expect(result.text.startsWith('…')).toBe(true);
    expect(result.text.endsWith('the Attribution')).toBe(true);
    expect(marked(result)).toEqual(['Attribution']);
  });

  it('marks accented matches at their place in the excerpt', () => {
    const source = `${'word '.repeat(30)}Ofisimiz İstanbul’da ${'word '.repeat(30)}`;
    const result = excerpt(stored(source), ['istanbul']);
    expect(marked(result)).toEqual(['İstanbul']);
  });

  it('falls back to the description when the text has no match', () => {
    expect(
      excerpt(stored('Nothing to see.', 'Attribution you can trust.'), ['attribution']),
    ).toEqual({ text: 'Attribution you can trust.', marks: [[0, 11]] });
    expect(excerpt(stored('Attribution.', 'Short.'), [])).toEqual({ text: 'Short.', marks: [] });
  });

  it('falls back to the opening of the text when there is no description either', () => {
    const source = 'word '.repeat(60).trim();
    const result = excerpt(stored(source, ''), ['kestrel']);
    expect(result.marks).toEqual([]);
    expect(source.startsWith(result.text)).toBe(true);
    expect(result.text.length).toBeLessThanOrEqual(170);
    expect(result.text.length).toBeGreaterThan(150);
  });
});

// ---------------------------------------------------------------------------------------------
// Analytics: the term as sent
// ---------------------------------------------------------------------------------------------

describe('redactSearchTerm', () => {
  it('replaces e-mail addresses', () => {
    expect(redactSearchTerm('jane.doe@example.com')).toBe('[email]');
    expect(redactSearchTerm('pricing for ali+ads@firma.com.tr please')).toBe(
      'pricing for [email] please',
    );
  });

  it('replaces long runs of digits: phone and account numbers', () => {
    expect(redactSearchTerm('call +44 20 7946 0958')).toBe('call [number]');
    expect(redactSearchTerm('0532 123 45 67')).toBe('[number]');
    expect(redactSearchTerm('(0212) 555-0101 office')).toBe('[number] office');
    expect(redactSearchTerm('account 12345678')).toBe('account [number]');
  });

  it('keeps ordinary terms, years and figures included', () => {
    for (const term of [
      'Google Ads',
      'GA4',
      '2026 report',
      'ROAS 3.6',
      'Q4 2025',
      '127%',
      'c++',
      '2024-2025 budget',
      '2024 2025 report',
    ]) {
      expect(redactSearchTerm(term)).toBe(term);
    }
    expect(redactSearchTerm('@response')).toBe('@response');
  });

  it('collapses and trims white space', () => {
    expect(redactSearchTerm('  Google   Ads \n')).toBe('Google Ads');
  });
});

// ---------------------------------------------------------------------------------------------
// The search page's URL state
// ---------------------------------------------------------------------------------------------

describe('siteSearchSchema', () => {
  const parse = (input: unknown) => v.parse(siteSearchSchema, input);

  it('reads a missing value as no text', () => {
    expect(parse({})).toEqual({ q: '', area: '' });
    expect(parse({ q: undefined, area: undefined })).toEqual({ q: '', area: '' });
    expect(parse({ q: null })).toEqual({ q: '', area: '' });
  });

  it('reads the first of repeated values', () => {
    expect(parse({ q: ['attribution', 'istanbul'], area: ['jobs', 'news'] })).toEqual({
      q: 'attribution',
      area: 'jobs',
    });
    expect(parse({ q: [] })).toEqual({ q: '', area: '' });
    expect(parse({ q: [42, 'x'] })).toEqual({ q: '', area: '' });
  });

  it('reads anything not a string as no text', () => {
    expect(parse({ q: 360, area: true })).toEqual({ q: '', area: '' });
    expect(parse({ q: { text: 'x' }, area: 7 })).toEqual({ q: '', area: '' });
  });

  it('collapses white space and trims the start, keeping a space typed at the end', () => {
    expect(parse({ q: '   google \t\n  ads  ' })).toEqual({ q: 'google ads ', area: '' });
    expect(parse({ q: 'google ' })).toEqual({ q: 'google ', area: '' });
    expect(parse({ area: ' jobs' })).toEqual({ q: '', area: 'jobs' });
  });

  it('cuts a long query to 100 characters and an area to 20', () => {
    expect(maxSearchQuery).toBe(maxQueryLength);
    expect(parse({ q: 'x'.repeat(150) }).q).toBe('x'.repeat(100));
    expect(parse({ q: `a${' '.repeat(300)}b` }).q).toBe('a b');
    expect(parse({ area: 'y'.repeat(30) }).area).toBe('y'.repeat(20));
  });

  it('keeps only its two params', () => {
    expect(parse({ q: 'abm', utm_source: 'x' })).toEqual({ q: 'abm', area: '' });
  });
});

describe('searchHref', () => {
  it('is the bare search page without a query', () => {
    expect(searchPath).toBe('/search');
    expect(searchHref('')).toBe('/search');
    expect(searchHref('   ')).toBe('/search');
  });

  it('carries the trimmed query, and the area after it', () => {
    expect(searchHref('  attribution ')).toBe('/search?q=attribution');
    expect(searchHref('istanbul', 'jobs')).toBe('/search?q=istanbul&area=jobs');
    expect(searchHref('istanbul', '')).toBe('/search?q=istanbul');
  });

  it('encodes the query as a form value', () => {
    expect(searchHref('Google Ads')).toBe('/search?q=Google+Ads');
    expect(searchHref('Q&A = 50/50 ş?')).toBe('/search?q=Q%26A+%3D+50%2F50+%C5%9F%3F');
    const url = new URL(searchHref('Q&A = 50/50 ş?', 'news'), 'https://www.response.example');
    expect(url.searchParams.get('q')).toBe('Q&A = 50/50 ş?');
    expect(url.searchParams.get('area')).toBe('news');
  });
});

// ---------------------------------------------------------------------------------------------
// The search page's loader on the server
// ---------------------------------------------------------------------------------------------

describe('loadSearchPage (server: the index from the router context)', () => {
  const robots = { name: 'robots', content: 'noindex' };

  it('searches the context’s index and titles the page with the query, never indexed', async () => {
    const searchIndex = vi.fn(async (): Promise<SiteSearch | null> => site);
    const data = await loadSearchPage({ searchIndex }, { q: '  attribution ', area: '' });
    expect(searchIndex).toHaveBeenCalledTimes(1);
    expect(data.unavailable).toBe(false);
    expect(data.query).toBe('attribution');
    expect(data.outcome).toEqual(searchSite(site, 'attribution'));
    expect(data.head.meta[0]).toEqual({ title: 'Results for “attribution” | Response' });
    expect(data.head.meta).toContainEqual(robots);
    expect(data.head.meta).toContainEqual({
      name: 'description',
      content: searchPage.meta.description,
    });
    expect(data.head.links).toContainEqual({
      rel: 'canonical',
      href: `${siteConfig.origin}/search`,
    });
    expect(data.head).toEqual(pageHead(searchHead('attribution')));
  });

  it('passes the chosen area on', async () => {
    const data = await loadSearchPage(
      { searchIndex: async () => site },
      { q: 'attribution', area: 'reports' },
    );
    expect(data.outcome?.area).toBe('reports');
    expect(data.outcome?.groups.map((group) => group.area)).toEqual(['reports']);
  });

  it('is unavailable when the server has no index, or reading it fails', async () => {
    for (const searchIndex of [
      async () => null,
      async () => {
        throw new Error('EACCES');
      },
      () => Promise.reject(new Error('gone')),
    ]) {
      const data = await loadSearchPage({ searchIndex }, { q: 'attribution', area: '' });
      expect(data.outcome).toBeNull();
      expect(data.unavailable).toBe(true);
      expect(data.query).toBe('attribution');
      expect(data.head.meta[0]).toEqual({ title: 'Results for “attribution” | Response' });
      expect(data.head.meta).toContainEqual(robots);
    }
  });

  it('does not ask for the index without a query', async () => {
    for (const q of ['', '   ']) {
      const searchIndex = vi.fn(async () => site);
      const data = await loadSearchPage({ searchIndex }, { q, area: 'jobs' });
      expect(searchIndex).not.toHaveBeenCalled();
      expect(data).toEqual({
        head: pageHead(searchHead('')),
        query: '',
        outcome: null,
        unavailable: false,
      });
      expect(data.head.meta[0]).toEqual({ title: 'Search | Response' });
      expect(data.head.meta).toContainEqual(robots);
    }
  });

  it('describes the page’s head for a query and without one', () => {
    expect(searchHead('abm')).toMatchObject({
      title: 'Results for “abm”',
      description: searchPage.meta.description,
      path: '/search',
      noindex: true,
    });
    expect(searchHead('').title).toBe('Search');
    // A SearchResultsPage named by the query, and the page's breadcrumb.
    const [page, trail] = searchHead('abm').structuredData ?? [];
    expect(page).toMatchObject({
      '@type': 'SearchResultsPage',
      name: 'Results for “abm”',
      url: `${siteConfig.origin}/search`,
    });
    expect(trail).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Home', item: siteConfig.origin },
        { position: 2, name: 'Search', item: `${siteConfig.origin}/search` },
      ],
    });
  });
});

// ---------------------------------------------------------------------------------------------
// The index file the build writes and the server reads
// ---------------------------------------------------------------------------------------------

describe('writeSearchIndex and searchIndexReader', () => {
  let distDir = '';

  const page = async (path: string, html: string) => {
    const file = path === '/' ? join(distDir, 'index.html') : join(distDir, path, 'index.html');
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, html);
  };

  const service = (name: string, words: string) =>
    pageHtml({
      title: `${name} | Response`,
      description: `${name} in a sentence.`,
      crumbs: [
        ['Home', '/'],
        ['Services', '/services'],
        [name, '/services/x'],
      ],
      main: `<h1>${name}</h1><p>${words}</p>`,
    });

  const indexFile = () => join(distDir, 'search-index.json');
  const readIndex = async () => JSON.parse(await readFile(indexFile(), 'utf8')) as SearchIndexFile;

  /** Gives the index file a modification time of its own, as a later write would. */
  const touch = (seconds: number) => utimes(indexFile(), seconds, seconds);

  beforeEach(async () => {
    distDir = await mkdtemp(join(tmpdir(), 'site-search-'));
    await page(
      '/',
      pageHtml({
        title: 'Response — Digital growth agency',
        crumbs: [['Home', '/']],
        main: '<h1>Growth</h1><p>We grow brands from Istanbul and London.</p>',
      }),
    );
    await page('/services/kestrel', service('Kestrel Analytics', 'Attribution for every channel.'));
    // A page without <main>: left out.
    await page('/old', '<html><head><title>Moved | Response</title></head><body></body></html>');
    // Under a feed's path: never read, though it would make a document.
    await page('/insights/feed.xml', service('Feed Page', 'Should not be indexed.'));
  });

  afterEach(async () => {
    await rm(distDir, { recursive: true, force: true });
  });

  const paths = [
    '/',
    '/services/kestrel',
    '/old',
    '/missing',
    '/insights/feed.xml',
    '/sitemap.xml',
  ];

  it('writes the index of the pages on disk and the listed items', async () => {
    const items = itemDocuments().length;
    const result = await writeSearchIndex(distDir, paths);
    expect(result).toEqual({
      documents: 2 + items,
      bytes: (await stat(indexFile())).size,
      written: true,
    });
    const file = await readIndex();
    expect(file.version).toBe(1);
    expect(file.documents).toHaveLength(2 + items);
    expect(file.documents.slice(0, 2)).toEqual([
      {
        url: '/',
        title: 'Response — Digital growth agency',
        area: 'pages',
        trail: [],
        description: '',
        text: 'We grow brands from Istanbul and London.',
      },
      {
        url: '/services/kestrel',
        title: 'Kestrel Analytics',
        area: 'services',
        trail: ['Home', 'Services'],
        description: 'Kestrel Analytics in a sentence.',
        text: 'Attribution for every channel.',
      },
    ]);
    expect(file.documents.map((document) => document.url)).not.toContain('/insights/feed.xml');
    expect(file.documents.some((document) => document.title === 'Feed Page')).toBe(false);
    // The file answers searches: a page, and an item.
    const loaded = loadSearchIndex(file);
    expect(urls(searchSite(loaded, 'kestrel'))).toEqual(['/services/kestrel']);
    expect(urls(searchSite(loaded, 'Google Ads'))[0]).toBe('/proof/tech-stack?q=Google+Ads');
    // No temporary file is left behind.
    expect((await readdir(distDir)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('does not write the same index again', async () => {
    const first = await writeSearchIndex(distDir, paths);
    await touch(1_000_000);
    const second = await writeSearchIndex(distDir, paths);
    expect(second).toEqual({ ...first, written: false });
    expect((await stat(indexFile())).mtimeMs).toBe(1_000_000_000);
    // A changed page is written.
    await page('/services/kestrel', service('Kestrel Analytics', 'Now with experiments.'));
    const third = await writeSearchIndex(distDir, paths);
    expect(third.written).toBe(true);
    expect((await readIndex()).documents[1]?.text).toBe('Now with experiments.');
  });

  it('reads nothing before there is an index', async () => {
    expect(await searchIndexReader(distDir)()).toBeNull();
  });

  it('reads the index once, and again when the file changes', async () => {
    await writeSearchIndex(distDir, paths);
    await touch(1_000_000);
    const read = searchIndexReader(distDir);
    const first = await read();
    expect(first).not.toBeNull();
    expect(await read()).toBe(first);
    expect(urls(searchSite(first as SiteSearch, 'kestrel'))).toEqual(['/services/kestrel']);

    await page('/services/kestrel', service('Kestrel Analytics', 'Osprey tracking.'));
    await writeSearchIndex(distDir, paths);
    await touch(1_000_100);
    const second = await read();
    expect(second).not.toBe(first);
    expect(urls(searchSite(second as SiteSearch, 'osprey'))).toEqual(['/services/kestrel']);
    expect(await read()).toBe(second);
  });

  it('keeps the last good index when the file becomes unreadable', async () => {
    await writeSearchIndex(distDir, paths);
    await touch(1_000_000);
    const read = searchIndexReader(distDir);
    const good = await read();
    expect(good).not.toBeNull();

    await writeFile(indexFile(), '{"version":1,"documents":[');
    await touch(1_000_200);
    expect(await read()).toBe(good);

    await writeFile(indexFile(), JSON.stringify({ version: 2, documents: [], index: {} }));
    await touch(1_000_300);
    expect(await read()).toBe(good);

    await rm(indexFile());
    expect(await read()).toBe(good);

    // A good file again is read.
    await writeSearchIndex(distDir, paths);
    await touch(1_000_400);
    const again = await read();
    expect(again).not.toBe(good);
    expect(urls(searchSite(again as SiteSearch, 'kestrel'))).toEqual(['/services/kestrel']);
  });

  it('reads nothing when the first file it finds is malformed', async () => {
    await writeFile(indexFile(), 'not json');
    expect(await searchIndexReader(distDir)()).toBeNull();
  });
});

// ---------------------------------------------------------------------------------------------
// Route heads
// ---------------------------------------------------------------------------------------------

describe('loaderHead', () => {
  const page: PageMeta = { title: 'Search', description: 'Search the site.', path: '/search' };
  const head = pageHead(page);
  const missing = pageHead(notFoundMeta({ title: 'Job not found', body: 'Gone.' }, '/careers/x'));

  it('is the tags the loader made', () => {
    expect(loaderHead({ loaderData: { head } })).toBe(head);
    expect(
      loaderHead({ loaderData: { head }, match: { error: { data: { head: missing } } } }),
    ).toBe(head);
  });

  it('is the tags a not-found answer carries', () => {
    expect(loaderHead({ match: { error: { data: { head: missing } } } })).toBe(missing);
    expect(
      loaderHead({ loaderData: undefined, match: { error: { data: { head: missing } } } }),
    ).toBe(missing);
  });

  it('is nothing without either', () => {
    expect(loaderHead({})).toEqual({});
    expect(loaderHead({ match: {} })).toEqual({});
    expect(loaderHead({ match: { error: new Error('boom') } })).toEqual({});
    expect(loaderHead({ match: { error: { data: {} } } })).toEqual({});
    expect(loaderHead({ match: { error: null } })).toEqual({});
  });
});

describe('loadPageHead and notFoundMeta', () => {
  it('loads the same tags pageHead makes', async () => {
    const pages: PageMeta[] = [
      { title: 'About', description: 'Who we are.', path: '/company/about' },
      { title: 'Search', description: 'Search.', path: '/search', noindex: true },
      notFoundMeta({ title: 'Case study not found', body: 'No such case.' }, '/proof/cases/x'),
    ];
    for (const page of pages) {
      expect(await loadPageHead(page)).toEqual(pageHead(page));
    }
  });

  it('describes a missing item’s page with its words, never indexed', () => {
    const meta = notFoundMeta(
      { title: 'Job not found', body: 'This role has closed or never existed.' },
      '/careers/closed-role',
    );
    expect(meta).toEqual({
      title: 'Job not found',
      description: 'This role has closed or never existed.',
      path: '/careers/closed-role',
      noindex: true,
    });
    const head = pageHead(meta);
    expect(head.meta[0]).toEqual({ title: 'Job not found | Response' });
    expect(head.meta).toContainEqual({ name: 'robots', content: 'noindex' });
    expect(head.meta).toContainEqual({
      name: 'description',
      content: 'This role has closed or never existed.',
    });
  });
});

// Every area the corpus covers has a label the groups show.
describe('search areas', () => {
  it('labels every area', () => {
    const areas = Object.keys(searchAreas) as SearchArea[];
    expect(areas).toEqual([
      'services',
      'products',
      'topics',
      'cases',
      'testimonials',
      'tools',
      'jobs',
      'releases',
      'news',
      'articles',
      'reports',
      'pages',
    ]);
    expect(new Set(corpus.map((document) => document.area)).size).toBe(11);
  });
});

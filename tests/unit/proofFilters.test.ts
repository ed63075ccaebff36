import { readFileSync } from 'node:fs';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { caseStudies } from '../../src/content/proof/caseDetails';
import { casesPage } from '../../src/content/proof/casePages';
import {
  type Testimonial,
  testimonials,
  testimonialsPage,
} from '../../src/content/proof/testimonials';
import { caseCountLine, filterCases } from '../../src/features/proofFilters/caseMatch';
import {
  caseFields,
  caseSearchDefaults,
  caseSearchSchema,
  industryFilters,
  industrySlug,
} from '../../src/features/proofFilters/caseSearchParams';
import {
  filterTestimonials,
  matchesTestimonialQuery,
  orderTestimonials,
  searchFold,
  testimonialCountLine,
} from '../../src/features/proofFilters/testimonialMatch';
import {
  maxQueryLength,
  regionFilters,
  roleFilters,
  testimonialFields,
  testimonialSearchDefaults,
  testimonialSearchSchema,
} from '../../src/features/proofFilters/testimonialSearchParams';

const ids = (list: Testimonial[]) => list.map((testimonial) => testimonial.id);
const parseTestimonials = (search: Record<string, unknown>) =>
  v.parse(testimonialSearchSchema, search);
const parseCases = (search: Record<string, unknown>) => v.parse(caseSearchSchema, search);

/** Values a hand-edited or hostile URL can carry. */
const oddValues: unknown[] = [
  undefined,
  null,
  '',
  '   ',
  0,
  42,
  Number.NaN,
  true,
  [],
  [1, 2],
  [['nested']],
  {},
  { slug: 'ceo' },
  'x'.repeat(10_000),
  '<script>alert(1)</script>',
];

/** A small list for the ordering rules, independent of the content. */
function person(id: string, name: string, pinned?: boolean): Testimonial {
  return {
    id,
    name,
    title: 'Marketing Director',
    company: 'Example Ltd',
    quote_full: 'A quote.',
    excerpt: 'A quote.',
    pinned,
    role_level: 'Director',
    region: 'UK',
  };
}

describe('testimonial filter fields and options', () => {
  it('names the search params', () => {
    expect(testimonialFields).toEqual({ query: 'q', role: 'role', region: 'region' });
    expect(maxQueryLength).toBe(100);
  });

  it('offers All, Director, Manager, CEO, CMO', () => {
    expect(roleFilters).toEqual([
      { slug: 'all', label: 'All' },
      { slug: 'director', label: 'Director' },
      { slug: 'manager', label: 'Manager' },
      { slug: 'ceo', label: 'CEO' },
      { slug: 'cmo', label: 'CMO' },
    ]);
  });

  it('offers All, UK, Turkey, EMEA, Global', () => {
    expect(regionFilters).toEqual([
      { slug: 'all', label: 'All' },
      { slug: 'uk', label: 'UK' },
      { slug: 'turkey', label: 'Turkey' },
      { slug: 'emea', label: 'EMEA' },
      { slug: 'global', label: 'Global' },
    ]);
  });

  it('uses the same All label as the page', () => {
    expect(roleFilters[0]?.label).toBe(testimonialsPage.allLabel);
    expect(regionFilters[0]?.label).toBe(testimonialsPage.allLabel);
  });
});

describe('testimonialSearchSchema', () => {
  it.each([
    [{}, { q: '', role: 'all', region: 'all' }],
    [{ q: 'bank' }, { q: 'bank', role: 'all', region: 'all' }],
    [{ q: '  Selvi Bank  ' }, { q: 'Selvi Bank', role: 'all', region: 'all' }],
    [{ q: '   ' }, { q: '', role: 'all', region: 'all' }],
    [{ q: ['first', 'second'] }, { q: 'first', role: 'all', region: 'all' }],
    [{ q: 360 }, { q: '', role: 'all', region: 'all' }],
    [{ q: { nested: 'object' } }, { q: '', role: 'all', region: 'all' }],
    [
      { role: 'ceo', region: 'turkey' },
      { q: '', role: 'ceo', region: 'turkey' },
    ],
    [
      { role: 'CEO', region: 'EMEA' },
      { q: '', role: 'ceo', region: 'emea' },
    ],
    [
      { role: ' Director ', region: 'Global' },
      { q: '', role: 'director', region: 'global' },
    ],
    [
      { role: 'ALL', region: 'All' },
      { q: '', role: 'all', region: 'all' },
    ],
    [
      { role: 'ceo-founder', region: 'europe' },
      { q: '', role: 'all', region: 'all' },
    ],
    [
      { role: ['manager', 'ceo'], region: ['uk', 'global'] },
      { q: '', role: 'manager', region: 'uk' },
    ],
    [
      { role: ['nope', 'ceo'], region: [7, 'uk'] },
      { q: '', role: 'all', region: 'all' },
    ],
    [
      { role: 1, region: true },
      { q: '', role: 'all', region: 'all' },
    ],
    [
      { role: { slug: 'cmo' }, region: ['uk'] },
      { q: '', role: 'all', region: 'uk' },
    ],
    [
      { role: 'Chief Marketing Officer', region: 'United Kingdom' },
      { q: '', role: 'all', region: 'all' },
    ],
    [
      { utm_source: 'newsletter', page: 2 },
      { q: '', role: 'all', region: 'all' },
    ],
  ])('%j -> %j', (input, expected) => {
    expect(parseTestimonials(input)).toEqual(expected);
  });

  it('cuts very long text to the limit instead of failing, after trimming', () => {
    expect(parseTestimonials({ q: 'x'.repeat(500) }).q).toBe('x'.repeat(maxQueryLength));
    expect(parseTestimonials({ q: `${' '.repeat(60)}${'y'.repeat(200)}` }).q).toBe(
      'y'.repeat(maxQueryLength),
    );
    expect(parseTestimonials({ q: `${'z'.repeat(99)}   tail` }).q).toBe('z'.repeat(99));
  });

  it('never fails, whatever a param holds', () => {
    for (const value of oddValues) {
      const result = v.safeParse(testimonialSearchSchema, { q: value, role: value, region: value });
      expect(result.success).toBe(true);
      if (result.success) {
        expect(result.output.q.length).toBeLessThanOrEqual(maxQueryLength);
        expect(result.output.role).toBe('all');
        expect(result.output.region).toBe('all');
      }
    }
  });

  it('has the defaults that are stripped from URLs', () => {
    expect(testimonialSearchDefaults).toEqual({ q: '', role: 'all', region: 'all' });
    expect(parseTestimonials({})).toEqual(testimonialSearchDefaults);
  });

  it('reads back every option it offers', () => {
    for (const filter of roleFilters)
      expect(parseTestimonials({ role: filter.slug }).role).toBe(filter.slug);
    for (const filter of regionFilters) {
      expect(parseTestimonials({ region: filter.slug }).region).toBe(filter.slug);
    }
  });
});

describe('testimonial search rule', () => {
  const aylin = testimonials.find((t) => t.id === 'aylin-korkmaz') as Testimonial;

  it.each([
    ['', true],
    ['   ', true],
    ['Aylin', true],
    ['aylin korkmaz', true],
    ['  KORKMAZ  ', true],
    ['selvi', true],
    ['SELVI BANK', true],
    ['risk review', true],
    ['Chief Marketing Officer', false],
    ['zzz-nothing', false],
  ])('%j -> %s', (query, expected) => {
    expect(matchesTestimonialQuery(aylin, query)).toBe(expected);
  });

  it('does not search the job title, role or region', () => {
    expect(
      filterTestimonials(testimonials, { q: 'CRM Manager', role: 'all', region: 'all' }),
    ).toEqual([]);
    expect(filterTestimonials(testimonials, { q: 'EMEA', role: 'all', region: 'all' })).toEqual([]);
  });
});

describe('orderTestimonials', () => {
  it('puts pinned first, then sorts by name, in both groups', () => {
    const list = [
      person('zoe', 'Zoë Adams'),
      person('bea', 'Bea Stone', true),
      person('adam', 'adam Lowe'),
      person('emile', 'Émile Roux'),
      person('ali', 'Ali Kaya', true),
      person('eddie', 'Eddie Park'),
    ];
    expect(ids(orderTestimonials(list))).toEqual(['ali', 'bea', 'adam', 'eddie', 'emile', 'zoe']);
  });

  it('does not change the list it is given', () => {
    const list = [person('b', 'B'), person('a', 'A', true)];
    const copy = [...list];
    const ordered = orderTestimonials(list);
    expect(list).toEqual(copy);
    expect(ordered).not.toBe(list);
  });

  it('matches the order the content is written in', () => {
    expect(ids(orderTestimonials(testimonials))).toEqual(ids([...testimonials]));
    expect(ids(orderTestimonials([...testimonials].reverse()))).toEqual(ids([...testimonials]));
    const pinned = testimonials.filter((t) => t.pinned).length;
    expect(testimonials.slice(0, pinned).every((t) => t.pinned)).toBe(true);
  });
});

describe('filterTestimonials (search, role and region combine)', () => {
  const all = { q: '', role: 'all', region: 'all' };

  it('keeps everything by default, ordered', () => {
    expect(ids(filterTestimonials(testimonials, all))).toEqual(ids([...testimonials]));
  });

  it('filters by role', () => {
    expect(ids(filterTestimonials(testimonials, { ...all, role: 'ceo' }))).toEqual([
      'camille-laurent',
      'rachel-kim',
      'zeynep-arslan',
    ]);
    for (const t of filterTestimonials(testimonials, { ...all, role: 'manager' })) {
      expect(t.role_level).toBe('Manager');
    }
  });

  it('filters by region', () => {
    expect(ids(filterTestimonials(testimonials, { ...all, region: 'turkey' }))).toEqual([
      'aylin-korkmaz',
      'emre-celik',
      'mert-aydin',
      'zeynep-arslan',
    ]);
  });

  it('combines role and region', () => {
    expect(
      ids(filterTestimonials(testimonials, { ...all, role: 'ceo', region: 'turkey' })),
    ).toEqual(['zeynep-arslan']);
    expect(ids(filterTestimonials(testimonials, { ...all, role: 'cmo', region: 'uk' }))).toEqual([
      'oliver-grant',
    ]);
    expect(filterTestimonials(testimonials, { ...all, role: 'manager', region: 'global' })).toEqual(
      [],
    );
  });

  it('combines text with role and region', () => {
    expect(
      ids(filterTestimonials(testimonials, { q: 'quillstone', role: 'all', region: 'all' })),
    ).toEqual(['rachel-kim']);
    expect(
      ids(filterTestimonials(testimonials, { q: 'Braze', role: 'manager', region: 'uk' })),
    ).toEqual(['tom-ellison']);
    expect(filterTestimonials(testimonials, { q: 'Braze', role: 'ceo', region: 'uk' })).toEqual([]);
    expect(
      ids(filterTestimonials(testimonials, { q: 'RESPONSE', role: 'all', region: 'uk' })),
    ).toEqual(['daniel-osei', 'oliver-grant', 'priya-raman', 'tom-ellison']);
  });

  it('reads slugs as the schema does: any case, unknown ones keep everything', () => {
    expect(filterTestimonials(testimonials, { ...all, role: 'CEO' })).toEqual(
      filterTestimonials(testimonials, { ...all, role: 'ceo' }),
    );
    expect(filterTestimonials(testimonials, { ...all, role: 'nope', region: 'mars' })).toHaveLength(
      testimonials.length,
    );
  });

  it('every role and region option shows someone, and together they show everyone', () => {
    for (const filters of [roleFilters, regionFilters]) {
      const key = filters === roleFilters ? 'role' : 'region';
      let total = 0;
      for (const filter of filters.slice(1)) {
        const shown = filterTestimonials(testimonials, { ...all, [key]: filter.slug });
        expect(shown.length, filter.slug).toBeGreaterThan(0);
        total += shown.length;
      }
      expect(total).toBe(testimonials.length);
    }
  });
});

describe('testimonialCountLine', () => {
  it('reads exactly as the spec words it, and as the page does', () => {
    expect(testimonialCountLine(4, 16)).toBe('Showing 4 of 16 testimonials');
    expect(testimonialCountLine(16, 16)).toBe('Showing 16 of 16 testimonials');
    expect(testimonialCountLine(0, 16)).toBe('Showing 0 of 16 testimonials');
    expect(testimonialCountLine(1, 16)).toBe(testimonialsPage.countLine(1, 16));
  });
});

describe('case industry filter', () => {
  it('names the search param', () => {
    expect(caseFields).toEqual({ industry: 'industry' });
  });

  it.each([
    ['CPG & Industrial', 'cpg-industrial'],
    ['Financial Services', 'financial-services'],
    ['B2B Software', 'b2b-software'],
    ['Beauty & Skincare', 'beauty-skincare'],
    ['E-commerce', 'e-commerce'],
    ['Gaming & Apps', 'gaming-apps'],
  ] as const)('%s -> %s', (industry, slug) => {
    expect(industrySlug(industry)).toBe(slug);
  });

  it('offers All Industries, then each industry in order', () => {
    expect(industryFilters).toEqual([
      { slug: 'all', label: 'All Industries' },
      { slug: 'cpg-industrial', label: 'CPG & Industrial' },
      { slug: 'financial-services', label: 'Financial Services' },
      { slug: 'b2b-software', label: 'B2B Software' },
      { slug: 'beauty-skincare', label: 'Beauty & Skincare' },
      { slug: 'e-commerce', label: 'E-commerce' },
      { slug: 'gaming-apps', label: 'Gaming & Apps' },
    ]);
    expect(industryFilters[0]?.label).toBe(casesPage.allIndustriesLabel);
  });
});

describe('caseSearchSchema', () => {
  it.each([
    [{}, { industry: 'all' }],
    [{ industry: 'cpg-industrial' }, { industry: 'cpg-industrial' }],
    [{ industry: 'Beauty-Skincare' }, { industry: 'beauty-skincare' }],
    [{ industry: ' E-COMMERCE ' }, { industry: 'e-commerce' }],
    [{ industry: 'CPG & Industrial' }, { industry: 'all' }],
    [{ industry: 'fintech' }, { industry: 'all' }],
    [{ industry: ['b2b-software', 'e-commerce'] }, { industry: 'b2b-software' }],
    [{ industry: ['nope', 'e-commerce'] }, { industry: 'all' }],
    [{ industry: 2024 }, { industry: 'all' }],
    [{ industry: { slug: 'e-commerce' } }, { industry: 'all' }],
    [{ industry: 'x'.repeat(500) }, { industry: 'all' }],
    [{ gclid: 'abc', page: '2' }, { industry: 'all' }],
  ])('%j -> %j', (input, expected) => {
    expect(parseCases(input)).toEqual(expected);
  });

  it('never fails, whatever the param holds', () => {
    for (const value of oddValues) {
      const result = v.safeParse(caseSearchSchema, { industry: value });
      expect(result.success).toBe(true);
      if (result.success) expect(result.output.industry).toBe('all');
    }
  });

  it('has the default that is stripped from URLs, and reads back every option', () => {
    expect(caseSearchDefaults).toEqual({ industry: 'all' });
    expect(parseCases({})).toEqual(caseSearchDefaults);
    for (const filter of industryFilters)
      expect(parseCases({ industry: filter.slug }).industry).toBe(filter.slug);
  });
});

describe('filterCases', () => {
  const slugs = (list: ReadonlyArray<{ slug: string }>) => list.map((study) => study.slug);

  it('keeps every case, in order, for All and for an unknown slug', () => {
    expect(slugs(filterCases(caseStudies, { industry: 'all' }))).toEqual(slugs(caseStudies));
    expect(slugs(filterCases(caseStudies, { industry: 'nonsense' }))).toEqual(slugs(caseStudies));
  });

  it('keeps the cases of one industry, in list order', () => {
    expect(slugs(filterCases(caseStudies, { industry: 'financial-services' }))).toEqual([
      'calderbrook-benefits-acquisition-cost',
      'selvi-bank-ai-paid-search',
    ]);
    expect(slugs(filterCases(caseStudies, { industry: 'cpg-industrial' }))).toEqual([
      'northfield-industrial-sql-growth',
    ]);
    expect(slugs(filterCases(caseStudies, { industry: 'B2B-Software' }))).toEqual([
      'quillstone-software-new-customer-cac',
      'lanternfield-trial-to-paid',
    ]);
  });

  it('shows every case in exactly one industry', () => {
    const total = industryFilters
      .slice(1)
      .reduce((sum, filter) => sum + filterCases(caseStudies, { industry: filter.slug }).length, 0);
    expect(total).toBe(caseStudies.length);
  });
});

describe('case list paging and count', () => {
  it('pages by six, as the page content says', () => {
    expect(casesPage.pageSize).toBe(6);
  });

  it('words the count line', () => {
    expect(caseCountLine(6, 8)).toBe('Showing 6 of 8 case studies');
    expect(caseCountLine(0, 8)).toBe('Showing 0 of 8 case studies');
  });
});

describe('entry-bundle rule', () => {
  it.each([
    'src/features/proofFilters/testimonialSearchParams.ts',
    'src/features/proofFilters/caseSearchParams.ts',
  ])('%s imports only types from the content of testimonials and cases', (file) => {
    const source = readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');
    const imports = source.match(/^import[^;]+;/gm) ?? [];
    for (const statement of imports) {
      if (/content\/(testimonials|cases)'/.test(statement)) {
        expect(statement).toMatch(/^import type /);
      }
    }
  });
});

describe('testimonial search ignores accents', () => {
  it('finds Turkish names typed on an English keyboard, and the other way round', () => {
    const names = (q: string) =>
      filterTestimonials(testimonials, { q, role: 'all', region: 'all' }).map((t) => t.name);
    expect(names('aydin')).toContain('Mert Aydın');
    expect(names('AYDIN')).toContain('Mert Aydın');
    expect(names('celik')).toContain('Emre Çelik');
    expect(names('Çelik')).toEqual(['Emre Çelik']);
    expect(searchFold('İstanbul Şişli')).toBe('istanbul sisli');
  });
});

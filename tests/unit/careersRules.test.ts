import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type Job,
  type JobDetail,
  type JobRole,
  jobPath,
  jobRoles,
} from '../../src/content/careers/careers';
import { findJob, jobDetailSlugs } from '../../src/content/careers/jobDetails';
import { jobApplyHref, jobApplyLabel } from '../../src/features/careers/jobApply';
import {
  applicantLocation,
  type JobPostingData,
  jobDescriptionHtml,
  jobPostingJsonLd,
  maxListedRoles,
  parseSalary,
  postingValidThrough,
  rolesItemList,
  validDaysAfterPosting,
} from '../../src/features/careers/jobPosting';
import {
  filterRoles,
  orderRoles,
  roleFields,
  roleFilterOptions,
} from '../../src/features/careers/roleMatch';
import { roleSearchDefaults, roleSearchSchema } from '../../src/features/careers/roleSearchParams';
import { contactSearchSchema } from '../../src/features/contactForm/contactSearch';
import { site } from '../../src/site/config';
import { staticImports } from '../support/staticImports';

const parse = (search: Record<string, unknown>) => v.parse(roleSearchSchema, search);
const slugs = (list: ReadonlyArray<{ slug: string }>) => list.map((role) => role.slug);
const job = (slug: string) => findJob(slug) as Job;

/** A role for the ordering rules, independent of the content. */
function role(
  slug: string,
  lastUpdated: string,
  isPinned = false,
  type: 'remote' | 'hybrid' = 'hybrid',
): JobRole {
  return {
    title: slug.toUpperCase(),
    location: type === 'remote' ? 'Remote (EMEA)' : 'London',
    department: 'Performance Marketing',
    level: 'Senior',
    employmentType: 'Full-time',
    workModel: type === 'remote' ? 'Remote' : 'Hybrid',
    slug,
    impact: 'One line.',
    type,
    isPinned,
    lastUpdated,
  };
}

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
  [['remote']],
  {},
  { type: 'remote' },
  'x'.repeat(10_000),
  'remote,hybrid',
  'remotely',
  'on-site',
  '<script>alert(1)</script>',
];

describe('role filter fields and options', () => {
  it('names the search param and its default', () => {
    expect(roleFields).toEqual({ type: 'type' });
    expect(roleSearchDefaults).toEqual({ type: 'all' });
  });

  it('offers All, Remote, Hybrid', () => {
    expect(roleFilterOptions).toEqual([
      { value: 'all', label: 'All' },
      { value: 'remote', label: 'Remote' },
      { value: 'hybrid', label: 'Hybrid' },
    ]);
  });
});

describe('roleSearchSchema', () => {
  it.each([
    [{}, 'all'],
    [{ type: 'remote' }, 'remote'],
    [{ type: 'hybrid' }, 'hybrid'],
    [{ type: 'all' }, 'all'],
    [{ type: 'REMOTE' }, 'remote'],
    [{ type: ' Hybrid ' }, 'hybrid'],
    [{ type: 'ALL' }, 'all'],
    [{ type: 'onsite' }, 'all'],
    [{ type: ['hybrid', 'remote'] }, 'hybrid'],
    [{ type: ['Remote', 'nope'] }, 'remote'],
    [{ type: ['nope', 'remote'] }, 'all'],
    [{ type: [7, 'remote'] }, 'all'],
    [{ type: 1 }, 'all'],
    [{ type: false }, 'all'],
    [{ type: { value: 'remote' } }, 'all'],
    [{ type: null }, 'all'],
    [{ utm_source: 'newsletter', gclid: 'abc' }, 'all'],
  ])('%j -> %s', (input, expected) => {
    expect(parse(input)).toEqual({ type: expected });
  });

  it('never fails, whatever the param holds', () => {
    for (const value of oddValues) {
      const result = v.safeParse(roleSearchSchema, { type: value });
      expect(result.success).toBe(true);
      if (result.success) expect(result.output.type).toBe('all');
    }
  });

  it('has the default stripped from URLs, and reads back every option', () => {
    expect(parse({})).toEqual(roleSearchDefaults);
    for (const option of roleFilterOptions)
      expect(parse({ type: option.value }).type).toBe(option.value);
  });
});

describe('orderRoles', () => {
  it('puts pinned roles first, then the newest, in both groups', () => {
    const list = [
      role('old', '2026-08-02'),
      role('pinned-old', '2026-08-10', true),
      role('new', '2026-11-19'),
      role('pinned-new', '2026-10-01', true),
      role('middle', '2026-09-30'),
    ];
    expect(slugs(orderRoles(list))).toEqual(['pinned-new', 'pinned-old', 'new', 'middle', 'old']);
  });

  it('breaks a tie on the date by title, whatever the input order', () => {
    const list = [role('b', '2026-09-01'), role('a', '2026-09-01'), role('c', '2026-10-01')];
    expect(slugs(orderRoles(list))).toEqual(['c', 'a', 'b']);
    expect(slugs(orderRoles([...list].reverse()))).toEqual(['c', 'a', 'b']);
  });

  it('does not change the list it is given', () => {
    const list = [role('a', '2026-08-01'), role('b', '2026-09-01', true)];
    const copy = [...list];
    const ordered = orderRoles(list);
    expect(list).toEqual(copy);
    expect(ordered).not.toBe(list);
  });

  it('orders the content: three pinned, then dates that never increase', () => {
    const ordered = orderRoles([...jobRoles].reverse());
    expect(ordered.slice(0, 3).every((r) => r.isPinned)).toBe(true);
    expect(ordered.slice(3).some((r) => r.isPinned)).toBe(false);
    for (const group of [ordered.slice(0, 3), ordered.slice(3)]) {
      for (let i = 1; i < group.length; i += 1) {
        expect((group[i - 1] as JobRole).lastUpdated >= (group[i] as JobRole).lastUpdated).toBe(
          true,
        );
      }
    }
  });
});

describe('filterRoles', () => {
  it('keeps one type, in display order', () => {
    const remote = filterRoles(jobRoles, 'remote');
    expect(remote.length).toBeGreaterThanOrEqual(5);
    expect(remote.every((r) => r.type === 'remote')).toBe(true);
    expect(slugs(remote)).toEqual(slugs(orderRoles(remote)));
    const hybrid = filterRoles(jobRoles, 'hybrid');
    expect(hybrid.every((r) => r.type === 'hybrid')).toBe(true);
    expect(remote.length + hybrid.length).toBe(jobRoles.length);
  });

  it('keeps every role for All and for a value the schema would not keep', () => {
    const all = slugs(orderRoles(jobRoles));
    expect(slugs(filterRoles(jobRoles, 'all'))).toEqual(all);
    // Through the route's schema, as the page gets them.
    expect(slugs(filterRoles(jobRoles, parse({ type: 'onsite' }).type))).toEqual(all);
    expect(slugs(filterRoles(jobRoles, parse({ type: 'REMOTE' }).type))).toEqual(
      slugs(filterRoles(jobRoles, 'remote')),
    );
  });

  it('orders a small list too', () => {
    const list = [
      role('r-old', '2026-08-01', false, 'remote'),
      role('h', '2026-09-01'),
      role('r-pinned', '2026-08-05', true, 'remote'),
      role('r-new', '2026-11-01', false, 'remote'),
    ];
    expect(slugs(filterRoles(list, 'remote'))).toEqual(['r-pinned', 'r-new', 'r-old']);
    expect(slugs(filterRoles(list, 'hybrid'))).toEqual(['h']);
  });
});

describe('Apply links on a job page', () => {
  it.each([
    [
      'web-analytics-manager-london',
      '/contact?ref=job&from=%2Fcareers%2Fweb-analytics-manager-london&label=job_apply_now',
      '/contact?ref=job&from=%2Fcareers%2Fweb-analytics-manager-london&label=job_web_analytics_manager_london',
    ],
    [
      'senior-ai-consultant-new-york',
      '/contact?ref=job&from=%2Fcareers%2Fsenior-ai-consultant-new-york&label=job_apply_now',
      '/contact?ref=job&from=%2Fcareers%2Fsenior-ai-consultant-new-york&label=job_senior_ai_consultant_new_york',
    ],
  ])('%s', (slug, header, card) => {
    expect(jobApplyHref(slug, 'header')).toBe(header);
    expect(jobApplyHref(slug, 'card')).toBe(card);
  });

  it('labels the buttons as the spec does', () => {
    expect(jobApplyLabel('performance-marketing-director', 'header')).toBe('job_apply_now');
    expect(jobApplyLabel('performance-marketing-director', 'card')).toBe(
      'job_performance_marketing_director',
    );
  });

  it.each(jobDetailSlugs)('reaches the contact page intact for %s', (slug) => {
    for (const placement of ['header', 'card'] as const) {
      const query = new URL(jobApplyHref(slug, placement), site.origin);
      expect(query.pathname).toBe('/contact');
      const search = v.parse(contactSearchSchema, Object.fromEntries(query.searchParams));
      expect(search).toMatchObject({
        ref: 'job',
        from: jobPath(slug),
        label: jobApplyLabel(slug, placement),
      });
    }
  });
});

/** Google's required JobPosting properties, and the remote ones: what a posting lacks. */
function missingForGoogle(posting: JobPostingData): string[] {
  const missing: string[] = [];
  if (!posting.title) missing.push('title');
  if (!posting.description) missing.push('description');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(posting.datePosted)) missing.push('datePosted');
  if (!posting.hiringOrganization?.name) missing.push('hiringOrganization.name');
  const remote = posting.jobLocationType === 'TELECOMMUTE';
  if (remote && !posting.applicantLocationRequirements?.length) {
    missing.push('applicantLocationRequirements');
  }
  if (!remote && !posting.jobLocation?.address.addressLocality) missing.push('jobLocation');
  return missing;
}

const day = 24 * 60 * 60 * 1000;
/** Two build moments far apart: what a page says must not depend on either. */
const builds = [new Date('2026-11-25T17:00:00Z'), new Date('2027-06-30T23:59:59Z')];

describe('jobPostingJsonLd', () => {
  it.each(jobDetailSlugs)("%s passes Google's required-field rules", (slug) => {
    const { role, detail } = job(slug);
    const posting = jobPostingJsonLd(role, detail);
    expect(missingForGoogle(posting)).toEqual([]);
    expect(posting['@context']).toBe('https://schema.org');
    expect(posting['@type']).toBe('JobPosting');
    expect(posting.title).toBe(detail.title);
    expect(posting.description).toBe(jobDescriptionHtml(detail));
    expect(posting.datePosted).toBe(role.lastUpdated);
    expect(posting.employmentType).toBe('FULL_TIME');
    expect(posting.hiringOrganization).toMatchObject({
      '@type': 'Organization',
      name: 'Response',
      url: site.origin,
      sameAs: site.origin,
    });
    expect(posting.directApply).toBe(false);
    expect(posting.url).toBe(`${site.origin}/careers/${slug}`);
    expect(posting.identifier.value).toBe(slug);
    expect(JSON.stringify(posting)).not.toContain('undefined');
  });

  it('is valid for 180 days after the role’s own date, its datePosted', () => {
    expect(validDaysAfterPosting).toBe(180);
    const { role, detail } = job('web-analytics-manager-london');
    expect(role.lastUpdated).toBe('2026-11-05');
    const posting = jobPostingJsonLd(role, detail);
    expect(posting.datePosted).toBe('2026-11-05');
    expect(posting.validThrough).toBe('2027-05-04');
    for (const slug of jobDetailSlugs) {
      const { role: each, detail: eachDetail } = job(slug);
      const { datePosted, validThrough } = jobPostingJsonLd(each, eachDetail);
      expect(validThrough, slug).toBe(postingValidThrough(each));
      expect(Date.parse(validThrough) - Date.parse(datePosted), slug).toBe(180 * day);
    }
  });

  it.each([
    ['2026-08-06', '2027-02-02'],
    ['2026-09-15', '2027-03-14'],
    ['2026-11-20', '2027-05-19'],
    ['2027-12-31', '2028-06-28'],
    ['2028-01-01', '2028-06-29'],
  ])('a role dated %s is valid through %s', (lastUpdated, validThrough) => {
    expect(postingValidThrough({ lastUpdated })).toBe(validThrough);
  });

  it.each(['', '2026-8-6', '2026-02-30', '06/08/2026', 'soon'])(
    'refuses a role dated %j rather than guess',
    (lastUpdated) => {
      expect(() => postingValidThrough({ lastUpdated })).toThrow(RangeError);
    },
  );

  describe('whatever the build date', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it.each(jobDetailSlugs)('gives %s the same posting', (slug) => {
      const { role, detail } = job(slug);
      const postings = builds.map((moment) => {
        vi.useFakeTimers();
        vi.setSystemTime(moment);
        expect(Date.now()).toBe(moment.getTime());
        return jobPostingJsonLd(role, detail);
      });
      expect(postings[1]).toEqual(postings[0]);
      expect(postings[0]?.validThrough).toBe(postingValidThrough(role));
    });
  });

  it('keeps every listed role valid at launch (29 November 2026) and for two months after', () => {
    for (const r of jobRoles) {
      const { validThrough } = jobPostingJsonLd(r, job(r.slug).detail);
      expect(validThrough > '2027-01-29', `${r.slug}: ${validThrough}`).toBe(true);
    }
  });

  it.each([
    ['web-analytics-manager-london', 'London', 'GB'],
    ['senior-ai-consultant-new-york', 'New York', 'US'],
    ['performance-marketing-manager', 'Istanbul', 'TR'],
    ['performance-marketing-director', 'Dubai', 'AE'],
  ])('places the hybrid %s in %s (%s)', (slug, city, country) => {
    const { role, detail } = job(slug);
    const posting = jobPostingJsonLd(role, detail);
    expect(posting.jobLocation).toEqual({
      '@type': 'Place',
      address: expect.objectContaining({
        '@type': 'PostalAddress',
        addressLocality: city,
        addressCountry: country,
      }),
    });
    expect(posting).not.toHaveProperty('jobLocationType');
    expect(posting).not.toHaveProperty('applicantLocationRequirements');
  });

  it('marks a remote role TELECOMMUTE, with where applicants may live', () => {
    const { role, detail } = job('sr-performance-marketing-specialist');
    const posting = jobPostingJsonLd(role, detail);
    expect(posting.jobLocationType).toBe('TELECOMMUTE');
    expect(posting.applicantLocationRequirements).toEqual([
      { '@type': 'AdministrativeArea', name: 'Europe, Middle East and Africa' },
    ]);
    expect(posting).not.toHaveProperty('jobLocation');
  });

  it('gives the base salary when the job gives its pay', () => {
    const director = job('performance-marketing-director');
    expect(jobPostingJsonLd(director.role, director.detail).baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'AED',
      value: { '@type': 'QuantitativeValue', minValue: 540000, maxValue: 660000, unitText: 'YEAR' },
    });
    const analytics = job('web-analytics-manager-london');
    expect(jobPostingJsonLd(analytics.role, analytics.detail).baseSalary).toMatchObject({
      currency: 'GBP',
      value: { minValue: 70000, maxValue: 85000, unitText: 'YEAR' },
    });
    const istanbul = job('performance-marketing-manager');
    expect(jobPostingJsonLd(istanbul.role, istanbul.detail).baseSalary).toMatchObject({
      currency: 'EUR',
      value: { minValue: 44000, maxValue: 56000, unitText: 'YEAR' },
    });
    // Every job gives its pay, in the currency of its office or region.
    const currencyOf: Record<string, string> = {
      London: 'GBP',
      'Remote (UK)': 'GBP',
      'New York': 'USD',
      'Remote (US)': 'USD',
      Dubai: 'AED',
      Istanbul: 'EUR',
      'Remote (Turkey)': 'EUR',
      'Remote (EMEA)': 'EUR',
    };
    for (const slug of jobDetailSlugs) {
      const { role, detail } = job(slug);
      const salary = jobPostingJsonLd(role, detail).baseSalary;
      expect(salary?.currency, slug).toBe(currencyOf[detail.location]);
      expect(salary?.value.minValue, slug).toBeLessThan(salary?.value.maxValue ?? 0);
    }
  });

  it('leaves the salary out when it cannot be read', () => {
    const { role, detail } = job('performance-marketing-manager');
    const vague: JobDetail = { ...detail, compensation: { base: 'Competitive' } };
    expect(jobPostingJsonLd(role, vague)).not.toHaveProperty('baseSalary');
  });

  it('escapes the text it puts in the HTML description', () => {
    const { detail } = job('web-analytics-manager-london');
    const html = jobDescriptionHtml({ ...detail, summary: 'A <script>alert(1)</script> & "more"' });
    expect(html).toContain('<p>A &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;more&quot;</p>');
    expect(html).not.toContain('<script>');
    expect(html).toContain('<h3>Responsibilities</h3><ul><li>');
  });
});

describe('parseSalary', () => {
  it.each([
    ['£85,000–£100,000', { currency: 'GBP', minValue: 85000, maxValue: 100000 }],
    ['$150,000–$175,000', { currency: 'USD', minValue: 150000, maxValue: 175000 }],
    ['€70,000 - €84,000', { currency: 'EUR', minValue: 70000, maxValue: 84000 }],
    ['AED 540,000–AED 660,000', { currency: 'AED', minValue: 540000, maxValue: 660000 }],
    ['$150K–$175K', { currency: 'USD', minValue: 150000, maxValue: 175000 }],
    ['£90,000', { currency: 'GBP', minValue: 90000, maxValue: 90000 }],
    ['GBP 60,000 to 70,000', { currency: 'GBP', minValue: 60000, maxValue: 70000 }],
  ])('%s', (base, expected) => {
    expect(parseSalary(base)).toEqual(expected);
  });

  it.each(['Competitive', '85,000–100,000', '£ to be agreed', '£85,000 or $110,000', ''])(
    'cannot read %j',
    (base) => {
      expect(parseSalary(base)).toBeUndefined();
    },
  );
});

describe('applicantLocation', () => {
  it.each([
    ['Remote (UK)', { '@type': 'Country', name: 'United Kingdom' }],
    ['Remote (US)', { '@type': 'Country', name: 'United States' }],
    ['Remote (Turkey)', { '@type': 'Country', name: 'Turkey' }],
    ['Remote (EMEA)', { '@type': 'AdministrativeArea', name: 'Europe, Middle East and Africa' }],
    ['Remote (Nordics)', { '@type': 'AdministrativeArea', name: 'Nordics' }],
  ])('%s', (location, expected) => {
    expect(applicantLocation(location)).toEqual(expected);
  });

  it('covers every remote role of the content with a region it knows', () => {
    const known = [
      'United Kingdom',
      'United States',
      'Turkey',
      'United Arab Emirates',
      'Europe, Middle East and Africa',
    ];
    for (const r of jobRoles.filter((candidate) => candidate.type === 'remote')) {
      expect(known, r.slug).toContain(applicantLocation(r.location).name);
    }
  });
});

describe('rolesItemList', () => {
  it('names the first ten roles in display order, linked to their pages', () => {
    const list = rolesItemList(jobRoles);
    const ordered = orderRoles(jobRoles).slice(0, 10);
    expect(maxListedRoles).toBe(10);
    expect(list['@type']).toBe('ItemList');
    expect(list.numberOfItems).toBe(10);
    expect(list.itemListElement).toHaveLength(10);
    for (const [index, item] of list.itemListElement.entries()) {
      const r = ordered[index] as JobRole;
      expect(item).toEqual({
        '@type': 'ListItem',
        position: index + 1,
        name: `${r.title}, ${r.location}`,
        url: `${site.origin}/careers/${r.slug}`,
      });
      expect(findJob(r.slug), r.slug).toBeDefined();
    }
  });

  it('caps at ten and keeps shorter lists whole', () => {
    const many = Array.from({ length: 25 }, (_, i) =>
      role(`role-${i}`, `2026-09-${String(i + 1).padStart(2, '0')}`),
    );
    expect(rolesItemList(many).itemListElement).toHaveLength(10);
    expect(rolesItemList(many.slice(0, 3)).itemListElement).toHaveLength(3);
    expect(rolesItemList([]).itemListElement).toEqual([]);
  });
});

describe('entry-bundle rule', () => {
  it.each([
    'src/features/careers/roleSearchParams.ts',
    'src/features/careers/roleMatch.ts',
    'src/features/careers/jobApply.ts',
    'src/features/careers/jobPosting.ts',
  ])('%s imports only types from the careers content', (file) => {
    for (const statement of staticImports(file)) {
      if (/content\/careers'/.test(statement)) expect(statement).toMatch(/^import type /);
    }
  });
});

/**
 * Structured data of the careers pages: a job page as a
 * schema.org JobPosting that meets Google's rules for job postings (title, HTML description,
 * datePosted, validThrough, hiringOrganization, jobLocation, or TELECOMMUTE with the applicant's
 * location for a remote role; baseSalary when the job's pay can be read), and the landing's roles as
 * an ItemList of at most ten. Employment type is always full-time; a posting is valid for
 * `validDaysAfterPosting` days after the role's own date (`lastUpdated`, its datePosted), so a role
 * says the same thing whenever the site is built. Only types come from `careers.ts`, so a route
 * head can use these without the job descriptions.
 */
import type { JobDetail, JobRole } from '../../content/careers/careers';
import { jobPath } from '../../content/careers/roleTypes';
import { canonicalUrl } from '../../site/canonicalUrl';
import { site } from '../../site/config';
import { organizationRef } from '../../site/structuredData';
import { orderRoles } from './roleMatch';

/**
 * How long a posting stays valid after its role's `lastUpdated` (the posting's datePosted): 180
 * days. Counted from the role's own date, not from the build (the spec's "90 days from now"), so
 * the same role gets the same validThrough whatever the build date, and a posting does not expire
 * in search engines because the site was not rebuilt. Why six months: a role is re-dated when it
 * is reviewed and stays open, so one not reviewed for six months is stale and should drop out of
 * job search rather than linger; 90 days from the role's date would already have expired the
 * roles dated August 2026 at launch (29 November 2026), while with 180 the oldest (6 August 2026)
 * is valid until 2 February 2027, two months in which to re-date or remove it.
 */
export const validDaysAfterPosting = 180;

/** Most roles the landing's ItemList names. */
export const maxListedRoles = 10;

type PostalAddress = {
  '@type': 'PostalAddress';
  addressLocality: string;
  addressRegion?: string;
  /** ISO 3166-1 alpha-2. */
  addressCountry?: string;
};

type Place = { '@type': 'Place'; address: PostalAddress };

type ApplicantLocation = { '@type': 'Country' | 'AdministrativeArea'; name: string };

type MonetaryAmount = {
  '@type': 'MonetaryAmount';
  currency: string;
  value: {
    '@type': 'QuantitativeValue';
    minValue: number;
    maxValue: number;
    unitText: 'YEAR';
  };
};

export type JobPostingData = {
  '@context': 'https://schema.org';
  '@type': 'JobPosting';
  title: string;
  /** HTML, as Google asks: summary, overview, then the lists. */
  description: string;
  identifier: { '@type': 'PropertyValue'; name: string; value: string };
  datePosted: string;
  validThrough: string;
  employmentType: 'FULL_TIME';
  hiringOrganization: typeof organizationRef & { sameAs: string };
  /** Hybrid roles: the office. */
  jobLocation?: Place;
  /** Remote roles. */
  jobLocationType?: 'TELECOMMUTE';
  /** Remote roles: where the applicant must live. */
  applicantLocationRequirements?: ApplicantLocation[];
  baseSalary?: MonetaryAmount;
  directApply: false;
  url: string;
};

/** The offices' cities as postal addresses. */
const officeAddresses: Readonly<Record<string, Omit<PostalAddress, '@type'>>> = {
  London: { addressLocality: 'London', addressCountry: 'GB' },
  'New York': { addressLocality: 'New York', addressRegion: 'NY', addressCountry: 'US' },
  Istanbul: { addressLocality: 'Istanbul', addressCountry: 'TR' },
  Dubai: { addressLocality: 'Dubai', addressCountry: 'AE' },
};

/**
 * The region of a remote role ('Remote (UK)') as where applicants may live: a country, or for
 * 'EMEA' the region itself (schema.org's AdministrativeArea, which Google accepts).
 */
const remoteRegions: Readonly<Record<string, ApplicantLocation>> = {
  UK: { '@type': 'Country', name: 'United Kingdom' },
  US: { '@type': 'Country', name: 'United States' },
  Turkey: { '@type': 'Country', name: 'Turkey' },
  UAE: { '@type': 'Country', name: 'United Arab Emirates' },
  EMEA: { '@type': 'AdministrativeArea', name: 'Europe, Middle East and Africa' },
};

/** 'Remote (EMEA)' -> the applicant's location; any other wording is kept as an area's name. */
export function applicantLocation(location: string): ApplicantLocation {
  const region = /^remote\s*\((.+)\)\s*$/i.exec(location.trim())?.[1]?.trim() ?? location.trim();
  return (
    (Object.hasOwn(remoteRegions, region) ? remoteRegions[region] : undefined) ?? {
      '@type': 'AdministrativeArea',
      name: region,
    }
  );
}

/** An office city as a Place; an unknown city keeps its name, without a country. */
export function officePlace(location: string): Place {
  const known = Object.hasOwn(officeAddresses, location) ? officeAddresses[location] : undefined;
  return {
    '@type': 'Place',
    address: { '@type': 'PostalAddress', ...(known ?? { addressLocality: location }) },
  };
}

/** Currency signs and codes, as compensation is written. */
const currencies: ReadonlyArray<readonly [RegExp, string]> = [
  [/£|\bGBP\b/i, 'GBP'],
  [/€|\bEUR\b/i, 'EUR'],
  [/\bAED\b/i, 'AED'],
  [/\$|\bUSD\b/i, 'USD'],
];

/**
 * A yearly base salary as written ('£85,000–£100,000', '$150K-$175K', 'AED 540,000–AED 660,000',
 * '€70,000') as currency and range; undefined when it names no currency, several, or no amount.
 */
export function parseSalary(
  base: string,
): { currency: string; minValue: number; maxValue: number } | undefined {
  const named = currencies.filter(([pattern]) => pattern.test(base)).map(([, code]) => code);
  const [currency] = named;
  if (!currency || named.length > 1) return undefined;
  const amounts = [...base.matchAll(/(\d[\d,]*(?:\.\d+)?)\s*([kK])?/g)]
    .map(([, digits = '', thousands]) => Number(digits.replace(/,/g, '')) * (thousands ? 1000 : 1))
    .filter((amount) => Number.isFinite(amount) && amount > 0)
    .slice(0, 2);
  if (amounts.length === 0) return undefined;
  return { currency, minValue: Math.min(...amounts), maxValue: Math.max(...amounts) };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;

const section = (heading: string, items: ReadonlyArray<string>) =>
  items.length === 0
    ? ''
    : `<h3>${escapeHtml(heading)}</h3><ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;

/** The job as HTML: the summary and overview as paragraphs, then the page's lists. */
export function jobDescriptionHtml(detail: JobDetail): string {
  return [
    paragraph(detail.summary),
    ...detail.overview.map(paragraph),
    section('Responsibilities', detail.responsibilities),
    section('Requirements', detail.requirements),
    section('Nice to Have', detail.niceToHave),
    section('Benefits & Perks', detail.benefits),
  ].join('');
}

/** An ISO date (YYYY-MM-DD) plus `days`, as an ISO date (UTC); throws on a malformed date. */
function isoDateAfter(date: string, days: number): string {
  const start = Date.parse(`${date}T00:00:00Z`);
  // Date.parse rolls '2026-02-30' over to 2 March: a date must read back as itself.
  if (Number.isNaN(start) || new Date(start).toISOString().slice(0, 10) !== date) {
    throw new RangeError(`careers: '${date}' is not an ISO date (YYYY-MM-DD)`);
  }
  return new Date(start + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/**
 * The last day a role's posting is valid: `validDaysAfterPosting` days after its `lastUpdated`.
 * Depends on the role alone, never on the clock.
 */
export function postingValidThrough(role: Pick<JobRole, 'lastUpdated'>): string {
  return isoDateAfter(role.lastUpdated, validDaysAfterPosting);
}

/** A job page's JobPosting, always full-time; the same for the same role whenever it is built. */
export function jobPostingJsonLd(role: JobRole, detail: JobDetail): JobPostingData {
  const salary = parseSalary(detail.compensation.base);
  const remote = detail.workModel === 'Remote';
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: detail.title,
    description: jobDescriptionHtml(detail),
    identifier: { '@type': 'PropertyValue', name: site.brand, value: role.slug },
    datePosted: role.lastUpdated,
    validThrough: postingValidThrough(role),
    employmentType: 'FULL_TIME',
    hiringOrganization: { ...organizationRef, sameAs: site.origin },
    ...(remote
      ? {
          jobLocationType: 'TELECOMMUTE' as const,
          applicantLocationRequirements: [applicantLocation(detail.location)],
        }
      : { jobLocation: officePlace(detail.location) }),
    ...(salary
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount' as const,
            currency: salary.currency,
            value: {
              '@type': 'QuantitativeValue' as const,
              minValue: salary.minValue,
              maxValue: salary.maxValue,
              unitText: 'YEAR' as const,
            },
          },
        }
      : {}),
    directApply: false,
    url: canonicalUrl(jobPath(role.slug)),
  };
}

/**
 * The landing's roles as an ItemList: in display order (`orderRoles`), the first ten,
 * each named '{title}, {location}' and linked to its page.
 */
export function rolesItemList(roles: ReadonlyArray<JobRole>, name = 'Open Roles') {
  const listed = orderRoles(roles).slice(0, maxListedRoles);
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    numberOfItems: listed.length,
    itemListElement: listed.map((role, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: `${role.title}, ${role.location}`,
      url: canonicalUrl(jobPath(role.slug)),
    })),
  };
}

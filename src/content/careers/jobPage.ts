/**
 * The words of a job page, apart from the roles and the careers landing's
 * words (`careers.ts`), so that a job page ships only its own.
 */

import type { ContentLink, ContentMeta } from '../site/navigation';
import type { JobDetail, WorkModel } from './careers';
import { jobNotFound } from './jobNotFound';
import { careersPath } from './roleTypes';

export interface JobPage {
  /** Breadcrumb: Home, Careers, then the job's title. */
  trail: ContentLink[];
  /** 'All Positions', to /careers. */
  back: ContentLink;
  /** The header button; its href is `jobApplyHref(slug, 'header')`. */
  apply: string;
  /** The name of the badge list (location, department, level, employment type, work model). */
  badgesLabel: string;
  headings: {
    overview: string;
    responsibilities: string;
    requirements: string;
    niceToHave: string;
    location: string;
    compensation: string;
    benefits: string;
  };
  compensationLabels: {
    base: string;
    commission: string;
    benefits: string;
    /** The commission of a job without one: the careers FAQ promises each page says whether it applies. */
    noCommission: string;
  };
  /** What each work model means day to day, under Location & Work Model. */
  workModelNotes: Record<WorkModel, string>;
  /** The sticky sidebar card; its button's href is `jobApplyHref(slug, 'card')`. */
  readyToApply: { heading: string; body: string; apply: string };
  /** Unknown slug: 'Job Not Found' with 'Back to All Positions'. */
  notFound: typeof jobNotFound;
}

/** The words of a job page. */
export const jobPage: JobPage = {
  trail: [
    { label: 'Home', href: '/' },
    { label: 'Careers', href: careersPath },
  ],
  back: { label: 'All Positions', href: careersPath },
  apply: 'Apply Now',
  badgesLabel: 'Role details',
  headings: {
    overview: 'Overview',
    responsibilities: 'Responsibilities',
    requirements: 'Requirements',
    niceToHave: 'Nice to Have',
    location: 'Location & Work Model',
    compensation: 'Compensation',
    benefits: 'Benefits & Perks',
  },
  compensationLabels: {
    base: 'Base salary',
    commission: 'Commission',
    benefits: 'Package',
    noCommission: 'Does not apply to this role',
  },
  workModelNotes: {
    Hybrid:
      'Three anchor days a week in the office, Tuesday to Thursday, with the rest of the week wherever you work best, and up to four weeks a year from another Response office.',
    Remote:
      'Work from home or a paid coworking space anywhere in the region named, with hours that overlap your team, and meet everyone in person at the quarterly gathering, travel paid.',
  },
  readyToApply: {
    heading: 'Ready to Apply',
    body: "Send your CV and a few lines on a result you're proud of. We reply within two working days.",
    apply: 'Apply Now',
  },
  notFound: jobNotFound,
};

/** A job page's title and description, for `pageHead`: 'Web Analytics Manager, London'. */
export function jobMeta(detail: JobDetail): ContentMeta {
  return { title: `${detail.title}, ${detail.location}`, description: detail.summary };
}

/**
 * Careers: the fifteen open roles of /careers, their job descriptions at /careers/{slug} (one
 * for every listed role, in `jobDetails.ts`), and the words of both pages (the landing's in
 * `careersPage.ts`).
 *
 * The slugs, the recruitment steps and their durations, the FAQ facts (the $2K annual software and
 * development budget, the 3-month fellowship with applications open quarterly, the 5% success
 * commission on net new revenue paid monthly for business development and director roles) are the
 * spec's, verbatim. Roles, people and salaries are ours: hybrid roles sit in the four offices
 * (London, New York, Istanbul, Dubai; a slug ending in -london or -new-york is in that city),
 * remote ones in a region ('Remote (EMEA)'). Every listed role has its page (the spec left five
 * without one; issue 38 gives them theirs); a slug that is not listed, such as a filled role's
 * once it leaves the list, shows Job Not Found (`jobNotFound.ts`).
 *
 * The filter's values and labels and the careers paths live in `roleTypes.ts`, and the Job Not
 * Found words in `jobNotFound.ts`, so that the route's search schema and head can use them without
 * this module.
 */
import type { RoleType } from './roleTypes';

export {
  type CareersCard,
  type CareersPage,
  type CultureValue,
  careersPage,
  developmentBudget,
  type FaqItem,
  type RecruitmentStep,
  successCommission,
  type TeamQuote,
} from './careersPage';
export { jobNotFound } from './jobNotFound';
export { type JobPage, jobMeta, jobPage } from './jobPage';
/** The role types, the filter's labels and the careers paths. */
export {
  allRoleTypes,
  careersPath,
  jobPath,
  type RoleFilterValue,
  type RoleType,
  roleFilterLabels,
  roleTypes,
} from './roleTypes';

/** A role's seniority. */
export type JobLevel = 'Senior' | 'Manager' | 'Director' | 'Principal' | 'Mid-Senior';

/** Every role is full-time (in its badges and in its JobPosting). */
export type EmploymentType = 'Full-time';

/** How the work is done: in an office part of the week, or from anywhere in a region. */
export type WorkModel = 'Hybrid' | 'Remote';

/** A card of the Open Roles carousel. */
export interface JobRole {
  title: string;
  /** An office city ('London', 'New York', 'Istanbul', 'Dubai') or a region ('Remote (EMEA)'). */
  location: string;
  department: string;
  level: JobLevel;
  employmentType: EmploymentType;
  workModel: WorkModel;
  /** Lowercase words joined by hyphens; the page is at /careers/{slug}. */
  slug: string;
  /** One line on what the person will change, shown on the card. */
  impact: string;
  /** The filter's value: `workModel` in lower case. */
  type: RoleType;
  /** Shown first; three roles are pinned. */
  isPinned: boolean;
  /**
   * ISO date (YYYY-MM-DD): orders the roles, and is the JobPosting's datePosted; its validThrough
   * is a fixed time after it (`features/careers/jobPosting.ts`). Re-date a role when it is
   * reviewed and stays open.
   */
  lastUpdated: string;
}

/**
 * What the job pays, the Compensation block of every job page: the careers FAQ promises that
 * each job page shows the base range and whether commission applies.
 */
export interface JobCompensation {
  /**
   * A yearly range with its currency: '£85,000–£100,000', '$150,000–$175,000', 'AED 540,000–AED 660,000'.
   * Istanbul and Remote (Turkey) roles are given in euros (paid in lira at the month's rate).
   */
  base: string;
  /** Business development and director roles only; the page says when there is none. */
  commission?: string;
  /** The package beyond salary, in one line. */
  benefits?: string;
}

/** A job page; its first six fields agree with the role's. */
export interface JobDetail {
  title: string;
  location: string;
  department: string;
  level: JobLevel;
  employmentType: EmploymentType;
  workModel: WorkModel;
  /** One or two sentences under the title; also the page's description. */
  summary: string;
  /** Two or three paragraphs. */
  overview: string[];
  responsibilities: string[];
  requirements: string[];
  niceToHave: string[];
  /** The Benefits & Perks sidebar. */
  benefits: string[];
  /** Every job gives its pay (the spec had it optional; the careers FAQ promises it). */
  compensation: JobCompensation;
}

/** A role with its description: what a job page shows. */
export interface Job {
  role: JobRole;
  detail: JobDetail;
}

/**
 * The fifteen roles, in display order (pinned first, then the newest `lastUpdated`; the rule is
 * `orderRoles` in `features/careers/roleSearchParams.ts`). Each has a job page.
 */
export const jobRoles: readonly JobRole[] = [
  {
    title: 'Performance Marketing Director',
    location: 'Dubai',
    department: 'Performance Marketing',
    level: 'Director',
    employmentType: 'Full-time',
    workModel: 'Hybrid',
    slug: 'performance-marketing-director',
    impact:
      'Lead the paid media practice for our Middle East clients and own the results of a $45M yearly media book.',
    type: 'hybrid',
    isPinned: true,
    lastUpdated: '2026-11-20',
  },
  {
    title: 'Senior AI Consultant',
    location: 'New York',
    department: 'AI & Automation',
    level: 'Senior',
    employmentType: 'Full-time',
    workModel: 'Hybrid',
    slug: 'senior-ai-consultant-new-york',
    impact: "Turn clients' AI ambitions into marketing systems that pay back within two quarters.",
    type: 'hybrid',
    isPinned: true,
    lastUpdated: '2026-11-09',
  },
  {
    title: 'New Business Client Director',
    location: 'London',
    department: 'Business Development',
    level: 'Director',
    employmentType: 'Full-time',
    workModel: 'Hybrid',
    slug: 'new-business-client-director-london',
    impact: 'Win and launch the UK and European accounts behind our next stage of growth.',
    type: 'hybrid',
    isPinned: true,
    lastUpdated: '2026-10-28',
  },
  {
    title: 'Senior Performance Marketing Specialist',
    location: 'Remote (EMEA)',
    department: 'Performance Marketing',
    level: 'Senior',
    employmentType: 'Full-time',
    workModel: 'Remote',
    slug: 'sr-performance-marketing-specialist',
    impact:
      'Run paid search and paid social for three growth clients and make every euro of spend accountable.',
    type: 'remote',
    isPinned: false,
    lastUpdated: '2026-11-18',
  },
  {
    title: 'Performance Marketing Manager',
    location: 'Istanbul',
    department: 'Performance Marketing',
    level: 'Manager',
    employmentType: 'Full-time',
    workModel: 'Hybrid',
    slug: 'performance-marketing-manager',
    impact: 'Lead a pod of four specialists and own the growth numbers of their client accounts.',
    type: 'hybrid',
    isPinned: false,
    lastUpdated: '2026-11-12',
  },
  {
    title: 'Web Analytics Manager',
    location: 'London',
    department: 'Analytics & Data',
    level: 'Manager',
    employmentType: 'Full-time',
    workModel: 'Hybrid',
    slug: 'web-analytics-manager-london',
    impact: "Make every client's numbers trustworthy, from the tag to the board report.",
    type: 'hybrid',
    isPinned: false,
    lastUpdated: '2026-11-05',
  },
  {
    title: 'New Business Client Director',
    location: 'New York',
    department: 'Business Development',
    level: 'Director',
    employmentType: 'Full-time',
    workModel: 'Hybrid',
    slug: 'new-business-client-director-new-york',
    impact: 'Build our North American client base, from first conversation to signed pilot.',
    type: 'hybrid',
    isPinned: false,
    lastUpdated: '2026-10-21',
  },
  {
    title: 'Principal, Growth & Digital Media',
    location: 'London',
    department: 'Growth & Digital Media',
    level: 'Principal',
    employmentType: 'Full-time',
    workModel: 'Hybrid',
    slug: 'principal-growth-digital-media-london',
    impact: 'Be the senior voice on media strategy for our largest clients, and for the practice.',
    type: 'hybrid',
    isPinned: false,
    lastUpdated: '2026-10-14',
  },
  {
    title: 'Programmatic Media Manager',
    location: 'New York',
    department: 'Programmatic Media',
    level: 'Manager',
    employmentType: 'Full-time',
    workModel: 'Hybrid',
    slug: 'programmatic-media-manager-new-york',
    impact: 'Run programmatic for North American clients and prove what every impression adds.',
    type: 'hybrid',
    isPinned: false,
    lastUpdated: '2026-10-02',
  },
  {
    title: 'Senior Programmatic Media Specialist',
    location: 'London',
    department: 'Programmatic Media',
    level: 'Senior',
    employmentType: 'Full-time',
    workModel: 'Hybrid',
    slug: 'senior-programmatic-media-specialist-london',
    impact:
      'Trade display, video and CTV for UK and European clients with the rigour of a performance buyer.',
    type: 'hybrid',
    isPinned: false,
    lastUpdated: '2026-09-24',
  },
  {
    title: 'Creative Ops Engineer',
    location: 'Remote (EMEA)',
    department: 'Creative Operations',
    level: 'Mid-Senior',
    employmentType: 'Full-time',
    workModel: 'Remote',
    slug: 'creative-ops-engineer',
    impact:
      'Automate the Creative Engine pipeline that turns one concept into dozens of platform-ready variants.',
    type: 'remote',
    isPinned: false,
    lastUpdated: '2026-09-15',
  },
  {
    title: 'Funnel Systems Architect',
    location: 'Remote (UK)',
    department: 'Growth Engineering',
    level: 'Senior',
    employmentType: 'Full-time',
    workModel: 'Remote',
    slug: 'funnel-systems-architect',
    impact: 'Design and test the journeys from first click to closed deal with Funnel Architect.',
    type: 'remote',
    isPinned: false,
    lastUpdated: '2026-09-03',
  },
  {
    title: 'Automation Strategist (AI)',
    location: 'Remote (EMEA)',
    department: 'AI & Automation',
    level: 'Senior',
    employmentType: 'Full-time',
    workModel: 'Remote',
    slug: 'automation-strategist-ai',
    impact: 'Find the manual work in marketing teams and replace it with automation they trust.',
    type: 'remote',
    isPinned: false,
    lastUpdated: '2026-08-27',
  },
  {
    title: 'B2B Content System Designer',
    location: 'Remote (US)',
    department: 'Content Systems',
    level: 'Mid-Senior',
    employmentType: 'Full-time',
    workModel: 'Remote',
    slug: 'b2b-content-system-designer',
    impact: 'Design the content systems that feed account-based campaigns and sales conversations.',
    type: 'remote',
    isPinned: false,
    lastUpdated: '2026-08-18',
  },
  {
    title: 'Insight Layer Developer',
    location: 'Remote (Turkey)',
    department: 'Growth Engineering',
    level: 'Mid-Senior',
    employmentType: 'Full-time',
    workModel: 'Remote',
    slug: 'insight-layer-developer',
    impact: 'Build the demand and revenue forecasts behind Insight Layer in Python and BigQuery.',
    type: 'remote',
    isPinned: false,
    lastUpdated: '2026-08-06',
  },
];

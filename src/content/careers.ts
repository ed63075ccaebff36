/**
 * Careers (doc 2 §2 "Careers landing" and "Job detail", §3 "Job role", "Job detail" and "Other
 * careers content", §4, §8, §9): the fifteen open roles of /careers, the ten job descriptions of
 * /careers/{slug}, and the words of both pages.
 *
 * The slugs, the recruitment steps and their durations, the FAQ facts (the $2K annual software and
 * development budget, the 3-month fellowship with applications open quarterly, the 5% success
 * commission on net new revenue paid monthly for business development and director roles) are the
 * spec's, verbatim. Roles, people and salaries are ours: hybrid roles sit in the four offices
 * (London, New York, Istanbul, Dubai; a slug ending in -london or -new-york is in that city),
 * remote ones in a region ('Remote (EMEA)'). Five listed roles have no description: their pages
 * show Job Not Found (`jobNotFound.ts`), as the spec says.
 *
 * The filter's values and labels and the careers paths live in `roleTypes.ts`, and the Job Not
 * Found words in `jobNotFound.ts`, so that the route's search schema and head can use them without
 * this module.
 */
import { contactAction } from '../site/contactLink';
import { jobNotFound } from './jobNotFound';
import type { ModuleName } from './moduleNames';
import type { ContentLink, ContentMeta } from './navigation';
import { careersContact } from './offices';
import { careersPath, type RoleType } from './roleTypes';

export { jobNotFound } from './jobNotFound';
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

/** A role's seniority (doc 2 §3). */
export type JobLevel = 'Senior' | 'Manager' | 'Director' | 'Principal' | 'Mid-Senior';

/** Every role is full-time (doc 2 §3, §5). */
export type EmploymentType = 'Full-time';

/** How the work is done: in an office part of the week, or from anywhere in a region. */
export type WorkModel = 'Hybrid' | 'Remote';

/** A card of the Open Roles carousel (doc 2 §3 "Job role"). */
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
  /** Shown first (doc 2 §4); three roles are pinned. */
  isPinned: boolean;
  /** ISO date (YYYY-MM-DD): orders the roles, and is the JobPosting's datePosted. */
  lastUpdated: string;
}

/** What the job pays, shown in the Compensation block when present. */
export interface JobCompensation {
  /** A yearly range with its currency: '£85,000–£100,000', '$150,000–$175,000', 'AED 540,000–AED 660,000'. */
  base: string;
  /** Business development and director roles (doc 2 §9). */
  commission?: string;
  /** The package beyond salary, in one line. */
  benefits?: string;
}

/** A job page (doc 2 §3 "Job detail"); its first six fields agree with the role's. */
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
  compensation?: JobCompensation;
}

/** A role with its description: what a job page shows. */
export interface Job {
  role: JobRole;
  detail: JobDetail;
}

/** The spec's commission (doc 2 §9), for business development and director roles. */
export const successCommission = '5% success commission on net new revenue, paid monthly';

/** The spec's learning budget (doc 2 §9), in every role's benefits. */
export const developmentBudget = '$2K annual software and development budget';

/**
 * The fifteen roles, in display order (pinned first, then the newest `lastUpdated`; the rule is
 * `orderRoles` in `features/careers/roleFilter.ts`). The ten with descriptions come first.
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

/** Every role's perks are the budget, this, and those of its office or of remote work. */
const officeSwap = 'Four weeks a year working from any Response office';

const londonBenefits = [
  developmentBudget,
  'Private medical insurance',
  'Pension with a 6% employer contribution',
  '27 days of holiday plus UK bank holidays',
  'Cycle-to-work scheme and season ticket loan',
  officeSwap,
];

const newYorkBenefits = [
  developmentBudget,
  'Medical, dental and vision cover from day one',
  '401(k) with a 4% employer match',
  '20 days of paid time off plus US federal holidays',
  'Monthly commuter benefit',
  officeSwap,
];

const istanbulBenefits = [
  developmentBudget,
  'Private health insurance for you and your family',
  'Daily meal card and transport allowance',
  '20 days of holiday plus Turkish public holidays',
  'Salary reviewed twice a year',
  officeSwap,
];

const dubaiBenefits = [
  developmentBudget,
  'Private medical cover for you and your family',
  'Housing and transport allowance',
  'Annual return flight home',
  '25 working days of holiday plus UAE public holidays',
  officeSwap,
];

const remoteBenefits = [
  developmentBudget,
  '€1,000 home-office setup allowance',
  'Private health insurance, or an allowance where local rules require',
  '25 days of holiday plus your local public holidays',
  'Quarterly team gathering in London, Istanbul or Dubai, travel paid',
  'Paid coworking membership if you would rather not work from home',
];

/** A job's own text; the fields it shares with its role are copied from the role. */
type JobDescription = Omit<
  JobDetail,
  'title' | 'location' | 'department' | 'level' | 'employmentType' | 'workModel'
>;

/** The role's fields and its description, so a page can never disagree with its card. */
function withRoleFields(slug: string, description: JobDescription): [string, JobDetail] {
  const role = jobRoles.find((candidate) => candidate.slug === slug);
  if (!role) throw new Error(`careers: a job description for the unlisted role '${slug}'`);
  const { title, location, department, level, employmentType, workModel } = role;
  return [slug, { title, location, department, level, employmentType, workModel, ...description }];
}

/** The ten job descriptions (doc 2 §3 "Job detail"), keyed by slug. */
export const jobDetails: Readonly<Record<string, JobDetail>> = Object.fromEntries([
  withRoleFields('sr-performance-marketing-specialist', {
    summary:
      'Plan, build and optimise paid search and paid social for a small portfolio of growth clients, working remotely from anywhere in EMEA with our performance team.',
    overview: [
      'Performance specialists at Response run accounts end to end. You will own Google Ads, Microsoft Ads, Meta and LinkedIn for three or four clients in e-commerce, B2B software and financial services, with monthly budgets from €80,000 to €600,000.',
      'The Growth OS modules take the repetitive work: Performance Pulse watches pacing and bids around the clock, and Creative Engine delivers new variants every week. That leaves you the work that matters: account structure, audience strategy, testing, and telling the client what the numbers mean.',
      'The role is remote within EMEA, with a working day that overlaps UK hours. You meet the team in person at our quarterly gathering in London, Istanbul or Dubai.',
    ],
    responsibilities: [
      'Own the structure, bidding and budgets of Google Ads, Microsoft Ads, Meta and LinkedIn accounts for three to four clients.',
      'Plan and run a testing roadmap: at least two structured tests per account each month, written up whatever the outcome.',
      'Brief Creative Engine on concepts and feed the creative results back into the next brief.',
      "Keep conversion tracking right in GA4, Google Tag Manager and the platforms' conversion APIs, with the analytics team.",
      'Report to clients every week in plain language: what changed, why, and what we do next.',
      'Coach one or two specialists on account craft.',
    ],
    requirements: [
      '5+ years hands-on in paid search and paid social, on accounts spending at least €50,000 a month.',
      'Expert knowledge of Google Ads (including Performance Max) and Meta Ads Manager.',
      'Confidence with GA4, Google Tag Manager and server-side conversion tracking.',
      'Spreadsheet fluency: pivots, lookups and a forecast you can defend.',
      'Clear written English for client updates.',
      'Living in EMEA and able to work UK hours.',
    ],
    niceToHave: [
      'LinkedIn Ads for B2B lead generation.',
      'Amazon Ads or other retail media.',
      'Basic SQL, or Looker Studio dashboards of your own.',
      'Experience running geo holdout or conversion lift tests.',
      'Turkish, Arabic, German or French.',
    ],
    benefits: remoteBenefits,
    compensation: {
      base: '€70,000–€84,000',
      benefits: 'Home-office allowance, health cover and paid travel to quarterly gatherings',
    },
  }),
  withRoleFields('performance-marketing-manager', {
    summary:
      'Lead a pod of four performance specialists in Istanbul, own the results of their client accounts and turn test results into budget decisions clients agree with.',
    overview: [
      'Istanbul is home to our performance operations, creative production and AI Lab engineering. As Performance Marketing Manager you lead a pod of four specialists running paid search, paid social and app campaigns for clients in Turkey, the Gulf and Europe.',
      "You own the numbers: cost per acquisition, return on ad spend and the payback of each client's budget. You set the testing roadmap, review the accounts every week, and work with the Creative Engine and AI Boost teams in the same office to turn ideas into live tests within days.",
    ],
    responsibilities: [
      'Lead a pod of four specialists: weekly account reviews, coaching and a development plan for each person.',
      'Own performance targets for eight to ten client accounts across Google Ads, Meta, TikTok and Apple Search Ads.',
      'Set the monthly testing roadmap for each client, and make sure results change budgets.',
      'Run client calls and monthly reviews in Turkish and English.',
      'Work with analytics on GA4, Firebase and AppsFlyer tracking for web and app clients.',
      'Use Performance Pulse alerts and pacing reports to catch problems before clients do.',
    ],
    requirements: [
      '5+ years in performance marketing, with at least one leading specialists.',
      'Deep hands-on skill in Google Ads and Meta; working knowledge of TikTok Ads and app campaigns.',
      'Comfort with GA4 and a mobile measurement partner such as AppsFlyer or Adjust.',
      'Fluent Turkish and professional English.',
      'Able to work from our Levent office three days a week.',
    ],
    niceToHave: [
      'Apple Search Ads and SKAdNetwork.',
      'Gaming, fintech or e-commerce clients.',
      'SQL or BigQuery.',
      'Experience running incrementality tests.',
      'Arabic.',
    ],
    benefits: istanbulBenefits,
  }),
  withRoleFields('performance-marketing-director', {
    summary:
      'Lead performance marketing from our Dubai office: set strategy for a portfolio of retail, fintech and travel clients, grow the team and the accounts, and make every budget decision rest on evidence.',
    overview: [
      'Response runs paid media as one system, not a set of channel silos. As Performance Marketing Director in Dubai you lead the practice that plans, buys and optimises across Google Ads, Meta, TikTok, Snap and The Trade Desk for clients in the Gulf and wider EMEA, with about $45M of yearly media under management.',
      'You own client outcomes at director level: the quarterly growth plan, the budget conversation with the CMO and the honest read of what is working. You hire and coach a team of eight, and you work with our Istanbul engineers on the bidding and forecasting models that Performance Pulse and Insight Layer run on.',
      `The role carries new-business responsibility: you lead pitches in the region, and the accounts you win earn you a ${successCommission}.`,
    ],
    responsibilities: [
      'Set the performance strategy and quarterly growth plan for six to eight clients, agreed with their CMOs and finance teams.',
      'Own budget allocation across Google Ads, Meta, TikTok, Snap and The Trade Desk, with Performance Pulse for daily pacing and Attribution Core for the weekly read of incremental return.',
      'Lead, hire and coach a team of eight, with clear levels, weekly one-to-ones and a written development plan for everyone.',
      'Run monthly business reviews that explain results in revenue and margin, not clicks, and say what we will stop doing.',
      'Lead new-business pitches in the Gulf with Business Development, from first meeting to signed scope.',
      "Design incrementality tests (geo holdouts, conversion lift studies) and make their results the basis of next quarter's budget.",
      'Bring Arabic and English creative testing into one routine with the Creative Engine team in Istanbul.',
    ],
    requirements: [
      '10+ years in performance marketing, with at least four leading a team of six or more, agency or in-house.',
      'Hands-on depth in Google Ads and Meta at eight-figure yearly spend; working knowledge of The Trade Desk or DV360.',
      'Experience measuring marketing by incrementality and contribution margin, and explaining it to a CFO.',
      'A record of growing client accounts and winning new business, with numbers you can talk through.',
      'Fluent English, written and spoken, and the presence to present to a board.',
      'The right to work in the UAE, or readiness to relocate to Dubai (we sponsor the visa).',
    ],
    niceToHave: [
      'Arabic.',
      'Retail, fintech or travel clients in the GCC.',
      'Marketing mix modelling with Meridian or Robyn.',
      "Enough SQL and Python to read a model's notebook.",
      'TikTok and Snap at scale in Saudi Arabia.',
    ],
    benefits: dubaiBenefits,
    compensation: {
      base: 'AED 540,000–AED 660,000',
      commission: successCommission,
      benefits: 'Housing and transport allowance, an annual flight home and family medical cover',
    },
  }),
  withRoleFields('new-business-client-director-london', {
    summary:
      'Find, win and launch new clients for Response in the UK and Europe: marketing and growth leaders who need performance, analytics and AI built as one system.',
    overview: [
      'Response grows through referrals, readers of Insights and the accounts we go out and win. As New Business Client Director in London you own the last of these for the UK and Europe: building the pipeline, leading pitches and handing a well-scoped client to the delivery team.',
      'You sell outcomes, not hours. You will know the Growth OS modules well enough to design a first-90-days plan with our strategists: SignalOS to find in-market accounts, Attribution Core to prove what works, LeadSync to get leads to sales within the hour. Most new clients start with a paid pilot of two to four weeks.',
      `On top of base salary the role pays a ${successCommission}, with no cap.`,
    ],
    responsibilities: [
      'Build and run a pipeline of mid-market and enterprise prospects in the UK and Europe, against a target of £2.5M in new yearly revenue.',
      'Lead discovery meetings with CMOs and growth directors, and turn each into a written problem statement.',
      'Shape proposals and pilots with our strategists and analysts, priced on scope and outcomes.',
      'Lead pitch teams: the storyline, the rehearsal and the follow-up.',
      'Keep HubSpot up to date so the Monday forecast can be trusted.',
      'Hand each new client to delivery with a kickoff brief, and stay their senior contact through the first quarter.',
      'Represent Response at events in London and across Europe.',
    ],
    requirements: [
      '8+ years selling marketing, media or technology services, with at least three in a new-business role with a quota.',
      'A record of closing six-figure yearly contracts with marketing leaders.',
      'Fluency in the language of performance: CAC, ROAS, incrementality, pipeline and payback.',
      'A network among UK and European marketing leaders.',
      'Proposals a CFO can sign off: clear, short and specific.',
      'The right to work in the UK.',
    ],
    niceToHave: [
      'Selling to B2B software, financial services or consumer brands.',
      'A second European language.',
      'Account-based marketing and Salesforce.',
      'Selling productised services and retainers alongside projects.',
      'Speaking at industry events.',
    ],
    benefits: londonBenefits,
    compensation: {
      base: '£110,000–£130,000',
      commission: successCommission,
      benefits: 'Private medical insurance, a 6% pension contribution and 27 days of holiday',
    },
  }),
  withRoleFields('new-business-client-director-new-york', {
    summary:
      'Open new client relationships for Response in North America: B2B software, financial services and consumer brands that want their growth run as a system.',
    overview: [
      'New York is our North American hub, running growth programmes, paid media and B2B pipeline work for clients across the US and Canada. As New Business Client Director you build the pipeline that keeps it growing, leading every deal from first conversation to signed pilot.',
      'You shape proposals with strategists and analysts in New York and London around the Growth OS modules: Funnel Architect for journeys that convert, LeadSync for lead routing in Salesforce or HubSpot, Attribution Core for the proof. You hand each client to a delivery lead with a clear brief and stay close through the first ninety days.',
      `On top of base salary the role pays a ${successCommission}, with no cap.`,
    ],
    responsibilities: [
      'Build and run a pipeline of mid-market and enterprise prospects in the US and Canada, against a target of $3M in new yearly revenue.',
      'Lead discovery with CMOs, VPs of growth and demand generation leaders, and write the problem statement we scope against.',
      'Shape proposals and paid pilots with strategy and analytics, with clear outcomes and prices.',
      'Lead pitches, from the rehearsal to the follow-up plan.',
      'Keep HubSpot accurate for the weekly forecast review with the leadership team.',
      'Work with marketing on events, account-based campaigns and Insights articles that open doors.',
      'Hand new clients to delivery with a kickoff brief, and stay their senior contact through the first quarter.',
    ],
    requirements: [
      '8+ years selling agency, media or marketing technology services, with at least three on a new-business quota.',
      'A record of closing six- and seven-figure yearly contracts with marketing leaders.',
      'Fluency in CAC, ROAS, pipeline, payback and attribution.',
      'A network among US marketing and growth leaders.',
      'Clear, persuasive writing.',
      'Authorization to work in the United States.',
    ],
    niceToHave: [
      'Selling to B2B SaaS or fintech.',
      'Account-based programmes and Salesforce.',
      'Selling productised retainers.',
      'Speaking at industry events.',
      'Spanish.',
    ],
    benefits: newYorkBenefits,
    compensation: {
      base: '$170,000–$195,000',
      commission: successCommission,
      benefits: 'Medical, dental and vision cover and a 401(k) with a 4% match',
    },
  }),
  withRoleFields('web-analytics-manager-london', {
    summary:
      'Lead web analytics for our London clients: measurement plans, GA4 and server-side tagging, consent, and the reporting clients use to decide where budget goes.',
    overview: [
      'Everything we do rests on data clients can trust. As Web Analytics Manager you own that foundation for our London clients: measurement plans, GA4 and Google Tag Manager set-ups, server-side tagging, consent mode, and the data flows into BigQuery and the CRM.',
      'You lead two analysts and work alongside the Attribution Core and Insight Layer teams, who build on what you collect. We promise clients 99.5% data accuracy, and you keep that promise: automated checks, regular audits and a clear answer when a number looks wrong.',
    ],
    responsibilities: [
      'Write and maintain measurement plans that tie every tracked event to a business question.',
      'Build and audit GA4, Google Tag Manager (web and server-side) and consent mode set-ups.',
      'Run the monthly data-accuracy checks behind our 99.5% guarantee, and fix what they find.',
      'Model clean data in BigQuery with dbt for Attribution Core and Insight Layer.',
      'Connect web data with Salesforce and HubSpot so marketing reports pipeline, not sessions.',
      'Lead and coach two analysts.',
      'Explain analytics to clients without jargon, in workshops and written reviews.',
    ],
    requirements: [
      '5+ years in web analytics, with at least one leading others.',
      'Expert GA4 and Google Tag Manager, including server-side tagging.',
      'Good SQL and experience with BigQuery.',
      'Working knowledge of consent management, GDPR and PECR.',
      'Experience linking analytics with a CRM.',
      'The right to work in the UK.',
    ],
    niceToHave: [
      'dbt, and Looker or Looker Studio.',
      'Adobe Analytics or Amplitude.',
      'Python for data quality checks.',
      'The Meta Conversions API and Google enhanced conversions.',
      'Marketing mix models.',
    ],
    benefits: londonBenefits,
    compensation: { base: '£70,000–£85,000' },
  }),
  withRoleFields('senior-ai-consultant-new-york', {
    summary:
      'Help marketing leaders in North America put AI to work: find the uses that pay back, design them with our AI Lab, and see them into daily use across bidding, creative and lead handling.',
    overview: [
      'Our clients do not need another AI strategy deck. They need the three or four changes that will move revenue this year, built so their teams keep using them. As Senior AI Consultant in New York you run those engagements, from the first diagnostic workshop to the model in production.',
      'You work with the AI Lab engineers in Istanbul on AI Boost (machine learning for bidding, targeting and budget allocation), LeadSync (lead scoring and routing) and Creative Engine (variant production). Typical work: a predicted-value bidding signal for Google Ads, a lead score in Salesforce that sales trusts, or a creative pipeline that turns one concept into forty tested variants a week.',
      'You are the person in the room who can explain a model to a CMO and a data-protection question to legal, and who says plainly when a problem is better solved without AI.',
    ],
    responsibilities: [
      'Run two-week AI diagnostics: map data, workflows and spend, and rank the uses by payback and risk.',
      'Write the solution design for each use with the AI Lab, including data flows, evaluation metrics and human review points.',
      'Lead AI Boost, LeadSync and Creative Engine implementations from pilot to production, with a named client owner.',
      "Set up the measurement: holdout groups, baselines and the dashboard the client's leadership reads.",
      'Train client teams to run what we build, and write the playbooks they keep.',
      'Review model and vendor choices (OpenAI, Anthropic, Google Vertex AI, in-house) for cost, privacy and lock-in.',
      'Shape our point of view in talks, workshops and Insights articles.',
    ],
    requirements: [
      '6+ years in marketing technology, data science consulting or growth, with at least two shipping machine learning or LLM features into production.',
      "A solid grasp of the ad platforms' automated bidding (Google Ads, Meta Advantage+) and the first-party data it depends on.",
      'Working Python and SQL: comfortable reviewing a notebook or a prompt evaluation.',
      'Experience with CRM data in Salesforce or HubSpot.',
      'Consulting craft: scoping, workshops, stakeholders and a clear written recommendation.',
      'An understanding of privacy law and consent in the US (CCPA/CPRA) and the EU (GDPR).',
    ],
    niceToHave: [
      'BigQuery or Snowflake, with dbt.',
      'Retrieval-augmented or agent workflows built for marketing operations.',
      'B2B SaaS or financial services clients.',
      'Talks or writing on applied AI.',
      'Code of your own on GitHub.',
    ],
    benefits: newYorkBenefits,
    compensation: {
      base: '$150,000–$175,000',
      benefits: 'Medical, dental and vision cover, a 401(k) match and a yearly bonus of up to 10%',
    },
  }),
  withRoleFields('principal-growth-digital-media-london', {
    summary:
      "Set digital media and growth strategy for our largest accounts, lead the practice's thinking, and be the senior adviser our clients' CMOs call first.",
    overview: [
      "Principals are Response's most senior practitioners. As Principal, Growth & Digital Media you are the strategic lead on our largest London accounts, each spending between £5M and £20M a year across search, social, programmatic, video and retail media.",
      'You decide the shape of the media plan: which channels, at what weight, measured how. You bring Insight Layer forecasts and Attribution Core models into the planning cycle, and make sure the recommendation reaches the board in the language it uses.',
      'You also shape the practice: the methods our planners use, the research we publish on Insights, and the people we grow into senior roles.',
    ],
    responsibilities: [
      'Lead yearly and quarterly media strategy for three to four flagship clients.',
      'Build media plans on Insight Layer forecasts and the evidence of incrementality tests and marketing mix models.',
      'Advise client CMOs and finance directors on budget levels, channel mix and risk.',
      'Set planning methods and quality standards across the London media team.',
      'Mentor directors and senior managers, and lead hiring for senior media roles.',
      'Publish research and speak for Response on the future of digital media.',
    ],
    requirements: [
      '12+ years in digital media, with senior strategy roles at an agency, media owner or brand.',
      'A record of planning eight-figure multi-channel budgets, including programmatic in DV360 or The Trade Desk.',
      'A strong grasp of measurement (MMM, incrementality, attribution) and of its limits.',
      'Board-level communication.',
      'Experience leading senior people.',
      'The right to work in the UK.',
    ],
    niceToHave: [
      'Retail media or connected TV at scale.',
      'Published thought leadership.',
      'International media planning across EMEA.',
      'Meridian or Robyn.',
      'AI-assisted planning and forecasting tools.',
    ],
    benefits: londonBenefits,
    compensation: {
      base: '£120,000–£140,000',
      benefits:
        'A yearly bonus of up to 15%, private medical insurance and a 6% pension contribution',
    },
  }),
  withRoleFields('programmatic-media-manager-new-york', {
    summary:
      'Plan, buy and optimise programmatic campaigns for our North American clients in The Trade Desk and DV360, and lead two traders.',
    overview: [
      'Programmatic at Response is held to the same standard as search: it must show incremental results. As Programmatic Media Manager in New York you run display, video, CTV and audio buying for clients in B2B software, financial services and retail, through The Trade Desk and DV360.',
      'You lead two traders, own supply and brand-safety decisions, and work with Attribution Core analysts to measure lift with holdouts rather than view-through claims. SignalOS feeds you in-market audiences; your job is to turn them into reach that pays.',
    ],
    responsibilities: [
      'Plan and run programmatic campaigns across display, online video, CTV and audio in The Trade Desk and DV360.',
      'Build audience strategies from SignalOS segments, first-party data and contextual signals.',
      'Own supply paths, private marketplace deals and brand-safety settings with IAS or DoubleVerify.',
      'Design lift and holdout tests with Attribution Core, and report incremental results.',
      'Lead and coach two traders.',
      'Present plans and results to clients every month.',
    ],
    requirements: [
      '5+ years of programmatic trading, with at least two in The Trade Desk or DV360 as the main platform.',
      'Seven-figure yearly programmatic budgets managed.',
      'Supply-path optimisation, private marketplaces and brand safety.',
      'Comfort with data: pivots, basic SQL and test design.',
      'Authorization to work in the United States.',
    ],
    niceToHave: [
      'The Trade Desk Edge Academy certification.',
      'CTV and retail media.',
      'Clean rooms such as Amazon Marketing Cloud or Google Ads Data Hub.',
      'B2B programmatic against account lists.',
      'Digital audio buying.',
    ],
    benefits: newYorkBenefits,
    compensation: { base: '$115,000–$135,000' },
  }),
  withRoleFields('senior-programmatic-media-specialist-london', {
    summary:
      'Trade display, video and CTV campaigns for our UK and European clients in DV360 and The Trade Desk, with testing and measurement built in from day one.',
    overview: [
      'You will be the hands-on trader for a set of UK and European clients, running campaigns in DV360 and The Trade Desk across display, online video, CTV and digital out-of-home, with monthly budgets from £40,000 to £400,000.',
      'You join a small programmatic team in our London office that works closely with performance, analytics and Creative Engine. We favour fewer, better-managed line items, clear incrementality tests and supply you can explain.',
    ],
    responsibilities: [
      'Build, launch and optimise campaigns in DV360 and The Trade Desk.',
      'Manage deals, supply paths and brand-safety settings.',
      'Work with Creative Engine on formats and creative rotation for display, video and CTV.',
      'Set up and read lift studies and geo tests with the analytics team.',
      'Write weekly optimisation notes and the monthly client report.',
      'Keep campaign QA and naming standards tight.',
    ],
    requirements: [
      '3+ years of hands-on programmatic trading in DV360 or The Trade Desk.',
      'Video and CTV buying.',
      'GA4 and Campaign Manager 360 for tracking and verification.',
      'Attention to detail, and the habit of checking your own work.',
      'The right to work in the UK.',
    ],
    niceToHave: [
      'Digital out-of-home buying.',
      'Google Marketing Platform certifications.',
      'Basic SQL.',
      'Contextual targeting and cookieless audiences.',
      'A second European language.',
    ],
    benefits: londonBenefits,
  }),
]);

/** The slugs of the ten job pages, in display order: the prerendered /careers/{slug} paths. */
export const jobDetailSlugs: readonly string[] = jobRoles
  .filter((role) => Object.hasOwn(jobDetails, role.slug))
  .map((role) => role.slug);

/**
 * The role and description of a job page, or undefined: the five listed roles without a
 * description and any other slug (including names like 'constructor') show Job Not Found.
 */
export function findJob(slug: string): Job | undefined {
  const role = jobRoles.find((candidate) => candidate.slug === slug);
  const detail = Object.hasOwn(jobDetails, slug) ? jobDetails[slug] : undefined;
  return role && detail ? { role, detail } : undefined;
}

/** A card of Why Response, or an item of Life at Response. */
export interface CareersCard {
  title: string;
  body: string;
}

/** One of the four values of Our Culture (doc 2 §3 "Culture value"). */
export interface CultureValue {
  title: string;
  subtitle: string;
  description: string;
}

/** A step of the Recruitment Process (doc 2 §9). */
export interface RecruitmentStep {
  title: string;
  /** As the spec gives it: '30 min', '48-72h'. */
  duration?: string;
  description: string;
}

/** A slide of the team-quotes slider (doc 2 §3 "Team quote"). */
export interface TeamQuote {
  quote: string;
  name: string;
  /** Job title and office. */
  role: string;
  /** The Growth OS module the person works on most. */
  module: ModuleName;
}

export interface FaqItem {
  question: string;
  answer: string;
}

export interface CareersPage {
  meta: ContentMeta;
  path: typeof careersPath;
  /** The ids of the sections the hero's buttons move to. */
  anchors: { openRoles: string; values: string };
  hero: { eyebrow: string; title: string; lead: string; openRoles: string; ourValues: string };
  /** Four cards: Impact, Ownership, Global Footprint, Craft. */
  whyResponse: { heading: string; cards: CareersCard[] };
  culture: { heading: string; values: CultureValue[] };
  openRoles: {
    heading: string;
    intro: string;
    /** The name of the filter's button group. */
    filterLabel: string;
    /** The filter form's button, shown only without JavaScript. */
    submitLabel: string;
    /** 'Showing all 15 roles', 'Showing 6 of 15 roles': announced politely. */
    countLine: (shown: number, total: number) => string;
    /** The carousel region's name. */
    carouselLabel: string;
    /** A slide's name: '3 of 15'. */
    slideLabel: (position: number, total: number) => string;
    /** A dot's name. */
    dotLabel: (position: number, title: string) => string;
    /** The badge of a pinned role. */
    pinned: string;
    viewRole: string;
    previous: string;
    next: string;
    /** The mailto to propose a role: the text before it, the address shown, the href. */
    proposeRole: { text: string; linkLabel: string; href: string };
  };
  life: { heading: string; intro: string; items: CareersCard[] };
  process: { heading: string; intro: string; steps: RecruitmentStep[]; timeline: string };
  quotes: {
    heading: string;
    /** The slider's accessible name. */
    label: string;
    items: TeamQuote[];
    previous: string;
    next: string;
    /** Announced politely when the quote changes: 'Quote 2 of 6'. */
    position: (position: number, total: number) => string;
  };
  faq: { heading: string; items: FaqItem[] };
  closing: { heading: string; body: string; actions: { roles: ContentLink; contact: ContentLink } };
  /** The small-screen bar: Apply Now moves to the roles, Talk to Team opens the contact page. */
  mobileBar: { applyNow: string; applyHref: string; talkToTeam: string; talkToTeamHref: string };
}

const anchors = { openRoles: 'open-roles', values: 'our-values' };

/** 'Talk to Team', to the contact page from /careers. */
const talkToTeam = contactAction(careersPath, 'Talk to Team');

/** The careers landing (doc 2 §2 "Careers landing"), in the order of its sections. */
export const careersPage: CareersPage = {
  meta: {
    title: 'Careers: Build Growth Systems With Us',
    description:
      'Join Response in London, New York, Istanbul, Dubai or remotely: open roles in performance marketing, analytics, programmatic media, AI and business development.',
  },
  path: careersPath,
  anchors,
  hero: {
    eyebrow: 'Careers',
    title: 'Build the systems behind growth.',
    lead: 'Response runs growth programmes for 200+ brands in 90+ countries from London, New York, Istanbul and Dubai. We hire people who like owning a number, building things that last and explaining their work plainly.',
    openRoles: 'Open Roles',
    ourValues: 'Our Values',
  },
  whyResponse: {
    heading: 'Why Response',
    cards: [
      {
        title: 'Impact',
        body: 'Your work moves real budgets. We manage more than $600M in media for over 200 brands, and every programme is judged on revenue, not activity.',
      },
      {
        title: 'Ownership',
        body: 'You own an outcome, not a task list: small teams, clear numbers, and the authority to change what is not working without waiting for a committee.',
      },
      {
        title: 'Global Footprint',
        body: 'Offices in London, New York, Istanbul and Dubai, clients in 90+ countries, and up to four weeks a year working from another office.',
      },
      {
        title: 'Craft',
        body: 'We care how the work is done: clean tracking, tests written up honestly, and Growth OS modules that take the repetitive work so you can do the thinking.',
      },
    ],
  },
  culture: {
    heading: 'Our Culture',
    values: [
      {
        title: 'Systems over heroics',
        subtitle: 'Build it once, run it well',
        description:
          'When something works we make it repeatable: a module, a playbook or an automated check. A late night that saves a launch tells us the system needs fixing.',
      },
      {
        title: 'Evidence over opinion',
        subtitle: 'Test, measure, then decide',
        description:
          'Ideas win on results, not seniority. We write every test up, the failures too, and we move budgets on what we learn.',
      },
      {
        title: 'Candour with care',
        subtitle: 'Say the hard thing kindly',
        description:
          'We tell clients and each other what we see, early and plainly, and with respect. Disagreement in the room, commitment once we leave it.',
      },
      {
        title: 'Learn in public',
        subtitle: 'Share what you know',
        description:
          'Friday demos, written playbooks and a yearly budget for tools and courses: getting better is part of the job, and so is helping others get better.',
      },
    ],
  },
  openRoles: {
    heading: 'Open Roles',
    intro:
      'Roles in performance marketing, analytics, programmatic media, AI and business development, in our four offices and remote. Filter by how you want to work.',
    filterLabel: 'Work model',
    submitLabel: 'Show roles',
    countLine: (shown, total) =>
      shown === total ? `Showing all ${total} roles` : `Showing ${shown} of ${total} roles`,
    carouselLabel: 'Open positions',
    slideLabel: (position, total) => `${position} of ${total}`,
    dotLabel: (position, title) => `Role ${position}: ${title}`,
    pinned: 'Featured',
    viewRole: 'View Role',
    previous: 'Previous role',
    next: 'Next role',
    proposeRole: {
      text: "Don't see your role? Tell us what you would build with us:",
      linkLabel: careersContact.email,
      href: `mailto:${careersContact.email}`,
    },
  },
  life: {
    heading: 'Life at Response',
    intro:
      'Four offices and a remote team across EMEA and the US, run on the same few habits, so it feels like one company wherever you sit.',
    items: [
      {
        title: 'Four offices, one team',
        body: 'London leads strategy and client work for the UK and Europe; New York runs our North American programmes; Istanbul is home to creative production, the AI Lab and performance operations; Dubai leads our Middle East clients.',
      },
      {
        title: 'Monday Signal',
        body: "Thirty minutes every Monday with every office on one call: the week's numbers, what is launching and one thing we learned.",
      },
      {
        title: 'Friday Demos',
        body: 'Anyone can show what they built or tested that week, from a new bidding script to a creative that flopped. Recordings go into the playbook library.',
      },
      {
        title: 'Hybrid by design',
        body: 'Hybrid teams share three anchor days in the office, Tuesday to Thursday. Remote colleagues meet the team in person at a quarterly gathering, travel paid.',
      },
      {
        title: 'Office swaps',
        body: 'Up to four weeks a year working from another Response office, to learn how another market buys, builds and briefs.',
      },
    ],
  },
  process: {
    heading: 'Recruitment Process',
    intro: 'Six steps, each with a clear purpose and a reply from us within two working days.',
    steps: [
      {
        title: 'Apply',
        description:
          'Send your CV or LinkedIn profile and a few lines on a result you are proud of. No cover letter needed.',
      },
      {
        title: 'Initial Screen',
        duration: '30 min',
        description:
          'A video call with our talent team about the role, your experience, your salary expectations and your questions.',
      },
      {
        title: 'System Challenge',
        duration: '48-72h',
        description:
          'A practical task drawn from a real, anonymised client problem. You have 48 to 72 hours; it should take about three hours of work.',
      },
      {
        title: 'Deep Dive',
        duration: '45 min',
        description:
          'Walk the hiring manager through your challenge: your reasoning, what you would test first and what you would do with more data.',
      },
      {
        title: 'Panel',
        duration: '30-45 min',
        description:
          'Meet two or three future colleagues from other teams and offices. We talk about how you work, and you ask us anything.',
      },
      {
        title: 'Offer',
        description:
          'We call with our decision and send a written offer: salary, commission where it applies, and a start date. Every finalist who is not hired gets written feedback.',
      },
    ],
    timeline: 'Target timeline: 7-10 days from application to offer.',
  },
  quotes: {
    heading: 'From the Team',
    label: 'Team quotes',
    items: [
      {
        quote:
          'I shipped a predicted-value bidding model for a client in my second month. Nobody asked me to wait my turn.',
        name: 'Deniz Aksoy',
        role: 'AI Lab Engineer, Istanbul',
        module: 'AI Boost',
      },
      {
        quote:
          'I no longer argue for budget with opinions. I bring the holdout result, and the conversation takes ten minutes.',
        name: 'Hannah Whitfield',
        role: 'Performance Marketing Manager, London',
        module: 'Attribution Core',
      },
      {
        quote:
          'We turn one concept into forty variants in a week, and I still spend most of my time on the idea itself.',
        name: 'Omar Haddad',
        role: 'Creative Lead, Dubai',
        module: 'Creative Engine',
      },
      {
        quote:
          "Leads reach sales within minutes now. The best moment of my month is a client's sales team asking for more of what we send.",
        name: 'Marcus Reyes',
        role: 'Growth Strategist, New York',
        module: 'LeadSync',
      },
      {
        quote:
          'Friday demos taught me the most. People show their failed tests as readily as their wins, and nobody pretends a forecast is a promise.',
        name: 'Elif Yıldız',
        role: 'Senior Analyst, Istanbul',
        module: 'Insight Layer',
      },
      {
        quote:
          'Four weeks in the London office on an office swap gave me a better way to run pacing for every client I have.',
        name: 'Jordan Ellis',
        role: 'Programmatic Trader, New York',
        module: 'Performance Pulse',
      },
    ],
    previous: 'Previous quote',
    next: 'Next quote',
    position: (position, total) => `Quote ${position} of ${total}`,
  },
  faq: {
    heading: 'Frequently Asked Questions',
    items: [
      {
        question: 'How long does the hiring process take?',
        answer:
          'Our target timeline is 7-10 days from application to offer, in six steps: apply, a 30-minute initial screen, a system challenge you complete in 48-72 hours, a 45-minute deep dive, a 30-45 minute panel, and the offer.',
      },
      {
        question: 'What is the System Challenge?',
        answer:
          'A practical task drawn from a real, anonymised client problem: restructuring an account, drafting a measurement plan or scoping an AI use case. It should take about three hours; you have 48-72 hours to send it, and we discuss it together in the deep dive.',
      },
      {
        question: 'Can I work remotely?',
        answer:
          'Roles marked Remote can be done from anywhere in the region they name, such as Remote (EMEA), with a quarterly team gathering and travel paid. Hybrid roles work from our London, New York, Istanbul or Dubai office three days a week.',
      },
      {
        question: 'What support is there for learning and tools?',
        answer:
          'Everyone has a $2K annual software and development budget for courses, certifications, books and the tools they want to try, alongside Friday demos and our playbook library.',
      },
      {
        question: 'Do you hire people early in their careers?',
        answer:
          'Yes, through our 3-month fellowship, with applications open quarterly. Fellows join a team in one of our offices and work on live client programmes with a mentor; many stay on in a full-time role.',
      },
      {
        question: 'How does commission work?',
        answer: `Business development and director roles earn a ${successCommission}, on top of base salary. Each job page shows the base range and whether commission applies.`,
      },
      {
        question: "I don't see a role that fits. Can I still apply?",
        answer: `Yes. Write to ${careersContact.email} with the role you would create at Response and why. We read every message, and we keep strong profiles in mind as new roles open.`,
      },
    ],
  },
  closing: {
    heading: 'Ready to build what comes next?',
    body: 'Find your role in the list, or talk to the team about where you could fit. We reply to every application within two working days.',
    actions: {
      roles: { label: 'See Open Roles', href: `${careersPath}#${anchors.openRoles}` },
      contact: talkToTeam,
    },
  },
  mobileBar: {
    applyNow: 'Apply Now',
    applyHref: `#${anchors.openRoles}`,
    talkToTeam: 'Talk to Team',
    talkToTeamHref: talkToTeam.href,
  },
};

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
  compensationLabels: { base: string; commission: string; benefits: string };
  /** What each work model means day to day, under Location & Work Model. */
  workModelNotes: Record<WorkModel, string>;
  /** The sticky sidebar card; its button's href is `jobApplyHref(slug, 'card')`. */
  readyToApply: { heading: string; body: string; apply: string };
  /** Unknown slug (doc 2 §8). */
  notFound: typeof jobNotFound;
}

/** The words of a job page (doc 2 §2 "Job detail"). */
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
  compensationLabels: { base: 'Base salary', commission: 'Commission', benefits: 'Package' },
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

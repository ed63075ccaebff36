/**
 * The Leadership page (/company/leadership): the people who lead Response, with their roles, the
 * office each works from and a short bio. Sections in page order.
 *
 * The cast is the press room's (`press/releases.ts` names it): every name, job title, date and
 * career fact here is the one the press releases and the coverage give, and each city is an
 * office of `offices.ts` (checked when the module loads). Sarah Fenwick, the co-founder who runs
 * operations, is not quoted in the press; she is the other of the founders the Investor Room
 * speaks of. An announcement is an existing press release, read by slug from the release list so
 * its title and link cannot drift. `leaders` is the one list of the people, in page order, for the
 * page and for the head's schema.org Person entries.
 */
import type { Crumb } from '../../site/structuredData';
import { pressReleasePath } from '../press/paths';
import { pressReleaseList } from '../press/releaseList';
import { type ContentMeta, mainMenu } from '../site/navigation';
import { offices } from './offices';

export const leadershipPath = '/company/leadership';

export interface LeadershipHero {
  eyebrow: string;
  title: string;
  lead: string;
}

/** The press release that announced a leader: their appointment, or the office or unit they lead. */
export interface LeaderAnnouncement {
  /** The release's page. */
  href: string;
  /** The release's headline. */
  title: string;
  /** The release's date, ISO 'YYYY-MM-DD'. */
  date: string;
}

export interface Leader {
  /** The card's id and a stable key for structured data: the name as a slug. */
  id: string;
  name: string;
  /** The job title, exactly as the press releases give it. */
  role: string;
  /** The office city they work from (a city of `offices.ts`). */
  city: string;
  /** Two or three sentences, in the third person. */
  bio: string;
  announcement?: LeaderAnnouncement;
}

/** A group of the team, shown as one section: its heading, a line under it and its people. */
export interface LeaderGroup {
  heading: string;
  intro: string;
  leaders: readonly Leader[];
  /** Columns of cards on wide screens. */
  columns: 2 | 3;
}

export interface LeadershipPrinciples {
  heading: string;
  intro: string;
  points: readonly string[];
}

/** The words of the leader cards. */
export interface LeaderLabels {
  /** Visible text of an announcement link; the release's headline follows for screen readers. */
  announcement: string;
  /** Read before the city by screen readers. */
  basedIn: string;
}

/** The closing call to action; the button goes to the contact page from the page's path. */
export interface LeadershipCta {
  heading: string;
  body: string;
  action: string;
}

/** The office city of that name, as `offices.ts` spells it; a city with no office fails at load. */
function officeCity(city: string): string {
  const found = offices.find((office) => office.city === city);
  if (!found) throw new Error(`leadership: no office in ${city}`);
  return found.city;
}

/** The press release of that slug, as a leader's announcement; a missing one fails at load. */
function announcement(slug: string): LeaderAnnouncement {
  const release = pressReleaseList.find((entry) => entry.slug === slug);
  if (!release) throw new Error(`leadership: no press release ${slug}`);
  return { href: pressReleasePath(slug), title: release.title, date: release.date };
}

/** A menu item's name by its path, as the main menu gives it (the breadcrumbs say the same). */
function menuName(href: string): string {
  for (const item of mainMenu) {
    if (item.href === href) return item.name;
    const link = item.submenu?.find((entry) => entry.href === href);
    if (link) return link.name;
  }
  throw new Error(`leadership: the main menu has no ${href}`);
}

export const meta: ContentMeta = {
  title: 'Leadership: the people who lead Response',
  description:
    'Meet the leadership team of Response: our founders and the people who lead our regions, our analytics and measurement practice and Studio.',
};

/** Home > Company > Leadership, as the breadcrumbs and their JSON-LD show it. */
export const leadershipTrail: Crumb[] = [
  { name: 'Home', path: '/' },
  { name: menuName('/company'), path: '/company' },
  { name: menuName(leadershipPath), path: leadershipPath },
];

export const hero: LeadershipHero = {
  eyebrow: 'Company',
  title: 'Leadership',
  lead: 'Response is run by the people who founded it, with a leader for each region, for measurement and for Studio. Every one of them still works on client programmes, so the people who set our direction know the work first-hand.',
};

const kerem: Leader = {
  id: 'kerem-atalay',
  name: 'Kerem Atalay',
  role: 'Chief Executive Officer and Co-founder',
  city: officeCity('London'),
  bio: 'Kerem co-founded Response after years in performance marketing, watching good budgets disappear into disconnected campaigns. He leads the business day to day from our London headquarters and led the launch of Growth OS in December 2024, which turned the way we had always worked into a product. He judges the work by how much of what we learn for a client is still working for them a year later.',
};

const sarah: Leader = {
  id: 'sarah-fenwick',
  name: 'Sarah Fenwick',
  role: 'Chief Operating Officer and Co-founder',
  city: officeCity('London'),
  bio: 'Sarah co-founded Response with Kerem and runs the agency’s operations: finance, people, delivery standards and the way each office opens and grows. She oversaw the opening of our Dubai office in 2025 and the expansion of our New York office in 2026. She also owns our data commitments: client accounts stay in the client’s name, and data reaches ad platforms only as consent records allow.',
};

const rachel: Leader = {
  id: 'rachel-linwood',
  name: 'Rachel Linwood',
  role: 'Chief Strategy Officer',
  city: officeCity('London'),
  bio: 'Rachel leads strategy across the agency: how each client programme is designed, which KPIs are agreed up front and which Growth OS modules it starts with. She leads The CMO Agenda, our annual study of what marketing leaders plan to spend on, and her advice to most new clients is to settle measurement with finance before anything else. She also backs the Response Growth Fellowship, our paid three-month route into growth marketing for graduates and career changers.',
};

const claire: Leader = {
  id: 'claire-donovan',
  name: 'Claire Donovan',
  role: 'Managing Director, North America',
  city: officeCity('New York'),
  bio: 'Claire joined in December 2025 to run the New York office and our North American programmes. She came to us after 17 years in B2B demand generation and paid media, most recently as Vice President of Growth at a venture-backed US data infrastructure software company, and before that leading paid media teams at two New York agencies. She is growing the office’s account-based marketing, analytics and programmatic teams, with 25 new roles planned in North America.',
  announcement: announcement('claire-donovan-appointed-managing-director-north-america'),
};

const karim: Leader = {
  id: 'karim-nasser',
  name: 'Karim Nasser',
  role: 'Managing Director, Middle East',
  city: officeCity('Dubai'),
  bio: 'Karim opened our Dubai office in February 2025 and leads our growth programmes and regional partnerships across the Middle East. He came to us after more than 15 years in digital marketing in the Gulf, most recently leading performance media for a regional retail and hospitality group, and before that on the agency side in Dubai and Riyadh. His team works in Arabic and English, for Gulf brands growing at home and abroad and for international brands entering the region.',
  announcement: announcement('response-opens-dubai-office-for-middle-east'),
};

const maya: Leader = {
  id: 'maya-okafor',
  name: 'Maya Okafor',
  role: 'Head of Analytics and Measurement',
  city: officeCity('London'),
  bio: 'Maya leads our analytics and measurement practice and the team behind Attribution Core, the Growth OS module that gives marketing and finance one set of numbers they can both sign off. Her team sets up the tracking, measurement plans and incrementality tests every programme starts from. She looks for analysts by their curiosity and care with numbers, whether they come from physics, accountancy or teaching.',
};

const zeynep: Leader = {
  id: 'zeynep-arslan',
  name: 'Zeynep Arslan',
  role: 'Head of Studio',
  city: officeCity('Istanbul'),
  bio: 'Zeynep leads Studio, our creative and content production arm, from Istanbul: the Creative, AI Lab, TikTok and Creator Studio teams, with creative leads in London and Dubai. Under her, AI turns one concept into many versions, while people decide the concept and review every asset before it runs. Every asset is tagged and linked to its results, so the next brief starts from what has already worked.',
  announcement: announcement('response-launches-studio-ai-lab-tiktok-creators'),
};

export const executiveTeam: LeaderGroup = {
  heading: 'Founders and Executive Team',
  intro:
    'The founders decide the largest questions, such as a new office, a new product or a senior appointment, and set the standards every programme is held to.',
  leaders: [kerem, sarah, rachel],
  columns: 3,
};

export const practiceLeads: LeaderGroup = {
  heading: 'Regional and Practice Leaders',
  intro:
    'Each office has a leader who answers for its clients, people and results, and our measurement and creative practices each have one head who works across every office.',
  leaders: [claire, karim, maya, zeynep],
  columns: 2,
};

/** The team's groups, in page order. */
export const leaderGroups: readonly LeaderGroup[] = [executiveTeam, practiceLeads];

/** Every leader, in page order: the people of the page's schema.org Person entries. */
export const leaders: readonly Leader[] = leaderGroups.flatMap((group) => group.leaders);

export const leaderLabels: LeaderLabels = {
  announcement: 'Read the announcement',
  basedIn: 'Based in',
};

export const principles: LeadershipPrinciples = {
  heading: 'How We Lead',
  intro: 'A few rules the leadership team holds itself to, in every office.',
  points: [
    'Every client programme has a senior sponsor from this team, who joins its quarterly reviews.',
    'Every decision is written down with the measure that will judge it, and reviewed when the result is in.',
    'We publish a figure only when we can measure it, and we say what it does and does not show.',
    'AI works on scale and speed; strategic judgement and the final review stay with people.',
  ],
};

export const cta: LeadershipCta = {
  heading: 'Talk to the people who run the work',
  body: 'Tell us where growth is stuck. A senior strategist will reply within 24 hours, and the leader of the office nearest you will stay close to the programme.',
  action: 'Talk to a Strategist',
};

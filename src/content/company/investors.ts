/**
 * The Investor Room (/investors), the page behind the footer's faint link: what a privately held,
 * founder-led agency tells investors about itself, and whom they contact. Sections in page order.
 *
 * It states no figure the rest of the site does not already state: the four figures are the media
 * kit's (`press/pressRoom.ts`), the office count is the offices list's and the milestones are the
 * press releases' (`press/releaseList.ts`), read by slug so their dates and links cannot drift.
 * The investor relations desk is the chief executive's office at the London headquarters, whose
 * address and switchboard come from `offices.ts`. No share price, valuation, revenue or audited
 * number is published, here or anywhere on the site.
 */
import type { Crumb } from '../../site/structuredData';
import { mediaKitPath, pressReleasePath, pressRoomPath } from '../press/paths';
import { pressReleaseList } from '../press/releaseList';
import type { PressFigure } from '../press/types';
import { type ContentLink, type ContentMeta, investorLink } from '../site/navigation';
import { headquarters, type MediaContact, offices } from './offices';

export interface InvestorsHero {
  eyebrow: string;
  title: string;
  lead: string;
}

/** A heading beside paragraphs of running text. */
export interface InvestorsProse {
  heading: string;
  paragraphs: readonly string[];
}

/** The business in figures: the media kit's four, with what they do not include. */
export interface InvestorsFigures {
  heading: string;
  intro: string;
  items: readonly PressFigure[];
  footnote: string;
}

/** What we publish and what we don't: one sentence each. */
export interface InvestorsDisclosure {
  heading: string;
  intro: string;
  points: readonly string[];
}

/** A step in the agency's growth, told by the press release that announced it. */
export interface GrowthMilestone {
  title: string;
  /** One or two sentences on what the step added to the business. */
  body: string;
  /** The release's date, ISO 'YYYY-MM-DD' (from the release list). */
  date: string;
  /** The release's page. */
  href: string;
}

export interface InvestorsGrowth {
  heading: string;
  intro: string;
  /** Visible text of each card's link; the card's title follows for screen readers. */
  linkLabel: string;
  /** Oldest first. */
  milestones: readonly GrowthMilestone[];
}

/** The investor relations desk: the press contact's shape, with the postal address. */
export interface InvestorContact extends MediaContact {
  /** Postal address, one entry per line: the headquarters'. */
  address: readonly string[];
}

export interface InvestorsRelations extends InvestorsProse {
  /** The card's heading. */
  cardHeading: string;
  /** Names the address for screen readers ('Postal address'). */
  addressLabel: string;
  contact: InvestorContact;
}

/** A card of the closing links: the press room, the media kit and the pages behind them. */
export interface InvestorsLink extends ContentLink {
  body: string;
}

export interface InvestorsFurtherReading {
  heading: string;
  intro: string;
  linkLabel: string;
  links: readonly InvestorsLink[];
}

/** A milestone told by a press release of the list (found by slug; a missing one fails at load). */
function milestone(slug: string, title: string, body: string): GrowthMilestone {
  const release = pressReleaseList.find((entry) => entry.slug === slug);
  if (!release) throw new Error(`investors: no press release ${slug}`);
  return { title, body, date: release.date, href: pressReleasePath(slug) };
}

export const meta: ContentMeta = {
  title: 'Investor Room: a private, founder-led agency',
  description:
    'Response is a privately held, founder-led growth agency. What we publish and what we keep private, how the business grows, and how to reach investor relations.',
};

export const hero: InvestorsHero = {
  eyebrow: 'Company',
  title: 'Investor Room',
  lead: 'Response is a privately held growth agency, led by the people who founded it. This page sets out how we describe the business to investors, what we publish and what we keep private, and whom to talk to.',
};

/** Home > Investor Room, as the breadcrumbs and their JSON-LD show it. */
export const investorsTrail: Crumb[] = [
  { name: 'Home', path: '/' },
  { name: investorLink.label, path: investorLink.href },
];

export const business: InvestorsProse = {
  heading: 'Who We Are as a Business',
  paragraphs: [
    'Response is a privately held company, headquartered in London and run by its founders. Kerem Atalay, Chief Executive Officer and Co-founder, leads the business day to day, and the people who started the agency still make its biggest decisions.',
    'We earn our revenue from client work: growth programmes run by our strategists, media buyers, data engineers and creatives; Growth OS modules that brands adopt one at a time; and creative production through Studio. Clients range from venture-backed challengers to listed companies, and many start with a single module before adding more as the first results come in.',
    'Our shares are not traded on any exchange, and we are not running a fundraising process. We are glad to hear from long-term investors, strategic partners and analysts who want to understand the business, and the last section of this page says how.',
  ],
};

export const figures: InvestorsFigures = {
  heading: 'The Business in Figures',
  intro: 'We publish four figures about the business, the same four as our media kit.',
  items: [
    { value: '200+', label: 'Brands served' },
    { value: '90+', label: 'Countries reached' },
    { value: '$600M+', label: 'In media managed' },
    { value: String(offices.length), label: 'Offices worldwide' },
  ],
  footnote:
    'Brands, countries and media managed are cumulative, as announced in October 2026. We do not publish revenue, profit, headcount or a valuation.',
};

export const disclosure: InvestorsDisclosure = {
  heading: 'What We Publish, and What We Don’t',
  intro:
    'A private company owes the public less than a listed one. This is where we draw the line.',
  points: [
    'We are not listed, so we make no stock-exchange filings, issue no trading statements and hold no results calls.',
    'Company news is announced in the Press Room as a press release, to everyone at the same time, and never to investors first.',
    'The figures on this page and in the media kit are the only ones we publish; we do not publish revenue, margins or forecasts.',
    'Annual highlights, covering growth, client retention and where we are investing, are shared on request under a non-disclosure agreement.',
    'Nothing on this site is an offer or invitation to buy or sell shares in Response, and we do not comment on market speculation.',
  ],
};

export const growth: InvestorsGrowth = {
  heading: 'How We Grow',
  intro:
    'We open an office when clients need us on the ground, and build a product when the same problem keeps coming up in client work. Each step so far was announced in a press release.',
  linkLabel: 'Read the release',
  milestones: [
    milestone(
      'response-launches-growth-os-modular-operating-system',
      'Growth OS launches',
      'Our way of working became a product: four layers and nine modules, from SignalOS to AI Boost, that plug into the stack a client already runs.',
    ),
    milestone(
      'response-opens-dubai-office-for-middle-east',
      'Dubai opens',
      'Our fourth office, led by Karim Nasser, took the full service range to brands in the Gulf and to international brands entering the region.',
    ),
    milestone(
      'response-launches-studio-ai-lab-tiktok-creators',
      'Studio launches',
      'Creative production became a service in its own right, with AI Lab, Creative, TikTok and Creator Studio under one leadership in Istanbul.',
    ),
    milestone(
      'attribution-core-available-as-standalone-module',
      'Attribution Core on its own',
      'Brands can now start with our measurement module alone, and in 2026 it was most often the first step into a wider Growth OS engagement.',
    ),
    milestone(
      'response-expands-new-york-office-25-new-roles',
      'New York expands',
      'More space at 455 Meridian Avenue and 25 planned roles in account-based marketing, analytics and programmatic, led by Claire Donovan.',
    ),
    milestone(
      'response-passes-200-brands-in-90-countries',
      '200 brands, 90 countries',
      'We passed 200 brands and $600M in managed media, with investment planned in the intelligence layer of Growth OS, Studio and AI Lab in 2027.',
    ),
  ],
};

export const governance: InvestorsProse = {
  heading: 'Governance in Plain Words',
  paragraphs: [
    'Kerem Atalay runs the company with his co-founder Sarah Fenwick, Chief Operating Officer, and a leadership team that includes Rachel Linwood, Chief Strategy Officer; Maya Okafor, Head of Analytics and Measurement; Zeynep Arslan, Head of Studio; and the managing directors of North America and the Middle East, Claire Donovan and Karim Nasser. The founders decide the largest questions, such as a new office, a new product or a senior appointment, and each office has a leader who answers for its clients, people and results.',
    'We keep our clients’ business in their names. Their ad accounts, analytics and CRM stay theirs, data reaches advertising platforms only as their consent records allow, and every AI-assisted asset is reviewed by a person before it runs.',
    'We hold our own numbers to the standard we ask of clients: we publish a figure only when we can measure it, and we say what it does and does not show.',
  ],
};

export const relations: InvestorsRelations = {
  heading: 'Investor Relations',
  paragraphs: [
    'Investor enquiries are handled by the office of our Chief Executive Officer at our London headquarters. Tell us who you are, whom you represent and what you would like to discuss; requests for annual highlights are answered once a non-disclosure agreement is in place.',
    'Journalists should contact our media relations team through the Press Room, and brands looking for a growth partner should talk to our strategists through the contact page.',
  ],
  cardHeading: 'Office of the Chief Executive',
  addressLabel: 'Postal address',
  contact: {
    label: 'Kerem Atalay, Chief Executive Officer and Co-founder',
    email: 'investors@response.example',
    phone: headquarters.phone,
    note: 'For investors, partners and analysts. We acknowledge every enquiry within 24 hours and can arrange a meeting in London or by video.',
    address: headquarters.address,
  },
};

export const furtherReading: InvestorsFurtherReading = {
  heading: 'Further Reading',
  intro: 'The rest of what we say about ourselves in public, in one place.',
  linkLabel: 'Explore',
  links: [
    {
      label: 'Press Room',
      href: pressRoomPath,
      body: 'Every press release, newest first, with the media coverage of Response and the press office’s contact.',
    },
    {
      label: 'Media Kit',
      href: mediaKitPath,
      body: 'Our boilerplate, facts and figures, logos and brand colours, as journalists use them.',
    },
    {
      label: 'Leadership',
      href: '/company/leadership',
      body: 'The people who lead Response, from the founders to the heads of our regions, analytics and Studio.',
    },
    {
      label: 'Growth OS',
      href: '/growth-os',
      body: 'The modular growth operating system most of our client work runs on, layer by layer.',
    },
  ],
};

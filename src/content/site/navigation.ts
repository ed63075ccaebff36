/**
 * Site navigation: the main menu of the header and the footer links.
 * Names and hrefs are the spec's, verbatim and in order (plus Topics under Insights, issue 15);
 * descriptions are ours.
 */
import { serviceNames } from '../services/serviceNames';

export interface SubmenuItem {
  name: string;
  href: string;
  /** One line, shown in the desktop dropdown. */
  description?: string;
}

export interface MenuItem {
  name: string;
  href: string;
  description?: string;
  submenu?: SubmenuItem[];
  /** Drawn as a call-to-action button rather than a plain link. */
  isCTA?: boolean;
}

export const mainMenu: MenuItem[] = [
  {
    name: 'Services',
    href: '/services',
    description: 'Performance, growth, creative and advisory services built as one system.',
    // Each service's one name, from serviceNames.ts (issue 38): two differ from the spec's menu.
    submenu: [
      {
        name: serviceNames['user-acquisition'],
        href: '/services/user-acquisition',
        description: 'Paid media built on signal, not spend.',
      },
      {
        name: serviceNames['growth-marketing'],
        href: '/services/growth-marketing',
        description: 'Full-funnel experiments that compound into revenue.',
      },
      {
        name: serviceNames['creative-production'],
        href: '/services/creative-production',
        description: 'Creative built to test, learn and localise.',
      },
      {
        name: serviceNames['account-based-marketing'],
        href: '/services/account-based-marketing',
        description: 'Orchestrated programmes that win named accounts.',
      },
      {
        name: serviceNames['cmo-team-training'],
        href: '/services/cmo-team-training',
        description: 'Hands-on workshops that upskill marketing teams.',
      },
      {
        name: serviceNames['go-to-market-new-country'],
        href: '/services/go-to-market-new-country',
        description: 'Launch in a new market with a 90-day plan.',
      },
      {
        name: serviceNames['executive-growth-advisory'],
        href: '/services/executive-growth-advisory',
        description: 'Fractional CMO and board-level growth counsel.',
      },
    ],
  },
  {
    name: 'Studio',
    href: '/studio',
    description: 'Creative and AI production for performance-first brands.',
    submenu: [
      {
        name: 'AI Lab',
        href: '/studio/ai-lab',
        description: 'Applied AI for audiences, creative and forecasting.',
      },
      {
        name: 'Creative',
        href: '/studio/creative',
        description: 'Performance creative produced at platform speed.',
      },
      {
        name: 'TikTok',
        href: '/studio/tiktok',
        description: 'Native TikTok strategy, content and paid social.',
      },
      {
        name: 'Creator Studio',
        href: '/studio/creator-studio',
        description: 'Creator partnerships that drive measurable demand.',
      },
    ],
  },
  {
    name: 'Proof',
    href: '/proof',
    description: 'Results, recognition and the methodology behind them.',
    submenu: [
      {
        name: 'Cases',
        href: '/proof/cases',
        description: 'Client results with the methodology behind them.',
      },
      {
        name: 'Testimonials',
        href: '/proof/testimonials',
        description: 'What marketing leaders say about working with us.',
      },
      {
        name: 'Awards',
        href: '/proof/awards',
        description: 'Industry recognition for our client work.',
      },
      {
        name: 'Tech Stack',
        href: '/proof/tech-stack',
        description: 'The platforms and tools our systems run on.',
      },
      {
        name: 'Press Room',
        href: '/press-room',
        description: 'News, press releases and media resources.',
      },
    ],
  },
  {
    name: 'Growth OS',
    href: '/growth-os',
    description: 'The modular operating system behind every engagement.',
    submenu: [
      {
        name: 'Growth OS',
        href: '/growth-os',
        description: 'Four layers of architecture for compounding growth.',
      },
      {
        name: 'Digital Products',
        href: '/growth-os/digital-products',
        description: 'Productised modules that plug into your stack.',
      },
    ],
  },
  {
    name: 'Insights',
    href: '/insights',
    description: 'Thinking and research for marketing leaders.',
    submenu: [
      {
        name: 'Articles',
        href: '/insights/articles',
        description: 'Perspectives on performance, AI and growth.',
      },
      {
        name: 'Reports',
        href: '/insights/reports',
        description: 'Research and benchmarks you can take to the board.',
      },
      {
        name: 'Topics',
        href: '/topics',
        description: 'Guides to performance, analytics, media and growth.',
      },
    ],
  },
  {
    name: 'Company',
    href: '/company',
    description: 'Who we are, who leads us and where we work.',
    submenu: [
      {
        name: 'About',
        href: '/company/about',
        description: 'Who we are and how we work.',
      },
      {
        name: 'Leadership',
        href: '/company/leadership',
        description: 'The people who lead Response.',
      },
      {
        name: 'Locations',
        href: '/company/locations',
        description: 'Offices in London, New York, Istanbul and Dubai.',
      },
    ],
  },
  {
    name: 'Careers',
    href: '/careers',
    description: 'Build growth systems with a global team.',
  },
  {
    name: 'Contact',
    href: '/contact',
    description: 'Book a strategy session with a senior strategist.',
    isCTA: true,
  },
];

export interface FooterLink {
  label: string;
  href: string;
  /** Drawn in a muted, low-emphasis style (the Investor Room link). */
  faint?: boolean;
}

/** The footer's primary navigation. */
export const footerNav: FooterLink[] = [
  { label: 'Home', href: '/' },
  { label: 'Growth OS', href: '/growth-os' },
  { label: 'Modules', href: '/modules' },
  { label: 'Proof', href: '/proof' },
  // The old /thinking redirects here (301): the link names the page itself, not the detour.
  { label: 'Thinking', href: '/insights' },
  { label: 'Company', href: '/company' },
  { label: 'Contact', href: '/contact' },
];

/** The faint 'Investor Room' link. */
export const investorLink: FooterLink = { label: 'Investor Room', href: '/investors', faint: true };

export const legalLinks: FooterLink[] = [
  { label: 'Privacy', href: '/privacy' },
  { label: 'Terms', href: '/terms' },
  { label: 'Cookies', href: '/cookies' },
];

/** Every footer link, in the spec's order. */
export const footerLinks: FooterLink[] = [...footerNav, investorLink, ...legalLinks];

export const footerStrapline =
  'Response designs and runs AI-native growth systems for ambitious brands in 90+ countries.';

/** Defined by the Vite configs: the year of the build (scripts/build/vite/buildYear.ts). */
declare const __BUILD_YEAR__: number | undefined;

/** The footer's copyright year: the year the site was built, or this year where no build defines it. */
export const copyrightYear: number =
  typeof __BUILD_YEAR__ === 'number' ? __BUILD_YEAR__ : new Date().getFullYear();

/* Shared shapes used by the other content modules. */

/** A labelled link or button target. */
export interface ContentLink {
  label: string;
  href: string;
}

/** Page metadata text; passed to `pageHead` (title to 60, description to 160 characters). */
export interface ContentMeta {
  title: string;
  description: string;
}

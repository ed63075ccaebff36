/**
 * The About page, served at /company and /company/about. Sections in page order.
 * Section headings are the spec's, verbatim.
 */
import type { ContentMeta } from '../site/navigation';
import { type AboutCity, aboutCities } from './offices';
import { type SocialLink, socialLinks } from './social';

export type { SocialLink, SocialNetwork } from './social';
export { socialLinks };

export interface AboutHero {
  eyebrow: string;
  title: string;
  lead: string;
}

export interface AboutWhoWeAre {
  heading: string;
  paragraphs: string[];
}

export interface AboutHowWeWork {
  heading: string;
  intro: string;
  /** Five bullets. */
  bullets: string[];
}

export interface AboutFigure {
  value: string;
  label: string;
}

export interface AboutGlobalScale {
  heading: string;
  body: string;
  figures: AboutFigure[];
  /** London, New York, Istanbul, Dubai. */
  cities: AboutCity[];
}

export interface AboutPhilosophy {
  heading: string;
  quote: string;
  paragraphs: string[];
}

export interface AboutConnect {
  heading: string;
  intro: string;
  /** Accessible name of the list of profiles. */
  listLabel: string;
  links: SocialLink[];
}

/** The closing call to action; the button goes to the contact page from the page's path. */
export interface AboutCta {
  heading: string;
  body: string;
  action: string;
}

export const meta: ContentMeta = {
  title: 'About Response',
  description:
    'Response is an AI-native growth agency with offices in London, New York, Istanbul and Dubai, building growth systems for 200+ brands in 90+ countries.',
};

export const hero: AboutHero = {
  eyebrow: 'Company',
  title: 'About Response',
  lead: 'We are a growth agency built for how marketing works now: AI-native, system-led and accountable to commercial outcomes rather than activity.',
};

export const whoWeAre: AboutWhoWeAre = {
  heading: 'Who We Are',
  paragraphs: [
    'Response was founded by performance marketers who had spent years watching good budgets disappear into disconnected campaigns. We set out to build the alternative: a team of strategists, media buyers, data engineers and creatives who design growth as a system, with every channel, asset and data point working towards the same commercial goal.',
    'Today we partner with CMOs, founders and growth leaders at more than 200 brands, from venture-backed challengers to listed companies. Our work spans user acquisition, growth marketing, creative production, account-based marketing, team training and executive advisory, all running on Growth OS, our modular operating system for growth.',
  ],
};

export const howWeWork: AboutHowWeWork = {
  heading: 'How We Work',
  intro:
    'Every engagement follows the same discipline, whether we are running a single channel or your entire growth engine.',
  bullets: [
    'We start from the commercial goal, then design the system that will reach it.',
    'We build channels, creative, data and measurement as one architecture, not separate workstreams.',
    'We put AI to work on scale and speed, and keep strategic judgement with senior people.',
    'We test continuously, keep what works and feed every learning back into the system.',
    'We report openly on revenue and pipeline, against KPIs agreed with you up front.',
  ],
};

export const globalScale: AboutGlobalScale = {
  heading: 'Global Scale. Local Impact',
  body: 'Our teams plan centrally and execute locally, with native-speaking specialists who understand each market, its platforms and its buyers. Brands come to us to grow at home and to launch in new countries with confidence.',
  figures: [
    { value: '4', label: 'Office cities' },
    { value: '200+', label: 'Brands' },
    { value: '90+', label: 'Countries' },
    { value: '$600M+', label: 'In media managed' },
  ],
  cities: aboutCities,
};

export const philosophy: AboutPhilosophy = {
  heading: 'Our Philosophy',
  quote: 'Campaigns end. Systems compound.',
  paragraphs: [
    'We believe growth is an engineering problem as much as a creative one. The brands that win are not the ones with the loudest launch, but the ones whose every test, audience and asset makes the next decision better. That is why we build architecture before we buy media, measure what reaches the P&L, and stay candid about what the data does and does not show. Outcomes depend on context, and we never promise what we cannot measure.',
  ],
};

export const connect: AboutConnect = {
  heading: 'Connect',
  intro: 'Follow our thinking, client work and experiments from the AI Lab.',
  listLabel: 'Response on social media',
  links: socialLinks,
};

export const cta: AboutCta = {
  heading: 'Build your growth system with us',
  body: 'Tell us where growth is stuck. A senior strategist will reply within 24 hours with a first view of what a Growth OS pilot could change.',
  action: 'Contact us',
};

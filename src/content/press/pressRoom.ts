/**
 * The press room's words: the landing (/press-room), the media kit, and the heads of the two
 * indexes (the press releases and the media coverage). The releases are in `press/releases.ts`,
 * the coverage in `press/coverage.ts`; the press office's address and telephone number are
 * `mediaContact` in `offices.ts`, and the social profiles `socialLinks` in `about.ts`. Figures and
 * facts follow the About page, Growth OS, Studio and the awards.
 */
import type { MediaKitContent, PressIndexContent, PressRoomContent } from './types';

export const pressRoom: PressRoomContent = {
  meta: {
    title: 'Press Room: news and media resources',
    description:
      'News, press releases and media coverage of Response, with the media kit, boilerplate and press contact for journalists covering growth marketing and AI.',
  },
  hero: {
    eyebrow: 'Press',
    title: 'Press Room',
    lead: 'News from Response, the AI-native growth agency, and everything a journalist needs to cover it: our releases, recent coverage, the media kit and a press office that replies within 24 hours.',
  },
  releases: {
    heading: 'Press Releases',
    intro:
      'Our announcements, newest first: new offices, Growth OS and its modules, Studio, research, people and awards.',
  },
  mediaKitCard: {
    heading: 'Media Kit',
    body: 'Our boilerplate, key facts and figures, logos and brand colours, ready to use in your coverage.',
    linkLabel: 'Open the Media Kit',
  },
  inTheNewsCard: {
    heading: 'In the News',
    allLabel: 'All Media Coverage',
  },
  contactCard: {
    heading: 'Press Contact',
    body: 'Our media relations team arranges interviews with Response’s leadership and specialists in London, New York, Istanbul and Dubai, and provides commentary, images and research data on request.',
  },
  social: {
    heading: 'Follow Response',
  },
};

export const mediaKit: MediaKitContent = {
  meta: {
    title: 'Media Kit: boilerplate, facts and logos',
    description:
      'The Response media kit: short and long boilerplate, key facts and figures, logo usage and brand colours, with the press office contact for journalists.',
  },
  hero: {
    eyebrow: 'Press Room',
    title: 'Media Kit',
    lead: 'Everything you need to write about Response accurately: how to describe us, the figures behind the agency, our logo and colours, and who to call for more.',
  },
  boilerplate: {
    heading: 'About Response',
    shortHeading: 'Boilerplate in one paragraph',
    short:
      'Response is an AI-native growth agency with offices in London, New York, Istanbul and Dubai. It designs growth as a system, connecting data, channels, creative and AI through Growth OS, its modular growth operating system. Its services span user acquisition, account-based marketing, growth marketing, creative production through its Studio, and executive advisory and team training. Response has worked with more than 200 brands in more than 90 countries and has managed more than $600M in media.',
    long: [
      'Response is an AI-native growth agency, founded by performance marketers to replace disconnected campaigns with growth systems. Its strategists, media buyers, data engineers and creatives work from offices in London, New York, Istanbul and Dubai, planning centrally and executing locally with native-speaking specialists in each market. Response has worked with more than 200 brands, from venture-backed challengers to listed companies, in more than 90 countries, and has managed more than $600M in media.',
      'Its work runs on Growth OS, a modular growth operating system that connects data, teams, campaigns and AI in four layers: infrastructure, enablement, execution and intelligence. Nine modules, including SignalOS, Attribution Core, Creative Engine and AI Boost, plug into the stack a brand already runs and can be adopted one at a time. Services span User Acquisition, Account-Based Marketing, Go-to-Market: New Country, Growth Marketing, Creative Production, Executive Growth Advisory and CMO & Team Training.',
      'Studio, the agency’s creative and content production arm, brings AI Lab, performance creative, TikTok and Creator Studio under one roof. Response was a finalist at the 2025 Global Search Awards in Best Use of Search – Finance and Best Use of AI, and has been recognised on Clutch as a Top Digital Marketing Company in 2024 and a Top B2B Company in 2023.',
    ],
  },
  figures: {
    heading: 'Facts and Figures',
    items: [
      { value: '200+', label: 'Brands served' },
      { value: '90+', label: 'Countries reached' },
      { value: '$600M+', label: 'In media managed' },
      { value: '4', label: 'Offices worldwide' },
    ],
    facts: [
      'Response has offices in London, its headquarters, New York, Istanbul and Dubai.',
      'Growth OS, the agency’s modular growth operating system, has four layers (infrastructure, enablement, execution and intelligence) and nine modules, from SignalOS to AI Boost.',
      'Studio, the agency’s creative and content production arm, brings together four teams: AI Lab, Creative, TikTok and Creator Studio.',
      'Response was a finalist at the 2025 Global Search Awards, in Best Use of Search – Finance and Best Use of AI, for AI-led paid search for a retail bank.',
      'Clutch recognised Response as a Top Digital Marketing Company in 2024 and a Top B2B Company in 2023.',
    ],
  },
  logos: {
    heading: 'Logos',
    intro:
      'Download the Response logo below and use it as supplied: in full colour on white or light backgrounds, and in white on dark backgrounds and photographs. For another format, ask the press office.',
    usage: [
      'Do leave clear space around the logo at least equal to the height of its capital R.',
      'Do reproduce the logo at a size where the wordmark remains easy to read.',
      'Don’t stretch, rotate or recolour the logo, or add effects such as shadows or outlines.',
      'Don’t combine the logo with other marks or use it to suggest that Response endorses a product or publication.',
    ],
  },
  colours: {
    heading: 'Brand Colours',
    intro: 'Our core palette, with the values to match it on screen and in print.',
  },
  contact: {
    heading: 'Media Enquiries',
    body: 'For interviews with our leadership, expert commentary, executive biographies, high-resolution images or data from our research, contact our media relations team. We reply to journalists within 24 hours.',
  },
};

export const pressReleasesIndex: PressIndexContent = {
  meta: {
    title: 'Press Releases',
    description:
      'Press releases from Response, newest first: office openings, Growth OS and its modules, Studio, research, senior appointments and industry awards.',
  },
  hero: {
    eyebrow: 'Press Room',
    title: 'Press Releases',
    lead: 'Official announcements from Response, the AI-native growth agency, with the key facts and executive quotes journalists can use.',
  },
};

export const inTheNewsIndex: PressIndexContent = {
  meta: {
    title: 'In the News: media coverage',
    description:
      'Media coverage of Response: interviews with our leadership and reporting on our offices, research, Studio and Growth OS, the modular growth operating system.',
  },
  hero: {
    eyebrow: 'Press Room',
    title: 'In the News',
    lead: 'What journalists have written about Response: interviews with our leadership and reporting on our offices, research and work.',
  },
};

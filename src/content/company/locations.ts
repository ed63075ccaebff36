/**
 * The Locations page (/company/locations): every office with its address, phone, e-mail, map link
 * and time zone, how the offices work together across their time zones, and visiting an office.
 * Sections in page order.
 *
 * The offices themselves are `offices.ts`, the one list: this module holds only the page's words.
 * Every count and every list of cities here is read from that list (`countInWords`,
 * `officeTimeZoneCount`, `officeCityNames`), so a new office changes them all at once.
 */
import type { Crumb } from '../../site/structuredData';
import { type ContentMeta, mainMenu } from '../site/navigation';
import { aboutCities, countInWords, listInWords, offices, officeTimeZoneCount } from './offices';

export const locationsPath = '/company/locations';

export interface LocationsHero {
  eyebrow: string;
  title: string;
  lead: string;
}

/** The office cards (the Global Offices section with its Locations additions). */
export interface LocationsOffices {
  heading: string;
  intro: string;
  /** Each card's map button ('View on Map'), opening the office's map link in a new tab. */
  mapLabel: string;
  /** The badge beside the headquarters' city. */
  headquartersLabel: string;
  /** The label before each office's time zone. */
  timeZoneLabel: string;
}

export interface LocationsTimeZones {
  heading: string;
  intro: string;
  /** One sentence each. */
  points: readonly string[];
}

export interface LocationsVisiting {
  heading: string;
  paragraphs: readonly string[];
}

/** The closing call to action; the button goes to the contact page from the page's path. */
export interface LocationsCta {
  heading: string;
  body: string;
  action: string;
}

/** A count in words at the start of a sentence ('Four'). */
function capitalised(text: string): string {
  return text.charAt(0).toLocaleUpperCase('en-GB') + text.slice(1);
}

/** A menu item's name by its path, as the main menu gives it (the breadcrumbs say the same). */
function menuName(href: string): string {
  for (const item of mainMenu) {
    if (item.href === href) return item.name;
    const link = item.submenu?.find((entry) => entry.href === href);
    if (link) return link.name;
  }
  throw new Error(`locations: the main menu has no ${href}`);
}

/** Every office city, headquarters first: 'London, New York, Istanbul and Dubai'. */
export const officeCityNames = listInWords(aboutCities.map((city) => city.city));

const officeCount = countInWords(offices.length);
const zoneCount = countInWords(officeTimeZoneCount);

export const meta: ContentMeta = {
  title: `Locations: ${officeCityNames}`,
  description: `Addresses, phone numbers, e-mails and time zones of the ${officeCount} Response offices: ${officeCityNames}. Call, write or visit your nearest team.`,
};

/** Home > Company > Locations, as the breadcrumbs and their JSON-LD show it. */
export const locationsTrail: Crumb[] = [
  { name: 'Home', path: '/' },
  { name: menuName('/company'), path: '/company' },
  { name: menuName(locationsPath), path: locationsPath },
];

export const hero: LocationsHero = {
  eyebrow: 'Company',
  title: 'Locations',
  lead: `Our strategists, media buyers, data engineers and creatives work from ${officeCount} offices: ${officeCityNames}. We plan centrally and execute locally, so every client works with people who know their market, with the whole agency behind them.`,
};

export const officeCards: LocationsOffices = {
  heading: 'Our Offices',
  intro: `Each office runs client programmes of its own and works with the others every day, across ${zoneCount} time zones. Call or write to the one nearest you, or use the general inquiries address and we will pass your message on.`,
  mapLabel: 'View on Map',
  headquartersLabel: 'Headquarters',
  timeZoneLabel: 'Time zone',
};

export const timeZones: LocationsTimeZones = {
  heading: 'Working Across Time Zones',
  intro: `${capitalised(zoneCount)} time zones, one working day: how the offices hand work to each other.`,
  points: [
    'Istanbul and Dubai are one hour apart, so Studio, AI Lab and our Middle East team share the whole working day.',
    'London and Istanbul share most of theirs: Istanbul is two hours ahead in summer and three in winter, so strategy and production review work together every day.',
    'New York starts its day as London reaches the afternoon: transatlantic launches are planned in the hours the two share, and London hands live campaigns to New York at the end of the UK day.',
    'Each client has a lead in their own region, whichever offices do the work, so calls are set in your working day, not ours.',
    'Every team closes its day with written notes in the programme’s shared workspace, so work moves on overnight without waiting for a meeting.',
    'Our people can spend time in another office through our office swaps, so each team knows the others by name.',
  ],
};

export const visiting: LocationsVisiting = {
  heading: 'Visiting an Office',
  paragraphs: [
    'We are glad to meet clients, partners and candidates at any of our offices. Visits are by appointment: write to the office’s e-mail address or call its number, tell us who is coming, and reception will have your name.',
    'Not sure which office to contact? Write to the general inquiries address under the office cards. A strategist reads every message and you will hear back within 24 hours.',
  ],
};

export const cta: LocationsCta = {
  heading: 'Work with the team nearest you',
  body: 'Tell us where you want to grow, at home or in a new market. A senior strategist will reply within 24 hours and bring in the office that knows the market best.',
  action: 'Start the Conversation',
};

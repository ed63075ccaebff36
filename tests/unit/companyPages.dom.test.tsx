import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initials } from '../../src/components/Avatar/Avatar';
import * as leadership from '../../src/content/company/leadership';
import * as locations from '../../src/content/company/locations';
import {
  countInWords,
  generalInquiries,
  offices,
  officeTimeZoneCount,
} from '../../src/content/company/offices';
import { pressCoverage } from '../../src/content/press/coverage';
import { pressReleasePath } from '../../src/content/press/paths';
import { pressReleaseList } from '../../src/content/press/releaseList';
import { pressReleases } from '../../src/content/press/releases';
import { contactCallToActionTexts } from '../../src/content/site/contactSources';
import { mainMenu } from '../../src/content/site/navigation';
import { LeadershipPage } from '../../src/pages/LeadershipPage/LeadershipPage';
import { LocationsPage } from '../../src/pages/LocationsPage/LocationsPage';
import { GlobalOffices } from '../../src/sections/Shell/GlobalOffices';
import { contactHref } from '../../src/site/contactLink';
import { DESCRIPTION_LIMIT, pageTitle, TITLE_LIMIT } from '../../src/site/metadata';

/**
 * The Company submenu's two pages, /company/leadership and /company/locations: one h1 and headings
 * in order, Home > Company > {page}, the leaders as the press room names them, and every office of
 * offices.ts with its address, phone, e-mail, map link and time zone, counted from the list.
 */

const companySubmenu = mainMenu.find((item) => item.href === '/company')?.submenu ?? [];

/** Every press release's and coverage article's words: where the leaders' facts come from. */
const pressText = [...pressReleases, ...pressCoverage]
  .flatMap((item) => [item.title, item.dek, ...item.body, ...item.keyFacts])
  .join('\n');

function section(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

/** One h1, then no heading more than one level below the one before it. */
function expectHeadingsInOrder() {
  const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
  expect(levels[0]).toBe(1);
  expect(levels.filter((level) => level === 1)).toHaveLength(1);
  for (const [index, level] of levels.entries()) {
    if (index > 0)
      expect(level, `heading ${index + 1}`).toBeLessThanOrEqual(levels[index - 1]! + 1);
  }
}

function expectBreadcrumbs(trail: ReadonlyArray<{ name: string; path: string }>, page: string) {
  expect(trail.map((crumb) => crumb.name)).toEqual(['Home', 'Company', page]);
  expect(trail.map((crumb) => crumb.path).slice(0, 2)).toEqual(['/', '/company']);
  expect(companySubmenu.map((link) => link.href)).toContain(trail.at(-1)?.path);
  const crumbs = within(screen.getByRole('navigation', { name: /breadcrumb/i }));
  expect(crumbs.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
  expect(crumbs.getByRole('link', { name: 'Company' }).getAttribute('href')).toBe('/company');
  expect(crumbs.getByText(page)).toBeTruthy();
}

function expectMetaWithinLimits(meta: { title: string; description: string }) {
  expect(pageTitle(meta.title).length).toBeLessThanOrEqual(TITLE_LIMIT);
  expect(pageTitle(meta.title)).not.toContain('…');
  expect(meta.description.length).toBeLessThanOrEqual(DESCRIPTION_LIMIT);
}

function expectContactCallToAction(path: string, action: string) {
  // The contact page names the call to action ("You're here from: …") only for our own texts.
  expect(contactCallToActionTexts).toContain(action);
  const link = screen.getByRole('link', { name: action });
  expect(link.getAttribute('href')).toBe(contactHref(path, action));
}

describe('LeadershipPage', () => {
  const { leaders } = leadership;

  it('has one h1, headings in order and the trail Home > Company > Leadership', () => {
    render(<LeadershipPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(leadership.hero.title);
    expectHeadingsInOrder();
    expectBreadcrumbs(leadership.leadershipTrail, 'Leadership');
    expect(leadership.leadershipTrail.at(-1)?.path).toBe('/company/leadership');
  });

  it('keeps its metadata within the title and description limits', () => {
    expectMetaWithinLimits(leadership.meta);
  });

  it('shows every leader as a card: initials, name as an h3, role, city and bio', () => {
    render(<LeadershipPage />);
    for (const group of leadership.leaderGroups) {
      const region = within(section(group.heading));
      const names = region.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
      expect(names).toEqual(group.leaders.map((leader) => leader.name));
      const cards = within(region.getByRole('list', { name: group.heading })).getAllByRole(
        'listitem',
      );
      expect(cards).toHaveLength(group.leaders.length);
      for (const [index, leader] of group.leaders.entries()) {
        const card = cards[index]!;
        expect(card.id).toBe(leader.id);
        const text = card.textContent ?? '';
        expect(text).toContain(leader.role);
        expect(text).toContain(`Based in ${leader.city}`);
        expect(text).toContain(leader.bio);
        expect(card.querySelector('[aria-hidden="true"]')?.textContent).toBe(initials(leader.name));
      }
    }
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(leaders.length);
  });

  it('names the press room’s cast with the roles the releases and the coverage give them', () => {
    const cast: Record<string, [role: string, city: string]> = {
      'Kerem Atalay': ['Chief Executive Officer and Co-founder', 'London'],
      'Rachel Linwood': ['Chief Strategy Officer', 'London'],
      'Maya Okafor': ['Head of Analytics and Measurement', 'London'],
      'Zeynep Arslan': ['Head of Studio', 'Istanbul'],
      'Claire Donovan': ['Managing Director, North America', 'New York'],
      'Karim Nasser': ['Managing Director, Middle East', 'Dubai'],
    };
    for (const [name, [role, city]] of Object.entries(cast)) {
      const leader = leaders.find((entry) => entry.name === name);
      expect(leader, name).toBeDefined();
      expect(leader?.role).toBe(role);
      expect(leader?.city).toBe(city);
      expect(pressText).toContain(`${name}, ${role}`);
    }
    // Anyone else on the page is new to the press room, so no release gives them another role.
    for (const leader of leaders.filter((entry) => !(entry.name in cast))) {
      expect(pressText).not.toContain(leader.name);
      expect(leaders.length).toBeLessThanOrEqual(Object.keys(cast).length + 2);
    }
  });

  it('keeps the career facts the press room gives', () => {
    const bio = (name: string) => leaders.find((leader) => leader.name === name)?.bio ?? '';
    expect(bio('Claire Donovan')).toContain('December 2025');
    expect(bio('Claire Donovan')).toContain('17 years');
    expect(pressText).toContain('Based in New York; joins on 1 December 2025');
    expect(bio('Karim Nasser')).toContain('February 2025');
    expect(bio('Karim Nasser')).toContain('more than 15 years');
    expect(bio('Kerem Atalay')).toContain('December 2024');
    expect(bio('Zeynep Arslan')).toContain('Istanbul');
  });

  it('works every leader from an office, with one id each and a short bio', () => {
    const cities = new Set(offices.map((office) => office.city));
    const ids = leaders.map((leader) => leader.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const leader of leaders) {
      expect(cities.has(leader.city), leader.city).toBe(true);
      expect(leader.id).toBe(leader.name.toLowerCase().replace(/\s+/g, '-'));
      const sentences = leader.bio.split(/(?<=\.)\s+/);
      expect(sentences.length, leader.name).toBeGreaterThanOrEqual(2);
      expect(sentences.length, leader.name).toBeLessThanOrEqual(3);
    }
  });

  it('links an announcement only to an existing release about the leader', () => {
    const announced = leaders.filter((leader) => leader.announcement);
    expect(announced.length).toBeGreaterThan(0);
    for (const leader of announced) {
      const { href, title, date } = leader.announcement!;
      const slug = href.split('/').pop() ?? '';
      expect(href).toBe(pressReleasePath(slug));
      const release = pressReleaseList.find((entry) => entry.slug === slug);
      expect(release?.title).toBe(title);
      expect(release?.date).toBe(date);
      const full = pressReleases.find((entry) => entry.slug === slug);
      expect([full?.title, full?.dek, ...(full?.body ?? [])].join(' ')).toContain(leader.name);
    }

    render(<LeadershipPage />);
    const links = screen.getAllByRole('link', { name: /^Read the announcement: / });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      announced.map((leader) => leader.announcement?.href),
    );
    expect(
      screen.getByRole('link', {
        name: 'Read the announcement: Response appoints Claire Donovan as Managing Director, North America',
      }),
    ).toBeTruthy();
  });

  it('closes with a contact call to action from /company/leadership', () => {
    render(<LeadershipPage />);
    expectContactCallToAction('/company/leadership', leadership.cta.action);
  });
});

/** The GMT offset of a time zone on a date, as its label writes it ('GMT', 'GMT+3', 'GMT−5'). */
function gmtOffset(timeZone: string, date: string): string {
  const name = new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: 'shortOffset' })
    .formatToParts(new Date(date))
    .find((part) => part.type === 'timeZoneName')?.value;
  return (name ?? '').replace(/^GMT\+0$/, 'GMT').replace('-', '−');
}

describe('LocationsPage', () => {
  it('has one h1, headings in order and the trail Home > Company > Locations', () => {
    render(<LocationsPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(locations.hero.title);
    expectHeadingsInOrder();
    expectBreadcrumbs(locations.locationsTrail, 'Locations');
    expect(locations.locationsTrail.at(-1)?.path).toBe('/company/locations');
  });

  it('keeps its metadata within the limits, naming every office city', () => {
    expectMetaWithinLimits(locations.meta);
    for (const office of offices) {
      expect(locations.meta.title).toContain(office.city);
      expect(locations.meta.description).toContain(office.city);
      expect(locations.hero.lead).toContain(office.city);
    }
  });

  it('counts the offices and their time zones from the list', () => {
    expect(locations.hero.lead).toContain(`${countInWords(offices.length)} offices`);
    expect(locations.meta.description).toContain(
      `${countInWords(offices.length)} Response offices`,
    );
    expect(locations.officeCards.intro).toContain(
      `${countInWords(officeTimeZoneCount)} time zones`,
    );
    expect(locations.timeZones.intro.toLowerCase()).toContain(
      `${countInWords(officeTimeZoneCount)} time zones`,
    );
  });

  it('shows every office: role, address, phone, e-mail, map link and time zone', () => {
    render(<LocationsPage />);
    const region = section(locations.officeCards.heading);
    const cards = within(region).getAllByRole('listitem');
    expect(cards).toHaveLength(offices.length);
    for (const [index, office] of offices.entries()) {
      const card = within(cards[index]!);
      expect(card.getByRole('heading', { level: 3, name: office.city })).toBeTruthy();
      expect(card.getByText(office.role)).toBeTruthy();
      const address = cards[index]!.querySelector('address');
      for (const line of office.address) expect(address?.textContent).toContain(line);
      expect(card.getByRole('link', { name: office.phone.display }).getAttribute('href')).toBe(
        office.phone.href,
      );
      expect(card.getByRole('link', { name: office.email }).getAttribute('href')).toBe(
        `mailto:${office.email}`,
      );
      // jsdom joins the visually hidden words without the space a browser keeps.
      const map = card.getByRole('link', {
        name: new RegExp(`^View on Map\\s*for the ${office.city} office`),
      });
      expect(map.getAttribute('href')).toBe(office.mapLink);
      expect(map.getAttribute('target')).toBe('_blank');
      expect(office.timezoneLabel).toBeTruthy();
      expect(cards[index]!.textContent).toContain(`Time zone: ${office.timezoneLabel}`);
      expect(card.queryByText('Headquarters') !== null).toBe(Boolean(office.headquarters));
    }
    expect(
      within(region).getByRole('link', { name: generalInquiries.email }).getAttribute('href'),
    ).toBe(`mailto:${generalInquiries.email}`);
  });

  it('labels each time zone with the offsets of its IANA zone, winter and summer', () => {
    for (const office of offices) {
      const label = office.timezoneLabel ?? '';
      const winter = gmtOffset(office.timezone, '2026-01-15T12:00:00Z');
      const summer = gmtOffset(office.timezone, '2026-07-15T12:00:00Z');
      expect(label, office.city).toMatch(new RegExp(`${winter.replace('+', '\\+')}(?![+−\\d])`));
      if (summer === winter) expect(label, office.city).toContain('all year');
      else expect(label, office.city).toContain(`${summer} in summer`);
    }
  });

  it('closes with a contact call to action from /company/locations', () => {
    render(<LocationsPage />);
    expectContactCallToAction('/company/locations', locations.cta.action);
  });
});

describe('GlobalOffices without the Locations props', () => {
  it('draws the strip as before: city, then address, and nothing of the Locations page', () => {
    render(<GlobalOffices />);
    const region = section('Global Offices');
    for (const card of within(region).getAllByRole('listitem')) {
      expect([...card.children].map((child) => child.tagName)).toEqual(['H3', 'ADDRESS']);
    }
    const text = region.textContent ?? '';
    expect(text).not.toContain('Time zone');
    expect(text).not.toContain('Headquarters');
    for (const office of offices) expect(text).not.toContain(office.role);
  });
});

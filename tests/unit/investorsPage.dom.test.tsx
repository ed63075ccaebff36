import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  figures,
  growth,
  hero,
  investorsTrail,
  meta,
  relations,
} from '../../src/content/company/investors';
import { offices } from '../../src/content/company/offices';
import { mediaKitPath, pressReleasePath, pressRoomPath } from '../../src/content/press/paths';
import { mediaKit } from '../../src/content/press/pressRoom';
import { pressReleaseList } from '../../src/content/press/releaseList';
import { investorLink } from '../../src/content/site/navigation';
import { InvestorsPage } from '../../src/pages/InvestorsPage/InvestorsPage';
import { DESCRIPTION_LIMIT, pageTitle, TITLE_LIMIT } from '../../src/site/metadata';

/**
 * The Investor Room (/investors), the page behind the footer's faint link: one h1, Home >
 * Investor Room, only the figures the media kit publishes, its growth told by existing press
 * releases, and the investor relations desk at the London headquarters, read from the offices.
 */

const headquarters = offices.find((office) => office.headquarters);

function section(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

describe('InvestorsPage', () => {
  it('has one h1 and the breadcrumb trail Home > Investor Room, where the footer link leads', () => {
    render(<InvestorsPage />);
    const [h1, ...others] = screen.getAllByRole('heading', { level: 1 });
    expect(others).toEqual([]);
    expect(h1?.textContent).toBe(hero.title);

    expect(investorsTrail).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Investor Room', path: '/investors' },
    ]);
    expect(investorsTrail.at(-1)?.path).toBe(investorLink.href);
    const crumbs = within(screen.getByRole('navigation', { name: /breadcrumb/i }));
    expect(crumbs.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(crumbs.getByText('Investor Room')).toBeTruthy();
  });

  it('keeps its metadata within the title and description limits', () => {
    expect(pageTitle(meta.title).length).toBeLessThanOrEqual(TITLE_LIMIT);
    expect(pageTitle(meta.title)).not.toContain('…');
    expect(meta.description.length).toBeLessThanOrEqual(DESCRIPTION_LIMIT);
  });

  it('shows exactly the figures of the media kit, and the number of offices', () => {
    expect(figures.items).toEqual(mediaKit.figures.items);
    expect(figures.items.at(-1)?.value).toBe(String(offices.length));
    render(<InvestorsPage />);
    const band = within(section(figures.heading));
    const values = band.getAllByRole('listitem').map((item) => item.textContent);
    expect(values).toEqual([
      '200+ Brands served',
      '90+ Countries reached',
      '$600M+ In media managed',
      `${offices.length} Offices worldwide`,
    ]);
  });

  it('tells its growth through existing press releases, with their own dates, oldest first', () => {
    const slugs = new Set(pressReleaseList.map((release) => release.slug));
    const dates = growth.milestones.map((step) => step.date);
    expect(dates).toEqual([...dates].sort());
    for (const step of growth.milestones) {
      const slug = step.href.split('/').pop() ?? '';
      expect(slugs.has(slug), step.href).toBe(true);
      expect(step.href).toBe(pressReleasePath(slug));
      expect(pressReleaseList.find((release) => release.slug === slug)?.date).toBe(step.date);
    }
    const hrefs = growth.milestones.map((step) => step.href);
    expect(hrefs).toContain(pressReleasePath('response-opens-dubai-office-for-middle-east'));
    expect(hrefs).toContain(pressReleasePath('response-expands-new-york-office-25-new-roles'));

    render(<InvestorsPage />);
    const grid = within(section(growth.heading));
    expect(grid.getByText('February 18, 2025')).toBeTruthy();
    const links = grid.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(links).toEqual(hrefs);
    const dubai = grid.getByRole('link', { name: 'Read the release Dubai opens' });
    expect(dubai.getAttribute('href')).toBe(
      pressReleasePath('response-opens-dubai-office-for-middle-east'),
    );
  });

  it('gives the investor relations desk: the CEO’s office, its e-mail and the London headquarters', () => {
    expect(headquarters?.city).toBe('London');
    expect(relations.contact.address).toBe(headquarters?.address);
    expect(relations.contact.phone).toBe(headquarters?.phone);

    render(<InvestorsPage />);
    const desk = within(section(relations.heading));
    expect(
      desk.getByRole('heading', { level: 3, name: 'Office of the Chief Executive' }),
    ).toBeTruthy();
    expect(desk.getByText('Kerem Atalay, Chief Executive Officer and Co-founder')).toBeTruthy();
    expect(
      desk.getByRole('link', { name: 'investors@response.example' }).getAttribute('href'),
    ).toBe('mailto:investors@response.example');
    expect(desk.getByRole('link', { name: headquarters?.phone.display }).getAttribute('href')).toBe(
      headquarters?.phone.href,
    );
    const address = desk.getByText((_, element) => element?.tagName === 'ADDRESS');
    expect(address.textContent).toBe(`Postal address: ${headquarters?.address.join(', ')}`);
  });

  it('links to the press room and the media kit', () => {
    render(<InvestorsPage />);
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toContain(pressRoomPath);
    expect(hrefs).toContain(mediaKitPath);
  });

  it('publishes no share price, valuation or invented figure', () => {
    render(<InvestorsPage />);
    const text = document.body.textContent ?? '';
    expect(text).not.toMatch(/share price|per share|£\s?\d|€\s?\d/i);
    // The only sum of money is the media managed, which the media kit states.
    const money = text.match(/\$\d[\d.,]*[MBK]?/g) ?? [];
    expect(new Set(money)).toEqual(new Set(['$600M']));
    expect(text).toContain('privately held');
  });
});

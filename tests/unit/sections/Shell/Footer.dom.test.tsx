import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { offices } from '../../../../src/content/company/offices';
import { GlobalOffices } from '../../../../src/sections/Shell/GlobalOffices';
import { SiteFooter } from '../../../../src/sections/Shell/SiteFooter';

describe('SiteFooter', () => {
  it('has every footer link of the spec, in two labelled navigations, and the copyright', () => {
    render(<SiteFooter />);
    const footer = screen.getByRole('contentinfo');
    const main = within(screen.getByRole('navigation', { name: 'Footer' }));
    const legal = within(screen.getByRole('navigation', { name: 'Legal' }));
    const hrefs = [...footer.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([
      '/',
      '/growth-os',
      '/modules',
      '/proof',
      '/insights',
      '/company',
      '/contact',
      '/investors',
      '/privacy',
      '/terms',
      '/cookies',
    ]);
    expect(main.getByRole('link', { name: 'Investor Room' }).getAttribute('href')).toBe(
      '/investors',
    );
    expect(legal.getByRole('link', { name: 'Privacy' }).getAttribute('href')).toBe('/privacy');
    expect(footer.textContent).toContain(
      `© ${new Date().getFullYear()} Response. All rights reserved.`,
    );
  });
});

describe("SiteFooter's Contact link", () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'sendBeacon');
  });

  it("carries the page's attribution as the header's does, and is reported as a call to action", () => {
    const beacon = vi.fn((_url: string, _body: string) => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    window.history.replaceState(null, '', '/services');
    render(<SiteFooter pathname="/services" />);
    const footer = within(screen.getByRole('navigation', { name: 'Footer' }));
    const contact = footer.getByRole('link', { name: 'Contact' });
    expect(contact.getAttribute('href')).toBe('/contact?ref=cta&from=%2Fservices&label=contact');
    expect(contact.dataset.ctaTracked).toBe('cta');
    // The other footer links are neither attributed nor reported.
    expect(footer.getByRole('link', { name: 'Company' }).getAttribute('href')).toBe('/company');
    expect(footer.getByRole('link', { name: 'Company' }).hasAttribute('data-cta-tracked')).toBe(
      false,
    );

    contact.addEventListener('click', (event) => event.preventDefault());
    contact.click();
    footer.getByRole('link', { name: 'Company' }).click();
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(JSON.parse(beacon.mock.calls[0]![1])).toEqual(
      expect.objectContaining({ label: 'contact', from: '/services', location: 'footer' }),
    );
    window.history.replaceState(null, '', '/');
  });

  it('stays the plain path on the contact page itself', () => {
    render(<SiteFooter pathname="/contact" />);
    const footer = within(screen.getByRole('navigation', { name: 'Footer' }));
    expect(footer.getByRole('link', { name: 'Contact' }).getAttribute('href')).toBe('/contact');
  });
});

describe('GlobalOffices', () => {
  it('shows every office with tel: and mailto: links and the general-inquiries address', () => {
    render(<GlobalOffices />);
    const region = screen.getByRole('region', { name: 'Global Offices' });
    expect(within(region).getByRole('heading', { level: 2, name: 'Global Offices' })).toBeTruthy();
    const cities = within(region)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(cities).toEqual(['New York', 'London', 'Istanbul', 'Dubai']);
    const tel = region.querySelectorAll('a[href^="tel:"]');
    expect(tel).toHaveLength(offices.length);
    const mail = [...region.querySelectorAll('a[href^="mailto:"]')].map((a) =>
      a.getAttribute('href'),
    );
    expect(mail).toEqual([
      ...offices.map((office) => `mailto:${office.email}`),
      'mailto:info@response.example',
    ]);
    for (const office of offices) {
      expect(
        within(region).getByRole('link', { name: office.phone.display }).getAttribute('href'),
      ).toBe(office.phone.href);
    }
    expect(region.querySelectorAll('address')).toHaveLength(offices.length);
  });
});

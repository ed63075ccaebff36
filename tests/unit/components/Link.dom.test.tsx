import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Breadcrumb, Breadcrumbs } from '../../../src/components/Breadcrumbs/Breadcrumbs';
import { Anchor } from '../../../src/components/Link/Anchor';
import { Link } from '../../../src/components/Link/Link';
import { LinkButton } from '../../../src/components/LinkButton/LinkButton';

describe('Link and LinkButton', () => {
  it('render plain anchors with the variant as a data attribute', () => {
    render(
      <>
        <Link href="/cases" variant="subtle">
          Case studies
        </Link>
        <LinkButton href="/contact" variant="secondary" size="lg">
          Talk to a strategist
        </LinkButton>
      </>,
    );
    const link = screen.getByRole('link', { name: 'Case studies' });
    expect(link.getAttribute('href')).toBe('/cases');
    expect(link.dataset.variant).toBe('subtle');
    expect(link.hasAttribute('rel')).toBe(false);
    const button = screen.getByRole('link', { name: 'Talk to a strategist' });
    expect(button.dataset.variant).toBe('secondary');
    expect(button.dataset.size).toBe('lg');
  });

  it('mark external links: rel, hidden "(opens in a new tab)" and an aria-hidden icon', () => {
    render(
      <>
        <Link href="https://github.com/" target="_blank" rel="me">
          GitHub
        </Link>
        <LinkButton href="https://www.linkedin.com/" target="_blank">
          LinkedIn
        </LinkButton>
      </>,
    );
    for (const name of [/GitHub/, /LinkedIn/]) {
      const link = screen.getByRole('link', { name });
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')?.split(' ').sort()).toEqual(
        expect.arrayContaining(['noopener', 'noreferrer']),
      );
      expect(link.textContent).toContain('(opens in a new tab)');
      expect(link.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    }
    expect(screen.getByRole('link', { name: /GitHub/ }).getAttribute('rel')).toContain('me');
  });
});

describe('a link to the contact page, whichever component draws it', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'sendBeacon');
  });

  it('is marked and reported as a call to action, once, and other links are not', () => {
    const beacon = vi.fn((_url: string, _body: string) => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    render(
      <main>
        <Anchor href="/contact?ref=cta&from=%2Fmodules&label=talk-to-us">Talk to us</Anchor>
        <Link href="/contact">our strategists</Link>
        <LinkButton href="/contact?ref=cta&from=%2F&label=book-strategy-session">
          Book Strategy Session
        </LinkButton>
        <Anchor href="/company">Company</Anchor>
      </main>,
    );
    const links = screen.getAllByRole('link');
    for (const link of links) link.addEventListener('click', (event) => event.preventDefault());
    const [anchor, link, button, company] = links;
    expect(anchor!.dataset.ctaTracked).toBe('cta');
    expect(link!.dataset.ctaTracked).toBe('cta');
    expect(button!.dataset.ctaTracked).toBe('cta');
    expect(company!.hasAttribute('data-cta-tracked')).toBe(false);
    for (const each of links) each.click();
    expect(beacon.mock.calls.map(([, body]) => JSON.parse(body).label)).toEqual([
      'talk-to-us',
      'our-strategists',
      'book-strategy-session',
    ]);
  });
});

describe('Breadcrumbs', () => {
  it('is a nav landmark named Breadcrumb whose last item is the current page', () => {
    render(
      <Breadcrumbs>
        <Breadcrumb href="/">Home</Breadcrumb>
        <Breadcrumb href="/services">Services</Breadcrumb>
        <Breadcrumb href="/services/paid-social">Paid social</Breadcrumb>
      </Breadcrumbs>,
    );
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const items = within(nav).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    const current = within(nav).getByText('Paid social').closest('[aria-current]');
    expect(current?.getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Home' }).hasAttribute('aria-current')).toBe(
      false,
    );
  });
});

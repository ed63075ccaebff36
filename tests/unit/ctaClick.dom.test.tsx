import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LinkButton } from '../../src/components/LinkButton/LinkButton';
import {
  type CtaClickDetail,
  ctaClickEndpoint,
  ctaLinkLabel,
  ctaLocationOf,
  trackCtaClick,
} from '../../src/platform/analytics/ctaClick';
import { NavigationProvider as RouterProvider } from '../../src/platform/navigation/NavigationProvider';
import { contactHref } from '../../src/site/contactLink';

const now = 1_767_225_600_000;

function stubBeacon(impl: (url: string, body: string) => boolean) {
  const beacon = vi.fn(impl);
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
  return beacon;
}

function stubFetch(impl: () => Promise<Response> = () => Promise.resolve(new Response(null))) {
  const fetchMock = vi.fn(impl);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The `cta_click` window events raised during a test. */
function listen(): CtaClickDetail[] {
  const details: CtaClickDetail[] = [];
  const listener = (event: CustomEvent<CtaClickDetail>) => details.push(event.detail);
  window.addEventListener('cta_click', listener);
  cleanups.push(() => window.removeEventListener('cta_click', listener));
  return details;
}

const cleanups: Array<() => void> = [];

beforeEach(() => {
  vi.spyOn(Date, 'now').mockReturnValue(now);
  window.dataLayer = [];
});

afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  Reflect.deleteProperty(navigator, 'sendBeacon');
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
  document.body.innerHTML = '';
});

describe('trackCtaClick', () => {
  const click = { label: 'book-a-call', from: '/services', location: 'hero' };
  const expected = { ...click, timestamp: now };

  it('sends a beacon with the JSON body, raises cta_click and pushes to the dataLayer', () => {
    const beacon = stubBeacon(() => true);
    const fetchMock = stubFetch();
    const events = listen();

    expect(trackCtaClick(click)).toEqual(expected);

    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, body] = beacon.mock.calls[0]!;
    expect(url).toBe('/api/analytics/cta-click');
    expect(typeof body).toBe('string');
    expect(JSON.parse(body)).toEqual(expected);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(events).toEqual([expected]);
    expect(window.dataLayer).toEqual([{ event: 'cta_click', ...expected }]);
  });

  it('keeps location_context when given', () => {
    const beacon = stubBeacon(() => true);
    trackCtaClick({ ...click, location_context: 'intercepted' });
    expect(JSON.parse(beacon.mock.calls[0]![1])).toEqual({
      ...expected,
      location_context: 'intercepted',
    });
  });

  it.each([
    ['sendBeacon is missing', () => undefined],
    ['sendBeacon refuses the beacon', () => stubBeacon(() => false)],
    [
      'sendBeacon throws',
      () =>
        stubBeacon(() => {
          throw new TypeError('Illegal invocation');
        }),
    ],
  ])('falls back to fetch with keepalive and a JSON content type when %s', (_, setUp) => {
    setUp();
    const fetchMock = stubFetch();
    const events = listen();
    trackCtaClick(click);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(ctaClickEndpoint, {
      method: 'POST',
      keepalive: true,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(expected),
    });
    expect(events).toEqual([expected]);
    expect(window.dataLayer).toHaveLength(1);
  });

  it('ignores a rejected fetch and a fetch that throws', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    cleanups.push(() => process.off('unhandledRejection', unhandled));

    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(() => trackCtaClick(click)).not.toThrow();
    stubFetch(() => {
      throw new TypeError('fetch is broken');
    });
    expect(() => trackCtaClick(click)).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(unhandled).not.toHaveBeenCalled();
    expect(window.dataLayer).toHaveLength(2);
  });

  it('survives a page script that replaced the dataLayer', () => {
    stubBeacon(() => true);
    (window as unknown as { dataLayer: unknown }).dataLayer = {};
    expect(trackCtaClick(click)).toEqual(expected);
  });

  it('fills empty fields the server would refuse and cuts long ones', () => {
    const beacon = stubBeacon(() => true);
    trackCtaClick({ label: ' ', from: '', location: '', location_context: '' });
    expect(JSON.parse(beacon.mock.calls[0]![1])).toEqual({
      label: 'cta',
      from: '/',
      location: 'page',
      location_context: 'intercepted',
      timestamp: now,
    });
    trackCtaClick({ ...click, label: 'x'.repeat(600) });
    expect(JSON.parse(beacon.mock.calls[1]![1]).label).toHaveLength(500);
  });
});

describe('ctaLinkLabel', () => {
  function anchor(html: string): HTMLAnchorElement {
    document.body.innerHTML = html;
    return document.querySelector('a')!;
  }

  it.each([
    [contactHref('/', 'Book Strategy Session'), 'Book it', 'book-strategy-session'],
    ['/contact', 'Contact', 'contact'],
    ['https://www.response.example/contact?label=from-query', 'Talk', 'from-query'],
    ['/modules', 'Explore the nine modules', 'explore-the-nine-modules'],
    ['/modules?label=not-a-contact-link', 'Explore modules', 'explore-modules'],
    ['https://www.linkedin.com/', 'Follow us <span>(opens in a new tab)</span>', 'follow-us'],
    ['/cases', 'Learn more <span>about LeadSync</span>', 'learn-more-about-leadsync'],
  ])('%s with %j -> %j', (href, html, label) => {
    expect(ctaLinkLabel(anchor(`<a href="${href}">${html}</a>`), href)).toBe(label);
  });

  it('uses the aria-label when the link shows no text', () => {
    expect(ctaLinkLabel(anchor('<a href="/x" aria-label="Get started"></a>'), '/x')).toBe(
      'get-started',
    );
  });
});

describe('ctaLocationOf', () => {
  it.each([
    [
      '<div data-cta-location="pricing"><section aria-labelledby="h"><h2 id="h">X</h2><a>go</a></section></div>',
      'pricing',
    ],
    [
      '<section aria-labelledby="t"><h1 id="t">The agency model is obsolete.</h1><a>go</a></section>',
      'hero',
    ],
    [
      '<section aria-labelledby="c"><h2 id="c">Ready to unlearn campaigns?</h2><div><a>go</a></div></section>',
      'section:ready-to-unlearn-campaigns',
    ],
    ['<section aria-labelledby="missing"><a>go</a></section>', 'section'],
    ['<header><nav aria-label="Main"><a>go</a></nav></header>', 'header'],
    ['<footer><nav aria-label="Footer"><a>go</a></nav></footer>', 'footer'],
    ['<div role="dialog" aria-label="Main menu"><nav><a>go</a></nav></div>', 'dialog:main-menu'],
    [
      '<div role="dialog" aria-labelledby="d"><h2 id="d">Cookie settings</h2><a>go</a></div>',
      'dialog:cookie-settings',
    ],
    ['<nav aria-label="Breadcrumb"><a>go</a></nav>', 'nav:breadcrumb'],
    ['<main><div><a>go</a></div></main>', 'main'],
    ['<div><a>go</a></div>', 'page'],
  ])('%s -> %j', (html, location) => {
    document.body.innerHTML = html;
    expect(ctaLocationOf(document.querySelector('a')!)).toBe(location);
  });
});

/** Keeps plain link clicks on the page (jsdom cannot navigate). */
const stay = (event: MouseEvent) => event.preventDefault();

describe('LinkButton tracking', () => {
  beforeEach(() => {
    // jsdom cannot navigate; keep the clicks on the page.
    document.addEventListener('click', stay, true);
    cleanups.push(() => document.removeEventListener('click', stay, true));
    window.history.replaceState(null, '', '/growth-os');
  });

  it('is marked as tracked in the server render, a call to action as one, with its location', () => {
    const html = renderToString(
      <LinkButton href="/contact" ctaLocation="pricing">
        Contact
      </LinkButton>,
    );
    expect(html).toMatch(/data-cta-tracked="cta"/);
    expect(html).toMatch(/data-cta-location="pricing"/);
    const plain = renderToString(
      <LinkButton href="/insights/articles" isCallToAction={false}>
        Clear search and filters
      </LinkButton>,
    );
    expect(plain).toMatch(/data-cta-tracked=""/);
    expect(plain).not.toMatch(/data-cta-location/);
  });

  it('tracks one click per press, labelled from the contact link, located by its section', async () => {
    const beacon = stubBeacon(() => true);
    const events = listen();
    const onPress = vi.fn();
    render(
      <main>
        <section aria-labelledby="cta-heading">
          <h2 id="cta-heading">Ready to unlearn campaigns?</h2>
          <LinkButton href={contactHref('/growth-os', 'Book a Strategy Session')} onClick={onPress}>
            Book a Strategy Session
          </LinkButton>
        </section>
      </main>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Book a Strategy Session' }));

    const expected = {
      label: 'book-a-strategy-session',
      from: '/growth-os',
      location: 'section:ready-to-unlearn-campaigns',
      timestamp: now,
    };
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(JSON.parse(beacon.mock.calls[0]![1])).toEqual(expected);
    expect(events).toEqual([expected]);
    expect(window.dataLayer).toEqual([{ event: 'cta_click', ...expected }]);
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('uses the visible text for other links, an explicit location, and tracks keyboard presses', async () => {
    const beacon = stubBeacon(() => true);
    render(
      <LinkButton href="#modules" ctaLocation="stack-builder">
        Explore the nine modules
      </LinkButton>,
    );
    const link = screen.getByRole('link', { name: 'Explore the nine modules' });
    expect(link.hasAttribute('data-cta-tracked')).toBe(true);
    link.focus();
    await userEvent.keyboard('{Enter}');
    expect(JSON.parse(beacon.mock.calls[0]![1])).toEqual({
      label: 'explore-the-nine-modules',
      from: '/growth-os',
      location: 'stack-builder',
      timestamp: now,
    });
  });

  it.each([
    ['a click', async (link: HTMLElement) => userEvent.click(link)],
    [
      'Enter',
      async (link: HTMLElement) => {
        link.focus();
        await userEvent.keyboard('{Enter}');
      },
    ],
  ])('reports the page the link was on when %s navigates client-side', async (_, activate) => {
    // The router handles the click (and prevents the browser's navigation) itself.
    document.removeEventListener('click', stay, true);
    const beacon = stubBeacon(() => true);
    const navigate = vi.fn((path: string) => {
      window.history.pushState(null, '', path);
      document.body.innerHTML = '';
    });
    render(
      <RouterProvider navigate={navigate}>
        <section aria-labelledby="hero-title">
          <h1 id="hero-title">Growth needs architecture</h1>
          <LinkButton href="/contact">Contact us</LinkButton>
        </section>
      </RouterProvider>,
    );
    await activate(screen.getByRole('link', { name: 'Contact us' }));
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(window.location.pathname).toBe('/contact');
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(JSON.parse(beacon.mock.calls[0]![1])).toEqual({
      label: 'contact-us',
      from: '/growth-os',
      location: 'hero',
      timestamp: now,
    });
  });

  it('does not track a disabled link', async () => {
    const beacon = stubBeacon(() => true);
    render(
      <LinkButton href="/events" isDisabled>
        Registration closed
      </LinkButton>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Registration closed' }));
    expect(beacon).not.toHaveBeenCalled();
  });
});

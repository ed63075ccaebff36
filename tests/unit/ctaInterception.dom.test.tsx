import { act, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LinkButton } from '../../src/components/LinkButton/LinkButton';
import {
  interceptedAttribute,
  interceptedContactUrl,
  interceptedLinkUrl,
  interceptionScanDelayMs,
  isInterceptable,
  startCtaInterception,
} from '../../src/features/ctaInterception/interceptCtas';
import { useCtaInterception } from '../../src/features/ctaInterception/useCtaInterception';

const now = Date.UTC(2026, 0, 15, 9, 30);
const origin = window.location.origin;

let beacon: ReturnType<typeof vi.fn<(url: string, body: string) => boolean>>;
const cleanups: Array<() => void> = [];

/** The bodies of the beacons sent so far. */
const beacons = () => beacon.mock.calls.map(([, body]) => JSON.parse(body) as unknown);

/** Let the MutationObserver deliver, then move the clock. */
async function advance(ms: number) {
  await act(async () => {
    await Promise.resolve();
    vi.advanceTimersByTime(ms);
  });
}

function contactUrl(from: string) {
  return `${origin}/contact?ref=cta&from=${encodeURIComponent(from)}&label=intercepted-cta`;
}

/** WordPress-style content, as a container outside React. */
function content(html: string): HTMLElement {
  const article = document.createElement('article');
  article.innerHTML = html;
  document.body.append(article);
  return article;
}

function start(navigate = vi.fn()) {
  const stop = startCtaInterception(document.body, { navigate });
  cleanups.push(stop);
  return { stop, navigate };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(now);
  beacon = vi.fn(() => true);
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
  window.dataLayer = [];
  window.history.replaceState(null, '', '/insights/articles/growth-loops');
  // jsdom cannot navigate; keep link clicks on the page (the handlers still run).
  const stay = (event: MouseEvent) => event.preventDefault();
  document.addEventListener('click', stay, true);
  cleanups.push(() => document.removeEventListener('click', stay, true));
});

afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, 'sendBeacon');
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('interceptedContactUrl', () => {
  it('is the absolute contact URL with ref=cta, the path and label=intercepted-cta', () => {
    const url = new URL(interceptedContactUrl('https://www.response.example', '/insights/a b'));
    expect(url.origin + url.pathname).toBe('https://www.response.example/contact');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      ref: 'cta',
      from: '/insights/a b',
      label: 'intercepted-cta',
    });
  });
});

describe('interceptedLinkUrl: attribution a link already carries is kept', () => {
  const site = 'https://www.response.example';
  const from = '/insights/cmo-agenda-2026';

  it('keeps a contact link that carries its own ref, from and label as it is', () => {
    const own = `${site}/contact?ref=report&from=/insights/cmo-agenda-2026&label=report_cta`;
    expect(
      interceptedLinkUrl(
        '/contact?ref=report&from=/insights/cmo-agenda-2026&label=report_cta',
        site,
        '/x',
      ),
    ).toBe(own);
    expect(interceptedLinkUrl(own, site, '/x')).toBe(own);
  });

  it('adds only what the link lacks, and keeps the rest of its query', () => {
    const url = new URL(interceptedLinkUrl('/contact?label=report_cta&stack=SignalOS', site, from));
    expect(Object.fromEntries(url.searchParams)).toEqual({
      label: 'report_cta',
      stack: 'SignalOS',
      ref: 'cta',
      from,
    });
    const empty = new URL(interceptedLinkUrl('/contact?ref=&label=%20', site, from));
    expect(empty.searchParams.get('ref')).toBe('cta');
    expect(empty.searchParams.get('label')).toBe('intercepted-cta');
  });

  it('gives a plain contact link, and every other link, the interception’s attribution', () => {
    expect(interceptedLinkUrl('/contact', site, from)).toBe(interceptedContactUrl(site, from));
    expect(interceptedLinkUrl('/book-a-call?ref=x&label=y', site, from)).toBe(
      interceptedContactUrl(site, from),
    );
    // Another site's "contact" page carries no attribution of ours.
    expect(interceptedLinkUrl('https://other.example/contact?ref=x&label=y', site, from)).toBe(
      interceptedContactUrl(site, from),
    );
    expect(interceptedLinkUrl('mailto:info@response.example', site, from)).toBe(
      interceptedContactUrl(site, from),
    );
  });
});

describe('isInterceptable', () => {
  it.each([
    ['<a href="/x">Contact us</a>', true],
    ['<a href="/x">İletişime Geçin</a>', true],
    ['<button type="button">Book a Demo</button>', true],
    ['<div role="button" tabindex="0">Get a quote</div>', true],
    ['<a href="/pricing" class="cta">See pricing</a>', true],
    ['<a href="/pricing" class="btn btn-primary">See pricing</a>', true],
    ['<button type="button" data-cta>Next step</button>', true],
    ['<a href="/x" data-contact>Our team</a>', true],
    ['<a href="/x">Read more</a>', false],
    ['<a href="/x">See our work</a>', false],
    ['<a>Contact us</a>', false], // not a link: no href
    ['<a href="/x" class="btn-primary">Subscribe</a>', false], // exclusion wins over the marker
    ['<button type="button" data-cta>Download media kit</button>', false],
    ['<a href="/x" data-cta-tracked>Contact us</a>', false],
    ['<div data-cta-tracked><a href="/x">Contact us</a></div>', false],
    ['<a href="/x" data-rac>Contact us</a>', false],
    ['<a href="/x" data-ds>Contact us</a>', false],
    ['<form><button>Get started</button></form>', false],
    ['<a href="/x" data-cta-intercepted>Contact us</a>', false],
    ['<input type="button" value="Request a quote">', true],
    ['<input type="submit" value="Schedule a call">', true], // outside a form: a plain button
    ['<input type="button" value="Join waitlist">', false],
    ['<form><input type="submit" value="Contact us"></form>', false],
    ['<input type="text" value="Contact us">', false],
    // A link to the contact page is a call to action whatever it says, exclusions included.
    ['<a href="/contact">our strategists</a>', true],
    ['<a href="/contact?ref=report&label=report_cta">Learn more</a>', true],
    ['<a href="https://other.example/contact">our partners</a>', false],
    ['<a href="/contact" data-ds>Contact</a>', false],
    ['<form><a href="/contact">our strategists</a></form>', false],
    // A link to a place on the page goes there, whatever it says (a list of contents).
    ['<a href="#contact-us">Contact us</a>', false],
  ])('%s -> %j', (html, expected) => {
    const container = content(html);
    const element = container.querySelector('a, button, [role="button"], input')!;
    expect(isInterceptable(element)).toBe(expected);
  });

  it.each(['<a href="#main">Skip to main content</a>', '<a href="">Top</a>'])(
    'on the contact page itself, %s is no link to it',
    (html) => {
      window.history.replaceState(null, '', '/contact');
      expect(isInterceptable(content(html).querySelector('a')!)).toBe(false);
    },
  );
});

describe('startCtaInterception', () => {
  it('rewrites contact links 100 ms after start and leaves other links alone', async () => {
    const article = content(`
      <p><a href="/contact">Contact us</a> or <a href="mailto:info@response.example">Get in touch</a>.</p>
      <p><a href="/insights" id="more">Read more</a> <a href="/apply" class="btn-primary">Apply now</a></p>
    `);
    const [contact, mail, more, apply] = [...article.querySelectorAll('a')];
    start();

    await advance(interceptionScanDelayMs - 1);
    expect(contact!.getAttribute('href')).toBe('/contact');

    await advance(1);
    expect(contact!.href).toBe(contactUrl('/insights/articles/growth-loops'));
    expect(mail!.href).toBe(contactUrl('/insights/articles/growth-loops'));
    expect(contact!.hasAttribute(interceptedAttribute)).toBe(true);
    expect(more!.getAttribute('href')).toBe('/insights');
    expect(apply!.getAttribute('href')).toBe('/apply');
    expect(more!.hasAttribute(interceptedAttribute)).toBe(false);
  });

  it('tracks a click on an intercepted link once: beacon, event and dataLayer', async () => {
    const article = content('<a href="/contact">Book a Call!</a>');
    start();
    await advance(interceptionScanDelayMs);
    const events: unknown[] = [];
    const listener = (event: CustomEvent) => events.push(event.detail);
    window.addEventListener('cta_click', listener);
    cleanups.push(() => window.removeEventListener('cta_click', listener));

    article.querySelector('a')!.click();

    const expected = {
      label: 'book-a-call',
      from: '/insights/articles/growth-loops',
      location: 'intercepted',
      location_context: 'intercepted',
      timestamp: now + interceptionScanDelayMs,
    };
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(beacon.mock.calls[0]![0]).toBe('/api/analytics/cta-click');
    expect(beacons()).toEqual([expected]);
    expect(events).toEqual([expected]);
    expect(window.dataLayer).toEqual([{ event: 'cta_click', ...expected }]);
  });

  it("keeps a report's own attribution once the page has loaded, and reports its own label", async () => {
    const own = '/contact?ref=report&from=/insights/cmo-agenda-2026&label=report_cta';
    const article = content(`<p><a href="${own}">Request the full report</a></p>`);
    start();
    await advance(interceptionScanDelayMs);
    const link = article.querySelector('a')!;
    expect(link.getAttribute('href')).toBe(own);
    expect(link.hasAttribute(interceptedAttribute)).toBe(true);

    link.click();
    expect(link.getAttribute('href')).toBe(own);
    expect(beacons()).toEqual([
      {
        label: 'report_cta',
        from: '/insights/articles/growth-loops',
        location: 'intercepted',
        location_context: 'intercepted',
        timestamp: now + interceptionScanDelayMs,
      },
    ]);
  });

  it('fills in only the attribution a contact link lacks, and refreshes only that `from`', async () => {
    const article = content(
      '<a href="/contact?label=article_cta">Talk to us</a> <a href="/contact?from=/insights/x">Ask</a>',
    );
    start();
    await advance(interceptionScanDelayMs);
    const [labelled, placed] = [...article.querySelectorAll('a')];
    const query = (link: HTMLAnchorElement) => Object.fromEntries(new URL(link.href).searchParams);
    expect(query(labelled!)).toEqual({
      label: 'article_cta',
      ref: 'cta',
      from: '/insights/articles/growth-loops',
    });
    window.history.pushState(null, '', '/insights/reports');
    labelled!.click();
    placed!.click();
    expect(query(labelled!).from).toBe('/insights/reports');
    expect(query(placed!)).toEqual({ from: '/insights/x', ref: 'cta', label: 'intercepted-cta' });
    expect(beacons()).toEqual([
      expect.objectContaining({ label: 'article_cta', from: '/insights/reports' }),
      expect.objectContaining({ label: 'ask', from: '/insights/reports' }),
    ]);
  });

  it('redirects buttons to the contact page after the beacon', async () => {
    const article = content(`
      <button type="button">Request a Demo</button>
      <span role="button" tabindex="0">Ücretsiz Danışmanlık</span>
      <button type="button">Subscribe</button>
    `);
    const { navigate } = start();
    await advance(interceptionScanDelayMs);
    const [demo, subscribe] = [...article.querySelectorAll('button')];
    const roleButton = article.querySelector('[role="button"]') as HTMLElement;

    demo!.click();
    expect(navigate).toHaveBeenCalledWith(contactUrl('/insights/articles/growth-loops'));
    roleButton.click();
    subscribe!.click();
    expect(navigate).toHaveBeenCalledTimes(2);
    expect(beacons()).toEqual([
      expect.objectContaining({ label: 'request-a-demo', location_context: 'intercepted' }),
      expect.objectContaining({ label: 'ucretsiz-danismanlik', location_context: 'intercepted' }),
    ]);
  });

  it('scans again 100 ms after new links or buttons appear, debounced', async () => {
    start();
    await advance(interceptionScanDelayMs);
    const first = content('<a href="/a">Get started</a>');
    await advance(50);
    const second = content('<button type="button">Talk to us</button>');
    await advance(interceptionScanDelayMs - 1);
    // The second insertion postponed the scan.
    expect(first.querySelector('a')!.getAttribute('href')).toBe('/a');
    await advance(1);
    expect(first.querySelector('a')!.href).toBe(contactUrl('/insights/articles/growth-loops'));
    expect(second.querySelector('button')!.hasAttribute(interceptedAttribute)).toBe(true);
  });

  it('ignores insertions without links or buttons', async () => {
    start();
    await advance(interceptionScanDelayMs);
    const article = content('<p>No calls to action here.</p>');
    // Text that becomes a link without a new element: no scan is scheduled.
    const link = document.createElement('a');
    link.textContent = 'Contact us';
    article.append(link);
    await advance(interceptionScanDelayMs);
    link.setAttribute('href', '/contact');
    await advance(interceptionScanDelayMs * 2);
    expect(link.getAttribute('href')).toBe('/contact');
  });

  it('never intercepts an element twice, and reports a nested match once', async () => {
    const article = content('<a href="/contact"><button type="button">Contact sales</button></a>');
    const { navigate } = start();
    await advance(interceptionScanDelayMs);
    content('<a href="/b">Get started</a>');
    await advance(interceptionScanDelayMs);
    content('<a href="/c">Get started</a>');
    await advance(interceptionScanDelayMs);

    article.querySelector('button')!.click();
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('refreshes `from` at click time after a client-side navigation', async () => {
    const article = content('<a href="/contact">Contact</a>');
    start();
    await advance(interceptionScanDelayMs);
    window.history.pushState(null, '', '/insights/reports');
    const link = article.querySelector('a')!;
    link.click();
    expect(link.href).toBe(contactUrl('/insights/reports'));
    expect(beacons()).toEqual([expect.objectContaining({ from: '/insights/reports' })]);
  });

  it('stops observing when stopped', async () => {
    const { stop } = start();
    const early = content('<a href="/a">Contact us</a>');
    stop();
    await advance(interceptionScanDelayMs * 3);
    const late = content('<a href="/b">Contact us</a>');
    await advance(interceptionScanDelayMs * 3);
    expect(early.querySelector('a')!.getAttribute('href')).toBe('/a');
    expect(late.querySelector('a')!.getAttribute('href')).toBe('/b');
  });
});

describe('useCtaInterception with our own components', () => {
  function Page() {
    useCtaInterception();
    return (
      <main>
        <section aria-labelledby="closing">
          <h2 id="closing">Ready to unlearn campaigns?</h2>
          <LinkButton href="/contact?ref=cta&from=%2F&label=book-strategy-session">
            Book Strategy Session
          </LinkButton>
        </section>
      </main>
    );
  }

  it('does not start during render, leaves our LinkButtons alone and tracks them once', async () => {
    const article = content('<a href="/contact">Contact us</a>');
    render(
      <StrictMode>
        <Page />
      </StrictMode>,
    );
    // The hook loads the interception module after hydration: let that import settle.
    await act(async () => {
      await import('../../src/features/ctaInterception/interceptCtas');
    });
    await advance(interceptionScanDelayMs);
    const ours = screen.getByRole('link', { name: 'Book Strategy Session' });
    expect(ours.hasAttribute(interceptedAttribute)).toBe(false);
    expect(ours.getAttribute('href')).toBe('/contact?ref=cta&from=%2F&label=book-strategy-session');
    expect(article.querySelector('a')!.hasAttribute(interceptedAttribute)).toBe(true);

    await act(async () => ours.click());
    expect(beacons()).toEqual([
      {
        label: 'book-strategy-session',
        from: '/insights/articles/growth-loops',
        location: 'section:ready-to-unlearn-campaigns',
        timestamp: now + interceptionScanDelayMs,
      },
    ]);
  });

  it('stops when the component unmounts', async () => {
    const { unmount } = render(<Page />);
    unmount();
    const article = content('<a href="/contact">Contact us</a>');
    await advance(interceptionScanDelayMs * 3);
    expect(article.querySelector('a')!.getAttribute('href')).toBe('/contact');
  });
});

import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  closeConsentBanner,
  getConsentBannerState,
  openConsentPreferences,
  showConsentBanner,
} from '../../src/features/consent/consentBannerStore';
import { CONSENT_STORAGE_KEY } from '../../src/features/consent/consentRecord';
import {
  CookieBanner,
  cookieBannerAnnouncement,
  cookieBannerDelayMs,
  loadCookieBannerPanel,
} from '../../src/sections/CookieBanner/CookieBanner';
import { SiteFooter } from '../../src/sections/Shell/SiteFooter';
import { allDenied, allGranted, tagCommands } from '../support/consentMode';

function reset() {
  act(() => {
    closeConsentBanner();
  });
  localStorage.clear();
  delete window.dataLayer;
}

/** The page around the banner: a main landmark to fall back to, and the footer's button. */
function Page() {
  return (
    <>
      <main id="main" tabIndex={-1}>
        <h1>Growth needs architecture</h1>
        <button type="button">Start a project</button>
      </main>
      <SiteFooter />
      <CookieBanner />
    </>
  );
}

const banner = () => screen.queryByRole('region', { name: /cookie/i });
const stored = () => localStorage.getItem(CONSENT_STORAGE_KEY);

describe('CookieBanner', { timeout: 20_000 }, () => {
  // The panel is its own chunk; loaded once here, it then renders synchronously as in a visit
  // where it has arrived (tests/e2e/consent.spec.ts covers the loading in the browser).
  beforeAll(async () => {
    await loadCookieBannerPanel();
  });
  beforeEach(reset);
  afterEach(() => {
    vi.useRealTimers();
    reset();
  });

  it('is never in the server-rendered HTML', () => {
    const html = renderToString(<CookieBanner />);
    expect(html).not.toContain('<section');
    expect(html).not.toContain('Accept All');
  });

  it('opens in the summary view 1000 ms after load when no choice is stored', () => {
    vi.useFakeTimers();
    render(<Page />);
    expect(banner()).toBeNull();
    act(() => vi.advanceTimersByTime(cookieBannerDelayMs - 1));
    expect(banner()).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    const region = banner()!;
    expect(region.tagName).toBe('SECTION');
    expect(within(region).getByRole('heading', { level: 2 }).textContent).toBe(
      'Cookies on this site',
    );
    expect(
      within(region)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Accept All', 'Reject All', 'Manage Preferences']);
    // After the buttons: the cookie policy and the privacy notice, now that they exist.
    expect(
      [...region.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['cookie policy', '/cookies'],
      ['privacy notice', '/privacy'],
    ]);
    // Shown on a timer: focus stays where it was, and the change is announced politely.
    expect(region.contains(document.activeElement)).toBe(false);
    expect(screen.getByRole('status').textContent).toBe(cookieBannerAnnouncement);
  });

  it('waits for the load event before counting', () => {
    vi.useFakeTimers();
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    render(<Page />);
    act(() => vi.advanceTimersByTime(5000));
    expect(banner()).toBeNull();
    readyState.mockReturnValue('complete');
    act(() => {
      window.dispatchEvent(new Event('load'));
    });
    act(() => vi.advanceTimersByTime(cookieBannerDelayMs));
    expect(banner()).not.toBeNull();
  });

  it.each([
    ['a valid choice', '{"analytics":false,"marketing":false,"functional":true}', false],
    ['a malformed value', '{analytics:true}', true],
    ['a value of the wrong shape', '{"analytics":"yes","marketing":"no"}', true],
  ])('with %s stored, shows: %s', (_name, value, shows) => {
    vi.useFakeTimers();
    localStorage.setItem(CONSENT_STORAGE_KEY, value);
    render(<Page />);
    act(() => vi.advanceTimersByTime(cookieBannerDelayMs * 3));
    expect(banner() !== null).toBe(shows);
  });

  it.each([
    ['Accept All', '{"analytics":true,"marketing":true,"functional":true}', allGranted],
    ['Reject All', '{"analytics":false,"marketing":false,"functional":true}', allDenied],
  ])('%s stores the choice, updates consent and closes', async (button, json, update) => {
    const user = userEvent.setup();
    render(<Page />);
    act(() => {
      showConsentBanner();
    });
    await user.click(within(banner()!).getByRole('button', { name: button }));
    expect(stored()).toBe(json);
    expect(tagCommands()).toEqual([['consent', 'update', update]]);
    expect(banner()).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('Manage Preferences: switches, then Save Preferences stores the chosen ones', async () => {
    const user = userEvent.setup();
    render(<Page />);
    act(() => {
      showConsentBanner();
    });
    await user.click(screen.getByRole('button', { name: 'Manage Preferences' }));
    const region = banner()!;
    const heading = within(region).getByRole('heading', { level: 2 });
    expect(heading.textContent).toBe('Cookie preferences');
    // The button that was pressed is gone: focus moves to the new view's heading.
    expect(document.activeElement).toBe(heading);

    const functional = within(region).getByRole('switch', { name: 'Functional' });
    const analytics = within(region).getByRole('switch', { name: 'Analytics' });
    const marketing = within(region).getByRole('switch', { name: 'Marketing' });
    expect((functional as HTMLInputElement).checked).toBe(true);
    expect((functional as HTMLInputElement).disabled).toBe(true);
    expect((analytics as HTMLInputElement).checked).toBe(false);
    expect((marketing as HTMLInputElement).checked).toBe(false);
    expect(
      document.getElementById(functional.getAttribute('aria-describedby')!)?.textContent,
    ).toMatch(/^Always on\./);
    for (const control of [analytics, marketing]) {
      expect(document.getElementById(control.getAttribute('aria-describedby')!)).not.toBeNull();
    }
    expect(
      within(region)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Save Preferences', 'Accept All', 'Reject All']);

    await user.click(functional);
    expect((functional as HTMLInputElement).checked).toBe(true);
    await user.click(analytics);
    expect((analytics as HTMLInputElement).checked).toBe(true);
    await user.click(within(region).getByRole('button', { name: 'Save Preferences' }));
    expect(stored()).toBe('{"analytics":true,"marketing":false,"functional":true}');
    expect(tagCommands()).toEqual([
      ['consent', 'update', { ...allDenied, analytics_storage: 'granted' }],
    ]);
    expect(banner()).toBeNull();
    // Focus was in the banner: it goes to the main landmark rather than being lost.
    expect(document.activeElement).toBe(document.getElementById('main'));
  });

  it("'Cookie settings' opens the preferences with the stored choice and focus on the heading; Escape returns focus", async () => {
    localStorage.setItem(
      CONSENT_STORAGE_KEY,
      '{"analytics":false,"marketing":true,"functional":true}',
    );
    const user = userEvent.setup();
    render(<Page />);
    const settings = within(screen.getByRole('navigation', { name: 'Legal' })).getByRole('button', {
      name: 'Cookie settings',
    });
    await user.click(settings);
    const region = banner()!;
    expect(region).not.toBeNull();
    expect(document.activeElement).toBe(
      within(region).getByRole('heading', { name: 'Cookie preferences' }),
    );
    expect(
      (within(region).getByRole('switch', { name: 'Analytics' }) as HTMLInputElement).checked,
    ).toBe(false);
    expect(
      (within(region).getByRole('switch', { name: 'Marketing' }) as HTMLInputElement).checked,
    ).toBe(true);
    // No announcement: focus moved there.
    expect(screen.getByRole('status').textContent).toBe('');

    await user.keyboard('{Tab}');
    expect(document.activeElement).toBe(within(region).getByRole('switch', { name: 'Analytics' }));
    await user.keyboard('{Escape}');
    expect(banner()).toBeNull();
    expect(document.activeElement).toBe(settings);
    // Nothing stored or sent: the earlier choice stands.
    expect(stored()).toBe('{"analytics":false,"marketing":true,"functional":true}');
    expect(tagCommands()).toEqual([]);
  });

  it('by keyboard from the footer: toggle a switch, Save Preferences, focus back on the button', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const settings = screen.getByRole('button', { name: 'Cookie settings' });
    settings.focus();
    await user.keyboard('{Enter}');
    const region = banner()!;
    await user.keyboard('{Tab}{Tab}{ }'); // Analytics, Marketing: switch Marketing on
    expect(
      (within(region).getByRole('switch', { name: 'Marketing' }) as HTMLInputElement).checked,
    ).toBe(true);
    await user.keyboard('{Tab}{Enter}'); // Save Preferences
    expect(stored()).toBe('{"analytics":false,"marketing":true,"functional":true}');
    expect(tagCommands()).toEqual([
      ['consent', 'update', { ...allGranted, analytics_storage: 'denied' }],
    ]);
    expect(banner()).toBeNull();
    expect(document.activeElement).toBe(settings);
  });

  it('Escape on the auto-shown banner closes it without a choice; focus goes to main', async () => {
    const user = userEvent.setup();
    render(<Page />);
    act(() => {
      showConsentBanner();
    });
    within(banner()!).getByRole('button', { name: 'Reject All' }).focus();
    await user.keyboard('{Escape}');
    expect(banner()).toBeNull();
    expect(stored()).toBeNull();
    expect(document.activeElement).toBe(document.getElementById('main'));
  });

  it('closing with focus outside the banner leaves focus alone', async () => {
    const user = userEvent.setup();
    render(<Page />);
    act(() => {
      showConsentBanner();
    });
    const pageButton = screen.getByRole('button', { name: 'Start a project' });
    pageButton.focus();
    act(() => {
      closeConsentBanner();
    });
    expect(document.activeElement).toBe(pageButton);
    await user.click(pageButton);
    expect(getConsentBannerState().open).toBe(false);
  });

  it('still closes and updates consent when storage refuses the write', async () => {
    const user = userEvent.setup();
    render(<Page />);
    act(() => {
      showConsentBanner();
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    await user.click(screen.getByRole('button', { name: 'Accept All' }));
    expect(banner()).toBeNull();
    expect(tagCommands()).toEqual([['consent', 'update', allGranted]]);
  });

  it('the timer does not reopen or re-announce a banner opened from Cookie settings', () => {
    vi.useFakeTimers();
    render(<Page />);
    act(() => {
      openConsentPreferences(screen.getByRole('button', { name: 'Cookie settings' }));
    });
    act(() => vi.advanceTimersByTime(cookieBannerDelayMs));
    expect(getConsentBannerState()).toMatchObject({ open: true, view: 'preferences' });
    expect(screen.getByRole('status').textContent).toBe('');
  });
});

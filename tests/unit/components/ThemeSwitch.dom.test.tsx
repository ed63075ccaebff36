import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ThemeSwitch } from '../../../src/components/ThemeSwitch/ThemeSwitch';
import { THEME_STORAGE_KEY } from '../../../src/platform/theme/themePreference';
import { enhance } from '../../support/enhancement';
import { stubMediaQuery } from '../../support/mediaQueryStub';
import { hydrateWithoutMismatch, serverHtml } from '../../support/serverHtml';

/** A controllable `prefers-color-scheme: dark` media query. */
function mockSystemTheme(initiallyDark: boolean) {
  let matches = initiallyDark;
  const listeners = new Set<(event: MediaQueryListEvent) => void>();
  const query: MediaQueryList = {
    get matches() {
      return matches;
    },
    media: '(prefers-color-scheme: dark)',
    onchange: null,
    addEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) =>
      listeners.add(listener),
    removeEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) =>
      listeners.delete(listener),
    addListener: (listener: (event: MediaQueryListEvent) => void) => listeners.add(listener),
    removeListener: (listener: (event: MediaQueryListEvent) => void) => listeners.delete(listener),
    dispatchEvent: () => true,
  } as unknown as MediaQueryList;
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => query),
  );
  return {
    setDark(dark: boolean) {
      matches = dark;
      for (const listener of listeners) listener({ matches: dark } as MediaQueryListEvent);
    },
  };
}

const root = document.documentElement;

/** The switch as a visitor who has come to it uses it: React Aria's group. */
async function renderSwitch() {
  const result = render(<ThemeSwitch />);
  await enhance(result.container);
  return result;
}

function resetDocument() {
  localStorage.clear();
  root.className = '';
  root.removeAttribute('style');
  delete root.dataset.themePreference;
}

describe('ThemeSwitch', { timeout: 20_000 }, () => {
  beforeEach(resetDocument);
  afterEach(() => {
    vi.unstubAllGlobals();
    resetDocument();
  });

  it('is a labelled radio group with Light, Dark and System', async () => {
    mockSystemTheme(false);
    await renderSwitch();
    const group = screen.getByRole('radiogroup', { name: 'Colour theme' });
    expect(group).toBeTruthy();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'light',
      'dark',
      'system',
    ]);
    expect(screen.getByRole('radio', { name: 'Light' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'System' })).toBeTruthy();
  });

  it('before React Aria loads, its plain radios show the preference and apply a choice', () => {
    mockSystemTheme(false);
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    const { container } = render(<ThemeSwitch />);
    expect(container.querySelector('[data-rac]')).toBeNull();
    expect((screen.getByRole('radio', { name: 'Dark' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Light' }));
    expect(root.classList.contains('light')).toBe(true);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
  });

  it('exposes the stored preference as the checked radio', async () => {
    mockSystemTheme(false);
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    await renderSwitch();
    expect((screen.getByRole('radio', { name: 'Dark' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'System' }) as HTMLInputElement).checked).toBe(false);
  });

  it('choosing Dark sets the dark class on <html> and stores "dark"', async () => {
    mockSystemTheme(false);
    const user = userEvent.setup();
    await renderSwitch();
    await user.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(root.classList.contains('dark')).toBe(true);
    expect(root.classList.contains('light')).toBe(false);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect((screen.getByRole('radio', { name: 'Dark' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'Light' }) as HTMLInputElement).checked).toBe(false);
  });

  it('choosing Light sets the light class and stores "light"', async () => {
    mockSystemTheme(true);
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    const user = userEvent.setup();
    await renderSwitch();
    await user.click(screen.getByRole('radio', { name: 'Light' }));
    expect(root.classList.contains('light')).toBe(true);
    expect(root.classList.contains('dark')).toBe(false);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
  });

  it('System removes the stored key and follows prefers-color-scheme', async () => {
    const system = mockSystemTheme(true);
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    const user = userEvent.setup();
    await renderSwitch();
    await user.click(screen.getByRole('radio', { name: 'System' }));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    expect(root.classList.contains('dark')).toBe(true);
    expect((screen.getByRole('radio', { name: 'System' }) as HTMLInputElement).checked).toBe(true);

    act(() => system.setDark(false));
    expect(root.classList.contains('light')).toBe(true);
    expect(root.classList.contains('dark')).toBe(false);

    act(() => system.setDark(true));
    expect(root.classList.contains('dark')).toBe(true);
  });

  it('ignores system changes while an explicit theme is chosen', async () => {
    const system = mockSystemTheme(false);
    const user = userEvent.setup();
    await renderSwitch();
    await user.click(screen.getByRole('radio', { name: 'Light' }));
    act(() => system.setDark(true));
    expect(root.classList.contains('light')).toBe(true);
    expect(root.classList.contains('dark')).toBe(false);
  });

  it('follows a change made in another tab (storage event)', async () => {
    mockSystemTheme(false);
    await renderSwitch();
    act(() => {
      localStorage.setItem(THEME_STORAGE_KEY, 'dark');
      window.dispatchEvent(
        new StorageEvent('storage', { key: THEME_STORAGE_KEY, oldValue: null, newValue: 'dark' }),
      );
    });
    expect(root.classList.contains('dark')).toBe(true);
    expect((screen.getByRole('radio', { name: 'Dark' }) as HTMLInputElement).checked).toBe(true);
  });

  it('works with the keyboard: arrow keys move the choice', async () => {
    mockSystemTheme(false);
    const user = userEvent.setup();
    await renderSwitch();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'System' }));
    await user.keyboard('{ArrowLeft}');
    expect((screen.getByRole('radio', { name: 'Dark' }) as HTMLInputElement).checked).toBe(true);
    expect(root.classList.contains('dark')).toBe(true);
  });

  it('renders the stable "system" default on the server', async () => {
    const html = renderToString(<ThemeSwitch />);
    expect(html).toMatch(/value="system"[^>]*checked|checked[^>]*value="system"/);
  });

  it('hydrates without a mismatch, then shows the stored preference', async () => {
    mockSystemTheme(false);
    // Rendered before a preference is stored, as the server does.
    const container = serverHtml(<ThemeSwitch />);
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    root.classList.add('dark');
    root.dataset.themePreference = 'dark';
    const app = await hydrateWithoutMismatch(container, <ThemeSwitch />);
    expect((screen.getByRole('radio', { name: 'Dark' }) as HTMLInputElement).checked).toBe(true);
    act(() => app.unmount());
  });
  it('under `shownWhen`, stays static markup until the query matches, then hydrates into React Aria', async () => {
    const desktop = '(min-width: 64rem)';
    const viewport = stubMediaQuery(desktop);
    const markup = renderToString(<ThemeSwitch shownWhen={desktop} />);
    // The server's markup: the same group, labels and checked System radio, without React Aria.
    expect(markup).not.toContain('data-rac');
    expect(markup).toMatch(/role="radiogroup"/);
    expect(markup).toMatch(/value="system"[^>]*checked|checked[^>]*value="system"/);
    expect(markup).toMatch(/data-selected="true"[\s\S]*value="system"/);

    const container = document.createElement('div');
    container.innerHTML = markup;
    document.body.append(container);
    const recoverable: unknown[] = [];
    const app = await act(async () =>
      hydrateRoot(container, <ThemeSwitch shownWhen={desktop} />, {
        onRecoverableError: (error) => recoverable.push(error),
      }),
    );
    expect(recoverable).toEqual([]);
    // Hidden (a narrow window): nothing changes.
    expect(container.querySelector('[data-rac]')).toBeNull();
    // The window grows to show it: the switch waits for the visitor, and then React Aria's
    // group takes over, with the same options.
    await viewport.grow();
    expect(container.querySelector('[data-rac]')).toBeNull();
    await enhance(container);
    expect(container.querySelector('[role="radiogroup"][data-rac]')).not.toBeNull();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'light',
      'dark',
      'system',
    ]);
    act(() => app.unmount());
    container.remove();
  });
});

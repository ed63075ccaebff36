import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SiteHeader } from '../../../../src/sections/Shell/SiteHeader';
import { enhance } from '../../../support/enhancement';

function setScrollY(value: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value });
}

async function scrollTo(value: number) {
  setScrollY(value);
  await act(async () => {
    window.dispatchEvent(new Event('scroll'));
    // The listener reads the position on the next animation frame.
    await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
  });
}

const header = () => screen.getByRole('banner');

/** The header reads the position in the animation frame after it mounts. */
const nextFrame = () =>
  act(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
  });

describe('SiteHeader', () => {
  beforeEach(() => setScrollY(0));
  afterEach(() => setScrollY(0));

  it('is transparent at the top and translucent once scrolled past 20 px', async () => {
    render(<SiteHeader pathname="/" />);
    expect(header().getAttribute('data-scrolled')).toBe('false');
    await scrollTo(20);
    expect(header().getAttribute('data-scrolled')).toBe('false');
    await scrollTo(21);
    expect(header().getAttribute('data-scrolled')).toBe('true');
    await scrollTo(100);
    expect(header().getAttribute('data-scrolled')).toBe('true');
    await scrollTo(0);
    expect(header().getAttribute('data-scrolled')).toBe('false');
  });

  it('reads the scroll position on mount (a reload halfway down the page)', async () => {
    setScrollY(400);
    render(<SiteHeader pathname="/" />);
    // Not in the mount itself: reading the position there would force a layout (see useScrolled).
    expect(header().getAttribute('data-scrolled')).toBe('false');
    await nextFrame();
    expect(header().getAttribute('data-scrolled')).toBe('true');
  });

  it('reads the position at most once per animation frame', async () => {
    const frame = vi.spyOn(window, 'requestAnimationFrame');
    render(<SiteHeader pathname="/" />);
    await nextFrame();
    setScrollY(50);
    frame.mockClear();
    await act(async () => {
      for (let i = 0; i < 5; i += 1) window.dispatchEvent(new Event('scroll'));
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(frame).toHaveBeenCalledTimes(1);
    expect(header().getAttribute('data-scrolled')).toBe('true');
  });

  it('can be forced to the scrolled look', () => {
    render(<SiteHeader pathname="/" forceScrolled />);
    expect(header().getAttribute('data-scrolled')).toBe('true');
  });

  it('has the home link, the main navigation and the theme switch', async () => {
    render(<SiteHeader pathname="/" />);
    await enhance();
    const home = screen.getByRole('link', { name: 'Response home' });
    expect(home.getAttribute('href')).toBe('/');
    expect(home.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: 'Colour theme' })).toBeTruthy();
  });
});

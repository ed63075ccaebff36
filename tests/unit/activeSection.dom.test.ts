import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activeSection, type SectionBox } from '../../src/features/scrollSpy/activeSection';
import { activeLine, sectionOffset } from '../../src/features/scrollSpy/offsets';
import { scrollToSection } from '../../src/features/scrollSpy/scrollToSection';
import { SectionNav } from '../../src/sections/SectionNav/SectionNav';

/** Four sections of 600 px with a 100 px gap between the second and the third, at `scroll`. */
function layout(scroll: number): SectionBox[] {
  const pageTops: Array<[string, number, number]> = [
    ['acquire', 700, 1300],
    ['optimise', 1300, 1900],
    ['create', 2000, 2600],
    ['advisory', 2600, 3200],
  ];
  return pageTops.map(([id, top, bottom]) => ({ id, top: top - scroll, bottom: bottom - scroll }));
}

describe('activeSection', () => {
  it('by default, the section across a line 200 px below the top is current', () => {
    expect(activeLine).toBe(200);
    expect(sectionOffset).toBe(120);
  });

  it.each([
    ['at the top of the page, before the first section', 0, 'acquire'],
    ['just before the first section reaches the line', 499, 'acquire'],
    ['with the first section exactly at the line', 500, 'acquire'],
    ['inside the first section', 800, 'acquire'],
    ['with the first section ending and the second starting exactly at the line', 1100, 'optimise'],
    ['inside the second section', 1400, 'optimise'],
    ['in the gap between the second and third sections', 1750, 'optimise'],
    ['with the third section exactly at the line', 1800, 'create'],
    ['inside the third section', 2100, 'create'],
    ['inside the last section', 2500, 'advisory'],
    ['with the last section ending exactly at the line', 3000, 'advisory'],
    ['past the last section', 4000, 'advisory'],
  ])('%s (scrolled %i px): %s', (_case, scroll, expected) => {
    expect(activeSection(layout(scroll))).toBe(expected);
  });

  it('counts a section whose top is exactly on the line but not one whose bottom is', () => {
    const sections: SectionBox[] = [
      { id: 'a', top: -400, bottom: 200 },
      { id: 'b', top: 200, bottom: 800 },
    ];
    expect(activeSection(sections)).toBe('b');
    expect(activeSection(sections, 199)).toBe('a');
  });

  it('takes another line', () => {
    expect(activeSection(layout(1250), 40)).toBe('acquire');
    expect(activeSection(layout(1250), 60)).toBe('optimise');
  });

  it('handles one section and no sections', () => {
    expect(activeSection([{ id: 'only', top: 900, bottom: 1200 }])).toBe('only');
    expect(activeSection([{ id: 'only', top: -900, bottom: -200 }])).toBe('only');
    expect(activeSection([])).toBeUndefined();
  });
});

describe('scrollToSection', () => {
  let section: HTMLElement;
  let scrollTo: ReturnType<typeof vi.spyOn>;

  function setReducedMotion(reduce: boolean) {
    window.matchMedia = ((query: string) => ({
      matches: reduce && query === '(prefers-reduced-motion: reduce)',
      media: query,
    })) as unknown as typeof window.matchMedia;
  }

  const scrollYDescriptor = Object.getOwnPropertyDescriptor(window, 'scrollY');

  beforeEach(() => {
    section = document.createElement('section');
    section.id = 'create';
    document.body.append(section);
    vi.spyOn(section, 'getBoundingClientRect').mockReturnValue({ top: 900 } as DOMRect);
    scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 300 });
    window.history.replaceState(null, '', '/services');
  });

  afterEach(() => {
    section.remove();
    if (scrollYDescriptor) Object.defineProperty(window, 'scrollY', scrollYDescriptor);
    else Reflect.deleteProperty(window, 'scrollY');
    Reflect.deleteProperty(window, 'matchMedia');
  });

  it('scrolls smoothly to 120 px above the section, sets the hash and focuses the section', () => {
    setReducedMotion(false);
    const entries = window.history.length;
    expect(scrollToSection('create')).toBe(true);
    expect(scrollTo).toHaveBeenCalledWith({ top: 300 + 900 - 120, behavior: 'smooth' });
    expect(window.location.hash).toBe('#create');
    expect(window.location.pathname).toBe('/services');
    expect(window.history.length).toBe(entries);
    expect(section.tabIndex).toBe(-1);
    expect(document.activeElement).toBe(section);
  });

  it('jumps at once under prefers-reduced-motion', () => {
    setReducedMotion(true);
    scrollToSection('create');
    expect(scrollTo).toHaveBeenCalledWith({ top: 1080, behavior: 'auto' });
  });

  it('does nothing for an unknown id', () => {
    expect(scrollToSection('nowhere')).toBe(false);
    expect(scrollTo).not.toHaveBeenCalled();
    expect(window.location.hash).toBe('');
  });
});

describe('SectionNav with the scroll spy', () => {
  const items = [
    { id: 'acquire', label: 'Acquire' },
    { id: 'optimise', label: 'Optimise' },
    { id: 'create', label: 'Create' },
    { id: 'advisory', label: 'Advisory & Enablement' },
  ];
  let scroll = 0;
  const sections: HTMLElement[] = [];

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
    scroll = 0;
    window.history.replaceState(null, '', '/services');
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    for (const box of layout(0)) {
      const section = document.createElement('section');
      section.id = box.id;
      section.tabIndex = -1;
      vi.spyOn(section, 'getBoundingClientRect').mockImplementation(() => {
        const now = layout(scroll).find((entry) => entry.id === box.id);
        return { top: now?.top ?? 0, bottom: now?.bottom ?? 0 } as DOMRect;
      });
      document.body.append(section);
      sections.push(section);
    }
  });

  afterEach(() => {
    vi.useRealTimers();
    for (const section of sections.splice(0)) section.remove();
  });

  function renderNav(current?: string) {
    render(createElement(SectionNav, { items, label: 'Services sections', current }));
    return screen.getByRole('navigation', { name: 'Services sections' });
  }

  function currentLabel(): string | undefined {
    const link = screen
      .getAllByRole('link')
      .find((element) => element.getAttribute('aria-current') === 'location');
    return link?.textContent ?? undefined;
  }

  function scrollTo(position: number) {
    scroll = position;
    act(() => {
      window.dispatchEvent(new Event('scroll'));
      vi.advanceTimersToNextFrame();
    });
  }

  it('is a navigation of real in-page links; the first is current at the top', () => {
    const nav = renderNav();
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Acquire', '#acquire'],
      ['Optimise', '#optimise'],
      ['Create', '#create'],
      ['Advisory & Enablement', '#advisory'],
    ]);
    expect(within(nav).getAllByRole('listitem')).toHaveLength(4);
    expect(currentLabel()).toBe('Acquire');
  });

  it('marks the first item current in the server-rendered HTML, as at the top of the page', () => {
    // Hydration then changes nothing a visitor sees (tests/e2e/routing.spec.ts).
    const html = renderToString(createElement(SectionNav, { items, label: 'Services sections' }));
    expect(html).toContain('href="#acquire"');
    expect(html.match(/aria-current/g)).toHaveLength(1);
    expect(html).toMatch(
      /aria-current="[^"]+"[^>]*href="#acquire"|href="#acquire"[^>]*aria-current/,
    );
  });

  it('follows the section that spans the 200 px line while the page scrolls', () => {
    renderNav();
    scrollTo(1400);
    expect(currentLabel()).toBe('Optimise');
    scrollTo(1750);
    expect(currentLabel()).toBe('Optimise');
    scrollTo(2100);
    expect(currentLabel()).toBe('Create');
    scrollTo(5000);
    expect(currentLabel()).toBe('Advisory & Enablement');
    scrollTo(0);
    expect(currentLabel()).toBe('Acquire');
  });

  it('on a click: marks the item current, scrolls, sets the hash and focuses the section', () => {
    renderNav();
    act(() => {
      fireEvent.click(screen.getByRole('link', { name: 'Advisory & Enablement' }));
    });
    expect(currentLabel()).toBe('Advisory & Enablement');
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 2600 - 120, behavior: 'smooth' });
    expect(window.location.hash).toBe('#advisory');
    expect(document.activeElement?.id).toBe('advisory');

    // Sections passed on the way do not become current while the scroll runs.
    scrollTo(1400);
    expect(currentLabel()).toBe('Advisory & Enablement');
    scrollTo(2480);
    expect(currentLabel()).toBe('Advisory & Enablement');
    // A pause between scroll events (a busy main thread) does not end the hold where the
    // browser fires scrollend, as jsdom's window says it does.
    expect('onscrollend' in window).toBe(true);
    act(() => {
      vi.advanceTimersByTime(200);
    });
    scrollTo(1400);
    expect(currentLabel()).toBe('Advisory & Enablement');
    scrollTo(2480);
    // Once the scroll has ended the spy takes over again.
    act(() => {
      window.dispatchEvent(new Event('scrollend'));
      vi.advanceTimersByTime(60);
    });
    expect(currentLabel()).toBe('Advisory & Enablement');
    scrollTo(1400);
    expect(currentLabel()).toBe('Optimise');
  });

  it('a hold without scrollend ends a second after the last scroll event', () => {
    renderNav();
    act(() => {
      fireEvent.click(screen.getByRole('link', { name: 'Advisory & Enablement' }));
    });
    scrollTo(2480);
    act(() => {
      vi.advanceTimersByTime(900);
    });
    scrollTo(1400);
    expect(currentLabel()).toBe('Advisory & Enablement');
    act(() => {
      vi.advanceTimersByTime(1100);
    });
    scrollTo(1400);
    expect(currentLabel()).toBe('Optimise');
  });

  it('leaves modified clicks (new tab) to the browser', () => {
    renderNav();
    act(() => {
      fireEvent.click(screen.getByRole('link', { name: 'Create' }), { ctrlKey: true });
    });
    expect(window.scrollTo).not.toHaveBeenCalled();
    expect(currentLabel()).toBe('Acquire');
  });

  it('marks the section named by the hash current on load', () => {
    window.history.replaceState(null, '', '/services#optimise');
    scroll = 1100;
    renderNav();
    expect(currentLabel()).toBe('Optimise');
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(currentLabel()).toBe('Optimise');
  });

  it('shows a fixed current item and ignores the scroll when `current` is given', () => {
    renderNav('optimise');
    expect(currentLabel()).toBe('Optimise');
    scrollTo(2100);
    expect(currentLabel()).toBe('Optimise');
  });
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { mainMenu } from '../../../src/content/navigation';
import { MainNav } from '../../../src/sections/Shell/MainNav';
import { contactHref } from '../../../src/site/contactLink';
import { stubMediaQuery } from '../mediaQueryStub';

function renderNav(pathname = '/') {
  const navigate = vi.fn();
  const result = render(
    <RouterProvider navigate={navigate}>
      <MainNav pathname={pathname} />
    </RouterProvider>,
  );
  return { navigate, ...result };
}

const servicesButton = () => screen.getByRole('button', { name: 'Services submenu' });
const studioButton = () => screen.getByRole('button', { name: 'Studio submenu' });

describe('MainNav (desktop disclosure navigation)', () => {
  it('is a navigation landmark with every item and href of the menu, and no ARIA menu', () => {
    renderNav();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const item of mainMenu) {
      // The call to action carries its attribution (see the Contact tests below).
      expect(within(nav).getByRole('link', { name: item.name }).getAttribute('href')).toBe(
        item.isCTA ? contactHref('/', item.name) : item.href,
      );
      for (const link of item.submenu ?? []) {
        const anchors = nav.querySelectorAll(`a[href="${link.href}"]`);
        expect(anchors.length, link.href).toBeGreaterThan(0);
      }
    }
    expect(nav.querySelector('[role="menu"], [role="menuitem"], [role="menubar"]')).toBeNull();
    // Careers has no submenu; Contact is a link (the call to action), not a disclosure.
    expect(screen.queryByRole('button', { name: /careers/i })).toBeNull();
    expect(screen.queryByRole('button', { name: /contact/i })).toBeNull();
  });

  it('opens a submenu with Enter and closes it with Escape, returning focus to its button', async () => {
    const user = userEvent.setup();
    renderNav();
    const button = servicesButton();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeNull();
    expect(panel?.hasAttribute('hidden')).toBe(true);

    button.focus();
    await user.keyboard('{Enter}');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(panel?.hasAttribute('hidden')).toBe(false);
    const group = screen.getByRole('group', { name: 'Services submenu' });
    expect(within(group).getByRole('link', { name: 'User Acquisition' }).getAttribute('href')).toBe(
      '/services/user-acquisition',
    );

    // Into the links with Tab, then Escape from a link.
    await user.tab();
    expect(document.activeElement?.textContent).toContain('User Acquisition');
    await user.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('moves into and through the submenu with the arrow keys', async () => {
    const user = userEvent.setup();
    renderNav();
    servicesButton().focus();
    await user.keyboard('{ArrowDown}');
    expect(servicesButton().getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'User Acquisition' }));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Growth Marketing' }));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(
      screen.getByRole('link', { name: 'Executive Growth Advisory' }),
    );
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'User Acquisition' }));
    await user.keyboard('{Escape}');
    expect(document.activeElement).toBe(servicesButton());
  });

  it('keeps one submenu open at a time and toggles with Enter', async () => {
    const user = userEvent.setup();
    renderNav();
    await user.click(servicesButton());
    expect(servicesButton().getAttribute('aria-expanded')).toBe('true');
    await user.click(studioButton());
    expect(studioButton().getAttribute('aria-expanded')).toBe('true');
    expect(servicesButton().getAttribute('aria-expanded')).toBe('false');
    studioButton().focus();
    await user.keyboard('{Enter}');
    expect(studioButton().getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on a click outside and when focus leaves the item', async () => {
    const user = userEvent.setup();
    renderNav();
    await user.click(servicesButton());
    expect(servicesButton().getAttribute('aria-expanded')).toBe('true');
    await user.click(document.body);
    expect(servicesButton().getAttribute('aria-expanded')).toBe('false');

    studioButton().focus();
    await user.keyboard('{Enter}');
    expect(studioButton().getAttribute('aria-expanded')).toBe('true');
    // Shift+Tab from the button goes back to the Studio link (same item: stays open) ...
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Studio' }));
    expect(studioButton().getAttribute('aria-expanded')).toBe('true');
    // ... and Shift+Tab again leaves the item (for the Services item before it).
    await user.tab({ shift: true });
    expect(studioButton().closest('li')?.contains(document.activeElement)).toBe(false);
    expect(studioButton().getAttribute('aria-expanded')).toBe('false');
  });

  it('closes when a submenu link is chosen, and navigates through the router', async () => {
    const user = userEvent.setup();
    const { navigate } = renderNav();
    await user.click(servicesButton());
    await user.click(screen.getByRole('link', { name: 'Growth Marketing' }));
    expect(navigate).toHaveBeenCalledWith('/services/growth-marketing', undefined);
    expect(servicesButton().getAttribute('aria-expanded')).toBe('false');
  });

  it('closes when the route changes', async () => {
    const user = userEvent.setup();
    const { rerender } = renderNav('/');
    await user.click(servicesButton());
    expect(servicesButton().getAttribute('aria-expanded')).toBe('true');
    rerender(
      <RouterProvider navigate={vi.fn()}>
        <MainNav pathname="/studio" />
      </RouterProvider>,
    );
    expect(servicesButton().getAttribute('aria-expanded')).toBe('false');
  });

  it('marks the link of the current page with aria-current="page"', () => {
    renderNav('/careers');
    expect(screen.getByRole('link', { name: 'Careers' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Services' }).getAttribute('aria-current')).toBeNull();
  });

  it('shows Contact as the call-to-action button link, attributed to the page it is on', () => {
    renderNav('/modules');
    const contact = screen.getByRole('link', { name: 'Contact' });
    expect(contact.getAttribute('href')).toBe('/contact?ref=cta&from=%2Fmodules&label=contact');
    expect(contact.getAttribute('data-variant')).toBe('primary');
  });

  it('keeps the plain contact path on the contact page itself', () => {
    renderNav('/contact');
    const contact = screen.getByRole('link', { name: 'Contact' });
    expect(contact.getAttribute('href')).toBe('/contact');
    expect(contact.getAttribute('aria-current')).toBe('page');
  });
  it('under `shownWhen`, keeps the native submenus while hidden and takes over once shown', async () => {
    const desktop = '(min-width: 64rem)';
    const viewport = stubMediaQuery(desktop);
    try {
      const { container } = render(<MainNav pathname="/" shownWhen={desktop} />);
      // Hidden (a phone): every submenu is still a native disclosure, reachable by its summary.
      expect(container.querySelectorAll('details[data-item]').length).toBeGreaterThan(0);
      expect(screen.queryByRole('button', { name: 'Services submenu' })).toBeNull();
      await viewport.grow();
      expect(container.querySelector('details[data-item]')).toBeNull();
      expect(servicesButton().getAttribute('aria-expanded')).toBe('false');
    } finally {
      vi.unstubAllGlobals();
    }
  });
  it('keeps keyboard focus through the swap: a focused link or submenu button is focused again', async () => {
    const desktop = '(min-width: 64rem)';
    for (const [name, find] of [
      ['the Services link', () => screen.getByRole('link', { name: 'Services' })],
      ['the Services submenu button', () => screen.getByLabelText('Services submenu')],
    ] as const) {
      const viewport = stubMediaQuery(desktop);
      try {
        const { unmount } = render(<MainNav pathname="/" shownWhen={desktop} />);
        const before = find();
        before.focus();
        expect(document.activeElement, name).toBe(before);
        await viewport.grow();
        const after = find();
        expect(after, `${name} is a new element`).not.toBe(before);
        expect(document.activeElement, name).toBe(after);
        unmount();
      } finally {
        vi.unstubAllGlobals();
      }
    }
  });
  it('leaves focus alone after a press elsewhere before the swap', async () => {
    const desktop = '(min-width: 64rem)';
    const viewport = stubMediaQuery(desktop);
    try {
      render(<MainNav pathname="/" shownWhen={desktop} />);
      screen.getByRole('link', { name: 'Services' }).focus();
      document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      (document.activeElement as HTMLElement).blur();
      await viewport.grow();
      expect(document.activeElement).toBe(document.body);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

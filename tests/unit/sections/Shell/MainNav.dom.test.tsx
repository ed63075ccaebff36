import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mainMenu } from '../../../../src/content/site/navigation';
import { NavigationProvider as RouterProvider } from '../../../../src/platform/navigation/NavigationProvider';
import { MainNav } from '../../../../src/sections/Shell/MainNav';
import { contactHref } from '../../../../src/site/contactLink';
import { enhance } from '../../../support/enhancement';
import { stubMediaQuery } from '../../../support/mediaQueryStub';

/** The navigation as a visitor who has come to it sees it: with its React Aria disclosures. */
async function renderNav(pathname = '/') {
  const navigate = vi.fn();
  const result = render(
    <RouterProvider navigate={navigate}>
      <MainNav pathname={pathname} />
    </RouterProvider>,
  );
  await enhance();
  return { navigate, ...result };
}

const servicesButton = () => screen.getByRole('button', { name: 'Services submenu' });
const studioButton = () => screen.getByRole('button', { name: 'Studio submenu' });

describe('MainNav (desktop disclosure navigation)', () => {
  it('is a navigation landmark with every item and href of the menu, and no ARIA menu', async () => {
    await renderNav();
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
    await renderNav();
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
    await renderNav();
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
    await renderNav();
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
    await renderNav();
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
    const { navigate } = await renderNav();
    await user.click(servicesButton());
    await user.click(screen.getByRole('link', { name: 'Growth Marketing' }));
    expect(navigate).toHaveBeenCalledWith('/services/growth-marketing', undefined);
    expect(servicesButton().getAttribute('aria-expanded')).toBe('false');
  });

  it('closes when the route changes', async () => {
    const user = userEvent.setup();
    const { rerender } = await renderNav('/');
    await user.click(servicesButton());
    expect(servicesButton().getAttribute('aria-expanded')).toBe('true');
    rerender(
      <RouterProvider navigate={vi.fn()}>
        <MainNav pathname="/studio" />
      </RouterProvider>,
    );
    expect(servicesButton().getAttribute('aria-expanded')).toBe('false');
  });

  it('marks the link of the current page with aria-current="page"', async () => {
    await renderNav('/careers');
    expect(screen.getByRole('link', { name: 'Careers' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Services' }).getAttribute('aria-current')).toBeNull();
  });

  it('shows Contact as the call-to-action button link, attributed to the page it is on', async () => {
    await renderNav('/modules');
    const contact = screen.getByRole('link', { name: 'Contact' });
    expect(contact.getAttribute('href')).toBe('/contact?ref=cta&from=%2Fmodules&label=contact');
    expect(contact.getAttribute('data-variant')).toBe('primary');
  });

  it('keeps the plain contact path on the contact page itself', async () => {
    await renderNav('/contact');
    const contact = screen.getByRole('link', { name: 'Contact' });
    expect(contact.getAttribute('href')).toBe('/contact');
    expect(contact.getAttribute('aria-current')).toBe('page');
  });
  it('keeps the native submenus until the visitor comes to the navigation, and the links work before', async () => {
    const navigate = vi.fn();
    const { container } = render(
      <RouterProvider navigate={navigate}>
        <MainNav pathname="/" />
      </RouterProvider>,
    );
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(nav.dataset.enhance).toBe('pending');
    expect(container.querySelectorAll('details[data-item]').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Services submenu' })).toBeNull();
    // A submenu opened natively stays open once the disclosures have arrived.
    container.querySelector<HTMLDetailsElement>('details[data-item="Services"]')!.open = true;
    // A link navigates through the router already; the pointer coming to it loads the rest.
    await userEvent.click(screen.getByRole('link', { name: 'Careers' }));
    expect(navigate).toHaveBeenCalledWith('/careers', undefined);
    expect(nav.dataset.enhance).toBe('loading');
    await enhance();
    expect(container.querySelector('details[data-item]')).toBeNull();
    expect(servicesButton().getAttribute('aria-expanded')).toBe('true');
  });
  it('under `shownWhen`, keeps the native submenus while hidden and takes over once shown', async () => {
    const desktop = '(min-width: 64rem)';
    const viewport = stubMediaQuery(desktop);
    try {
      const { container } = render(<MainNav pathname="/" shownWhen={desktop} />);
      // Hidden (a phone): every submenu is still a native disclosure, reachable by its summary.
      expect(container.querySelectorAll('details[data-item]').length).toBeGreaterThan(0);
      expect(screen.queryByRole('button', { name: 'Services submenu' })).toBeNull();
      expect(container.querySelector('[data-enhance]')).toBeNull();
      await viewport.grow();
      await enhance();
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
        await enhance();
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
      document.body.dispatchEvent(new PointerEvent('pointerup', { bubbles: true }));
      await viewport.grow();
      await enhance();
      expect(document.activeElement).toBe(document.body);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

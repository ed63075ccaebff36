import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NavigationProvider as RouterProvider } from '../../../../src/platform/navigation/NavigationProvider';
import { SiteHeader } from '../../../../src/sections/Shell/SiteHeader';
import { enhance } from '../../../support/enhancement';

const menuToggle = () => screen.getByRole('button', { name: 'Menu', hidden: true });
const menuDialog = () => screen.queryByRole('dialog', { name: 'Main menu' });

/** The header as a visitor who has come to its controls sees it: with React Aria's dialog. */
async function renderHeader(pathname: string) {
  const navigate = vi.fn();
  const ui = (path: string) => (
    <RouterProvider navigate={navigate}>
      <SiteHeader pathname={path} />
    </RouterProvider>
  );
  const result = render(ui(pathname));
  await enhance();
  return { navigate, rerenderAt: (path: string) => result.rerender(ui(path)) };
}

describe('MobileMenu', () => {
  it('opens a dialog named "Main menu" from the toggle, with aria-expanded', async () => {
    const user = userEvent.setup();
    await renderHeader('/');
    expect(menuToggle().getAttribute('aria-expanded')).toBe('false');
    expect(menuDialog()).toBeNull();
    await user.click(menuToggle());
    const dialog = menuDialog();
    expect(dialog).not.toBeNull();
    expect(menuToggle().getAttribute('aria-expanded')).toBe('true');
    // Focus is inside the dialog.
    expect(dialog?.contains(document.activeElement)).toBe(true);
    // Every item, the Contact call to action and the theme switch are inside.
    const scope = within(dialog as HTMLElement);
    for (const name of [
      'Services',
      'Studio',
      'Proof',
      'Growth OS',
      'Insights',
      'Company',
      'Careers',
    ]) {
      expect(scope.getByRole('link', { name })).toBeTruthy();
    }
    expect(scope.getByRole('link', { name: 'Contact' }).getAttribute('href')).toBe(
      '/contact?ref=cta&from=%2F&label=contact',
    );
    expect(scope.getByRole('radiogroup', { name: 'Colour theme' })).toBeTruthy();
  });

  it('closes when the pathname prop changes', async () => {
    const user = userEvent.setup();
    const { rerenderAt } = await renderHeader('/');
    await user.click(menuToggle());
    expect(menuDialog()).not.toBeNull();
    rerenderAt('/services');
    expect(menuDialog()).toBeNull();
    expect(menuToggle().getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on Escape and returns focus to the toggle', async () => {
    const user = userEvent.setup();
    await renderHeader('/');
    menuToggle().focus();
    await user.keyboard('{Enter}');
    expect(menuDialog()).not.toBeNull();
    await user.keyboard('{Escape}');
    expect(menuDialog()).toBeNull();
    // React Aria restores focus in an animation frame after the modal unmounts.
    await waitFor(() => expect(document.activeElement).toBe(menuToggle()));
  });

  it('closes with its close button', async () => {
    const user = userEvent.setup();
    await renderHeader('/');
    await user.click(menuToggle());
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(menuDialog()).toBeNull();
  });

  it('shows submenus as disclosures and closes when a link is chosen', async () => {
    const user = userEvent.setup();
    const { navigate } = await renderHeader('/');
    await user.click(menuToggle());
    const dialog = within(menuDialog() as HTMLElement);
    const services = dialog.getByRole('button', { name: 'Services submenu' });
    expect(services.getAttribute('aria-expanded')).toBe('false');
    await user.click(services);
    expect(services.getAttribute('aria-expanded')).toBe('true');
    await user.click(dialog.getByRole('link', { name: 'Creative Production' }));
    expect(navigate).toHaveBeenCalledWith('/services/creative-production', undefined);
    expect(menuDialog()).toBeNull();
  });

  it('opens the submenu of the current section and marks the current page', async () => {
    const user = userEvent.setup();
    await renderHeader('/proof/awards');
    await user.click(menuToggle());
    const dialog = within(menuDialog() as HTMLElement);
    expect(
      dialog.getByRole('button', { name: 'Proof submenu' }).getAttribute('aria-expanded'),
    ).toBe('true');
    expect(dialog.getByRole('link', { name: 'Awards' }).getAttribute('aria-current')).toBe('page');
  });
});

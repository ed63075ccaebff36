import { expect, type Locator, type Page, test } from '@playwright/test';
import { buildYear } from '../../scripts/build/vite/buildYear';
import { generalInquiries, offices } from '../../src/content/company/offices';
import { footerLinks, mainMenu } from '../../src/content/site/navigation';
import { contactHref } from '../../src/site/contactLink';
import { holdChunk, visit } from '../support/site';

/**
 * The site shell on the built site: skip link, fixed header, the main menu as a disclosure
 * navigation, the mobile menu dialog, the Global Offices strip and the footer. Keyboard first.
 */

const desktop = { width: 1280, height: 800 };
const mobile = { width: 390, height: 844 };

/** Marks the current document, so a test can tell a client-side navigation from a full load. */
async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { __shellMarker?: boolean }).__shellMarker = true;
  });
}

async function isSameDocument(page: Page) {
  return page.evaluate(
    () => (window as unknown as { __shellMarker?: boolean }).__shellMarker === true,
  );
}

async function expectFocusInside(container: Locator) {
  expect(await container.evaluate((element) => element.contains(document.activeElement))).toBe(
    true,
  );
}

test.describe('shell on desktop', () => {
  test.use({ viewport: desktop });

  test('Tab reaches the skip link first, and Enter on it focuses the main content', async ({
    page,
  }) => {
    await visit(page, '/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main')).toBeFocused();
  });

  test('after the skip link come the logo and then the main navigation', async ({ page }) => {
    await visit(page, '/');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    await page.keyboard.press('Tab');
    const home = page.getByRole('banner').getByRole('link', { name: 'Response home' });
    await expect(home).toBeFocused();
    await expect(home).toHaveAttribute('href', '/');
    await page.keyboard.press('Tab');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Services', exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('button', { name: 'Services submenu' })).toBeFocused();
  });

  test('the main menu has every item, submenu link and href of the spec, and no ARIA menu', async ({
    page,
  }) => {
    await visit(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeVisible();
    await expect(page.locator('[role="menu"], [role="menubar"], [role="menuitem"]')).toHaveCount(0);
    for (const item of mainMenu) {
      await expect(nav.getByRole('link', { name: item.name, exact: true }).first()).toHaveAttribute(
        'href',
        item.isCTA ? contactHref('/', item.name) : item.href,
      );
      if (!item.submenu?.length) {
        await expect(nav.getByRole('button', { name: `${item.name} submenu` })).toHaveCount(0);
        continue;
      }
      const button = nav.getByRole('button', { name: `${item.name} submenu` });
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      const panel = nav.getByRole('group', { name: `${item.name} submenu` });
      await expect(panel).toBeVisible();
      for (const link of item.submenu) {
        await expect(panel.getByRole('link', { name: link.name, exact: true })).toHaveAttribute(
          'href',
          link.href,
        );
      }
    }
    // Contact is the call to action (a link drawn as a primary button), with its attribution.
    const contact = nav.getByRole('link', { name: 'Contact', exact: true });
    await expect(contact).toHaveAttribute('href', '/contact?ref=cta&from=%2F&label=contact');
    await expect(contact).toHaveAttribute('data-variant', 'primary');
  });

  test('the Services submenu opens with Enter, is walked by keyboard and closes with Escape', async ({
    page,
  }) => {
    await visit(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const button = nav.getByRole('button', { name: 'Services submenu' });
    const panel = nav.getByRole('group', { name: 'Services submenu' });
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('Tab');
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();

    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();
    // Focus stays on the button until the visitor moves into the submenu.
    await expect(button).toBeFocused();

    await page.keyboard.press('ArrowDown');
    await expect(panel.getByRole('link', { name: 'User Acquisition', exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link', { name: 'Growth Marketing', exact: true })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();

    // Enter toggles it closed as well.
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('a keyboard visitor arriving finds native submenus, and React Aria takes over without losing focus', async ({
    page,
  }) => {
    const loaded: string[] = [];
    page.on('request', (request) => {
      const file = new URL(request.url()).pathname.split('/').pop() ?? '';
      if (/^(NavDisclosure|ThemeSwitchGroup|MobileMenuDialog)-/.test(file)) loaded.push(file);
    });
    await visit(page, '/', { enhance: false });
    const nav = page.getByRole('navigation', { name: 'Main' });
    // Nothing of the widgets is loaded with the page: the submenus are native <details>.
    await expect(nav).toHaveAttribute('data-enhance', 'pending');
    await expect(nav.locator('details[data-item]')).toHaveCount(
      mainMenu.filter((item) => !item.isCTA && item.submenu?.length).length,
    );
    expect(loaded).toEqual([]);

    // Skip link, logo, then the first link of the navigation: focus entering it loads the
    // disclosures, which replace the fallbacks with focus kept on the same link.
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('Tab');
    const services = nav.getByRole('link', { name: 'Services', exact: true });
    await expect(nav).not.toHaveAttribute('data-enhance', /./);
    await expect(nav.locator('details')).toHaveCount(0);
    await expect(services).toBeFocused();
    expect(loaded.some((file) => file.startsWith('NavDisclosure-'))).toBe(true);

    const button = nav.getByRole('button', { name: 'Services submenu' });
    await page.keyboard.press('Tab');
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
  });

  test('a click on the theme switch as the page arrives applies the theme', async ({ page }) => {
    await visit(page, '/', { enhance: false });
    const group = page.getByRole('radiogroup', { name: 'Colour theme' });
    await expect(group).toHaveAttribute('data-enhance', 'pending');
    // The visitor clicks the moon icon (the option's label).
    await group.locator('label').filter({ hasText: 'Dark' }).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    // React Aria's group has taken over, showing the same choice.
    const enhanced = page.locator('[role="radiogroup"][data-rac]');
    await expect(enhanced.getByRole('radio', { name: 'Dark' })).toBeChecked();
  });

  test('React Aria arriving between a press and its release does not take the click', async ({
    page,
  }) => {
    // The theme switch's chunk is held until the visitor's button is down, as on a phone where
    // the touch itself starts the load.
    const chunk = await holdChunk(page, /\/ThemeSwitchGroup-[^/]+\.js$/);
    await visit(page, '/', { enhance: false });
    const group = page.getByRole('radiogroup', { name: 'Colour theme' });
    const dark = group.locator('label').filter({ hasText: 'Dark' });
    const box = await dark.boundingBox();
    if (!box) throw new Error('theme switch not laid out');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await chunk.release();
    // The module has run while the button is down: its swap is due, held until the press ends.
    await chunk.ran();
    await page.mouse.up();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    const enhanced = page.locator('[role="radiogroup"][data-rac]');
    await expect(enhanced.getByRole('radio', { name: 'Dark' })).toBeChecked();
  });

  test('only one submenu is open at a time; a click outside closes it', async ({ page }) => {
    await visit(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const services = nav.getByRole('button', { name: 'Services submenu' });
    const studio = nav.getByRole('button', { name: 'Studio submenu' });
    await services.click();
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await studio.click();
    await expect(studio).toHaveAttribute('aria-expanded', 'true');
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    // The empty stretch of the header between the logo and the navigation.
    const logo = await page
      .getByRole('banner')
      .getByRole('link', { name: 'Response home' })
      .boundingBox();
    const navBox = await nav.boundingBox();
    if (!logo || !navBox) throw new Error('header not laid out');
    await page.mouse.click((logo.x + logo.width + navBox.x) / 2, logo.y + logo.height / 2);
    await expect(studio).toHaveAttribute('aria-expanded', 'false');
    await expect(page).toHaveURL(/\/$/);
  });

  test('following a submenu link navigates client-side and closes the submenu', async ({
    page,
  }) => {
    await visit(page, '/');
    await markDocument(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const button = nav.getByRole('button', { name: 'Services submenu' });
    await button.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    const link = nav.getByRole('link', { name: 'User Acquisition', exact: true });
    await expect(link).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/services\/user-acquisition$/);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.locator('a[href="/services/user-acquisition"]')).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await isSameDocument(page)).toBe(true);
  });

  test('the header has the theme switch', async ({ page }) => {
    await visit(page, '/');
    await expect(
      page.getByRole('banner').getByRole('radiogroup', { name: 'Colour theme' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeHidden();
  });
});

test.describe('header scroll state', () => {
  test.use({ viewport: desktop });

  test('transparent at the top, translucent past 20 px, transparent again at the top', async ({
    page,
  }) => {
    await visit(page, '/');
    const header = page.getByRole('banner');
    await expect(header).toHaveCSS('position', 'fixed');
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 100));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
  });
});

test.describe('shell on mobile', () => {
  test.use({ viewport: mobile });

  test('the menu opens by keyboard, keeps focus inside, and Escape returns focus to the toggle', async ({
    page,
  }) => {
    await visit(page, '/');
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    // Skip link, logo, the search link, then the menu toggle.
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('Tab');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Search' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Main menu' });
    await expect(dialog).toBeVisible();
    await expectFocusInside(dialog);

    for (let i = 0; i < 30; i += 1) {
      await page.keyboard.press('Tab');
      await expectFocusInside(dialog);
    }
    for (let i = 0; i < 5; i += 1) {
      await page.keyboard.press('Shift+Tab');
      await expectFocusInside(dialog);
    }

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('a tap on Menu as the page arrives opens the dialog', async ({ page }) => {
    await visit(page, '/', { enhance: false });
    const summary = page.locator('summary', { hasText: 'Menu' });
    await expect(page.locator('details[data-enhance="pending"]')).toHaveCount(1);
    await summary.click();
    // The native panel may show for a moment; the dialog replaces it, open.
    const dialog = page.getByRole('dialog', { name: 'Main menu' });
    await expect(dialog).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // Focus returns to the toggle, though the element the tap focused (the summary) is gone.
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeFocused();
  });

  test('a tap on Menu whose dialog arrives mid-tap opens the dialog', async ({ page }) => {
    // The dialog's chunk is held until the finger is down, then arrives before it lifts: the
    // swap waits for the tap, and starts from the menu the tap opened.
    const chunk = await holdChunk(page, /\/MobileMenuDialog-[^/]+\.js$/);
    await visit(page, '/', { enhance: false });
    const box = await page.locator('summary', { hasText: 'Menu' }).boundingBox();
    if (!box) throw new Error('menu toggle not laid out');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await chunk.release();
    // The module has run while the button is down: its swap is due, held until the press ends.
    await chunk.ran();
    await page.mouse.up();
    const dialog = page.getByRole('dialog', { name: 'Main menu' });
    await expect(dialog).toBeVisible();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeFocused();
  });

  test('a keyboard visitor reaching Menu as the page arrives keeps focus on it', async ({
    page,
  }) => {
    await visit(page, '/', { enhance: false });
    // Skip link, logo, the search link, then the menu toggle.
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('Tab');
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Main menu' })).toBeVisible();
  });

  test('the menu holds every item, the Contact button and the theme switch', async ({ page }) => {
    await visit(page, '/');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Main menu' });
    for (const item of mainMenu) {
      // The Contact button carries its attribution: the page it was pressed on.
      await expect(dialog.getByRole('link', { name: item.name, exact: true })).toHaveAttribute(
        'href',
        item.isCTA ? contactHref('/', item.name) : item.href,
      );
    }
    await expect(dialog.getByRole('radiogroup', { name: 'Colour theme' })).toBeVisible();
    const noHorizontalScroll = await page.evaluate(
      () => document.documentElement.scrollWidth <= window.innerWidth,
    );
    expect(noHorizontalScroll).toBe(true);
  });

  test('choosing a link navigates and closes the menu', async ({ page }) => {
    await visit(page, '/');
    await markDocument(page);
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    const dialog = page.getByRole('dialog', { name: 'Main menu' });

    // A top-level link, by keyboard.
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    const careers = dialog.getByRole('link', { name: 'Careers', exact: true });
    await careers.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/careers$/);
    await expect(dialog).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    // A submenu link, by pointer.
    await toggle.click();
    await expect(dialog).toBeVisible();
    const services = dialog.getByRole('button', { name: 'Services submenu' });
    await services.click();
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await dialog.getByRole('link', { name: 'Growth Marketing', exact: true }).click();
    await expect(page).toHaveURL(/\/services\/growth-marketing$/);
    await expect(dialog).toBeHidden();
    expect(await isSameDocument(page)).toBe(true);
  });

  test('the page does not scroll sideways at 390 px', async ({ page }) => {
    await visit(page, '/');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(mobile.width);
  });
});

test.describe('Global Offices and footer', () => {
  test.use({ viewport: desktop });

  test('the Global Offices strip has every office with tel: and mailto: links', async ({
    page,
  }) => {
    await visit(page, '/');
    const strip = page.getByRole('region', { name: 'Global Offices' });
    await expect(strip.getByRole('heading', { level: 2, name: 'Global Offices' })).toBeVisible();
    await expect(strip.getByRole('heading', { level: 3 })).toHaveText(offices.map((o) => o.city));
    await expect(strip.locator('a[href^="tel:"]')).toHaveCount(offices.length);
    await expect(strip.locator('a[href^="mailto:"]')).toHaveCount(offices.length + 1);
    for (const office of offices) {
      await expect(strip.getByRole('link', { name: office.phone.display })).toHaveAttribute(
        'href',
        office.phone.href,
      );
      await expect(strip.getByRole('link', { name: office.email })).toHaveAttribute(
        'href',
        `mailto:${office.email}`,
      );
    }
    await expect(strip.getByRole('link', { name: generalInquiries.email })).toHaveAttribute(
      'href',
      `mailto:${generalInquiries.email}`,
    );
    // The strip comes after the main content and before the footer.
    const order = await strip.evaluate((element) => {
      const main = document.querySelector('main#main');
      const footer = document.querySelector('footer:not(main footer)');
      if (!main || !footer || main.contains(element)) return false;
      return (
        Boolean(main.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING) &&
        Boolean(element.compareDocumentPosition(footer) & Node.DOCUMENT_POSITION_FOLLOWING)
      );
    });
    expect(order).toBe(true);
  });

  test('the footer has every footer link with its href, and the copyright', async ({ page }) => {
    await visit(page, '/');
    const footer = page.getByRole('contentinfo');
    const hrefs = await footer
      .locator('a')
      .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
    // Contact carries the page's attribution, as the header's does (issue 38).
    expect(hrefs).toEqual(
      footerLinks.map((link) =>
        link.href === '/contact' ? contactHref('/', 'Contact') : link.href,
      ),
    );
    expect(hrefs).toEqual([
      '/',
      '/growth-os',
      '/modules',
      '/proof',
      '/insights',
      '/company',
      '/contact?ref=cta&from=%2F&label=contact',
      '/investors',
      '/privacy',
      '/terms',
      '/cookies',
    ]);
    await expect(footer.getByRole('navigation', { name: 'Footer' })).toBeVisible();
    await expect(footer.getByRole('navigation', { name: 'Legal' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Investor Room' })).toHaveAttribute(
      'href',
      '/investors',
    );
    // The build's year (test.mjs pins BUILD_DATE, and so this).
    await expect(footer).toContainText(`© ${buildYear()} Response. All rights reserved.`);
  });
});

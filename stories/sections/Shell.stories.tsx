import type { Story, StoryDefault } from '@ladle/react';
import type { ReactNode } from 'react';
import { SkipLink } from '../../src/components/SkipLink/SkipLink';
import { officeCards } from '../../src/content/company/locations';
import {
  GlobalOffices,
  MobileMenu,
  mainOffset,
  SiteFooter,
  SiteHeader,
} from '../../src/sections/Shell';
import { vars } from '../../tokens/contract.css';
import { scale } from '../../tokens/theme.css';
import { docsStory } from '../support/docs';

export default { title: 'Sections / Site Shell' } satisfies StoryDefault;

/** A stand-in page below the fixed header: it reserves the header's height like the root does. */
function SamplePage({ children = 'Growth systems that compound' }: { children?: ReactNode }) {
  return (
    <div className={mainOffset}>
      <div style={{ paddingBlock: scale.space['2xl'], maxWidth: '40rem' }}>
        <p style={{ color: vars.color.foreground.accent, fontWeight: scale.fontWeight.semibold }}>
          Response
        </p>
        <p style={{ fontSize: scale.fontSize['4xl'], fontWeight: scale.fontWeight.bold }}>
          {children}
        </p>
        <p style={{ color: vars.color.foreground.muted, marginBlockStart: scale.space.md }}>
          The header is fixed to the top of the window: transparent at the top of the page,
          translucent once the page is scrolled more than 20 px.
        </p>
      </div>
    </div>
  );
}

/** The header at the top of the home page: transparent over the page. */
export const HeaderAtTop: Story = () => (
  <>
    <SiteHeader pathname="/" />
    <SamplePage />
  </>
);

/** Scrolled past 20 px: translucent, with a blur, a hairline and a shadow. */
export const HeaderScrolled: Story = () => (
  <>
    <SiteHeader pathname="/" forceScrolled />
    <SamplePage />
  </>
);

/** On a service page: the Services item is marked as the current section. */
export const HeaderInSection: Story = () => (
  <>
    <SiteHeader pathname="/services/growth-marketing" forceScrolled />
    <SamplePage>Growth Marketing</SamplePage>
  </>
);

/**
 * On /search: the search link is drawn as the current page; no menu item is. Not screenshotted:
 * the route screenshots of /search show the header so, at both widths.
 */
export const HeaderOnSearchPage: Story = () => (
  <>
    <SiteHeader pathname="/search" forceScrolled />
    <SamplePage>Search the site</SamplePage>
  </>
);
HeaderOnSearchPage.storyName = 'On the search page';
HeaderOnSearchPage.meta = { screenshot: false };

/** The small-screen menu, open, on a page of the Services section. */
export const MobileMenuOpen: Story = () => (
  <MobileMenu pathname="/services/growth-marketing" defaultOpen />
);
MobileMenuOpen.meta = { width: 390 };

/** Below 1024 px the header shows the 'Menu' toggle instead of the navigation. */
export const MobileMenuClosed: Story = () => <MobileMenu pathname="/" />;
MobileMenuClosed.meta = { width: 390 };

/** The Global Offices strip after every page's main content (except /contact). */
export const GlobalOfficesStrip: Story = () => <GlobalOffices />;

/** The contact page's office cards: the same strip with a 'View on Map' button per office. */
export const ContactOfficeCards: Story = () => (
  <GlobalOffices
    heading="Our offices"
    intro="Strategy, media and creative teams across three time zones, so a lead never waits."
    mapLabel="View on Map"
  />
);

/**
 * The Locations page's office cards: the contact page's, with what each office does, the
 * headquarters badge and the time zone.
 */
export const LocationsOfficeCards: Story = () => (
  <GlobalOffices
    heading={officeCards.heading}
    intro={officeCards.intro}
    mapLabel={officeCards.mapLabel}
    showRole
    headquartersLabel={officeCards.headquartersLabel}
    timeZoneLabel={officeCards.timeZoneLabel}
  />
);

/** The footer, on the home page. */
export const Footer: Story = () => <SiteFooter pathname="/" />;

/** Everything together, as the root layout renders it. */
export const FullShell: Story = () => (
  <>
    <SkipLink />
    <SiteHeader pathname="/" />
    <main id="main" tabIndex={-1}>
      <SamplePage />
    </main>
    <GlobalOffices />
    <SiteFooter pathname="/" />
  </>
);

export const Documentation = docsStory({
  name: 'Site Shell',
  source: ['src/sections/Shell'],
  purpose: (
    <p>
      What wraps every page: the skip link, the fixed header (logo, main navigation with its
      submenus, the Contact button, the search link and the theme switch; the search link and the
      Menu button with its full-screen menu below 1024 px; from 1024 to 1279 px the logo shows its
      mark alone, so the row fits), the Global Offices strip after the page’s content and the
      footer. Site Layout puts the parts together around <code>&lt;main&gt;</code>: the root route
      renders it once around every route, so pages only fill <code>&lt;main&gt;</code>.
    </p>
  ),
  whenToUse: [
    'Once per page, from the root layout: it passes the current path, which marks the current page and section in the menus and closes any open menu when it changes.',
    'The office cards of /contact are the Global Offices strip with a heading, an intro and a “View on Map” link per office; that page leaves out the strip after its content.',
    'The office cards of /company/locations add each office’s role, the headquarters badge and its time zone.',
  ],
  whenNotToUse: [
    'Inside a page or a story of a page: the header, the main navigation and the footer are landmarks a page may hold only once.',
    'For navigation within a page: use Section Nav. For the levels above the page: Page Breadcrumbs.',
    'To add a one-off link to the header: the menu comes from src/content/site/navigation.ts, and every item there appears on every page at both widths.',
  ],
  states: [
    {
      name: 'Header at top',
      story: HeaderAtTop,
      linkOnly: true,
      description:
        'At the top of a page the header is transparent over the hero, which uses the page background. Services, Studio, Proof, Growth OS, Insights and Company each have a chevron for their submenu.',
    },
    {
      name: 'Header scrolled',
      story: HeaderScrolled,
      linkOnly: true,
      description:
        'Past 20 px of scroll it turns translucent, with a blur, a hairline and a small shadow, so the page never shows through behind its links.',
    },
    {
      name: 'Header in section',
      story: HeaderInSection,
      linkOnly: true,
      description:
        'On /services/growth-marketing: Services is drawn as the active section (its page is not the current one, so it is not aria-current).',
    },
    {
      name: 'On the search page',
      story: HeaderOnSearchPage,
      linkOnly: true,
      description:
        'The search link is a magnifier in a round 44 px target, named “Search” and announced with its shortcut, /, which opens search from anywhere on a page (on /search it puts the caret in the box). On /search it is the current page: accent border and icon, aria-current="page".',
    },
    {
      name: 'Mobile menu closed',
      story: MobileMenuClosed,
      linkOnly: true,
      description: 'Below 1024 px the navigation and theme switch give way to the Menu button.',
    },
    {
      name: 'Mobile menu open',
      story: MobileMenuOpen,
      linkOnly: true,
      description:
        'A full-screen dialog: logo and Close menu at the top, every item with its submenu as a disclosure (the current section open), the Contact button and the theme switch.',
    },
    {
      name: 'Global offices strip',
      story: GlobalOfficesStrip,
      description:
        'New York, London, Istanbul and Dubai, each with its address, phone and e-mail, then the general inquiries address.',
    },
    {
      name: 'Contact office cards',
      story: ContactOfficeCards,
      description:
        'The same offices on /contact, with a heading, an intro and a “View on Map” link to each office’s map (in a new tab).',
    },
    {
      name: 'Locations office cards',
      story: LocationsOfficeCards,
      description:
        'On /company/locations the cards also say what each office does (`showRole`), mark the headquarters with a badge (`headquartersLabel`) and end with the office’s time zone (`timeZoneLabel`), read from `timezoneLabel` in offices.ts. Without these props nothing changes.',
    },
    {
      name: 'Footer',
      story: Footer,
      linkOnly: true,
      description:
        'The brand and strapline, the footer navigation ending in the faint Investor Room link, the copyright line and the legal navigation with Cookie settings.',
    },
    {
      name: 'Full shell',
      story: FullShell,
      linkOnly: true,
      description: 'Everything in page order, as the root layout renders it around a page.',
    },
  ],
  keyboard: [
    {
      keys: 'Tab (first on the page)',
      does: '“Skip to main content” appears; Enter moves focus to the page’s main content, past the header.',
    },
    {
      keys: 'Tab / Shift + Tab',
      does: 'Header, from 1024 px: the logo, then each menu item followed by its submenu button, Careers, Contact, Search, then the theme switch (one stop). Below 1024 px: the logo, Search, then Menu.',
    },
    {
      keys: 'Enter or Space (submenu button)',
      does: 'Opens or closes the submenu. One is open at a time; a click outside, or Tab past its last link, closes it.',
    },
    {
      keys: 'Arrow Down / Arrow Up, Home / End',
      does: 'Arrow Down on a submenu button opens it and moves to its first link; in the submenu, they move between its links.',
    },
    {
      keys: '/ (anywhere on a page, outside a field)',
      does: 'Goes to the search page, as the search link does; on /search, puts the caret in its box.',
    },
    {
      keys: 'Escape',
      does: 'Closes the open submenu and returns focus to its button; in the mobile menu, closes the menu and returns focus to Menu.',
    },
    {
      keys: 'Arrow Left / Arrow Right',
      does: 'In the theme switch: chooses Light, Dark or System.',
    },
    {
      keys: 'Tab (mobile menu open)',
      does: 'Stays inside the menu: the logo, Close menu, each item and its submenu button, Contact, the theme switch.',
    },
    {
      keys: 'Tab (after main)',
      does: 'Each office’s phone and e-mail links, the general inquiries address, then the footer links in order, Investor Room, Privacy, Terms, Cookies and Cookie settings.',
    },
  ],
  screenReader: [
    'Landmarks: the header is the banner, holding the navigation “Main”; the offices are a region named “Global Offices”; the footer is the content information, holding the navigations “Footer” and “Legal”. Pages add the main landmark between them.',
    'The logo is the link “Response home”. The link to the page being shown is announced as the current page (aria-current="page"), in every menu and in the footer.',
    'The search link is “Search, link”, with its shortcut / (aria-keyshortcuts); on /search it is announced as the current page.',
    'Submenu buttons are “Services submenu, button, collapsed” (or expanded). Each submenu link is named by the page and described by its one-line summary.',
    'Menu is a button that says whether the menu is expanded; it opens a modal dialog, “Main menu”, and the rest of the page is hidden from screen readers while it is open.',
    'The theme switch is the radio group “Colour theme”: “Dark, radio button, checked, 2 of 3”.',
    'Each office is a list item with its city as an h3 and its details in an address. “View on Map” adds the city and the new tab for screen readers: “View on Map for the London office (opens in a new tab)”.',
    'With the Locations props, “Headquarters” is read as text after London’s heading (not part of it), the office’s role follows as a paragraph, and its time zone is read with its label: “Time zone: UK time (GMT, GMT+1 in summer)”; the clock icon is not read.',
  ],
  withoutJavaScript: (
    <>
      <p>
        Every link works and every page of the menu can be reached. When scripts do not run, and
        until a pointer or focus first comes to the navigation, each desktop submenu is a native{' '}
        <code>&lt;details&gt;</code> whose summary is the chevron (named “Services submenu”): the
        browser opens it, one at a time. Below 1024 px, Menu is the summary of a{' '}
        <code>&lt;details&gt;</code> that opens a panel under the header with every link of the
        menu, submenus listed under their items, and the Contact button. The React Aria disclosures,
        the menu’s dialog and the theme switch’s group are loaded when the visitor comes to them,
        not with the page; a menu or submenu opened before they arrive stays open, and a focused
        control stays focused.
      </p>
      <p>
        Without scripts the header keeps its scrolled look, as nothing reads the scroll position.
        The theme switch and Cookie settings are not shown, as they need scripts: the theme follows
        the system setting.
      </p>
    </>
  ),
  dosAndDonts: [
    {
      do: 'Add a new page to the submenu of the section it belongs to, named as its page title.',
      dont: 'Add it as a new item in the header row: from 1024 px the row already holds seven items, Contact and the theme switch on one line.',
    },
    {
      do: 'Link to a page’s own address in the footer and menus, so the current page is marked.',
      dont: 'Link to variants of it (“/services?from=footer”, “/services#acquire”): the current page is then not recognised.',
    },
  ],
});

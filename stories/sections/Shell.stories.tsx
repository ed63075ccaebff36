import type { Story, StoryDefault } from '@ladle/react';
import type { ReactNode } from 'react';
import { SkipLink } from '../../src/components/SkipLink/SkipLink';
import {
  GlobalOffices,
  MobileMenu,
  mainOffset,
  SiteFooter,
  SiteHeader,
} from '../../src/sections/Shell';
import { vars } from '../../tokens/contract.css';
import { scale } from '../../tokens/theme.css';

export default { title: 'Sections / Shell' } satisfies StoryDefault;

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

export const HeaderAtTop: Story = () => (
  <>
    <SiteHeader pathname="/" />
    <SamplePage />
  </>
);

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

/** The small-screen menu, open, on a page of the Services section. */
export const MobileMenuOpen: Story = () => (
  <MobileMenu pathname="/services/growth-marketing" defaultOpen />
);
MobileMenuOpen.meta = { width: 390 };

export const MobileMenuClosed: Story = () => <MobileMenu pathname="/" />;
MobileMenuClosed.meta = { width: 390 };

export const GlobalOfficesStrip: Story = () => <GlobalOffices />;

/** The contact page's office cards: the same strip with a 'View on Map' button per office. */
export const ContactOfficeCards: Story = () => (
  <GlobalOffices
    heading="Our offices"
    intro="Strategy, media and creative teams across three time zones, so a lead never waits."
    mapLabel="View on Map"
  />
);

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

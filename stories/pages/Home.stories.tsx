import type { Story, StoryDefault } from '@ladle/react';
import { HomePage } from '../../src/pages/HomePage/HomePage';
import { CookieBannerPanel } from '../../src/sections/CookieBanner/CookieBannerPanel';
import { SiteLayout } from '../../src/sections/Shell/SiteLayout';

export default { title: 'Pages / Home' } satisfies StoryDefault;

/** The home page (/) in the site layout, as a visitor with a stored cookie choice sees it. */
export const ReturningVisitor: Story = () => (
  <SiteLayout pathname="/">
    <HomePage />
  </SiteLayout>
);

const noop = () => {};

/** A first visit: 1 s after load the cookie banner opens over the bottom of the window. */
export const FirstVisitCookieBannerOpen: Story = () => (
  <SiteLayout
    pathname="/"
    after={
      <CookieBannerPanel
        view="summary"
        onAcceptAll={noop}
        onRejectAll={noop}
        onSave={noop}
        onManage={noop}
        onDismiss={noop}
      />
    }
  >
    <HomePage />
  </SiteLayout>
);
FirstVisitCookieBannerOpen.storyName = 'First visit, cookie banner open';

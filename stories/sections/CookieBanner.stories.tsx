import type { Story, StoryDefault } from '@ladle/react';
import { CookieBannerPanel } from '../../src/sections/CookieBanner/CookieBannerPanel';

export default { title: 'Sections / CookieBanner' } satisfies StoryDefault;

/**
 * The banner's two views, rendered directly (the site opens it 1 s after load, or from the
 * footer's 'Cookie settings'). It is fixed to the bottom of the window, as on the site.
 */
const actions = {
  onAcceptAll: () => {},
  onRejectAll: () => {},
  onSave: () => {},
  onManage: () => {},
  onDismiss: () => {},
};

/** What a first-time visitor sees: what the cookies are for, Accept All, Reject All, Manage. */
export const Summary: Story = () => <CookieBannerPanel view="summary" {...actions} />;

/** The preferences with no stored choice: only Functional is on (and cannot be switched off). */
export const Preferences: Story = () => <CookieBannerPanel view="preferences" {...actions} />;

/** Reopened from 'Cookie settings' by a visitor who allowed analytics only. */
export const PreferencesWithAnalytics: Story = () => (
  <CookieBannerPanel
    view="preferences"
    initialChoice={{ analytics: true, marketing: false }}
    {...actions}
  />
);

import type { Story, StoryDefault } from '@ladle/react';
import { CookieBannerPanel } from '../../src/sections/CookieBanner/CookieBannerPanel';
import { CookieSettingsButton } from '../../src/sections/CookieBanner/CookieSettingsButton';
import { docsStory } from '../support/docs';

export default { title: 'Sections / Cookie Banner' } satisfies StoryDefault;

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

/**
 * The button that reopens the preferences, as the cookie policy draws it (a secondary button);
 * the footer's 'Cookie settings' is the same button dressed as its legal links.
 */
export const SettingsButton: Story = () => (
  <CookieSettingsButton variant="secondary">Change cookie settings</CookieSettingsButton>
);

export const Documentation = docsStory({
  name: 'Cookie Banner',
  source: ['src/sections/CookieBanner'],
  purpose: (
    <p>
      Asks a visitor which cookies we may use, and lets them change their answer later. A card fixed
      to the bottom of the window (bottom left from tablets up) that does not block the page:
      analytics and marketing stay off until the visitor accepts them.
    </p>
  ),
  whenToUse: [
    'Nowhere by hand: the root layout mounts it once for every page. It opens by itself 1 s after the page has loaded when no choice is stored, and from “Cookie settings” in the footer at any time.',
    'To let visitors reopen it from a page’s text, place a Cookie Settings Button (CookieSettingsButton, in this folder), as the cookie policy does with “Change cookie settings”: the footer uses the same one.',
  ],
  whenNotToUse: [
    'For other announcements or promotions: they would compete with the banner at the bottom of the window. Put them in the page.',
    'As a modal dialog: the visitor can read and use the page without answering.',
  ],
  states: [
    {
      name: 'Summary',
      story: Summary,
      description:
        'What a first-time visitor sees: what analytics and marketing cookies are for, then Accept All, Reject All (the same size) and Manage Preferences.',
      linkOnly: true,
    },
    {
      name: 'Preferences',
      story: Preferences,
      description:
        'After Manage Preferences: a switch per kind of cookie. Functional is always on and cannot be switched off; Analytics and Marketing start off when no choice is stored.',
      linkOnly: true,
    },
    {
      name: 'Preferences with analytics',
      story: PreferencesWithAnalytics,
      description:
        'Reopened from “Cookie settings”: the switches start from the visitor’s stored choice (here, analytics only).',
      linkOnly: true,
    },
    {
      name: 'Settings button',
      story: SettingsButton,
      description:
        'The button that reopens the preferences, as the cookie policy draws it. A native button (it only opens the banner, whose code loads then); a press before the page has hydrated is replayed once it has. Not shown without scripts.',
    },
  ],
  keyboard: [
    {
      keys: 'Tab / Shift + Tab',
      does: 'The banner comes last in the page, after the footer. Summary: Accept All, Reject All, Manage Preferences. Preferences: the Analytics and Marketing switches (Functional is disabled), then Save Preferences, Accept All, Reject All. In both, the links to the cookie policy and the privacy notice come last, after the choice.',
    },
    { keys: 'Enter or Space', does: 'Presses the focused button.' },
    { keys: 'Space', does: 'On a switch: turns it on or off.' },
    {
      keys: 'Escape',
      does: 'Closes the banner without a new choice; it asks again on the next visit while none is stored.',
    },
  ],
  screenReader: [
    'When it opens by itself, focus stays where it is and a status message is read: “Cookies on this site: choose which cookies we may use in the banner at the end of the page.”',
    'Opened from “Cookie settings”, focus moves to its heading (“Cookie preferences, heading level 2”); Manage Preferences moves it to the preferences’ heading the same way. On close, focus goes back to “Cookie settings”.',
    'The banner is a region named by its heading. Each switch is read with its state and description: “Analytics, switch, off, Google Analytics counts visits and shows which pages and calls to action are used.”',
    'Accept All, Reject All and Save Preferences store the choice and close it; focus returns to “Cookie settings”, or, if it was in the banner, to the main content.',
  ],
  withoutJavaScript: (
    <p>
      The banner never shows: it is not in the prerendered page, and “Cookie settings” (and the
      cookie policy’s “Change cookie settings”) is hidden without scripts. No choice is needed
      either: without JavaScript no analytics or marketing tag runs, and nothing is stored.
    </p>
  ),
  dosAndDonts: [
    {
      do: 'Give Reject All the same size and place as Accept All, and start every optional switch off.',
      dont: 'Pre-tick analytics or marketing, or hide “reject” behind Manage Preferences: consent must be as easy to refuse as to give.',
    },
    {
      do: 'Say in plain words what each kind of cookie does, and who it is shared with (Google).',
      dont: 'Use the banner for anything else, or open it as a modal that blocks the page.',
    },
  ],
});

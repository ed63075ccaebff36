import type { MouseEvent } from 'react';
import { openConsentPreferences } from '../../features/consent/consentBannerStore';
import { scriptOnly } from './CookieSettingsButton.css';

/** The button's words where no others are given (the footer's). */
export const cookieSettingsLabel = 'Cookie settings';

/**
 * What makes a `<button type="button">` reopen the cookie preferences: hidden without scripts,
 * and a click opens the banner's preferences view (focus comes back to the button when it
 * closes). The footer puts these on its own bare button, so the shell carries no Button styles
 * for it; Cookie Settings Button (./CookieSettingsButton.tsx) draws it as a design-system button.
 */
export function cookieSettingsProps(className?: string) {
  return {
    className: className ? `${scriptOnly} ${className}` : scriptOnly,
    onClick: (event: MouseEvent<HTMLButtonElement>) => openConsentPreferences(event.currentTarget),
  };
}

/**
 * Google Consent Mode: everything denied by default, with a 500 ms wait for an update,
 * set by the consent head script before any tag; each choice then sends an update that maps
 * analytics to `analytics_storage` and marketing to the three ad-related consents.
 */
import { gtag } from '../../platform/analytics/dataLayer';
import type { ConsentChoice } from './consentRecord';

export type ConsentState = 'granted' | 'denied';

export interface ConsentUpdate {
  ad_storage: ConsentState;
  ad_user_data: ConsentState;
  ad_personalization: ConsentState;
  analytics_storage: ConsentState;
}

/** How long the tags wait for a consent update before they run with the defaults. */
export const consentWaitForUpdateMs = 500;

/**
 * The `gtag('consent', 'default', …)` parameters. Marked pure: the bundler cannot tell that
 * `Object.freeze` has no side effect, and kept the object in every page's code where nothing
 * reads it (the head script writes its own copy).
 */
export const consentDefaults: Readonly<ConsentUpdate & { wait_for_update: number }> =
  /* @__PURE__ */ Object.freeze({
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    analytics_storage: 'denied',
    wait_for_update: consentWaitForUpdateMs,
  });

/** The `gtag('consent', 'update', …)` parameters of a choice. */
export function consentUpdateFor(choice: Pick<ConsentChoice, 'analytics' | 'marketing'>) {
  const marketing: ConsentState = choice.marketing ? 'granted' : 'denied';
  return {
    ad_storage: marketing,
    ad_user_data: marketing,
    ad_personalization: marketing,
    analytics_storage: choice.analytics ? 'granted' : 'denied',
  } satisfies ConsentUpdate;
}

/** Tell the tag about a choice the visitor has just made. */
export function updateConsent(choice: Pick<ConsentChoice, 'analytics' | 'marketing'>): void {
  gtag('consent', 'update', consentUpdateFor(choice));
}

/**
 * The visitor's cookie choice: stored in localStorage
 * under `cookie-consent` as JSON `{analytics, marketing, functional}`. Functional storage is
 * always on, whatever is stored.
 *
 * Reading is defensive: a missing, malformed or wrongly typed value, or storage that is not
 * there or throws (private mode, blocked cookies), counts as "no choice yet", so the banner
 * asks again; it never breaks the page.
 */
export const CONSENT_STORAGE_KEY = 'cookie-consent';

export interface ConsentChoice {
  analytics: boolean;
  marketing: boolean;
  /** Always true: the site's own storage (theme, this choice) is needed for it to work. */
  functional: true;
}

/** Accept All: every category. */
export const acceptAllChoice: ConsentChoice = Object.freeze({
  analytics: true,
  marketing: true,
  functional: true,
});

/** Reject All: only functional. */
export const rejectAllChoice: ConsentChoice = Object.freeze({
  analytics: false,
  marketing: false,
  functional: true,
});

/** A choice from the two optional categories; functional is added, always on. */
export function consentChoice(analytics: boolean, marketing: boolean): ConsentChoice {
  return { analytics, marketing, functional: true };
}

/**
 * A stored value as a choice, or null when it is not one: it must be a JSON object whose
 * `analytics` and `marketing` are booleans. `functional` is not read (always on). The consent
 * head script applies the same rule (see consentHeadScript.ts).
 */
export function parseConsent(raw: string | null | undefined): ConsentChoice | null {
  if (typeof raw !== 'string') return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { analytics, marketing } = value as Record<string, unknown>;
  if (typeof analytics !== 'boolean' || typeof marketing !== 'boolean') return null;
  return consentChoice(analytics, marketing);
}

/** The stored choice, or null (none, unreadable, or no storage at all). */
export function readConsent(
  storage: Pick<Storage, 'getItem'> | null | undefined = browserStorage(),
): ConsentChoice | null {
  try {
    return parseConsent(storage?.getItem(CONSENT_STORAGE_KEY));
  } catch {
    return null;
  }
}

/** The exact JSON stored for a choice: `{"analytics":…,"marketing":…,"functional":true}`. */
export function serializeConsent(choice: ConsentChoice): string {
  return JSON.stringify(consentChoice(choice.analytics, choice.marketing));
}

/**
 * Store a choice. Returns false when storage is unavailable or full: the choice still applies to
 * this page view, and the banner asks again on the next load.
 */
export function writeConsent(
  choice: ConsentChoice,
  storage: Pick<Storage, 'setItem'> | null | undefined = browserStorage(),
): boolean {
  try {
    if (!storage) return false;
    storage.setItem(CONSENT_STORAGE_KEY, serializeConsent(choice));
    return true;
  } catch {
    return false;
  }
}

/** `window.localStorage`, or null on the server or when merely reading it throws. */
function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

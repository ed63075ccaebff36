/**
 * Whether the cookie banner is open, in which view, and why: a tiny external store read with
 * `useSyncExternalStore`, so the footer's 'Cookie settings' button (or anything else) can open the
 * preferences without sharing a React parent with the banner. Closed on the server and in the
 * prerendered HTML.
 */
import { useSyncExternalStore } from 'react';

export type ConsentBannerView = 'summary' | 'preferences';

export interface ConsentBannerState {
  open: boolean;
  view: ConsentBannerView;
  /**
   * `auto`: shown by the 1 s timer, focus stays where it is. `settings`: opened on request;
   * focus moves in, and returns to the control that opened it on close.
   */
  openedBy: 'auto' | 'settings';
  /** Bumped whenever focus should move into the banner (its heading). */
  focusRequest: number;
}

const closed: ConsentBannerState = Object.freeze({
  open: false,
  view: 'summary',
  openedBy: 'auto',
  focusRequest: 0,
});

let state: ConsentBannerState = closed;
let returnFocusTo: HTMLElement | null = null;
const listeners = new Set<() => void>();

function setState(next: ConsentBannerState): void {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getConsentBannerState(): ConsentBannerState {
  return state;
}

const getServerSnapshot = () => closed;

export function useConsentBanner(): ConsentBannerState {
  return useSyncExternalStore(subscribe, getConsentBannerState, getServerSnapshot);
}

/**
 * Show the summary view without moving focus (the 1 s timer). Does nothing when already open;
 * returns whether it opened the banner.
 */
export function showConsentBanner(): boolean {
  if (state.open) return false;
  returnFocusTo = null;
  setState({ ...state, open: true, view: 'summary', openedBy: 'auto' });
  return true;
}

/**
 * Open the preferences view and move focus into it. Focus returns to `returnTo` (the 'Cookie
 * settings' button), by default the element focused now, when the banner closes.
 */
export function openConsentPreferences(returnTo?: Element | null): void {
  const target = returnTo ?? (typeof document === 'undefined' ? null : document.activeElement);
  returnFocusTo = target instanceof HTMLElement && target !== document.body ? target : null;
  setState({
    open: true,
    view: 'preferences',
    openedBy: 'settings',
    focusRequest: state.focusRequest + 1,
  });
}

/** Switch views inside the open banner; focus moves to the new view's heading. */
export function showConsentView(view: ConsentBannerView): void {
  if (!state.open || state.view === view) return;
  setState({ ...state, view, focusRequest: state.focusRequest + 1 });
}

/**
 * Close the banner. Returns the element focus should go back to (the control that opened it
 * with `openConsentPreferences`), when it is still in the document.
 */
export function closeConsentBanner(): HTMLElement | null {
  const target = state.openedBy === 'settings' && returnFocusTo?.isConnected ? returnFocusTo : null;
  returnFocusTo = null;
  if (state.open) setState({ ...state, open: false });
  return target;
}

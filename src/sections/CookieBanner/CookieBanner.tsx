import { useEffect, useMemo, useRef, useState } from 'react';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden';
import {
  closeConsentBanner,
  getConsentBannerState,
  showConsentBanner,
  showConsentView,
  useConsentBanner,
} from '../../features/consent/consentBannerStore';
import { updateConsent } from '../../features/consent/consentMode';
import {
  acceptAllChoice,
  type ConsentChoice,
  readConsent,
  rejectAllChoice,
  writeConsent,
} from '../../features/consent/consentRecord';
import type { CookieBannerPanel as Panel } from './CookieBannerPanel';

/**
 * The panel (switches, buttons and their styles) is a separate chunk, loaded only when the banner
 * is about to open: a first-time visitor's 1 s delay covers it, and visitors with a stored choice
 * load it only if they open 'Cookie settings'. Once loaded it renders synchronously.
 */
let loadedPanel: typeof Panel | undefined;
let panelPromise: Promise<typeof Panel> | undefined;

export function loadCookieBannerPanel(): Promise<typeof Panel> {
  panelPromise ??= import('./CookieBannerPanel').then(({ CookieBannerPanel }) => {
    loadedPanel = CookieBannerPanel;
    return CookieBannerPanel;
  });
  return panelPromise;
}

/** The banner shows this long after the page has loaded, when no choice is stored. */
export const cookieBannerDelayMs = 1000;

/** Read out when the banner appears on its own: it is at the end of the page. */
export const cookieBannerAnnouncement =
  'Cookies on this site: choose which cookies we may use in the banner at the end of the page.';

/**
 * The site's cookie banner, mounted once by the root layout. Closed in the
 * prerendered HTML; 1 s after the page's load event it opens in the summary view when no choice
 * is stored, without taking focus. `openConsentPreferences()` (the footer's 'Cookie settings')
 * opens the preferences view and moves focus to its heading; closing returns focus there.
 * Accept All, Reject All and Save Preferences store the choice, send the consent update and
 * close it. Escape closes it without a new choice.
 */
export function CookieBanner() {
  const banner = useConsentBanner();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const sectionRef = useRef<HTMLElement>(null);
  // Requests made before this banner mounted, for a banner since closed, are not for it: only
  // an open banner's request waits to be served (the store outlives a banner, as in tests).
  const handledFocusRequest = useRef(
    getConsentBannerState().open ? 0 : getConsentBannerState().focusRequest,
  );
  const [announcement, setAnnouncement] = useState('');
  const [CookieBannerPanel, setPanel] = useState<typeof Panel | undefined>(() => loadedPanel);

  useEffect(() => {
    let timer: number | undefined;
    const show = () => {
      if (readConsent() === null && showConsentBanner()) {
        setAnnouncement(cookieBannerAnnouncement);
      }
    };
    const start = () => {
      if (readConsent() === null) void loadCookieBannerPanel();
      timer = window.setTimeout(() => {
        if (readConsent() !== null) return;
        if (loadedPanel) show();
        else void loadCookieBannerPanel().then(show, () => undefined);
      }, cookieBannerDelayMs);
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      window.clearTimeout(timer);
    };
  }, []);

  useEffect(() => {
    if (banner.open && !CookieBannerPanel) {
      let current = true;
      void loadCookieBannerPanel().then(
        (loaded) => current && setPanel(() => loaded),
        () => undefined,
      );
      return () => {
        current = false;
      };
    }
  }, [banner.open, CookieBannerPanel]);

  // `CookieBannerPanel` is a dependency on purpose: when the panel arrives, its heading exists
  // and a waiting focus request can be served.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above.
  useEffect(() => {
    if (!banner.open) {
      setAnnouncement('');
      return;
    }
    // A focus request waits until the panel (and so its heading) is there.
    if (banner.focusRequest === handledFocusRequest.current || !headingRef.current) return;
    handledFocusRequest.current = banner.focusRequest;
    headingRef.current.focus();
  }, [banner.open, banner.focusRequest, CookieBannerPanel]);

  // The preferences start from the stored choice each time they open (off when there is none).
  const initialChoice = useMemo(
    () => (banner.open && banner.view === 'preferences' ? readConsent() : null) ?? rejectAllChoice,
    [banner.open, banner.view],
  );

  const close = () => {
    const focusWasInside = sectionRef.current?.contains(document.activeElement) ?? false;
    const returnTo = closeConsentBanner();
    if (returnTo) returnTo.focus();
    else if (focusWasInside) moveFocusToMain();
  };

  const choose = (choice: ConsentChoice) => {
    writeConsent(choice);
    updateConsent(choice);
    close();
  };

  return (
    <>
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
      {banner.open && CookieBannerPanel ? (
        <CookieBannerPanel
          key={banner.view}
          view={banner.view}
          initialChoice={initialChoice}
          onAcceptAll={() => choose(acceptAllChoice)}
          onRejectAll={() => choose(rejectAllChoice)}
          onSave={choose}
          onManage={() => showConsentView('preferences')}
          onDismiss={close}
          headingRef={headingRef}
          sectionRef={sectionRef}
        />
      ) : null}
    </>
  );
}

/** After the banner closes with focus inside it: the main landmark, else nowhere in particular. */
function moveFocusToMain() {
  const main = document.getElementById('main');
  if (main) main.focus({ preventScroll: true });
  else if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
}

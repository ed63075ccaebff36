import '@fontsource-variable/inter';
// The Latin subset every page uses, fetched with the document rather than after the CSS.
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import '../../tokens/theme.css';
import '../styles/global.css';
import {
  createRootRouteWithContext,
  HeadContent,
  Outlet,
  redirect,
  Scripts,
  useRouterState,
} from '@tanstack/react-router';
import { type ReactNode, useEffect, useLayoutEffect } from 'react';
import { preload } from 'react-dom';
import { consentHeadScript } from '../features/consent/consentHeadScript';
import { useCtaInterception } from '../features/ctaInterception/useCtaInterception';
import { replayEarlyClicks, syncEarlyInput } from '../platform/hydration/earlyInput';
import { AriaRouterBridge } from '../platform/navigation/AriaRouterBridge';
import { prePaintScript } from '../platform/theme/themePreference';
import { CookieBanner } from '../sections/CookieBanner/CookieBanner';
import { PreviewBanner } from '../sections/PreviewBanner/PreviewBanner';
import { globalOffices, SiteLayout } from '../sections/Shell/SiteLayout';
import { measurementId } from '../site/analytics';
import { site } from '../site/config';
import type { RouterContext } from '../site/routerContext';

/** The redirect table's module (src/site/redirects.ts), loaded once. */
const redirectTable = () => import('../site/redirects');

/**
 * Consent Mode defaults (and the analytics tag, when an id is configured); see the head below.
 * Like the theme script and the pressable style, written by the server only: hydrating keeps the
 * document's script and style elements as they are (React does not compare an element's inner
 * HTML while hydrating) and the root never renders from nothing in the browser, so the
 * browser's bundle needs none of their text.
 */
const consentScript = import.meta.env.SSR ? consentHeadScript(measurementId) : '';
/** The theme before first paint (src/platform/theme/themePreference.ts). */
const themeScript = import.meta.env.SSR ? prePaintScript : '';

/**
 * The page, under the Preview Banner when the server renders a WordPress draft as a preview (the
 * router's context has `preview`); just the page otherwise, so the tree is the browser's. Used
 * by the server's render only: previews are served without the client's scripts and the
 * browser's context never has `preview`, so the browser's bundle has none of the banner's code
 * or words (its styles are in the site's stylesheet all the same). The banner is the first thing
 * in <main>, under the fixed header, in the flow: it covers nothing and scrolls away.
 */
function UnderPreviewBanner({ children }: { children: ReactNode }) {
  const preview = Route.useRouteContext({ select: (context) => context.preview });
  if (!preview) return children;
  return (
    <>
      <PreviewBanner status={preview.status} expiresAt={preview.expiresAt} />
      {children}
    </>
  );
}

/**
 * React Aria's press handling needs this rule and adds it at the first pressable element, by
 * prepending a <style> to the head unless one with this id exists. Prepending a style sheet makes
 * Chromium rebuild every rule set, fonts included, and lay the whole page out again, during
 * hydration. Shipped in the document, the rule is there from the start and nothing is inserted.
 * The text is React Aria's own (react-aria/src/interactions/usePress.ts).
 */
const pressableStyleId = 'react-aria-pressable-style';
const pressableStyle = import.meta.env.SSR
  ? `@layer {
  [data-react-aria-pressable] {
    touch-action: pan-x pan-y pinch-zoom;
  }
}`
  : '';

/**
 * The three as React's inner-HTML props, made once: the root renders again on every navigation,
 * and React writes an element's inner HTML again whenever it is given a new object, which in the
 * browser would empty the server's scripts and style.
 */
const consentHtml = { __html: consentScript };
const themeHtml = { __html: themeScript };
const pressableHtml = { __html: pressableStyle };

export const Route = createRootRouteWithContext<RouterContext>()({
  // The redirect table (the server answers old addresses with a 301; here for links to them in
  // content, followed in the browser) is no part of a page's first load: hydrating runs no
  // beforeLoad, and the page fetches it once it is idle (below), before a first client-side load.
  beforeLoad: async ({ location }) => {
    const { redirectLocation } = await redirectTable();
    const to = redirectLocation(location.pathname, location.searchStr);
    if (to) throw redirect({ href: to, replace: true, statusCode: 301 });
  },
  // The Global Offices strip's code, for the pages a visitor goes to client-side: a prerendered
  // page keeps the strip's HTML and loads none (src/sections/Shell/SiteLayout.tsx).
  loader: async () => {
    await globalOffices.preload();
  },
  head: () => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'color-scheme', content: 'light dark' },
      // Every page sets its own title; this one shows while a page's content is still loading
      // after a client-side navigation (the deepest route's title wins).
      { title: site.brand },
    ],
    links: [
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
      { rel: 'sitemap', href: '/sitemap.xml', type: 'application/xml' },
    ],
  }),
  component: RootDocument,
});

function RootDocument() {
  // The font the first paint waits for, as React's own preload: React writes it at the top of
  // the head, before the stylesheets and the app's modulepreloads, so it gets a connection
  // first (a head link would come after the ~25 modulepreloads).
  preload(interLatin, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  // Contact-style calls to action in content we did not build (articles, embeds) are tracked
  // and pointed at the contact page.
  useCtaInterception();

  // What the visitor typed, chose or ticked before React listened reaches the fields' state
  // before anything renders again (a render would write the server's value back over it).
  useLayoutEffect(() => syncEarlyInput(), []);

  useEffect(() => {
    // Tests and tools wait for this marker before interacting with the page.
    document.documentElement.dataset.hydrated = 'true';
    // Script-only buttons (Go Back, Load More) pressed before React listened do their work now.
    replayEarlyClicks();
    // The redirect table, once the page is idle: a first link followed then does not wait for it.
    const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1));
    idle(() => void redirectTable().catch(() => {}));
  }, []);

  return (
    <html lang={site.language} suppressHydrationWarning>
      <head>
        {/* The consent defaults before any tag, then the theme before first paint; both are
            allowed by their hash in the CSP. They are part of the document, not of the route
            head: the router re-inserts head scripts on client navigations, which would run
            them again and push denied defaults over the visitor's choice. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of this build. */}
        <script dangerouslySetInnerHTML={consentHtml} />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of this build. */}
        <script dangerouslySetInnerHTML={themeHtml} />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of this build. */}
        <style id={pressableStyleId} dangerouslySetInnerHTML={pressableHtml} />
        <HeadContent />
      </head>
      <body>
        <AriaRouterBridge>
          <SiteLayout pathname={pathname} after={<CookieBanner />}>
            {import.meta.env.SSR ? (
              <UnderPreviewBanner>
                <Outlet />
              </UnderPreviewBanner>
            ) : (
              <Outlet />
            )}
          </SiteLayout>
        </AriaRouterBridge>
        <Scripts />
      </body>
    </html>
  );
}

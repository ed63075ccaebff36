import {
  type ComponentType,
  type MouseEvent,
  use,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { trackCtaElementClick, trackedCtaSelector } from '../analytics/ctaClick';
import { reportDownload } from '../analytics/reportDownload';
import { isClientNavigation } from '../navigation/clientNavigation';
import { useClientNavigate } from '../navigation/NavigationProvider';
import * as styles from './staticIsland.css';

const subscribe = () => () => {};
/**
 * Whether this render hydrates the server's HTML: React reads the server's snapshot while it
 * hydrates (the page's first render, and a boundary that hydrates after it), the browser's
 * otherwise.
 */
const useHydrating = () =>
  useSyncExternalStore(
    subscribe,
    () => false,
    () => true,
  );

/** React leaves an element's inner HTML as the server wrote it while hydrating, if told this. */
const serverHtml = { __html: '' };

export interface StaticIsland<P extends object> {
  /** Renders the content, or keeps the prerendered HTML of it while hydrating. */
  Island: ComponentType<P>;
  /** Loads the content's code: the route's loader awaits it (the server's render, a visit). */
  preload: () => Promise<unknown>;
}

/**
 * Content that needs no script to be what it is (text, figures, native disclosures, links),
 * which the page hydrates without its code: while hydrating, the island keeps the HTML the server
 * wrote, and the content's code and words load only when the content is rendered in the browser
 * (a client-side visit to the page, whose loader awaits `preload`). A link in it still navigates
 * client-side, and a call to action in it is still reported, as `Anchor` and `LinkButton` do.
 *
 * Nothing in it may need React once shown: no state, no React Aria widget. Its wrapper is a
 * `display: contents` element, so the layout is the content's own.
 */
export function staticIsland<P extends object>(
  load: () => Promise<ComponentType<P>>,
): StaticIsland<P> {
  let Content: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= load().then((loaded) => {
      Content = loaded;
      return loaded;
    });
    return loading;
  };

  function Island(props: P) {
    const navigate = useClientNavigate();
    // Decided once, by the first render: an island that hydrated keeps the server's HTML (the
    // server renders the content).
    const hydrating = useHydrating() && !import.meta.env.SSR;
    const [keepsServerHtml, setKeepsServerHtml] = useState(hydrating);
    const ref = useRef<HTMLDivElement>(null);
    useLayoutEffect(() => {
      // A page React rendered in the browser after all (a hydration error) has no server HTML
      // to keep: render the content.
      if (keepsServerHtml && ref.current?.childNodes.length === 0) setKeepsServerHtml(false);
    }, [keepsServerHtml]);

    if (!keepsServerHtml) {
      const Loaded = Content ?? use(preload());
      return (
        <div className={styles.island}>
          <Loaded {...props} />
        </div>
      );
    }

    // What the content's own components do on a click, for its links: a call to action is
    // reported (`LinkButton`), a download is reported, then a plain click on a same-origin link
    // navigates (`Anchor`).
    const onClick = (event: MouseEvent<HTMLDivElement>) => {
      const link = (event.target as Element).closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement)) return;
      if (link.matches(trackedCtaSelector))
        trackCtaElementClick(link, link.getAttribute('href') ?? undefined);
      if (!event.defaultPrevented) reportDownload(link);
      if (!navigate || event.defaultPrevented || !isClientNavigation(link, event)) return;
      event.preventDefault();
      navigate(`${link.pathname}${link.search}${link.hash}`);
    };
    return (
      // biome-ignore lint/a11y/noStaticElementInteractions: the clicks are its links', delegated.
      // biome-ignore lint/a11y/useKeyWithClickEvents: a link's Enter is a click on the link.
      <div
        ref={ref}
        className={styles.island}
        onClick={onClick}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: keeps the server's HTML, adds none.
        dangerouslySetInnerHTML={serverHtml}
        suppressHydrationWarning
      />
    );
  }

  return { Island, preload };
}

import type { ContactRefusal } from '../features/contactForm/refusal';
import type { Fetcher } from '../features/insights/contentClient';

/**
 * What the server knows about one request beyond its URL, handed to the router as its context
 * (src/router.tsx); empty in the browser.
 */
export interface RouterContext {
  /** Set by the server when it renders the contact page for a refused form post. */
  contactRefusal?: ContactRefusal;
  /**
   * On the server (prerender, pages rendered on request): the content service's answers to
   * `/wp-json/wp/v2/…` paths without a network hop (the bundled sample content, or the
   * WordPress forwarder). The browser fetches the same paths from the site's own origin.
   */
  fetchContent?: Fetcher;
}

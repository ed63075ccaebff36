import type { ContactRefusal } from '../features/contactForm/refusal';
import type { Fetcher } from '../features/insights/contentClient';
import type { SiteSearch } from '../features/search/searchEngine';
import type { DraftPreview } from './draftPreview';

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
  /**
   * Set by the server when it renders a WordPress draft as a preview (at its article's address):
   * the root layout shows the Preview Banner first in <main>, under the header. Previews are
   * rendered on request, never cached, never indexed and served without the client's scripts.
   */
  preview?: DraftPreview;
  /**
   * On the server: the site search's index (server/searchIndex.ts), for /search?q=… rendered for
   * a visitor; null when there is none. The browser fetches /search-index.json.
   */
  searchIndex?: () => Promise<SiteSearch | null>;
}

export type { DraftPreview } from './draftPreview';

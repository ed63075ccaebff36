/**
 * WordPress draft previews: what the server tells the page about a draft it renders (in the
 * router's context, src/site/routerContext.ts), and why it refuses a preview link (the page at
 * `/preview?refused=<reason>`). Shared by the server and the routes.
 */

/**
 * Where WordPress's Preview button leads (`/preview?post=…&expires=…&signature=…`): the server
 * answers it itself, every time, so the page is not prerendered (src/entry-server.tsx).
 */
export const previewPath = '/preview';

/** A draft the server renders as a preview, at its article's address. */
export interface DraftPreview {
  /** The draft's title as WordPress has it. */
  title: string;
  /** When the link stops working, ISO 8601 UTC. */
  expiresAt: string;
  /**
   * WordPress's status of the post: 'draft' | 'pending' | 'publish' | 'future' | 'private' (a
   * published post previewed with unsaved changes is 'publish').
   */
  status: string;
}

/**
 * Why a preview link was refused, as `/preview?refused=` says it: `missing` (no signature or
 * expiry), `expired` (older than an hour), `tampered` (the signature does not match),
 * `not-found` (no such post in WordPress), `unavailable` (WordPress did not answer) and
 * `disabled` (the site has no WordPress webhook secret, so no previews).
 */
export const previewRefusals = [
  'missing',
  'expired',
  'tampered',
  'not-found',
  'unavailable',
  'disabled',
] as const;

export type PreviewRefusal = (typeof previewRefusals)[number];

/**
 * The reason a `refused` search value names; 'missing' (the reason of a bare /preview) for
 * anything else: none, an unknown or differently cased word, a repeated param, not a string.
 * Never throws, so any /preview address shows a page.
 */
export function readPreviewRefusal(value: unknown): PreviewRefusal {
  return previewRefusals.includes(value as PreviewRefusal) ? (value as PreviewRefusal) : 'missing';
}

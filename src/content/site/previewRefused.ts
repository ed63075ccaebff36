/**
 * /preview?refused=…: the page a WordPress draft preview link gets when it cannot be opened
 * (server/wordpress/preview.ts answers with it, with 403, or 404 or 503 where the status says
 * more), one set of words per reason. The editors who see it are the site's own: each says
 * what went wrong with the link and what to do in WordPress.
 */
import type { PreviewRefusal } from '../../site/draftPreview';
import { insightsPaths } from '../insights/paths';
import type { ContentLink, ContentMeta } from './navigation';

export interface PreviewRefusalWords {
  /** The decorative number: the HTTP status the server answers with. */
  status: '403' | '404' | '503';
  /** The page's h1. */
  title: string;
  /** What went wrong. */
  message: string;
  /** What to do about it. */
  nextStep: string;
}

export interface PreviewRefusedContent {
  meta: ContentMeta;
  /** The first way out (primary). */
  backHome: ContentLink;
  /** The second way out (secondary): the published articles. */
  insights: ContentLink;
  reasons: Record<PreviewRefusal, PreviewRefusalWords>;
}

export const previewRefused: PreviewRefusedContent = {
  meta: {
    title: 'Preview Unavailable',
    description:
      "This WordPress draft preview link can't be opened. Open the preview again from WordPress, or read the published articles on Insights.",
  },
  backHome: { label: 'Back to Home', href: '/' },
  insights: { label: 'Go to Insights', href: insightsPaths.landing },
  reasons: {
    missing: {
      status: '403',
      title: "This preview link can't be opened",
      message:
        "The link is incomplete: it has no signature or no expiry time, so the site can't tell that WordPress made it.",
      nextStep:
        'Open the draft in WordPress and press its Preview button: that makes a complete link.',
    },
    expired: {
      status: '403',
      title: 'This preview link has expired',
      message:
        'Preview links work for one hour after WordPress makes them, and this one has run out.',
      nextStep: 'Press Preview in WordPress again for a fresh link.',
    },
    tampered: {
      status: '403',
      title: 'This preview link has been changed',
      message:
        "Its signature doesn't match: the link was changed after WordPress made it, or only part of it was copied.",
      nextStep: 'Copy the whole link, or press Preview in WordPress again for a new one.',
    },
    'not-found': {
      status: '404',
      title: 'This draft no longer exists',
      message: 'WordPress has no post for this preview link: it was deleted or moved to the bin.',
      nextStep:
        'If it is in the bin, restore it in WordPress and press Preview again for a new link.',
    },
    unavailable: {
      status: '503',
      title: "This preview can't be shown right now",
      message:
        "WordPress didn't answer, so the draft can't be shown at the moment. Published pages are unaffected.",
      nextStep: 'Try again in a minute.',
    },
    disabled: {
      status: '403',
      title: 'Previews are not set up on this site',
      message:
        "Draft previews need the site's WordPress webhook secret, and this site has none, so no preview link can be opened.",
      nextStep:
        "Ask the site's administrator to set previews up: the steps are in the site's WordPress guide, which is not public.",
    },
  },
};

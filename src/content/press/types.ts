/**
 * The press room's content shapes: the
 * ten press releases, the media coverage, and the landing and media kit words.
 */
import type { ContentMeta } from '../site/navigation';

/** A news-wire press release. */
export interface PressRelease {
  /** URL segment: /press-room/press-releases/{slug}. Lowercase words joined by hyphens. */
  slug: string;
  /** The headline, in sentence case, up to about 90 characters. */
  title: string;
  /** Publication date, ISO 'YYYY-MM-DD'. */
  date: string;
  /** One or two sentences under the headline (also the page's meta description, cut at 160). */
  dek: string;
  /** The city the release is issued from, in capitals: 'LONDON', 'NEW YORK', 'ISTANBUL', 'DUBAI'. */
  dateline: string;
  /** Paragraphs of the body, in order: the lead (without the dateline, which the page adds), quotes, detail and the closing paragraph. Four to seven. */
  body: readonly string[];
  /** Three to five short facts a journalist can lift. */
  keyFacts: readonly string[];
}

/** A press release as the lists show it. */
export type PressReleaseSummary = Pick<PressRelease, 'slug' | 'title' | 'date' | 'dek'>;

/** What a release's own page adds to its entry in the lists. */
export type PressReleaseDetail = Pick<PressRelease, 'dateline' | 'body' | 'keyFacts'>;

/** A piece of media coverage of the agency, from an invented publication. */
export interface CoverageItem extends PressRelease {
  /** The publication's name (invented: never a real outlet). */
  publication: string;
  /** The reporter's byline ('Priya Natarajan'), or null for a staff piece. */
  author: string | null;
}

/** A piece of coverage as the lists show it. */
export type CoverageSummary = Pick<
  CoverageItem,
  'slug' | 'title' | 'date' | 'dek' | 'publication' | 'author'
>;

/** A figure of the media kit ('200+', 'brands served'). */
export interface PressFigure {
  value: string;
  label: string;
}

export interface PressRoomContent {
  meta: ContentMeta;
  hero: { eyebrow: string; title: string; lead: string };
  releases: { heading: string; intro: string };
  mediaKitCard: { heading: string; body: string; linkLabel: string };
  inTheNewsCard: { heading: string; allLabel: string };
  contactCard: { heading: string; body: string };
  social: { heading: string };
}

export interface MediaKitContent {
  meta: ContentMeta;
  hero: { eyebrow: string; title: string; lead: string };
  /** The boilerplate: a short one (one paragraph, for the end of an article) and a long one. */
  boilerplate: { heading: string; shortHeading: string; short: string; long: readonly string[] };
  /** Key facts and figures. */
  figures: { heading: string; items: readonly PressFigure[]; facts: readonly string[] };
  logos: { heading: string; intro: string; usage: readonly string[] };
  colours: { heading: string; intro: string };
  contact: { heading: string; body: string };
}

export interface PressIndexContent {
  meta: ContentMeta;
  hero: { eyebrow: string; title: string; lead: string };
}

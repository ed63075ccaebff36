/**
 * The bundled sample content of Insights, as an editor would enter it in WordPress: posts with
 * their terms, author and featured image. `server/` answers the WordPress REST paths from it
 * (in WordPress's own shape) when no WORDPRESS_URL is configured, and the seeding script puts
 * the same posts into a real WordPress for the tests, so both sources show the same site.
 */

/** A category or tag. `slug` is unique within its taxonomy. */
export interface SampleTerm {
  slug: string;
  name: string;
  description?: string;
}

export interface SampleAuthor {
  slug: string;
  name: string;
  /** Job title, as it would appear in the author's WordPress profile. */
  role: string;
}

/**
 * A featured image: a WebP picture rendered by scripts/assets/sample-images.mjs from `art`, shipped in
 * public/sample-media/ at 1600x900 (full), 1024x576 (large), 768x432 (medium_large) and
 * 300x169 (medium), named `{slug}.webp` and `{slug}-{width}x{height}.webp`.
 */
export interface SampleImage {
  /** File stem, e.g. 'attribution-finance-signs'. */
  slug: string;
  /** Alt text describing what the image shows. */
  alt: string;
  /** What the generated art shows (input of scripts/assets/sample-images.mjs). */
  art: SampleArt;
}

export type SampleArt =
  | { kind: 'bars'; values: number[]; accent: string }
  | { kind: 'line'; values: number[]; accent: string }
  | { kind: 'rings'; count: number; accent: string }
  | { kind: 'grid'; filled: number[]; accent: string }
  | { kind: 'waves'; accent: string };

export interface SamplePost {
  /** WordPress post id (stable: links to related posts use them). */
  id: number;
  slug: string;
  /** Site time, 'YYYY-MM-DDTHH:MM:SS', within 2025-01-01 .. 2026-11-20. */
  date: string;
  /** As typed in WordPress: may contain entities ('&amp;') and inline markup (<em>). */
  title: string;
  /** Hand-written excerpt (HTML, usually one <p>). */
  excerpt: string;
  /** The body, as WordPress stores rendered Gutenberg content (HTML). */
  content: string;
  /** Category slugs (first one is the post's main category). */
  categories: string[];
  /** Tag slugs. */
  tags: string[];
  /** Author slug. */
  author: string;
  /** The featured image, or null for a post without one. */
  image: SampleImage | null;
}

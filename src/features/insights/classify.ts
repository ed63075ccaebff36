/**
 * A post's pillar and sub-filter, derived from its words: keywords
 * of src/content/insights/pillars.ts looked for in the title, the excerpt, the body, the category
 * names and the tag names, in that order. The first match wins:
 *
 * 1. Fields are read in that order; an earlier field decides before a later one.
 * 2. In a field, a sub-filter's (specific) keyword beats a pillar's (broad) one; among equals,
 *    the pillar and sub-filter that come first in the taxonomy win.
 * 3. A post placed by a broad keyword takes the first of its pillar's sub-filters whose keyword
 *    appears in that field or a later one, else none.
 * 4. A post that matches nothing goes to the first pillar, without a sub-filter: every post has
 *    a pillar, so every card has a badge.
 *
 * Matching ignores case, markup, entities and punctuation, and is on whole words: 'AI' matches
 * 'AI-led' but not 'email'.
 */
import {
  type InsightPillar,
  type InsightSubfilter,
  insightPillars,
} from '../../content/insights/pillars';

export interface ClassifiableText {
  /** HTML or text, as WordPress renders it (`title.rendered`, …). */
  title: string;
  excerpt: string;
  content: string;
  categories: readonly string[];
  tags: readonly string[];
}

export interface Classification {
  pillar: InsightPillar;
  subfilter: InsightSubfilter | null;
}

/** Only the start of a very long body is read: its subject is stated early. */
const maxContentLength = 50_000;

/** Lower case words separated by single spaces, with a space at each end (for whole words). */
export function normaliseWords(text: string): string {
  const words = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[#a-z0-9]+;/gi, ' ')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  return ` ${words} `;
}

interface Keyworded<T> {
  item: T;
  words: string[];
}

const keyworded = <T extends { keywords: readonly string[] }>(item: T): Keyworded<T> => ({
  item,
  words: item.keywords.map((keyword) => normaliseWords(keyword)),
});

const pillars = insightPillars.map((pillar) => ({
  ...keyworded<InsightPillar>(pillar),
  subfilters: pillar.subfilters.map((subfilter) => keyworded<InsightSubfilter>(subfilter)),
}));

const mentions = (field: string, entry: Keyworded<unknown>) =>
  entry.words.some((words) => field.includes(words));

export function classifyPost(post: ClassifiableText): Classification {
  const fields = [
    post.title,
    post.excerpt,
    post.content.slice(0, maxContentLength),
    post.categories.join(' | '),
    post.tags.join(' | '),
  ].map(normaliseWords);

  for (const [index, field] of fields.entries()) {
    for (const pillar of pillars) {
      const subfilter = pillar.subfilters.find((entry) => mentions(field, entry));
      if (subfilter) return { pillar: pillar.item, subfilter: subfilter.item };
    }
    const pillar = pillars.find((entry) => mentions(field, entry));
    if (pillar) {
      const later = fields.slice(index);
      const subfilter = later
        .map((text) => pillar.subfilters.find((entry) => mentions(text, entry)))
        .find((entry) => entry !== undefined);
      return { pillar: pillar.item, subfilter: subfilter?.item ?? null };
    }
  }
  const [first] = insightPillars;
  if (!first) throw new Error('The insight taxonomy has no pillars');
  return { pillar: first, subfilter: null };
}

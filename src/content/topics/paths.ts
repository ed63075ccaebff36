/** The four topic guides: slugs and paths, light for routes and links. */

export const topicsPath = '/topics';

export const topicSlugs = [
  'performance-marketing',
  'web-analytics',
  'digital-media',
  'growth-marketing',
] as const;

export type TopicSlug = (typeof topicSlugs)[number];

export function isTopicSlug(value: string): value is TopicSlug {
  return (topicSlugs as ReadonlyArray<string>).includes(value);
}

/** '/topics/web-analytics'. */
export function topicPath(slug: TopicSlug): string {
  return `${topicsPath}/${slug}`;
}

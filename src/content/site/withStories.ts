/**
 * A list's entries (what its cards show), each with the story its own page adds, by slug: the
 * full items of press releases, coverage and case studies. A missing story fails when the module
 * loads (the build, the tests), not on a visitor's page.
 */
export function withStories<Entry extends { slug: string }, Story>(
  kind: string,
  entries: readonly Entry[],
  stories: Readonly<Record<string, Story>>,
): Array<Entry & Story> {
  return entries.map((entry) => {
    const story = stories[entry.slug];
    if (!story) throw new Error(`${kind} ${entry.slug} has no story`);
    return { ...entry, ...story };
  });
}

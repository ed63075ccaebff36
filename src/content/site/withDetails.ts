/**
 * A list's entries (what its cards show), each with the details its own page adds, by slug: the
 * full items of press releases, coverage, case studies and products. A missing entry's details
 * fail when the module loads (the build, the tests), not on a visitor's page.
 */
export function withDetails<Entry extends { slug: string }, Details>(
  kind: string,
  entries: readonly Entry[],
  details: Readonly<Record<string, Details>>,
): Array<Entry & Details> {
  return entries.map((entry) => {
    const found = details[entry.slug];
    if (!found) throw new Error(`${kind} ${entry.slug} has no details`);
    return { ...entry, ...found };
  });
}

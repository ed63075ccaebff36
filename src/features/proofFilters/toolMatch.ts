/**
 * What the tech stack page does with its filter state: matching and the count
 * line. The route's schema that reads the state from the URL is in `toolSearchParams.ts` (it ships in
 * the entry bundle; these ship with the page).
 */
import type { Tool } from '../../content/proof/tools';
import { toolCategoryName } from './toolSearchParams';

/** Search rule: case-insensitive substring of the trimmed text on name or description. */
export function matchesToolQuery(tool: Tool, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (needle === '') return true;
  return (
    tool.name.toLowerCase().includes(needle) || tool.description.toLowerCase().includes(needle)
  );
}

/** Both filters at once, keeping the list's order; All and unknown slugs keep every category. */
export function filterTools(
  tools: ReadonlyArray<Tool>,
  search: { q: string; category: string },
): Tool[] {
  const category = toolCategoryName(search.category);
  return tools.filter(
    (tool) =>
      (category === undefined || tool.category === category) && matchesToolQuery(tool, search.q),
  );
}

/** The count line, announced politely to screen readers as it changes. */
export function toolCountLine(shown: number, total: number): string {
  return `Showing ${shown} of ${total} tools`;
}

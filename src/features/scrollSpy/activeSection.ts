import { activeLine } from './offsets';

/** A section's edges in viewport coordinates (as from `getBoundingClientRect`). */
export interface SectionBox {
  id: string;
  top: number;
  bottom: number;
}

/**
 * The id of the current section: the one that spans `line` (its top at or above the line, its
 * bottom below it). Sections come in page order. Above the first section the first is current;
 * in a gap between two sections, and past the last, the last section above the line stays
 * current. `undefined` only for an empty list.
 */
export function activeSection(
  sections: ReadonlyArray<SectionBox>,
  line: number = activeLine,
): string | undefined {
  let passed: string | undefined;
  for (const section of sections) {
    if (section.top > line) break;
    if (section.bottom > line) return section.id;
    passed = section.id;
  }
  return passed ?? sections[0]?.id;
}

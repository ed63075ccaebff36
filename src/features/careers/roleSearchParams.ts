/**
 * The role filter of /careers as the route's search param `type`
 * (all, remote or hybrid), and the order of the roles. The URL is the single source of truth, so
 * a filtered list survives a reload and can be shared; the default (All) is not written into the
 * URL. The schema ships in the entry bundle (route search schemas are not code split); what the
 * page does with the value (order, filter, the buttons) is in `roleMatch.ts`, so the page's chunk
 * and the entry share no module.
 */
import * as v from 'valibot';
import { allRoleTypes, type RoleFilterValue, roleTypes } from '../../content/careers/roleTypes';
import { firstSearchString } from '../../site/searchParams';

/** A value from the URL if it names a filter (case-insensitive, trimmed), else All. */
function knownRoleType(value: unknown): RoleFilterValue {
  const wanted = firstSearchString(value).trim().toLowerCase();
  return roleTypes.find((type) => type === wanted) ?? allRoleTypes;
}

/**
 * The route's search schema. Never fails: odd values (unknown words, arrays, numbers, objects)
 * fall back to All; of repeated values (`?type=remote&type=hybrid`) the first counts.
 */
export const roleSearchSchema = v.object({
  type: v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value) => knownRoleType(value)),
    ),
    allRoleTypes,
  ),
});

export type RoleSearch = v.InferOutput<typeof roleSearchSchema>;

/** The default, stripped from URLs. */
export const roleSearchDefaults = { type: allRoleTypes } as const;

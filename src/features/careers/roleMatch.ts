/**
 * What the careers page does with its role filter: the
 * filter's field and buttons, and the order of the roles. The route's schema that reads the
 * value from the URL is in `roleSearchParams.ts`. Only types come from `careers.ts`.
 */
import type { JobRole } from '../../content/careers/careers';
import {
  allRoleTypes,
  type RoleFilterValue,
  roleFilterLabels,
  roleTypes,
} from '../../content/careers/roleTypes';

/** The search params, as the filter's field names. */
export const roleFields = { type: 'type' } as const;

/** The filter's buttons, in order: All, Remote, Hybrid. */
export const roleFilterOptions: ReadonlyArray<{ value: RoleFilterValue; label: string }> = (
  [allRoleTypes, ...roleTypes] as const
).map((value) => ({ value, label: roleFilterLabels[value] }));

/**
 * Order: pinned roles first, then by `lastUpdated`, newest first (title A–Z on the
 * same date, so the order never depends on the list's). Returns a new list.
 */
export function orderRoles<Role extends Pick<JobRole, 'isPinned' | 'lastUpdated' | 'title'>>(
  roles: ReadonlyArray<Role>,
): Role[] {
  return [...roles].sort(
    (a, b) =>
      Number(b.isPinned) - Number(a.isPinned) ||
      b.lastUpdated.localeCompare(a.lastUpdated) ||
      a.title.localeCompare(b.title, 'en'),
  );
}

/**
 * The roles of one type (a value the route's schema kept: 'all', 'remote' or 'hybrid'), in
 * display order; All shows every role.
 */
export function filterRoles<
  Role extends Pick<JobRole, 'isPinned' | 'lastUpdated' | 'title' | 'type'>,
>(roles: ReadonlyArray<Role>, type: RoleFilterValue): Role[] {
  return orderRoles(roles.filter((role) => type === allRoleTypes || role.type === type));
}

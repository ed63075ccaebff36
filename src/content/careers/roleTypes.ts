/**
 * The careers values the entry bundle needs: the
 * two role types of the Open Roles filter, the filter's labels and the careers paths. Their own
 * module: the /careers search schema (`features/careers/roleSearchParams.ts`), the apply links and the
 * job heads need them, and route search schemas and heads are not code split, so the fifteen
 * roles of `careers.ts` and their job descriptions should not follow them there.
 */

/** A role's type, as its filter slug: how the work is done (its `workModel`, lower case). */
export const roleTypes = ['remote', 'hybrid'] as const;

export type RoleType = (typeof roleTypes)[number];

/** The filter value that shows every role: the default, never written into the URL. */
export const allRoleTypes = 'all';

/** The filter's values, in the order of its buttons. */
export type RoleFilterValue = typeof allRoleTypes | RoleType;

/** The labels of the filter's buttons: All, Remote, Hybrid. */
export const roleFilterLabels: Readonly<Record<RoleFilterValue, string>> = {
  all: 'All',
  remote: 'Remote',
  hybrid: 'Hybrid',
};

/** The careers landing. */
export const careersPath = '/careers';

/** A role's page: 'web-analytics-manager-london' -> '/careers/web-analytics-manager-london'. */
export function jobPath(slug: string): string {
  return `${careersPath}/${slug}`;
}

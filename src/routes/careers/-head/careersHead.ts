/**
 * The head of the careers landing: the page and an ItemList of at most ten roles, with
 * its breadcrumb trail. Built in the route's loader, so the careers content is code-split with
 * the page.
 */
import { careersPage, jobRoles } from '../../../content/careers/careers';
import { rolesItemList } from '../../../features/careers/jobPosting';
import { orderRoles } from '../../../features/careers/roleMatch';
import type { PageMeta } from '../../../site/metadata';
import { breadcrumbList } from '../../../site/structuredData';
import { careersTrail } from './careersTrail';

export function careersHead(): PageMeta {
  const { meta } = careersPage;
  return {
    ...meta,
    path: '/careers',
    structuredData: [breadcrumbList(careersTrail), rolesItemList(orderRoles(jobRoles))],
  };
}

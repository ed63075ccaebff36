/**
 * Head tags of the careers pages (doc 2 §5): the landing lists at most ten roles as an ItemList;
 * a job page is a JobPosting (valid 90 days from the build) with its breadcrumb trail. Built in
 * the routes' loaders, so the careers content is code-split with the pages.
 */
import {
  careersPage,
  type JobDetail,
  type JobRole,
  jobMeta,
  jobRoles,
} from '../../../content/careers';
import { jobPath } from '../../../content/roleTypes';
import { jobPostingJsonLd, rolesItemList } from '../../../features/careers/jobPosting';
import { orderRoles } from '../../../features/careers/roleOrder';
import { pageHead } from '../../../site/metadata';
import { breadcrumbList } from '../../../site/structuredData';

const careersTrail = [
  { name: 'Home', path: '/' },
  { name: 'Careers', path: '/careers' },
];

export function careersHead() {
  const { meta } = careersPage;
  return pageHead({
    ...meta,
    path: '/careers',
    structuredData: [breadcrumbList(careersTrail), rolesItemList(orderRoles(jobRoles))],
  });
}

export function jobHead(role: JobRole, detail: JobDetail) {
  const path = jobPath(role.slug);
  return pageHead({
    ...jobMeta(detail),
    path,
    structuredData: [
      breadcrumbList([...careersTrail, { name: detail.title, path }]),
      jobPostingJsonLd(role, detail, { now: new Date() }),
    ],
  });
}

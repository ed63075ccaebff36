/**
 * The head of a job page: a JobPosting (valid for a fixed time after the role's own date, the
 * same whenever the page is built) with its breadcrumb trail. Apart from the landing's (`careersHead.ts`), so that a job page's chunk holds
 * none of the landing's words.
 */
import { type JobDetail, type JobRole, jobMeta } from '../../../content/careers/careers';
import { jobPath } from '../../../content/careers/roleTypes';
import { jobPostingJsonLd } from '../../../features/careers/jobPosting';
import type { PageMeta } from '../../../site/metadata';
import { breadcrumbList } from '../../../site/structuredData';
import { careersTrail } from './careersTrail';

export function jobHead(role: JobRole, detail: JobDetail): PageMeta {
  const path = jobPath(role.slug);
  return {
    ...jobMeta(detail),
    path,
    structuredData: [
      breadcrumbList([...careersTrail, { name: detail.title, path }]),
      jobPostingJsonLd(role, detail),
    ],
  };
}

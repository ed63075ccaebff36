/**
 * The Apply links of a job page: to the contact page with the job's
 * attribution, `ref=job`, `from` = the job's path and `label` = which button was used:
 * `job_apply_now` for the header's Apply Now, `job_{slug with underscores}` for the Ready to
 * Apply card. The contact page shows where the visitor came from and the lead records it, as for
 * every contact link (`site/contactLink.ts`). The labels are the spec's, so they keep their
 * underscores (a call to action's label, `ctaLabel`, would turn them into hyphens).
 */
import { jobPath } from '../../content/careers/roleTypes';
import { contactPath } from '../../site/contactLink';

/** Which Apply button: the one under the title, or the sticky Ready to Apply card's. */
export type ApplyPlacement = 'header' | 'card';

/** 'header' -> 'job_apply_now'; 'card' on 'web-analytics-manager-london' -> 'job_web_analytics_manager_london'. */
export function jobApplyLabel(slug: string, placement: ApplyPlacement): string {
  return placement === 'header' ? 'job_apply_now' : `job_${slug.replace(/-/g, '_')}`;
}

/** `/contact?ref=job&from=%2Fcareers%2F{slug}&label=…` for an Apply button of a job page. */
export function jobApplyHref(slug: string, placement: ApplyPlacement): string {
  const query = new URLSearchParams({
    ref: 'job',
    from: jobPath(slug),
    label: jobApplyLabel(slug, placement),
  });
  return `${contactPath}?${query.toString()}`;
}

import type { Story, StoryDefault } from '@ladle/react';
import { type Job, jobPath } from '../../src/content/careers/careers';
import { findJob } from '../../src/content/careers/jobDetails';
import { jobNotFound } from '../../src/content/careers/jobNotFound';
import { JobPage } from '../../src/pages/JobPage/JobPage';
import { NotFound } from '../../src/sections/NotFound/NotFound';
import { SiteLayout } from '../../src/sections/Shell/SiteLayout';

export default { title: 'Pages / Job' } satisfies StoryDefault;

function job(slug: string): Job {
  const entry = findJob(slug);
  if (!entry) throw new Error(`No job '${slug}'`);
  return entry;
}

const director = job('new-business-client-director-london');
const manager = job('performance-marketing-manager');

/**
 * /careers/new-business-client-director-london: Compensation first, with base salary,
 * commission and package.
 */
export const WithCompensation: Story = () => (
  <SiteLayout pathname={jobPath(director.role.slug)}>
    <JobPage role={director.role} detail={director.detail} />
  </SiteLayout>
);
WithCompensation.storyName = 'With compensation and commission';

/**
 * /careers/performance-marketing-manager (Istanbul): a base range in euros, and Commission
 * 'Does not apply to this role', as the careers FAQ promises every job page says.
 */
export const WithoutCommission: Story = () => (
  <SiteLayout pathname={jobPath(manager.role.slug)}>
    <JobPage role={manager.role} detail={manager.detail} />
  </SiteLayout>
);

/**
 * /careers/no-such-role, or any slug that is not a listed role (a filled role's, once it leaves
 * the list): status 404 from the server and this page, with one way out, back to the roles (no
 * Go Back).
 */
export const JobNotFound: Story = () => (
  <SiteLayout pathname={jobPath('no-such-role')}>
    <NotFound
      title={jobNotFound.title}
      message={jobNotFound.body}
      backHomeLabel={jobNotFound.back.label}
      homeHref={jobNotFound.back.href}
      backIcon="back"
    />
  </SiteLayout>
);
JobNotFound.storyName = 'Job Not Found';

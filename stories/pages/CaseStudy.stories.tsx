import type { Story, StoryDefault } from '@ladle/react';
import { caseStudies } from '../../src/content/proof/caseDetails';
import { type CaseStudy, casePath, casesPage } from '../../src/content/proof/casePages';
import { CasePage } from '../../src/pages/CasePage/CasePage';
import { NotFound } from '../../src/sections/NotFound/NotFound';
import { SiteLayout } from '../../src/sections/Shell/SiteLayout';

export default { title: 'Pages / Case Study' } satisfies StoryDefault;

function study(slug: string): CaseStudy {
  const entry = caseStudies.find((item) => item.slug === slug);
  if (!entry) throw new Error(`No case study '${slug}'`);
  return entry;
}

const northfield = study('northfield-industrial-sql-growth');
const lanternfield = study('lanternfield-trial-to-paid');

/** /proof/cases/northfield-industrial-sql-growth: industry, region and objective badges. */
export const WithRegion: Story = () => (
  <SiteLayout pathname={casePath(northfield.slug)}>
    <CasePage study={northfield} />
  </SiteLayout>
);
WithRegion.storyName = 'Northfield Industrial, with region';

/** /proof/cases/lanternfield-trial-to-paid: no region, so two badges. */
export const WithoutRegion: Story = () => (
  <SiteLayout pathname={casePath(lanternfield.slug)}>
    <CasePage study={lanternfield} />
  </SiteLayout>
);
WithoutRegion.storyName = 'Lanternfield, without region';

/**
 * /proof/cases/{unknown slug}: status 404 from the server and this page, with one way out, back
 * to the list (no Go Back).
 */
export const CaseStudyNotFound: Story = () => (
  <SiteLayout pathname="/proof/cases/not-a-case">
    <NotFound
      title={casesPage.notFound.title}
      message={casesPage.notFound.body}
      backHomeLabel={casesPage.notFound.back.label}
      homeHref={casesPage.notFound.back.href}
      backIcon="back"
    />
  </SiteLayout>
);

import type { Story, StoryDefault } from '@ladle/react';
import { type ServicePageData, serviceTrail } from '../../src/content/services/details';
import { serviceCard, servicesDisclaimer } from '../../src/content/services/details/card';
import { page as executiveAdvisory } from '../../src/content/services/details/executiveGrowthAdvisory';
import { page as userAcquisition } from '../../src/content/services/details/userAcquisition';
import { servicePath } from '../../src/content/services/paths';
import { ServicePage } from '../../src/pages/ServicePage/ServicePage';
import { SiteLayout } from '../../src/sections/Shell/SiteLayout';

export default { title: 'Pages / Service' } satisfies StoryDefault;

function Service({ page }: { page: ServicePageData['page'] }) {
  const data = { card: serviceCard(page.slug), page, disclaimer: servicesDisclaimer };
  return (
    <SiteLayout pathname={servicePath(page.slug)}>
      <ServicePage {...data} trail={serviceTrail(data)} />
    </SiteLayout>
  );
}

/** /services/user-acquisition: four example outcomes, four steps, the FAQ, Scale My Acquisition. */
export const Standard: Story = () => <Service page={userAcquisition} />;
Standard.storyName = 'User acquisition';

/**
 * /services/executive-growth-advisory: outcomes in words (Board-aligned OKRs, Faster GTM,
 * De-risk spend), the four advisory steps, five questions, Schedule Executive Discussion.
 */
export const ExecutiveAdvisory: Story = () => <Service page={executiveAdvisory} />;
ExecutiveAdvisory.storyName = 'Executive growth advisory';

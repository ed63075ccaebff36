import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { caseStudies } from '../../src/content/proof/caseDetails';
import { casesPage } from '../../src/content/proof/casePages';
import { filterCases } from '../../src/features/proofFilters/caseMatch';
import { allIndustries } from '../../src/features/proofFilters/caseSearchParams';
import { CasesPage } from '../../src/pages/CasesPage/CasesPage';
import { SiteLayout } from '../../src/sections/Shell/SiteLayout';

export default { title: 'Pages / Case Studies' } satisfies StoryDefault;

/** The case studies with the industry held in the story (on the site it is the URL's query). */
function Cases({
  industry = allIndustries,
  initiallyShown,
}: {
  industry?: string;
  initiallyShown?: number;
}) {
  const [chosen, setChosen] = useState(industry);
  return (
    <SiteLayout pathname={casesPage.path}>
      <CasesPage
        cases={filterCases(caseStudies, { industry: chosen })}
        total={caseStudies.length}
        industry={chosen}
        onIndustryChange={setChosen}
        initiallyShown={initiallyShown}
      />
    </SiteLayout>
  );
}

/** /proof/cases: All Industries, six of the eight cards, and Load More Case Studies. */
export const AllIndustries: Story = () => <Cases />;

/** ?industry=financial-services: Calderbrook Benefits and Selvi Bank, two of eight. */
export const FinancialServices: Story = () => <Cases industry="financial-services" />;
FinancialServices.storyName = 'Financial Services only';

/** All eight cards shown, as after pressing Load More Case Studies: the button has gone. */
export const AllShown: Story = () => <Cases initiallyShown={8} />;
AllShown.storyName = 'All eight shown';

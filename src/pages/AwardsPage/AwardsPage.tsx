import { awards } from '../../content/proof/awards';
import { awardsPage } from '../../content/proof/awardsPage';
import { proofAreaNames, proofTrails } from '../../content/proof/proof';
import { AwardList } from '../../sections/AwardList/AwardList';
import { CtaBand } from '../../sections/CtaBand/CtaBand';
import { Hero } from '../../sections/Hero/Hero';
import { PageBreadcrumbs } from '../../sections/PageBreadcrumbs/PageBreadcrumbs';

/**
 * The awards page (/proof/awards): the three awards of the shared awards module,
 * each with 'View Award' to the programme's page in a new tab, then 'See Case Studies' and
 * 'Book a Strategy Session'.
 */
export function AwardsPage() {
  const { hero, list, cta, path } = awardsPage;
  return (
    <>
      <Hero
        breadcrumbs={<PageBreadcrumbs trail={proofTrails.area(proofAreaNames.awards, path)} />}
        eyebrow={hero.eyebrow}
        title={hero.title}
        highlight={hero.highlight}
        lead={hero.lead}
      />
      <AwardList heading={list.heading} intro={list.intro} awards={awards} tone="body" />
      <CtaBand
        heading={cta.heading}
        body={cta.body}
        actions={[cta.cases, cta.strategySession]}
        tone="surface"
      />
    </>
  );
}

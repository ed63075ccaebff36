import { proofHub } from '../../content/proof/hub';
import { AwardList } from '../../sections/AwardList/AwardList';
import { CtaBand } from '../../sections/CtaBand/CtaBand';
import { Hero } from '../../sections/Hero/Hero';
import { type LinkCard, LinkCardGrid } from '../../sections/LinkCardGrid/LinkCardGrid';

const areaCards: LinkCard[] = proofHub.areas.cards.map((card) => ({
  title: card.title,
  body: card.description,
  href: card.href,
}));

/**
 * The proof hub body (/proof): cards to the five proof areas, the awards with their
 * external 'View Award' links, and a strategy session call to action with a link to the cases.
 */
export function ProofPage() {
  const { hero, areas, awards, cta } = proofHub;
  return (
    <>
      <Hero eyebrow={hero.eyebrow} title={hero.title} highlight={hero.highlight} lead={hero.lead} />
      <LinkCardGrid
        heading={areas.heading}
        intro={areas.intro}
        cards={areaCards}
        linkLabel={areas.linkLabel}
        columns={3}
        tone="surface"
      />
      <AwardList heading={awards.heading} intro={awards.intro} awards={awards.items} tone="body" />
      <CtaBand
        heading={cta.heading}
        body={cta.body}
        actions={[cta.strategySession, cta.cases]}
        tone="surface"
      />
    </>
  );
}

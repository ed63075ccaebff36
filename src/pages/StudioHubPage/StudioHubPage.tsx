import { studioHub } from '../../content/studio/studio';
import { CtaBand } from '../../sections/CtaBand/CtaBand';
import { Hero } from '../../sections/Hero/Hero';
import { KeyPoints } from '../../sections/KeyPoints/KeyPoints';
import { LinkCardGrid } from '../../sections/LinkCardGrid/LinkCardGrid';

/**
 * The Studio hub body (/studio): the four studio cards, how Studio works and a
 * consultation call to action, from `src/content/studio/studio.ts`.
 */
export function StudioHubPage() {
  const { hero, cards, approach, cta, consultation } = studioHub;
  return (
    <>
      <Hero
        eyebrow={hero.eyebrow}
        title={hero.title}
        highlight={hero.highlight}
        lead={hero.lead}
        actions={[consultation]}
      />
      <LinkCardGrid
        heading={cards.heading}
        intro={cards.intro}
        cards={cards.items}
        linkLabel={cards.linkLabel}
        columns={2}
        tone="surface"
      />
      <KeyPoints
        heading={approach.heading}
        intro={approach.intro}
        points={approach.points}
        tone="body"
      />
      <CtaBand heading={cta.heading} body={cta.body} actions={[consultation]} tone="surface" />
    </>
  );
}

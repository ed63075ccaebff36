import { Link } from '../../components/Link/Link';
import { insightsLanding } from '../../content/insights/landing';
import { insightsPaths } from '../../content/insights/paths';
import { CtaBand } from '../../sections/CtaBand/CtaBand';
import { Hero } from '../../sections/Hero/Hero';
import { LinkCardGrid } from '../../sections/LinkCardGrid/LinkCardGrid';

/**
 * The Insights landing (/insights): two cards, Articles and Reports, the RSS feed of both under
 * them, and a strategy session call to action.
 */
export function InsightsPage() {
  const { hero, sections, cta } = insightsLanding;
  return (
    <>
      <Hero eyebrow={hero.eyebrow} title={hero.title} highlight={hero.highlight} lead={hero.lead} />
      <LinkCardGrid
        heading={sections.heading}
        intro={sections.intro}
        cards={sections.cards}
        columns={2}
        tone="surface"
        note={
          <Link href={insightsPaths.feed} type="application/rss+xml" variant="subtle">
            {sections.feedLink}
          </Link>
        }
      />
      <CtaBand heading={cta.heading} body={cta.body} actions={[cta.action]} tone="body" />
    </>
  );
}

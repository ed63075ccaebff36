import type { StudioPageContent } from '../../content/studio/studio';
import { CtaBand } from '../../sections/CtaBand/CtaBand';
import { FeatureGrid } from '../../sections/FeatureGrid/FeatureGrid';
import { Hero } from '../../sections/Hero/Hero';
import { KeyPoints } from '../../sections/KeyPoints/KeyPoints';
import { PageBreadcrumbs } from '../../sections/PageBreadcrumbs/PageBreadcrumbs';
import { Principles } from '../../sections/Principles/Principles';

export interface StudioPageProps {
  /** One of `studioPages` from `src/content/studio/studio.ts`. */
  page: StudioPageContent;
}

/**
 * A Studio sub-page body (/studio/ai-lab, /creative, /tiktok, /creator-studio):
 * breadcrumbs and hero with the consultation button, three feature cards, how a sprint runs,
 * what is delivered and a closing call to action with a link back to the Studio hub.
 */
export function StudioPage({ page }: StudioPageProps) {
  const { hero, features, process, deliverables, cta, consultation, backLink } = page;
  return (
    <>
      <Hero
        breadcrumbs={<PageBreadcrumbs trail={page.trail} />}
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        actions={[consultation]}
      />
      <FeatureGrid
        heading={features.heading}
        intro={features.intro}
        features={features.items}
        columns={3}
        numbered
        tone="surface"
      />
      <Principles
        heading={process.heading}
        intro={process.intro}
        principles={process.steps}
        tone="body"
      />
      <KeyPoints
        heading={deliverables.heading}
        intro={deliverables.intro}
        points={deliverables.points}
        tone="surface"
      />
      <CtaBand
        heading={cta.heading}
        body={cta.body}
        actions={[consultation, backLink]}
        tone="body"
      />
    </>
  );
}

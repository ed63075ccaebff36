import { useId } from 'react';
import {
  connect,
  cta,
  globalScale,
  hero,
  howWeWork,
  philosophy,
  whoWeAre,
} from '../../content/company/about';
import { CtaBand } from '../../sections/CtaBand/CtaBand';
import { GlobalPresence } from '../../sections/GlobalPresence/GlobalPresence';
import { Hero } from '../../sections/Hero/Hero';
import { KeyPoints } from '../../sections/KeyPoints/KeyPoints';
import { PageSection } from '../../sections/PageSection/PageSection';
import { ProseSection } from '../../sections/ProseSection/ProseSection';
import { SectionHeader } from '../../sections/SectionHeader/SectionHeader';
import { SocialLinks } from '../../sections/SocialLinks/SocialLinks';
import { contactAction } from '../../site/contactLink';

/**
 * The About page body, served at /company and /company/about (`path`: where its
 * contact call to action says the visitor came from).
 */
export function AboutPage({ path = '/company/about' }: { path?: '/company' | '/company/about' }) {
  const connectId = useId();
  return (
    <>
      <Hero variant="page" eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} />
      <ProseSection heading={whoWeAre.heading} paragraphs={whoWeAre.paragraphs} tone="surface" />
      <KeyPoints
        heading={howWeWork.heading}
        intro={howWeWork.intro}
        points={howWeWork.bullets}
        tone="body"
      />
      <GlobalPresence
        heading={globalScale.heading}
        intro={globalScale.body}
        figures={globalScale.figures}
        cities={globalScale.cities}
        tone="surface"
      />
      <ProseSection
        heading={philosophy.heading}
        statement={philosophy.quote}
        paragraphs={philosophy.paragraphs}
        tone="body"
      />
      <PageSection tone="surface" labelledBy={connectId}>
        <SectionHeader id={connectId} heading={connect.heading} intro={connect.intro} />
        <SocialLinks links={connect.links} aria-label={connect.listLabel} />
      </PageSection>
      <CtaBand heading={cta.heading} body={cta.body} actions={[contactAction(path, cta.action)]} />
    </>
  );
}

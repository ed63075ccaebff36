import { useId } from 'react';
import {
  connect,
  cta,
  globalScale,
  hero,
  howWeWork,
  philosophy,
  whoWeAre,
} from '../../content/about';
import { contactAction } from '../../site/contactLink';
import { CtaBand } from '../CtaBand/CtaBand';
import { GlobalPresence } from '../GlobalPresence/GlobalPresence';
import { Hero } from '../Hero/Hero';
import { KeyPoints } from '../KeyPoints/KeyPoints';
import { PageSection } from '../PageSection/PageSection';
import { ProseSection } from '../ProseSection/ProseSection';
import { SectionHeader } from '../SectionHeader/SectionHeader';
import { SocialLinks } from '../SocialLinks/SocialLinks';

/**
 * The About page body (doc 2 §1), served at /company and /company/about (`path`: where its
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

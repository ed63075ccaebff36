import { useId } from 'react';
import { connect, globalScale, hero, howWeWork, philosophy, whoWeAre } from '../../content/about';
import { contactAction } from '../../site/contactLink';
import { CtaBand } from '../CtaBand/CtaBand';
import { GlobalPresence } from '../GlobalPresence/GlobalPresence';
import { Hero } from '../Hero/Hero';
import { KeyPoints } from '../KeyPoints/KeyPoints';
import { PageSection } from '../PageSection/PageSection';
import { ProseSection } from '../ProseSection/ProseSection';
import { SectionHeader } from '../SectionHeader/SectionHeader';
import { SocialLinks } from '../SocialLinks/SocialLinks';

/** The closing call to action of the About page. */
const aboutCta = {
  heading: 'Build your growth system with us',
  body: 'Tell us where growth is stuck. A senior strategist will reply within 24 hours with a first view of what a Growth OS pilot could change.',
  action: 'Contact us',
} as const;

/**
 * The About page body (doc 2 §1), served at /company and /company/about (`path`: where its
 * contact call to action says the visitor came from).
 */
export function AboutPage({ path = '/company/about' }: { path?: '/company' | '/company/about' }) {
  const connectId = useId();
  return (
    <>
      <Hero variant="page" eyebrow="Company" title={hero.title} lead={hero.lead} />
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
        <SocialLinks links={connect.links} aria-label="Response on social media" />
      </PageSection>
      <CtaBand
        heading={aboutCta.heading}
        body={aboutCta.body}
        actions={[contactAction(path, aboutCta.action)]}
      />
    </>
  );
}

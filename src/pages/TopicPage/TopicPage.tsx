import type { TopicPageData } from '../../content/topics/details';
import { topicPageLabels } from '../../content/topics/details/labels';
import { topicPath } from '../../content/topics/paths';
import { CtaBand } from '../../sections/CtaBand/CtaBand';
import { Faq } from '../../sections/Faq/Faq';
import { FeatureGrid } from '../../sections/FeatureGrid/FeatureGrid';
import { Hero } from '../../sections/Hero/Hero';
import { KeyPoints } from '../../sections/KeyPoints/KeyPoints';
import { LinkCardGrid } from '../../sections/LinkCardGrid/LinkCardGrid';
import { PageBreadcrumbs } from '../../sections/PageBreadcrumbs/PageBreadcrumbs';
import { StepFlow } from '../../sections/StepFlow/StepFlow';
import { TldrBox } from '../../sections/TldrBox/TldrBox';
import { contactAction } from '../../site/contactLink';
import type { Crumb } from '../../site/structuredData';

export interface TopicPageProps extends TopicPageData {
  /** Home, Topics, the topic. */
  trail: ReadonlyArray<Crumb>;
}

/**
 * A topic guide (/topics/{slug}): the TL;DR, three key facts, what we do, how it
 * works in four steps, two related services, a three-question FAQ (one answer open at a time)
 * and a closing call to action to the contact page with the guide as its source.
 */
export function TopicPage({ card, page, related, trail }: TopicPageProps) {
  const labels = topicPageLabels;
  return (
    <>
      <Hero
        breadcrumbs={<PageBreadcrumbs trail={trail} />}
        eyebrow={labels.eyebrow}
        title={card.title}
        lead={card.description}
      />
      <TldrBox summary={page.tldr} />
      <KeyPoints heading={labels.keyFacts} intro={page.keyFactsIntro} points={card.keyFacts} />
      <FeatureGrid
        heading={labels.whatWeDo}
        intro={page.whatWeDo.intro}
        features={page.whatWeDo.items}
        columns={3}
        numbered
      />
      <StepFlow
        heading={labels.howItWorks}
        intro={page.howItWorks.intro}
        steps={page.howItWorks.steps}
        tone="surface"
      />
      <LinkCardGrid
        heading={labels.relatedServices}
        intro={labels.relatedServicesIntro}
        cards={related}
        linkLabel={labels.viewService}
        columns={2}
      />
      <Faq heading={labels.faq} items={page.faq} tone="surface" />
      <CtaBand
        heading={page.cta.heading}
        body={page.cta.body}
        actions={[contactAction(topicPath(card.id), page.cta.label)]}
      />
    </>
  );
}

import type { ServicePageData } from '../../content/services/details';
import { servicePageLabels } from '../../content/services/details/labels';
import { serviceContactHref } from '../../content/services/paths';
import { Actions } from '../../sections/Actions/Actions';
import { CtaBand } from '../../sections/CtaBand/CtaBand';
import { Faq } from '../../sections/Faq/Faq';
import { FeatureGrid } from '../../sections/FeatureGrid/FeatureGrid';
import { Hero } from '../../sections/Hero/Hero';
import { OutcomeChips } from '../../sections/OutcomeChips/OutcomeChips';
import { PageBreadcrumbs } from '../../sections/PageBreadcrumbs/PageBreadcrumbs';
import { ProseSection } from '../../sections/ProseSection/ProseSection';
import { StepFlow } from '../../sections/StepFlow/StepFlow';
import type { Crumb } from '../../site/structuredData';

export interface ServicePageProps extends ServicePageData {
  /** Home, Services, the service. */
  trail: ReadonlyArray<Crumb>;
}

/**
 * A service page (/services/{slug}): the hero with the example outcome
 * chips and the call to action, Key Outcomes, What We Do, How It Works in four numbered steps,
 * the case studies link with the outcomes caveat, the FAQ and the closing call to action. Both
 * calls to action lead to the contact page with `from` = the service's slug and its label.
 */
export function ServicePage({ card, page, disclaimer, trail }: ServicePageProps) {
  const labels = servicePageLabels;
  const contact = { label: page.cta.label, href: serviceContactHref(page.slug) };
  return (
    <>
      <Hero
        breadcrumbs={<PageBreadcrumbs trail={trail} />}
        eyebrow={page.eyebrow}
        title={card.title}
        lead={card.description}
        actions={[contact]}
      >
        <OutcomeChips
          label={labels.exampleOutcomes}
          outcomes={card.exampleOutcomes}
          note={labels.chipsNote}
        />
      </Hero>
      <FeatureGrid
        heading={labels.keyOutcomes}
        intro={page.outcomesIntro}
        features={card.outcomes.map((outcome) => ({
          title: outcome.title,
          body: outcome.body ?? '',
        }))}
        columns={3}
        tone="surface"
      />
      <FeatureGrid
        heading={labels.whatWeDo}
        intro={page.whatWeDo.intro}
        features={page.whatWeDo.items}
        columns={page.whatWeDo.items.length % 3 === 0 ? 3 : 2}
        numbered
      />
      <StepFlow
        heading={labels.howItWorks}
        intro={page.howItWorks.intro}
        steps={page.howItWorks.steps}
        tone="surface"
      />
      <ProseSection heading={page.proof.heading} paragraphs={[page.proof.body, disclaimer]}>
        <Actions
          actions={[
            { label: labels.viewCaseStudies, href: labels.casesHref, variant: 'secondary' },
          ]}
        />
      </ProseSection>
      <Faq heading={labels.faq} items={page.faq} tone="surface" />
      <CtaBand heading={page.cta.heading} body={page.cta.body} actions={[contact]} />
    </>
  );
}

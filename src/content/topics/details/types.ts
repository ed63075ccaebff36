import type { FaqEntry } from '../../../sections/Faq/Faq';
import type { Feature } from '../../../sections/FeatureGrid/FeatureGrid';
import type { FlowStep } from '../../../sections/StepFlow/StepFlow';
import type { ServiceSlug } from '../../services/paths';
import type { ContentMeta } from '../../site/navigation';
import type { TopicSlug } from '../paths';

/**
 * One topic guide. Title, description and the three key facts are
 * the topic's card (`src/content/topics/topics.ts`); the related services are named by slug and drawn
 * from the services' own cards.
 */
export interface TopicPageContent {
  slug: TopicSlug;
  meta: ContentMeta;
  /** TL;DR: the guide in two or three sentences, specific enough to be worth reading alone. */
  tldr: string;
  /** Key Facts: one sentence under the heading (the facts are the card's `keyFacts`). */
  keyFactsIntro: string;
  /** What We Do: exactly six items. */
  whatWeDo: {
    intro: string;
    items: readonly [Feature, Feature, Feature, Feature, Feature, Feature];
  };
  /** How It Works: exactly four steps. */
  howItWorks: { intro: string; steps: readonly [FlowStep, FlowStep, FlowStep, FlowStep] };
  /** Related Services: two service pages. */
  relatedServices: readonly [ServiceSlug, ServiceSlug];
  /** Exactly three questions. */
  faq: readonly [FaqEntry, FaqEntry, FaqEntry];
  /** The closing call to action (the contact link carries `from` = the topic's path). */
  cta: { heading: string; body: string; label: string };
}

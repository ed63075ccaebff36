import type { FaqEntry } from '../../../sections/Faq/Faq';
import type { Feature } from '../../../sections/FeatureGrid/FeatureGrid';
import type { FlowStep } from '../../../sections/StepFlow/StepFlow';
import type { ContentMeta } from '../../site/navigation';
import type { ServiceSlug } from '../paths';

/**
 * One service page. The facts the /services card
 * shows too (title, description, example outcomes, outcomes, tags) are not here: the page reads
 * them from the card (`src/content/services/services.ts`), so each is written once.
 */
export interface ServicePageContent {
  slug: ServiceSlug;
  /**
   * The description for search and social cards (to 160 characters). The page's title is the
   * service's one name (`serviceNames.ts`), which the head reads; the brand suffix is added by
   * `pageTitle`.
   */
  meta: Pick<ContentMeta, 'description'>;
  /** schema.org `serviceType` ('Performance marketing'). */
  serviceType: string;
  /** The practice the service belongs to, above the title ('Acquire'). */
  eyebrow: string;
  /** Key Outcomes: one sentence under the heading. */
  outcomesIntro: string;
  /** What We Do: an intro sentence and four to six activities (title and one or two sentences). */
  whatWeDo: { intro: string; items: ReadonlyArray<Feature> };
  /** How It Works: an intro sentence and exactly four numbered steps; `meta` is the pace. */
  howItWorks: { intro: string; steps: readonly [FlowStep, FlowStep, FlowStep, FlowStep] };
  /** The band with the View Case Studies link: a heading and one or two sentences. */
  proof: { heading: string; body: string };
  /** Four to six questions (executive advisory: exactly five). */
  faq: ReadonlyArray<FaqEntry>;
  /** The closing call to action; `label` is the button text and says what happens next. */
  cta: { heading: string; body: string; label: string };
}

import {
  differentiators,
  layerLabel,
  overviewArchitecture,
  overviewCta,
  overviewDifferentiators,
  overviewHero,
  overviewLayers,
  overviewSteps,
  products,
  steps,
} from '../../content/growthOs';
import { CtaBand } from '../CtaBand/CtaBand';
import { FeatureGrid } from '../FeatureGrid/FeatureGrid';
import { Hero } from '../Hero/Hero';
import { LayerStack } from '../LayerStack/LayerStack';
import { StepFlow } from '../StepFlow/StepFlow';

/**
 * The Growth OS overview body (/growth-os, doc 1 §2.5): the four-layer architecture top down,
 * How It Works in three steps, four differentiators, the modules and products with onward
 * links, and a closing call to action. Content from `src/content/growthOs.ts`.
 */
export function GrowthOsPage() {
  return (
    <>
      <Hero
        variant="page"
        eyebrow={overviewHero.eyebrow}
        title={overviewHero.title}
        highlight={overviewHero.highlight}
        lead={overviewHero.lead}
        actions={overviewHero.actions}
      />
      <LayerStack
        eyebrow={overviewArchitecture.eyebrow}
        heading={overviewArchitecture.heading}
        intro={overviewArchitecture.intro}
        layers={overviewLayers.map((layer) => ({
          name: layer.overviewName,
          label: layerLabel(layer),
          role: layer.role,
          description: layer.description,
        }))}
        tone="surface"
      />
      <StepFlow
        eyebrow={overviewSteps.eyebrow}
        heading={overviewSteps.heading}
        intro={overviewSteps.intro}
        steps={steps}
        footnote={overviewSteps.footnote}
        tone="body"
      />
      <FeatureGrid
        eyebrow={overviewDifferentiators.eyebrow}
        heading={overviewDifferentiators.heading}
        intro={overviewDifferentiators.intro}
        features={differentiators.map((item) => ({
          title: item.title,
          eyebrow: item.proof,
          body: item.body,
        }))}
        columns={4}
        tone="surface"
      />
      <FeatureGrid
        eyebrow={products.eyebrow}
        heading={products.heading}
        intro={products.intro}
        features={products.items}
        columns={2}
        actions={products.links}
        tone="body"
      />
      <CtaBand
        heading={overviewCta.heading}
        body={overviewCta.body}
        actions={overviewCta.actions}
        tone="surface"
      />
    </>
  );
}

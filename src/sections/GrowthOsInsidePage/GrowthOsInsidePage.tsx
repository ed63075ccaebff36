import {
  differentiators,
  insideCta,
  insideDifferentiators,
  insideHero,
  insideLayers,
  insideSteps,
  insideTrail,
  layerLabel,
  layers,
  products,
  steps,
} from '../../content/growthOs';
import { CtaBand } from '../CtaBand/CtaBand';
import { FeatureGrid } from '../FeatureGrid/FeatureGrid';
import { Hero } from '../Hero/Hero';
import { LayerStack } from '../LayerStack/LayerStack';
import { PageBreadcrumbs } from '../PageBreadcrumbs/PageBreadcrumbs';
import { StepFlow } from '../StepFlow/StepFlow';

/**
 * The Growth OS inside page body (/services/growth-os, doc 1 §2.6): breadcrumbs, the four
 * layers from the foundation up with three feature chips each, the Design, Activate, Learn
 * flow, the four differentiators, the modules and products, and the two contact buttons.
 * Content from `src/content/growthOs.ts`.
 */
export function GrowthOsInsidePage() {
  return (
    <>
      <Hero
        variant="page"
        breadcrumbs={<PageBreadcrumbs trail={insideTrail} />}
        eyebrow={insideHero.eyebrow}
        title={insideHero.title}
        highlight={insideHero.highlight}
        lead={insideHero.lead}
        actions={insideHero.actions}
      />
      <LayerStack
        eyebrow={insideLayers.eyebrow}
        heading={insideLayers.heading}
        intro={insideLayers.intro}
        layers={layers.map((layer) => ({
          name: layer.name,
          label: layerLabel(layer),
          role: layer.role,
          description: layer.description,
          chips: layer.features,
        }))}
        tone="surface"
      />
      <StepFlow
        eyebrow={insideSteps.eyebrow}
        heading={insideSteps.heading}
        intro={insideSteps.intro}
        steps={steps}
        footnote={insideSteps.footnote}
        tone="body"
      />
      <FeatureGrid
        eyebrow={insideDifferentiators.eyebrow}
        heading={insideDifferentiators.heading}
        intro={insideDifferentiators.intro}
        features={differentiators.map((item) => ({
          title: item.title,
          eyebrow: item.proof,
          body: item.body,
        }))}
        columns={4}
        numbered
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
        heading={insideCta.heading}
        body={insideCta.body}
        actions={insideCta.actions}
        tone="surface"
      />
    </>
  );
}

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
  overviewArchitecture,
  overviewCta,
  overviewDifferentiators,
  overviewHero,
  overviewLayers,
  overviewSteps,
  products,
  steps,
} from '../../content/growth-os/growthOs';
import { CtaBand } from '../../sections/CtaBand/CtaBand';
import { FeatureGrid } from '../../sections/FeatureGrid/FeatureGrid';
import { Hero } from '../../sections/Hero/Hero';
import { LayerStack } from '../../sections/LayerStack/LayerStack';
import { PageBreadcrumbs } from '../../sections/PageBreadcrumbs/PageBreadcrumbs';
import { StepFlow } from '../../sections/StepFlow/StepFlow';

/** What differs between the two Growth OS pages; the sections and their order are the same. */
const views = {
  /** /growth-os: the architecture top down, without chips or breadcrumbs. */
  overview: {
    hero: overviewHero,
    trail: undefined,
    layersText: overviewArchitecture,
    layers: overviewLayers.map((layer) => ({
      name: layer.overviewName,
      label: layerLabel(layer),
      role: layer.role,
      description: layer.description,
    })),
    stepsText: overviewSteps,
    differentiatorsText: overviewDifferentiators,
    numbered: false,
    cta: overviewCta,
  },
  /** /services/growth-os: breadcrumbs, the layers from the foundation up with chips. */
  inside: {
    hero: insideHero,
    trail: insideTrail,
    layersText: insideLayers,
    layers: layers.map((layer) => ({
      name: layer.name,
      label: layerLabel(layer),
      role: layer.role,
      description: layer.description,
      chips: layer.features,
    })),
    stepsText: insideSteps,
    differentiatorsText: insideDifferentiators,
    numbered: true,
    cta: insideCta,
  },
} as const;

export type GrowthOsView = keyof typeof views;

/**
 * The body of the Growth OS pages: `overview` (/growth-os) and `inside`
 * (/services/growth-os). Both have the four-layer architecture, How It Works in
 * three steps (Design, Activate, Learn), the four differentiators, the modules and products
 * with onward links, and a closing call to action. Content from `src/content/growth-os/growthOs.ts`.
 */
export function GrowthOsPage({ view = 'overview' }: { view?: GrowthOsView }) {
  const page = views[view];
  return (
    <>
      <Hero
        variant="page"
        breadcrumbs={page.trail && <PageBreadcrumbs trail={page.trail} />}
        eyebrow={page.hero.eyebrow}
        title={page.hero.title}
        highlight={page.hero.highlight}
        lead={page.hero.lead}
        actions={page.hero.actions}
      />
      <LayerStack
        eyebrow={page.layersText.eyebrow}
        heading={page.layersText.heading}
        intro={page.layersText.intro}
        layers={page.layers}
        tone="surface"
      />
      <StepFlow
        eyebrow={page.stepsText.eyebrow}
        heading={page.stepsText.heading}
        intro={page.stepsText.intro}
        steps={steps}
        footnote={page.stepsText.footnote}
        tone="body"
      />
      <FeatureGrid
        eyebrow={page.differentiatorsText.eyebrow}
        heading={page.differentiatorsText.heading}
        intro={page.differentiatorsText.intro}
        features={differentiators.map((item) => ({
          title: item.title,
          eyebrow: item.proof,
          body: item.body,
        }))}
        columns={4}
        numbered={page.numbered}
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
        heading={page.cta.heading}
        body={page.cta.body}
        actions={page.cta.actions}
        tone="surface"
      />
    </>
  );
}

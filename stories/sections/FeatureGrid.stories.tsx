import type { Story, StoryDefault } from '@ladle/react';
import {
  differentiators,
  insideDifferentiators,
  layerLabel,
  layers,
  products,
  steps,
} from '../../src/content/growthOs';
import { FeatureGrid } from '../../src/sections/FeatureGrid/FeatureGrid';

export default { title: 'Sections / FeatureGrid' } satisfies StoryDefault;

/** The four Growth OS differentiators, each with its proof point, four across on desktops. */
export const Differentiators: Story = () => (
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
    tone="surface"
  />
);

/** Numbered cards, three across: the Design, Activate, Learn steps. */
export const NumberedThreeColumns: Story = () => (
  <FeatureGrid
    heading="Design, Activate, Learn"
    features={steps.map((step) => ({ title: step.title, body: step.body }))}
    columns={3}
    numbered
  />
);

/** Cards with chips and labels: the four layers, two across, on the surface tone. */
export const WithChips: Story = () => (
  <FeatureGrid
    heading="Four layers, one system"
    features={layers.map((layer) => ({
      title: layer.name,
      eyebrow: layerLabel(layer),
      body: layer.description,
      chips: layer.features,
    }))}
    columns={2}
    tone="surface"
  />
);

/** Two cards with long chip lists and calls to action under the grid. */
export const WithActions: Story = () => (
  <FeatureGrid
    eyebrow={products.eyebrow}
    heading={products.heading}
    intro={products.intro}
    features={products.items}
    columns={2}
    actions={products.links}
  />
);

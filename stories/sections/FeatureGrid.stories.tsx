import type { Story, StoryDefault } from '@ladle/react';
import {
  differentiators,
  insideDifferentiators,
  layerLabel,
  layers,
  products,
  steps,
} from '../../src/content/growth-os/growthOs';
import { FeatureGrid } from '../../src/sections/FeatureGrid/FeatureGrid';
import { docsStory } from '../support/docs';

export default { title: 'Sections / Feature Grid' } satisfies StoryDefault;

/** The four Growth OS differentiators, each with its proof point, four across on desktops. */
export const FourColumnsWithEyebrows: Story = () => (
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

export const Documentation = docsStory({
  name: 'Feature Grid',
  source: ['src/sections/FeatureGrid'],
  purpose: (
    <p>
      A section of parallel points as cards: what makes Growth OS different, why a product matters,
      what a studio does. Each card has a title and a short paragraph, and can add a label above the
      title, a number, or chips under the text.
    </p>
  ),
  whenToUse: [
    'Two to eight points of equal weight that a visitor compares or scans: differentiators, capabilities, reasons to choose us.',
    'Two columns for cards with chips or longer text, three for most grids, four for short cards with a proof point each.',
  ],
  whenNotToUse: [
    'When each card leads to its own page: use Link Card Grid.',
    'For Growth OS modules with features, use case and outcome: use Module Grid.',
    'For steps that happen in order: use Step Flow. Numbers on a Feature Grid are only a visual rhythm.',
    'For one-line points: use Key Points.',
  ],
  states: [
    {
      name: 'Four columns with eyebrows',
      story: FourColumnsWithEyebrows,
      description:
        'The Growth OS differentiators on the surface tone (the cards are raised): each card’s label is its proof point (“70% faster deployment”).',
    },
    {
      name: 'Numbered three columns',
      story: NumberedThreeColumns,
      description: 'numbered adds a decorative 01, 02, 03 above each title.',
    },
    {
      name: 'With chips',
      story: WithChips,
      description: 'Chips under each paragraph name its features; two columns leave them room.',
    },
    {
      name: 'With actions',
      story: WithActions,
      description:
        'Calls to action under the grid (the actions prop draws them with Actions): primary first.',
    },
  ],
  keyboard:
    'Nothing inside the cards is focusable: Tab passes the grid by and reaches the actions under it, when there are any (then Enter follows the focused link).',
  screenReader: [
    'A region named by its heading (“What makes Growth OS different, region”; the heading is level 2), then a list with one item per card.',
    'Each card’s title is a level 3 heading; its label is read just before it, its paragraph and chips (a list) after.',
    'The numbers of a numbered grid are decorative (aria-hidden): the list already says “3 items”.',
  ],
  withoutJavaScript: (
    <p>Nothing needs JavaScript: cards and actions are in the prerendered page.</p>
  ),
  dosAndDonts: [
    {
      do: 'Cards of the same kind and length, each with a concrete title (“Plug & Play”) and one short paragraph.',
      dont: 'Mix a feature, a quote and a statistic in one grid, or make one card three times longer than the rest.',
    },
    {
      do: 'Numbered only when the order means something to the reader; otherwise leave numbers off.',
      dont: 'Use numbers for steps the visitor must follow: screen readers do not hear them. Use Step Flow.',
    },
  ],
});

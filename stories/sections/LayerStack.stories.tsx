import type { Story, StoryDefault } from '@ladle/react';
import {
  growthOsInsidePath,
  insideLayers,
  layerLabel,
  layers,
  overviewArchitecture,
  overviewLayers,
} from '../../src/content/growth-os/growthOs';
import { LayerStack } from '../../src/sections/LayerStack/LayerStack';
import { docsStory } from '../support/docs';

export default { title: 'Sections / Layer Stack' } satisfies StoryDefault;

/** The overview's architecture (/growth-os): Intelligence/AI on top, no chips, one onward link. */
export const FourLayersWithAction: Story = () => (
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
    actions={[{ label: 'Look Inside Growth OS', href: growthOsInsidePath, variant: 'secondary' }]}
  />
);

/** The inside page (/services/growth-os): the foundation first, three feature chips per layer. */
export const WithChips: Story = () => (
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
  />
);

/** Two layers without labels, on the body tone (bands on the surface colour). */
export const TwoLayersOnBody: Story = () => (
  <LayerStack
    heading="Where the pilot plugs in"
    layers={layers.slice(0, 2).map((layer) => ({
      name: layer.name,
      role: layer.role,
      description: layer.description,
      chips: layer.features,
    }))}
    tone="body"
  />
);

export const Documentation = docsStory({
  name: 'Layer Stack',
  source: ['src/sections/LayerStack'],
  purpose: (
    <p>
      The Growth OS architecture as a diagram that is also text: one full-width band per layer,
      stacked in the order given, each with its place in the stack, its name, a one-line role, a
      description and optional feature chips. A miniature of the stack on each band shows where that
      layer sits.
    </p>
  ),
  whenToUse: [
    'To explain a system built in layers, where each layer rests on the one below: the Growth OS architecture on /growth-os (Intelligence/AI on top) and /services/growth-os (the foundation first, with chips).',
    'Two to five layers; the order of the list is the order of the diagram.',
  ],
  whenNotToUse: [
    'For steps that happen one after another: use Step Flow.',
    'For parallel items with no order: use Feature Grid.',
    'For the modules inside the layers: use Module Grid.',
  ],
  states: [
    {
      name: 'Four layers with action',
      story: FourLayersWithAction,
      description:
        'As on /growth-os: Intelligence/AI on top, each band labelled with its layer number, no chips; here with a secondary action under the stack.',
    },
    {
      name: 'With chips',
      story: WithChips,
      description:
        'As on /services/growth-os: Infrastructure first, three feature chips per layer.',
    },
    {
      name: 'Two layers on body',
      story: TwoLayersOnBody,
      description:
        'Two layers without labels on the body tone: the bands switch to the surface colour so they still stand out.',
    },
  ],
  keyboard:
    'Nothing inside the bands is focusable: Tab passes the stack by and reaches the actions under it, when there are any (then Enter follows the focused link).',
  screenReader: [
    'A region named by its heading (“The four-layer architecture, region”; the heading is level 2).',
    'The bands are an ordered list (“list, 4 items”), so the position in the stack is announced too. Each layer’s name is a level 3 heading, with its label (“Layer 4”) read just before it.',
    'The chips are a list named for their layer (“Infrastructure features, list, 3 items”).',
    'The miniature stacks and the dashed connectors between bands are decorative (aria-hidden).',
  ],
  withoutJavaScript: <p>Nothing needs JavaScript: the diagram is HTML and inline SVG.</p>,
  dosAndDonts: [
    {
      do: 'Say in the intro which way the stack reads (top down or from the foundation up), and label each layer with its number.',
      dont: 'Reorder the layers between pages without saying so: “Layer 1” must be the same layer everywhere.',
    },
    {
      do: 'One line of role and two or three sentences of description per layer.',
      dont: 'Use the bands for a timeline or a process: their order means “rests on”, not “comes after”.',
    },
  ],
});

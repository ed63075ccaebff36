import type { Story, StoryDefault } from '@ladle/react';
import {
  growthOsInsidePath,
  insideLayers,
  layerLabel,
  layers,
  overviewArchitecture,
  overviewLayers,
} from '../../src/content/growthOs';
import { LayerStack } from '../../src/sections/LayerStack/LayerStack';

export default { title: 'Sections / LayerStack' } satisfies StoryDefault;

/** The overview's architecture (/growth-os): Intelligence/AI on top, no chips, one onward link. */
export const Overview: Story = () => (
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

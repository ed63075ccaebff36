import type { Story, StoryDefault } from '@ladle/react';
import { brandColours } from '../../src/content/press/mediaKitAssets';
import { BrandColours } from '../../src/sections/BrandColours/BrandColours';
import { docsStory } from '../support/docs';

export default { title: 'Sections / Brand Colours' } satisfies StoryDefault;

/** The six brand colours of the media kit, taken from the design tokens. */
export const Palette: Story = () => (
  <BrandColours colours={brandColours} aria-label="Brand colours" />
);

/** The first two, as a short list wraps. */
export const Two: Story = () => (
  <BrandColours colours={brandColours.slice(0, 2)} aria-label="Brand colours" />
);
Two.storyName = 'Two colours';

export const Documentation = docsStory({
  name: 'Brand Colours',
  source: ['src/sections/BrandColours'],
  purpose: (
    <p>
      The brand’s colours for people who reproduce the logo or lay out a story: a swatch, the name,
      the hex and RGB values as text to copy, and where the colour is used. Values come from the
      design tokens (tokens/palette.ts), so the kit follows the site.
    </p>
  ),
  whenToUse: ['In the media kit.'],
  whenNotToUse: [
    'To document the design tokens for designers: the Foundations / Colour page shows every token with its contrast.',
  ],
  states: [
    {
      name: 'Palette',
      story: Palette,
      description: 'Six colours: two, three and six columns by width.',
    },
    { name: 'Two colours', story: Two, description: 'A shorter list keeps the column width.' },
  ],
  keyboard: 'Nothing to operate: the values are text to select and copy.',
  screenReader: [
    'A list named “Brand colours”; each item reads its name, hex, RGB and use. The swatch is hidden, as it tells nothing the text does not.',
  ],
  withoutJavaScript: <p>Works fully: it is static HTML and CSS.</p>,
  dosAndDonts: [
    {
      do: 'Take the values from the tokens.',
      dont: 'Type a hex value into the content: it will drift from the site.',
    },
  ],
});

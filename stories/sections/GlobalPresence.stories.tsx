import type { Story, StoryDefault } from '@ladle/react';
import { globalScale } from '../../src/content/company/about';
import { GlobalPresence } from '../../src/sections/GlobalPresence/GlobalPresence';
import { docsStory } from '../support/docs';

export default { title: 'Sections / Global Presence' } satisfies StoryDefault;

/** "Global Scale. Local Impact" on the About page: figures and the four cities. */
export const FourFiguresAndFourCities: Story = () => (
  <GlobalPresence
    heading={globalScale.heading}
    intro={globalScale.body}
    figures={globalScale.figures}
    cities={globalScale.cities}
    tone="surface"
  />
);

export const Documentation = docsStory({
  name: 'Global Presence',
  source: ['src/sections/GlobalPresence'],
  purpose: (
    <p>
      Where the agency works and at what scale: a heading and intro, the headline figures (office
      cities, brands, countries, media managed), then the cities themselves with what each team
      does. It answers “can they work in my market?”.
    </p>
  ),
  whenToUse: [
    'Once, on the About page, between how we work and our philosophy.',
    'Three or four figures that describe reach, and the cities behind them.',
  ],
  whenNotToUse: [
    'For results achieved for clients: use Stats Band, with its footnote.',
    'For addresses, phone numbers and map links: the offices cards of the Site Shell (Global Offices) show those on every page.',
    'For the cities alone inside another section: use City List.',
  ],
  states: [
    {
      name: 'Four figures and four cities',
      story: FourFiguresAndFourCities,
      description:
        'The About page on the surface tone: four figures in a row (three columns when there are fewer than four) above London, New York, Istanbul and Dubai.',
    },
  ],
  keyboard: 'Nothing to operate: no links or controls, so Tab passes the section by.',
  screenReader: [
    'A region named by its heading (“Global Scale. Local Impact, region”; the heading is level 2).',
    'Two named lists follow: “Key figures, list, 4 items”, where each figure is read with its label (“200+ Brands”), then “Office cities, list, 4 items”.',
    'Each city is a level 3 heading, so heading navigation lists them; the pin icons are decorative.',
  ],
  withoutJavaScript: <p>Nothing needs JavaScript: it is text in the prerendered page.</p>,
  dosAndDonts: [
    {
      do: 'Label every figure with what it counts (“$600M+ In media managed”) and keep the figures consistent with the rest of the site.',
      dont: 'Show a bare number (“90+”), or a figure here that differs from the same one on the home page.',
    },
  ],
});

import type { Story, StoryDefault } from '@ladle/react';
import { aboutCities } from '../../src/content/company/offices';
import { CityList } from '../../src/sections/CityList/CityList';
import { docsStory } from '../support/docs';

export default { title: 'Sections / City List' } satisfies StoryDefault;

/** The About page's four cities, under a section heading. */
export const FourCities: Story = () => (
  <section aria-labelledby="cities-heading">
    <h2 id="cities-heading" style={{ marginBlockEnd: '1.5rem' }}>
      Our offices
    </h2>
    <CityList cities={aboutCities} aria-label="Office cities" />
  </section>
);

export const Documentation = docsStory({
  name: 'City List',
  source: ['src/sections/CityList'],
  purpose: (
    <p>
      The cities the agency works from, each a small card with a pin, the city’s name and one line
      on what the team there does. A part of a section, not a section of its own: it brings no
      heading or band.
    </p>
  ),
  whenToUse: [
    'Inside a section that already has a heading, to say where the teams are and what each does (Global Presence on the About page uses it under its figures).',
  ],
  whenNotToUse: [
    'For addresses, phone numbers and map links: use the offices cards of the Site Shell (Global Offices).',
    'As a section on its own: use Global Presence, which adds the heading, intro and figures.',
  ],
  states: [
    {
      name: 'Four cities',
      story: FourCities,
      description:
        'London, New York, Istanbul and Dubai: four across on desktops, two on tablets, one on phones.',
    },
  ],
  keyboard: 'Nothing to operate: the list holds no links or controls, so Tab passes it by.',
  screenReader: [
    'A list named by its aria-label (“Office cities, list, 4 items”). Give it a name that says what the cities are.',
    'Each city is a level 3 heading (headingLevel={4} under an h3), so heading navigation lists the cities; its role follows as a paragraph.',
    'The pin icon is decorative and not read.',
  ],
  withoutJavaScript: <p>Nothing needs JavaScript: it is text in the prerendered page.</p>,
  dosAndDonts: [
    {
      do: 'One line per city on what the team there does (“Creative production, AI Lab engineering”).',
      dont: 'Repeat the city’s address or a generic line (“Our office in Dubai”): the name already says that.',
    },
  ],
});

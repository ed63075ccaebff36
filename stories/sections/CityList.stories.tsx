import type { Story, StoryDefault } from '@ladle/react';
import { aboutCities } from '../../src/content/offices';
import { CityList } from '../../src/sections/CityList/CityList';

export default { title: 'Sections / CityList' } satisfies StoryDefault;

/** The About page's four cities, under a section heading. */
export const FourCities: Story = () => (
  <section aria-labelledby="cities-heading">
    <h2 id="cities-heading" style={{ marginBlockEnd: '1.5rem' }}>
      Our offices
    </h2>
    <CityList cities={aboutCities} aria-label="Office cities" />
  </section>
);

import type { Story, StoryDefault } from '@ladle/react';
import type { ReactNode } from 'react';
import { techStackPage } from '../../src/content/proof/techStackPage';
import { type Tool, tools } from '../../src/content/proof/tools';
import { cardGrid } from '../../src/sections/PageSection/cardGrid.css';
import { ToolCard } from '../../src/sections/ToolCard/ToolCard';
import { docsStory } from '../support/docs';

export default { title: 'Sections / Tool Card' } satisfies StoryDefault;

const { usedInLabel } = techStackPage;

function tool(name: string): Tool {
  const entry = tools.find((item) => item.name === name);
  if (!entry) throw new Error(`No tool '${name}'`);
  return entry;
}

/** A card as the tech stack holds it: an item of a list, one of four columns (about 17 rem). */
function OneCard({ children }: { children: ReactNode }) {
  return (
    <ul aria-label="Tools" style={{ listStyle: 'none', margin: 0, padding: 0, maxWidth: '17rem' }}>
      {children}
    </ul>
  );
}

/** Google Ads: used in three services, the most a tool lists. */
export const ThreeServices: Story = () => (
  <OneCard>
    <ToolCard tool={tool('Google Ads')} usedInLabel={usedInLabel} />
  </OneCard>
);

/** Screaming Frog SEO Spider: one service. */
export const OneService: Story = () => (
  <OneCard>
    <ToolCard tool={tool('Screaming Frog SEO Spider')} usedInLabel={usedInLabel} />
  </OneCard>
);

/** The longest name, in the longest category: Marketing Cloud Account Engagement. */
export const LongName: Story = () => (
  <OneCard>
    <ToolCard tool={tool('Marketing Cloud Account Engagement')} usedInLabel={usedInLabel} />
  </OneCard>
);

/** One tool of each category, and a second long one, in the tech stack's four-column grid. */
export const GridOfEight: Story = () => (
  <ul aria-label="Tools" className={cardGrid} data-columns={4}>
    {[
      'Google Ads',
      'Google Analytics 4',
      'Screaming Frog SEO Spider',
      'Optimizely',
      'n8n',
      'Google Tag Manager',
      'Klaviyo',
      'Marketing Cloud Account Engagement',
    ].map((name) => (
      <ToolCard key={name} tool={tool(name)} usedInLabel={usedInLabel} />
    ))}
  </ul>
);
GridOfEight.storyName = 'Grid of eight';

export const Documentation = docsStory({
  name: 'Tool Card',
  source: ['src/sections/ToolCard'],
  purpose: (
    <p>
      One tool of the agency’s tech stack: its category, its name as its vendor writes it (text,
      never the vendor’s logo), one sentence on what it is for and the services where the agency
      uses it. Nothing on it is a link or a control.
    </p>
  ),
  whenToUse: [
    'In the tech stack catalogue (/proof/tech-stack), as an item of a four-column card grid (Filterable List with columns={4}).',
    'as="article" for a single tool beside a case study or a service page.',
  ],
  whenNotToUse: [
    'For the agency’s own products and modules: use Product Card or Module Grid, which link to their pages.',
    'For partner or certification badges: listing a tool claims no partnership, and the card has no place for logos on purpose.',
    'For integrations of a product: a Tag List of names in the product’s page is enough.',
  ],
  states: [
    {
      name: 'Three services',
      story: ThreeServices,
      description:
        'The category (a neutral badge), the name (a level 3 heading), the description in muted text, and “Used in:” with one to three services as a tag list, pushed to the bottom of the card.',
    },
    {
      name: 'One service',
      story: OneService,
      description: 'Most tools name one service. A tool with none would show no “Used in” line.',
    },
    {
      name: 'Long name',
      story: LongName,
      description:
        'The name wraps, and an unbroken word breaks anywhere rather than overflow. The category badge does not wrap: “Lifecycle & Marketing Automation” is the widest one and needs most of a narrow column.',
    },
    {
      name: 'Grid of eight',
      story: GridOfEight,
      description:
        'Four columns from the desktop width, two on tablets, one on phones; cards of a row share its height, so the “Used in” lines sit at the same place.',
    },
  ],
  keyboard:
    'Nothing to operate: the card, its badge and its tags are text. Tab passes over the whole grid to the next link or control.',
  screenReader: [
    'Each card is an item of the list (“Tools, list, 103 items” on the full tech stack). The category badge is read first, before the name.',
    'The name is a level 3 heading, so heading navigation moves from tool to tool; it lands on the name, after the category.',
    '“Used in:” is read as text, then a list named “Used in: Google Ads” (“Used in: Google Ads, list, 3 items”), so the words “Used in” are heard twice.',
  ],
  withoutJavaScript: (
    <p>Plain HTML and CSS: the card looks and reads the same without JavaScript.</p>
  ),
  dosAndDonts: [
    {
      do: 'Write the name as the vendor writes it today, and give a former name in the description (“formerly Pardot”), so search finds either.',
      dont: 'Add the vendor’s logo or brand colour: it reads as an endorsement, and a hundred logos drown the text.',
    },
    {
      do: 'One factual sentence of at most 140 characters: what the tool is for.',
      dont: 'Praise the tool or claim a partnership (“certified”, “premier”) that the agency cannot show.',
    },
  ],
});

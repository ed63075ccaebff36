import type { Story, StoryDefault } from '@ladle/react';
import { proofHub } from '../../src/content/proof';
import { studioHub } from '../../src/content/studio';
import { LinkCardGrid } from '../../src/sections/LinkCardGrid/LinkCardGrid';

export default { title: 'Sections / LinkCardGrid' } satisfies StoryDefault;

/** The Studio hub's four cards (title, subtitle, body, link), two columns on desktop. */
export const StudioHub: Story = () => (
  <LinkCardGrid
    heading={studioHub.cards.heading}
    intro={studioHub.cards.intro}
    cards={studioHub.cards.items}
    columns={2}
    tone="surface"
  />
);

/** The proof hub's five cards without subtitles, three columns on desktop. */
export const ProofAreas: Story = () => (
  <LinkCardGrid
    heading={proofHub.areas.heading}
    intro={proofHub.areas.intro}
    cards={proofHub.areas.cards.map((card) => ({
      title: card.title,
      body: card.description,
      href: card.href,
    }))}
    columns={3}
  />
);

/** Two cards with their own link labels and a long subtitle, plus an action under the grid. */
export const CustomLabels: Story = () => (
  <LinkCardGrid
    eyebrow="Keep exploring"
    heading="Where to go next"
    cards={[
      {
        title: 'Growth OS',
        subtitle: 'The modular operating system behind every engagement, from data to creative',
        body: 'Four layers of architecture, nine modules and one view of what drives revenue.',
        href: '/growth-os',
        linkLabel: 'See the system',
      },
      {
        title: 'Insights',
        body: 'Perspectives and research on performance marketing, AI and growth leadership.',
        href: '/insights',
        linkLabel: 'Read the latest',
      },
    ]}
    columns={2}
    actions={[{ label: 'All services', href: '/services', variant: 'secondary' }]}
  />
);

import type { Story, StoryDefault } from '@ladle/react';
import { TagList } from '../../src/components/TagList/TagList';
import { docsStory } from '../support/docs';

export default { title: 'Components / Tag List' } satisfies StoryDefault;

/** Feature chips, as on a Growth OS layer: a real list, each label a badge. */
export const NeutralTone: Story = () => (
  <TagList
    aria-label="Features of the Intelligence layer"
    tags={['Predictive audiences', 'AI-assisted bidding', 'Creative scoring']}
  />
);

/** The modules of a combination, in the accent tone. */
export const AccentTone: Story = () => (
  <TagList
    tone="accent"
    aria-label="Modules in the Full-Funnel Stack"
    tags={['SignalOS', 'Attribution Core', 'Funnel Architect', 'AI Boost']}
  />
);

/** A service's example outcomes, in the positive tone (as on a service card). */
export const PositiveTone: Story = () => (
  <TagList
    tone="positive"
    aria-label="Example outcomes of User Acquisition"
    tags={['-35% CAC in 90 days', '900% ROAS', '60% conversion lift']}
  />
);

/** Many labels wrap onto new lines (a product's integrations) at any width. */
export const Wrapping: Story = () => (
  <div style={{ maxWidth: '22rem' }}>
    <TagList
      aria-label="Integrations"
      tags={[
        'Google Ads',
        'Meta Ads',
        'TikTok Ads',
        'LinkedIn Ads',
        'GA4',
        'BigQuery',
        'Salesforce',
        'HubSpot',
        'Shopify',
      ]}
    />
  </div>
);

export const Documentation = docsStory({
  name: 'Tag List',
  source: ['src/components/TagList'],
  purpose: (
    <p>
      A wrapping row of short labels (features, modules, outcomes, integrations) marked up as a real
      list, each label a Badge. It describes; it does nothing when pressed.
    </p>
  ),
  whenToUse: [
    'Three to a dozen short facts about one thing that visitors scan rather than read: a layer’s features, a stack’s modules, a product’s integrations, an award’s categories.',
    'Neutral for plain facts, accent for the parts of a combination, positive for outcomes.',
  ],
  whenNotToUse: [
    'Labels the visitor can press to filter: use Filter Chips.',
    'Links to other pages: use Link, or a list of links.',
    'A sentence, or a figure that needs its context: write it out, or use Stat List for figures.',
    'A single status next to a title: use Badge.',
  ],
  states: [
    {
      name: 'Neutral tone',
      story: NeutralTone,
      description: 'The default (tone="neutral"): a layer’s features.',
    },
    {
      name: 'Accent tone',
      story: AccentTone,
      description: 'The modules in a combination, in the brand colour.',
    },
    {
      name: 'Positive tone',
      story: PositiveTone,
      description: 'Example outcomes on a service card, in the positive (green) tone.',
    },
    {
      name: 'Wrapping',
      story: Wrapping,
      description:
        'Labels wrap onto new lines at any width, in the order given; a label never breaks across lines.',
    },
  ],
  keyboard: 'Nothing to operate: the tags are text, so Tab passes over them.',
  screenReader: [
    'A list with its name and size: “Modules in the Full-Funnel Stack, list, 4 items”. Name every list, with aria-label or aria-labelledby pointing at a visible heading (the service cards’ “Example outcomes”).',
    'Each tag is read as a list item; tone is colour only and is not announced, so the words must carry the meaning.',
    'An empty list renders nothing, so no empty list is announced.',
  ],
  withoutJavaScript: <p>Everything works: it is a plain list in the page’s HTML.</p>,
  dosAndDonts: [
    {
      do: 'One to three words per tag, in the order that matters most.',
      dont: 'Sentences in tags, or tags that repeat the heading above them.',
    },
    {
      do: 'Name the list after what the tags are: “Integrations”, “Modules in the Full-Funnel Stack”.',
      dont: 'Tags that look like buttons and do nothing: visitors will try to press them.',
    },
  ],
});

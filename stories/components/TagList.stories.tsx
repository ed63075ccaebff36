import type { Story, StoryDefault } from '@ladle/react';
import { TagList } from '../../src/components/TagList/TagList';

export default { title: 'Components / TagList' } satisfies StoryDefault;

/** Feature chips, as on a Growth OS layer: a real list, each label a badge. */
export const FeatureChips: Story = () => (
  <TagList
    aria-label="Features of the Intelligence layer"
    tags={['Predictive audiences', 'AI-assisted bidding', 'Creative scoring']}
  />
);

/** The modules of a combination, in the accent tone. */
export const Modules: Story = () => (
  <TagList
    tone="accent"
    aria-label="Modules in the Full-Funnel Stack"
    tags={['SignalOS', 'Attribution Core', 'Funnel Architect', 'AI Boost']}
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

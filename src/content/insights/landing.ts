/**
 * /insights: the landing's words, its own module so that no other page ships them.
 */
import { contactAction } from '../../site/contactLink';
import type { ContentMeta } from '../site/navigation';

export const insightsLanding = {
  meta: {
    title: 'Insights: growth marketing articles and reports',
    description:
      'Articles and reports from Response on performance marketing, AI, analytics and growth leadership, written from work with 200+ brands in 90+ countries.',
  } satisfies ContentMeta,
  hero: {
    eyebrow: 'Insights',
    title: 'Thinking you can put to work on Monday.',
    highlight: 'on Monday.',
    lead: 'What we learn running growth systems for 200+ brands in 90+ countries, written up for the people who own the number: strategy and playbooks in the articles, benchmarks and research in the reports.',
  },
  sections: {
    heading: 'Read by format',
    intro: 'Every piece is written by the strategists, analysts and engineers who did the work.',
    cards: [
      {
        title: 'Articles',
        subtitle: 'Strategy, playbooks and field notes',
        body: 'Performance marketing, AI and marketing transformation, analytics, scaling and leadership: filter by pillar, topic or tag, or search for what you are working on.',
        href: '/insights/articles',
        linkLabel: 'Read articles',
      },
      {
        title: 'Reports',
        subtitle: 'Benchmarks, studies and research',
        body: 'Longer pieces with the data behind them: spend and efficiency benchmarks, adoption studies and research you can take to the board.',
        href: '/insights/reports',
        linkLabel: 'Browse reports',
      },
    ],
    /** The quiet link under the cards, to the RSS feed (/insights/feed.xml). */
    feedLink: 'RSS feed of articles and reports',
  },
  cta: {
    heading: 'Want this thinking applied to your numbers?',
    body: 'A strategy session starts from your funnel, your channels and your targets, not from a template.',
    action: contactAction('/insights', 'Book a Strategy Session'),
  },
};

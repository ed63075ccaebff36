/**
 * The words of the Insights RSS feed (/insights/feed.xml, src/features/insights/insightsFeed.ts):
 * its channel's title, which the Insights pages' heads also give their link to it, and its
 * description.
 */
export const insightsFeedTexts = {
  title: 'Response Insights',
  description:
    'Every article and report from Response Insights, newest first: performance marketing, AI, analytics, growth and marketing leadership, from the teams running growth for 200+ brands.',
} as const;

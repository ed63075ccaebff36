import { createFileRoute } from '@tanstack/react-router';
import { InsightsPage } from '../../pages/InsightsPage/InsightsPage';
import { loaderHead, loadPageHead } from '../../site/loaderHead';

/** /insights: the Insights landing, two cards to the articles and the reports. */
export const Route = createFileRoute('/insights/')({
  // The head builder comes with a client-side load only (the prerendered page has its head).
  loader: async () => ({
    head: await loadPageHead((await import('./-head/insightsHead')).landingHead()),
  }),
  head: loaderHead,
  component: InsightsPage,
});

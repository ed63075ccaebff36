import { createFileRoute } from '@tanstack/react-router';
import { InsightsPage } from '../../sections/InsightsPage/InsightsPage';
import { landingHead } from './-components/insightsHead';

/** /insights: the Insights landing (doc 2 §2), two cards to the articles and the reports. */
export const Route = createFileRoute('/insights/')({
  loader: () => ({ head: landingHead() }),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: InsightsPage,
});

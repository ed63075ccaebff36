import { createFileRoute } from '@tanstack/react-router';
import { AwardsPage } from '../../sections/AwardsPage/AwardsPage';
import { awardsHead } from './-components/awardsHead';

/** /proof/awards: the awards and recognitions (doc 2 "Proof"). */
export const Route = createFileRoute('/proof/awards')({
  loader: () => ({ head: awardsHead() }),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: AwardsPage,
});

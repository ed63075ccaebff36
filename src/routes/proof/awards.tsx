import { createFileRoute } from '@tanstack/react-router';
import { AwardsPage } from '../../pages/AwardsPage/AwardsPage';
import { loaderHead } from '../../site/metadata';
import { awardsHead } from './-head/awardsHead';

/** /proof/awards: the awards and recognitions. */
export const Route = createFileRoute('/proof/awards')({
  loader: () => ({ head: awardsHead() }),
  head: loaderHead,
  component: AwardsPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { AwardsPage } from '../../pages/AwardsPage/AwardsPage';
import { loaderHead, loadPageHead } from '../../site/loaderHead';
import { awardsHead } from './-head/awardsHead';

/** /proof/awards: the awards and recognitions. */
export const Route = createFileRoute('/proof/awards')({
  loader: async () => ({ head: await loadPageHead(awardsHead()) }),
  head: loaderHead,
  component: AwardsPage,
});

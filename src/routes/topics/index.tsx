import { createFileRoute } from '@tanstack/react-router';
import { TopicsPage } from '../../pages/TopicsPage/TopicsPage';
import { loaderHead, loadPageHead } from '../../site/loaderHead';
import { topicsHead } from './-head/topicsHead';

/** /topics: the index of the four topic guides. */
export const Route = createFileRoute('/topics/')({
  loader: async () => ({ head: await loadPageHead(topicsHead()) }),
  head: loaderHead,
  component: TopicsPage,
});

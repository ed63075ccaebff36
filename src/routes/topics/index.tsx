import { createFileRoute } from '@tanstack/react-router';
import { TopicsPage } from '../../pages/TopicsPage/TopicsPage';
import { loaderHead } from '../../site/metadata';
import { topicsHead } from './-head/topicsHead';

/** /topics: the index of the four topic guides. */
export const Route = createFileRoute('/topics/')({
  loader: () => ({ head: topicsHead() }),
  head: loaderHead,
  component: TopicsPage,
});

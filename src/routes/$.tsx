import { createFileRoute, notFound } from '@tanstack/react-router';
import { NotFoundPage } from '../pages/NotFoundPage/NotFoundPage';
import { loaderHead, loadPageHead } from '../site/loaderHead';
import { pageNotFoundMeta } from './-head/pageNotFoundHead';

/** Every path not in the route table: the not-found page, with status 404 from the server. */
export const Route = createFileRoute('/$')({
  // The not-found page's head comes with the answer (src/site/loaderHead.ts).
  loader: async () => {
    throw notFound({ data: { head: await loadPageHead(pageNotFoundMeta()) } });
  },
  head: loaderHead,
  notFoundComponent: NotFoundPage,
  component: () => null,
});

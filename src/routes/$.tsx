import { createFileRoute, notFound } from '@tanstack/react-router';
import { NotFoundPage } from '../pages/NotFoundPage/NotFoundPage';
import { pageNotFoundHead } from './-head/pageNotFoundHead';

/** Every path not in the route table: the not-found page, with status 404 from the server. */
export const Route = createFileRoute('/$')({
  loader: () => {
    throw notFound();
  },
  head: () => pageNotFoundHead(),
  notFoundComponent: NotFoundPage,
  component: () => null,
});

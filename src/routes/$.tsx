import { createFileRoute, notFound } from '@tanstack/react-router';
import { notFound as content } from '../content/notFound';
import { NotFoundPage } from '../sections/NotFound/NotFoundPage';
import { pageHead } from '../site/metadata';

/** Every path not in the route table: the not-found page, with status 404 from the server. */
export const Route = createFileRoute('/$')({
  loader: () => {
    throw notFound();
  },
  head: () =>
    pageHead({
      title: content.meta.title,
      description: content.meta.description,
      path: '/404',
      noindex: true,
    }),
  notFoundComponent: NotFoundPage,
  component: () => null,
});

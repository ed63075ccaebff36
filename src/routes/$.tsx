import { createFileRoute, notFound } from '@tanstack/react-router';
import { pageHead } from '../site/metadata';

/** Every path not in the route table: the not-found page, with status 404 from the server. */
export const Route = createFileRoute('/$')({
  loader: () => {
    throw notFound();
  },
  head: () => pageHead({ title: 'Page Not Found', description: 'x', path: '/404', noindex: true }),
  notFoundComponent: () => <h1>Page Not Found (splat)</h1>,
  component: () => null,
});

import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../site/metadata';

export const Route = createFileRoute('/')({
  head: () =>
    pageHead({
      title: 'Response — Growth needs architecture',
      description: 'The agency model is obsolete. Growth needs architecture.',
      path: '/',
    }),
  component: Home,
});

function Home() {
  return <h1>The agency model is obsolete. Growth needs architecture.</h1>;
}

import { createFileRoute, notFound, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { notFound as content } from '../content/notFound';
import { NotFound } from '../sections/NotFound/NotFound';
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

function goBack() {
  window.history.back();
}

/** The not-found page; writes the attempted path to the console once per path. */
function NotFoundPage() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  useEffect(() => {
    console.warn('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return (
    <NotFound
      title={content.title}
      message={content.message}
      backHomeLabel={content.backHome}
      goBackLabel={content.goBack}
      onGoBack={goBack}
    />
  );
}

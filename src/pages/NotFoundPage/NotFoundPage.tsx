import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { notFound as content } from '../../content/site/notFound';
import { NotFound } from '../../sections/NotFound/NotFound';

function goBack() {
  window.history.back();
}

/**
 * The not-found page as a route's `notFoundComponent`: content from `src/content/site/notFound.ts`,
 * "Go Back" through browser history, and the attempted path written to the console.
 * Needs the router (it reads the current pathname); stories use `NotFound` directly.
 */
export function NotFoundPage() {
  // A page that found nothing to show redirects here with the address it was asked for.
  const pathname = useRouterState({
    select: (state) => state.location.state.attemptedPath ?? state.location.pathname,
  });
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

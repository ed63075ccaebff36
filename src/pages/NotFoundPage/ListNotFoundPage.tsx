import { useRouterState } from '@tanstack/react-router';
import { NotFound } from '../../sections/NotFound/NotFound';

export interface ListNotFoundWords {
  /** 'Case Study Not Found', 'Job Not Found'. */
  title: string;
  body: string;
  /** The way back to the list ('Back to Case Studies'). */
  back: { label: string; href: string };
}

/**
 * The not-found page of an item of a list (an unknown case study or job) as a route's
 * `notFoundComponent`: the item's own words and one way back, to its list. Needs the router;
 * stories use `NotFound` with `backIcon="back"` directly.
 */
export function ListNotFoundPage({ title, body, back }: ListNotFoundWords) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return (
    <NotFound
      key={pathname}
      title={title}
      message={body}
      backHomeLabel={back.label}
      homeHref={back.href}
      backIcon="back"
    />
  );
}

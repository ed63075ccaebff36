import { createFileRoute } from '@tanstack/react-router';
import { LeadershipPage } from '../../pages/LeadershipPage/LeadershipPage';
import { loaderHead } from '../../site/metadata';
import { leadershipHead } from './-head/companyHead';

/** /company/leadership: the people who lead Response (the menu's Company > Leadership). */
export const Route = createFileRoute('/company/leadership')({
  // Built in the loader, code-split with the page (see the other routes).
  loader: () => ({ head: leadershipHead() }),
  head: loaderHead,
  component: LeadershipPage,
});

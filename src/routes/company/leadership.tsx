import { createFileRoute } from '@tanstack/react-router';
import { LeadershipPage } from '../../pages/LeadershipPage/LeadershipPage';
import { loaderHead, loadPageHead } from '../../site/loaderHead';
import { leadershipHead } from './-head/companyHead';

/** /company/leadership: the people who lead Response (the menu's Company > Leadership). */
export const Route = createFileRoute('/company/leadership')({
  // Built in the loader, code-split with the page (see the other routes).
  loader: async () => ({ head: await loadPageHead(leadershipHead()) }),
  head: loaderHead,
  component: LeadershipPage,
});

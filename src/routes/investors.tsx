import { createFileRoute } from '@tanstack/react-router';
import { InvestorsPage } from '../pages/InvestorsPage/InvestorsPage';
import { loaderHead, loadPageHead } from '../site/loaderHead';
import { investorsHead } from './-head/investorsHead';

/** /investors: the Investor Room, behind the footer's faint link. */
export const Route = createFileRoute('/investors')({
  // Built in the loader, code-split with the page (see the other routes).
  loader: async () => ({ head: await loadPageHead(investorsHead()) }),
  head: loaderHead,
  component: InvestorsPage,
});

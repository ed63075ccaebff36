import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '../../pages/AboutPage/AboutPage';
import { loaderHead, loadPageHead } from '../../site/loaderHead';
import { aboutHead } from './-head/aboutHead';

/** /company/about: the About page, the same as /company. */
export const Route = createFileRoute('/company/about')({
  // Built in the loader, which is code-split with the page: the content the head tags need
  // (structured data) then ships with the page, not in the entry bundle.
  loader: async () => ({ head: await loadPageHead(aboutHead()) }),
  head: loaderHead,
  component: () => <AboutPage path="/company/about" />,
});

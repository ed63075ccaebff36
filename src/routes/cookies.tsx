import { createFileRoute } from '@tanstack/react-router';
import { cookiePolicy } from '../content/legal/cookies';
import { LegalPage } from '../pages/LegalPage/LegalPage';
import { loaderHead, loadPageHead } from '../site/loaderHead';
import { legalHead } from './-head/legalHead';

/** /cookies: a legal page (src/pages/LegalPage), its text in src/content/legal/cookies.ts. */
export const Route = createFileRoute('/cookies')({
  // Built in the loader, code-split with the page (see the other routes).
  loader: async () => ({ head: await loadPageHead(legalHead(cookiePolicy)) }),
  head: loaderHead,
  component: () => <LegalPage document={cookiePolicy} />,
});

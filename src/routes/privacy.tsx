import { createFileRoute } from '@tanstack/react-router';
import { privacyNotice } from '../content/legal/privacy';
import { LegalPage } from '../pages/LegalPage/LegalPage';
import { loaderHead, loadPageHead } from '../site/loaderHead';
import { legalHead } from './-head/legalHead';

/** /privacy: a legal page (src/pages/LegalPage), its text in src/content/legal/privacy.ts. */
export const Route = createFileRoute('/privacy')({
  // Built in the loader, code-split with the page (see the other routes).
  loader: async () => ({ head: await loadPageHead(legalHead(privacyNotice)) }),
  head: loaderHead,
  component: () => <LegalPage document={privacyNotice} />,
});

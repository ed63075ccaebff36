import { createFileRoute } from '@tanstack/react-router';
import { termsOfUse } from '../content/legal/terms';
import { LegalPage } from '../pages/LegalPage/LegalPage';
import { loaderHead, loadPageHead } from '../site/loaderHead';
import { legalHead } from './-head/legalHead';

/** /terms: a legal page (src/pages/LegalPage), its text in src/content/legal/terms.ts. */
export const Route = createFileRoute('/terms')({
  // Built in the loader, code-split with the page (see the other routes).
  loader: async () => ({ head: await loadPageHead(legalHead(termsOfUse)) }),
  head: loaderHead,
  component: () => <LegalPage document={termsOfUse} />,
});

import { createFileRoute } from '@tanstack/react-router';
import { termsOfUse } from '../content/legal/terms';
import { LegalPage } from '../pages/LegalPage/LegalPage';
import { loaderHead } from '../site/metadata';
import { legalHead } from './-head/legalHead';

/** /terms: a legal page (src/pages/LegalPage), its text in src/content/legal/terms.ts. */
export const Route = createFileRoute('/terms')({
  // Built in the loader, code-split with the page (see the other routes).
  loader: () => ({ head: legalHead(termsOfUse) }),
  head: loaderHead,
  component: () => <LegalPage document={termsOfUse} />,
});

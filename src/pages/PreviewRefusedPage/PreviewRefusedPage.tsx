import { previewRefused } from '../../content/site/previewRefused';
import { NotFound } from '../../sections/NotFound/NotFound';
import type { PreviewRefusal } from '../../site/draftPreview';

export interface PreviewRefusedPageProps {
  /** Why the link was refused (the route's `refused` search param). */
  reason: PreviewRefusal;
}

/**
 * /preview?refused=…: the page a WordPress draft preview link gets when it cannot be opened.
 * The not-found page's body with this reason's words: the HTTP status as its large number, what
 * went wrong, what to do in WordPress, and two ways out (home, and the published Insights).
 * No Go Back: the link came from WordPress, so there is nothing on the site to go back to.
 */
export function PreviewRefusedPage({ reason }: PreviewRefusedPageProps) {
  const words = previewRefused.reasons[reason];
  return (
    <NotFound
      numeral={words.status}
      title={words.title}
      message={words.message}
      nextStep={words.nextStep}
      backHomeLabel={previewRefused.backHome.label}
      homeHref={previewRefused.backHome.href}
      secondaryLink={previewRefused.insights}
    />
  );
}

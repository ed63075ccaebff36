import type { Story, StoryDefault } from '@ladle/react';
import { PreviewRefusedPage } from '../../src/pages/PreviewRefusedPage/PreviewRefusedPage';
import { SiteLayout } from '../../src/sections/Shell/SiteLayout';

export default { title: 'Pages / Preview Unavailable' } satisfies StoryDefault;

/**
 * /preview?refused=…: the page a WordPress draft preview link gets when it cannot be opened
 * (src/pages/PreviewRefusedPage/, the Not Found section with each reason's words), served by
 * the server with 403 (404 for a draft that no longer exists, 503 when WordPress does not
 * answer) and never indexed. One story per reason; each has the reason's status as its large
 * number, what went wrong, what to do in WordPress, Back to Home and Go to Insights.
 */

/** A link without its signature or expiry (and the bare /preview, which the build prerenders). */
export const Missing: Story = () => (
  <SiteLayout pathname="/preview">
    <PreviewRefusedPage reason="missing" />
  </SiteLayout>
);
Missing.storyName = 'Incomplete link';

/** A link older than its hour: press Preview again. */
export const Expired: Story = () => (
  <SiteLayout pathname="/preview">
    <PreviewRefusedPage reason="expired" />
  </SiteLayout>
);
Expired.storyName = 'Expired link';

/** A signature that does not match: the link was changed, or copied in part. */
export const Tampered: Story = () => (
  <SiteLayout pathname="/preview">
    <PreviewRefusedPage reason="tampered" />
  </SiteLayout>
);
Tampered.storyName = 'Changed link';

/** The draft was deleted or moved to the bin in WordPress (404). */
export const DraftNotFound: Story = () => (
  <SiteLayout pathname="/preview">
    <PreviewRefusedPage reason="not-found" />
  </SiteLayout>
);
DraftNotFound.storyName = 'Draft no longer exists';

/** WordPress did not answer (503): try again in a minute. */
export const Unavailable: Story = () => (
  <SiteLayout pathname="/preview">
    <PreviewRefusedPage reason="unavailable" />
  </SiteLayout>
);
Unavailable.storyName = 'WordPress not answering';

/** The site has no WordPress webhook secret, so previews are off: ask the administrator. */
export const Disabled: Story = () => (
  <SiteLayout pathname="/preview">
    <PreviewRefusedPage reason="disabled" />
  </SiteLayout>
);
Disabled.storyName = 'Previews not set up';

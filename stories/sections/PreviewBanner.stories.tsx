import type { Story, StoryDefault } from '@ladle/react';
import { insightsPaths } from '../../src/content/insights/insights';
import { ArticlePage } from '../../src/pages/ArticlePage/ArticlePage';
import { PreviewBanner } from '../../src/sections/PreviewBanner/PreviewBanner';
import { SiteLayout } from '../../src/sections/Shell/SiteLayout';
import { docsStory } from '../support/docs';
import { sampleArticleView } from '../support/insights';

export default { title: 'Sections / Preview Banner' } satisfies StoryDefault;

/** A fixed time, so the story reads the same every day: 14:05 UTC on 5 March 2027. */
const expiresAt = '2027-03-05T14:05:00.000Z';

/** A draft (or a pending, scheduled or private post): not published, seen only with the link. */
export const Draft: Story = () => <PreviewBanner status="draft" expiresAt={expiresAt} />;

/** A published article previewed with unsaved changes (WordPress's status 'publish'). */
export const PublishedWithUnsavedChanges: Story = () => (
  <PreviewBanner status="publish" expiresAt={expiresAt} />
);
PublishedWithUnsavedChanges.storyName = 'Published, with unsaved changes';

/**
 * A draft article as the server renders its preview: the banner first in <main>, under the
 * fixed header, above the article (src/routes/__root.tsx puts it there). A whole page, so not
 * screenshotted: its parts are.
 */
export const InThePage: Story = () => {
  const slug = 'why-your-cfo-doesnt-trust-last-click-attribution';
  const { article, related } = sampleArticleView(slug);
  return (
    <SiteLayout pathname={insightsPaths.article(slug)}>
      <PreviewBanner status="draft" expiresAt={expiresAt} />
      <ArticlePage article={article} related={related} />
    </SiteLayout>
  );
};
InThePage.storyName = 'In the page, under the header';
InThePage.meta = { screenshot: false };

export const Documentation = docsStory({
  name: 'Preview Banner',
  source: ['src/sections/PreviewBanner'],
  purpose: (
    <p>
      The strip at the top of a WordPress draft preview, so nobody takes the page for the published
      one: a Preview label, what the page is (a draft not yet published, or unsaved changes to a
      published article) and when the preview link stops working, in UTC.
    </p>
  ),
  whenToUse: [
    'Only on a draft preview: the root layout shows it when the server renders a page with a preview in the router’s context (an article at /insights/{slug}, with the draft’s content).',
    'With the status as WordPress gives it: “publish” means a published post previewed with unsaved changes; any other status (draft, pending, future, private) reads as a draft.',
    'With the time the link expires as ISO 8601 (UTC): the banner writes it in 24-hour UTC time and a short British date, whatever the server’s time zone.',
  ],
  whenNotToUse: [
    'For news or announcements to visitors: previews are seen by editors only.',
    'For a preview link that cannot be opened: that is a page of its own, /preview?refused=… (Pages / Preview Unavailable), which says why.',
    'Fixed or sticky: it must never cover the page or the header. It sits in the flow, first in <main> under the fixed header, and scrolls away with the page.',
  ],
  states: [
    {
      name: 'Draft',
      story: Draft,
      description:
        '“This is a draft, not yet published: only people with this link can see it.” and the expiry time.',
    },
    {
      name: 'Published, with unsaved changes',
      story: PublishedWithUnsavedChanges,
      description:
        'A published article previewed with changes not yet saved: “This shows unsaved changes to a published article: visitors still see the published version.”',
    },
    {
      name: 'In the page, under the header',
      story: InThePage,
      description:
        'Where the root layout puts it: first in <main>, so right under the fixed header and above the page, in the flow: it covers nothing, nothing covers it, and it scrolls away with the page. A whole page with its h1, so open the story to see it.',
      linkOnly: true,
    },
  ],
  keyboard: 'Nothing to operate: the banner has no links or buttons, so Tab passes it by.',
  screenReader: [
    'A region named “Draft preview”, the first thing in the main landmark: Skip to main content lands just before it, and it is in the list of landmarks.',
    'Then “Preview”, a strong label, and one paragraph: what the page is, and “The link expires at 14:05 UTC on 5 Mar 2027.”, its time a time element carrying the full ISO value.',
  ],
  withoutJavaScript: (
    <p>
      It needs none: previews are rendered by the server and served without the site’s scripts. The
      banner is in the server’s bundle only; the browser’s bundle never has a preview to show, so it
      carries none of its code (its styles are in the site’s stylesheet).
    </p>
  ),
  dosAndDonts: [
    {
      do: 'Keep it to the label and two short sentences, in plain words.',
      dont: 'Add buttons (publish, edit): the preview has no scripts and no WordPress session.',
    },
    {
      do: 'Give the expiry time in UTC, with “UTC” written out.',
      dont: 'Write it in the server’s local time without saying which zone: editors read it in their own.',
    },
  ],
});

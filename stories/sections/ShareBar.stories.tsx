import type { Story, StoryDefault } from '@ladle/react';
import { articlePage, insightsPaths } from '../../src/content/insights/insights';
import { ShareBar } from '../../src/sections/ShareBar/ShareBar';
import { canonicalUrl } from '../../src/site/metadata';
import { docsStory } from '../support/docs';
import { sampleArticle } from '../support/insights';

export default { title: 'Sections / Share Bar' } satisfies StoryDefault;

const cfo = sampleArticle('why-your-cfo-doesnt-trust-last-click-attribution');

/** The bar of the attribution article: Back to Articles, then LinkedIn and Twitter. */
export const OnAnArticlePage: Story = () => (
  <ShareBar
    back={articlePage.back}
    url={canonicalUrl(insightsPaths.article(cfo.slug))}
    title={cfo.title}
    label={articlePage.share.label}
  />
);
OnAnArticlePage.storyName = 'As on an article page';

/** A back label four times as long, as a filtered list might name itself. */
export const LongBackLabel: Story = () => (
  <ShareBar
    back={{
      label: 'Back to Articles in Analytics & Data Strategy tagged Attribution and CFO',
      href: '/insights/articles?pillar=analytics-data-strategy&tags=attribution,cfo',
    }}
    url={canonicalUrl(insightsPaths.article(cfo.slug))}
    title={cfo.title}
    label={articlePage.share.label}
  />
);

export const Documentation = docsStory({
  name: 'Share Bar',
  source: ['src/sections/ShareBar'],
  purpose: (
    <p>
      The article page’s bar under the site header: a link back to the list on the left, LinkedIn
      and Twitter share links on the right. It sticks under the header while the article scrolls by,
      so the way back and sharing are always one press away.
    </p>
  ),
  whenToUse: [
    'Once, at the top of an article page, before the breadcrumbs and the title.',
    'With the page’s canonical URL (what is shared, without tracking parameters) and its title (Twitter’s text).',
  ],
  whenNotToUse: [
    'On list or landing pages: there is one thing to share only on an article.',
    'For the agency’s own social profiles: use Social Links, which link to our pages rather than share this one.',
    'As the page’s only way back: keep the breadcrumbs, which also show where the page sits.',
  ],
  states: [
    {
      name: 'As on an article page',
      story: OnAnArticlePage,
      description:
        '“Back to Articles”, then “Share” and the two networks, each an outlined pill with its icon and name. Under 480 px the “Share” label and the names give way to the icons (the names stay for screen readers). On its own here, the bar still keeps clear of where the site header would be, so it sits lower than the top of the story.',
    },
    {
      name: 'Long back label',
      story: LongBackLabel,
      description:
        'A long label wraps inside the bar rather than pushing the share links off the screen.',
    },
  ],
  keyboard: [
    {
      keys: 'Tab / Shift + Tab',
      does: 'The back link, then “Share on LinkedIn”, then “Share on Twitter”.',
    },
    {
      keys: 'Enter',
      does: 'On the back link: goes to the list. On a share link: opens the network’s share page in a 600 × 400 popup, or in a new tab where popups are blocked.',
    },
  ],
  screenReader: [
    'The back link is read by its label: “Back to Articles, link”; its arrow is decorative.',
    'The share links are a list named “Share this article”; each is read in full, “Share on LinkedIn (opens in a new tab), link”. The visible “Share” label is hidden from screen readers, since the list’s name says it.',
  ],
  withoutJavaScript: (
    <p>
      Everything works: the back link is a plain link, and each share link is a link to the
      network’s share page with the article’s URL (and title), opening in a new tab instead of a
      popup.
    </p>
  ),
  dosAndDonts: [
    {
      do: 'Share the canonical URL, so every share counts towards one address.',
      dont: 'Share the address in the browser: it may carry tracking parameters or a filtered list’s query.',
    },
    {
      do: 'Keep the back label short: “Back to Articles”.',
      dont: 'Name the whole filtered view in it: on a phone it takes the bar’s room from the share links.',
    },
  ],
});

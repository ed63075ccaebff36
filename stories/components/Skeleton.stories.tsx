import type { Story, StoryDefault } from '@ladle/react';
import type { ReactNode } from 'react';
import { Skeleton, SkeletonCard } from '../../src/components/Skeleton/Skeleton';
import { articlesPage } from '../../src/content/insights/articlesPage';
import { articlePage } from '../../src/content/insights/insights';
import { reportsPage } from '../../src/content/insights/reportsPage';
import { vars } from '../../tokens/contract.css';
import { scale } from '../../tokens/theme.css';
import { docsStory } from '../support/docs';
import { Stack } from '../support/layout/Stack';

export default { title: 'Components / Skeleton' } satisfies StoryDefault;

/**
 * A loading region as the site builds one: busy, with a status line that says what is loading
 * (the skeletons themselves are hidden from assistive technology), at a card's width.
 */
function Loading({ status, children }: { status: string; children: ReactNode }) {
  return (
    <div aria-busy="true" style={{ maxWidth: '24rem' }}>
      <Stack gap="sm">
        <p
          role="status"
          style={{
            color: vars.color.foreground.muted,
            fontSize: scale.fontSize.sm,
            fontWeight: scale.fontWeight.semibold,
          }}
        >
          {status}
        </p>
        {children}
      </Stack>
    </div>
  );
}

/** Lines of body text: the full width, then shorter, as the article page's first paragraph. */
export const Line: Story = () => (
  <Loading status={articlePage.loading}>
    <Skeleton />
    <Skeleton width="96%" />
    <Skeleton width="72%" />
  </Loading>
);

/** A title over two lines, the second shorter. */
export const Heading: Story = () => (
  <Loading status={articlePage.loading}>
    <Skeleton shape="heading" width="92%" />
    <Skeleton shape="heading" width="64%" />
  </Loading>
);

/** A category badge: a fixed-width pill. */
export const Badge: Story = () => (
  <Loading status={articlePage.loading}>
    <Skeleton shape="badge" />
  </Loading>
);

/** A featured image: 16:9 at the width it is given. */
export const Media: Story = () => (
  <Loading status={articlePage.loading}>
    <Skeleton shape="media" />
  </Loading>
);

/** An article card while the list loads: image, badge, two-line title, three-line excerpt. */
export const CardWithMedia: Story = () => (
  <Loading status={articlesPage.loading}>
    <SkeletonCard as="div" />
  </Loading>
);

/** A report card while the list loads: report cards have no image. */
export const CardWithoutMedia: Story = () => (
  <Loading status={reportsPage.loading}>
    <SkeletonCard as="div" withMedia={false} />
  </Loading>
);

export const Documentation = docsStory({
  name: 'Skeleton',
  source: ['src/components/Skeleton'],
  purpose: (
    <p>
      A grey placeholder in the shape of content that is on its way: a line of text, a heading, a
      badge, an image, or a whole card (Skeleton Card). It keeps the layout where the content will
      land, so nothing jumps when it arrives, and pulses gently to show that something is happening.
    </p>
  ),
  whenToUse: [
    'While the Insights lists and an article load after a client-side navigation: the route shows them when loading takes longer than 200 ms, for at least 400 ms so they do not flash.',
    'Always inside a region that says it is busy (aria-busy="true") and has a status message saying what is loading (“Loading articles…”): the skeletons themselves say nothing.',
    'Skeleton Card in a list of cards, as an li (the default); with withMedia={false} where the real cards have no image (reports).',
  ],
  whenNotToUse: [
    'For a button or a form that is working: show the state on the control itself.',
    'For content that is in the page when it is rendered: prerendered pages never need a placeholder.',
    'For a load that failed or found nothing: use Empty State, which says what happened and what to do.',
    'As decoration or a divider: a grey block that never turns into content reads as broken.',
  ],
  states: [
    {
      name: 'Line',
      story: Line,
      description:
        'shape="line" (the default), 0.875 rem high, the full width unless a width is given; here the first paragraph of the article page’s placeholder.',
    },
    {
      name: 'Heading',
      story: Heading,
      description: 'shape="heading": taller, for a title; two lines, the second shorter.',
    },
    {
      name: 'Badge',
      story: Badge,
      description: 'shape="badge": a 7 rem pill where a category badge will be.',
    },
    {
      name: 'Media',
      story: Media,
      description: 'shape="media": a 16:9 block with the image’s rounded corners.',
    },
    {
      name: 'Card with media',
      story: CardWithMedia,
      description:
        'Skeleton Card: an article card’s frame with an image, a badge, a two-line title and a three-line excerpt. The lists show six of them.',
    },
    {
      name: 'Card without media',
      story: CardWithoutMedia,
      description: 'withMedia={false}: a report card’s frame, which has no image.',
    },
  ],
  keyboard: 'Nothing to operate: skeletons take no focus, so Tab passes the loading region by.',
  screenReader: [
    'Nothing: every skeleton, and Skeleton Card with all its parts, is aria-hidden.',
    'The region that holds them is marked aria-busy="true", and its status message is read politely when it appears: “Loading articles…”. When the content arrives, the list’s count takes the message’s place (“Showing all 14 articles”).',
  ],
  withoutJavaScript: (
    <p>
      Never seen. Skeletons stand in while the browser fetches content after a client-side
      navigation; without JavaScript every page arrives from the server with its content (or its
      error message) already in it. With reduced motion the pulse stops; in forced-colours mode a
      one-pixel outline keeps each shape visible, since background colours are dropped.
    </p>
  ),
  dosAndDonts: [
    {
      do: 'Mirror the content’s shape: six card skeletons for a grid of cards, an image only where the real cards have one.',
      dont: 'A generic spinner or a single grey box where a grid of cards will appear: the page jumps when the content lands.',
      doExample: <SkeletonCard as="div" withMedia={false} />,
    },
    {
      do: 'Say what is loading in a status message next to the skeletons, and mark the region busy.',
      dont: 'Rely on the skeletons alone: they are hidden from screen readers, which would hear an empty page.',
    },
  ],
});

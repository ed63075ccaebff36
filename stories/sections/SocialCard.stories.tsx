import type { Story, StoryDefault } from '@ladle/react';
import { useLayoutEffect, useRef, useState } from 'react';
import { careersPage } from '../../src/content/careers/careersPage';
import { pressRoom } from '../../src/content/press/pressRoom';
import { proofHub } from '../../src/content/proof/hub';
import { servicesMeta } from '../../src/content/services/services';
import { hero } from '../../src/content/site/home';
import {
  SocialCard,
  type SocialCardProps,
  type SocialCardTheme,
  socialCardSize,
} from '../../src/features/socialCards/SocialCard';
import { cardArea } from '../../src/site/socialCardArea';
import { vars } from '../../tokens/contract.css';
import { scale } from '../../tokens/theme.css';
import { docsStory } from '../support/docs';
import { sampleArticle } from '../support/insights';
import { Stack } from '../support/layout/Stack';

export default { title: 'Sections / Social Card' } satisfies StoryDefault;

/**
 * One card at its real size (1200 × 630), scaled down to the width there is: the card's layout
 * is fixed in px, as it is drawn, so it is shrunk as a whole rather than reflowed.
 */
function CardPreview({ theme, ...card }: SocialCardProps & { theme: SocialCardTheme }) {
  const frame = useRef<HTMLDivElement>(null);
  const [fit, setFit] = useState(1);
  useLayoutEffect(() => {
    const element = frame.current;
    if (!element) return;
    const measure = () => setFit(Math.min(1, element.clientWidth / socialCardSize.width));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <figure style={{ margin: 0, display: 'grid', gap: scale.space.xs }}>
      <div
        ref={frame}
        style={{
          position: 'relative',
          width: '100%',
          maxWidth: socialCardSize.width,
          aspectRatio: `${socialCardSize.width} / ${socialCardSize.height}`,
          overflow: 'hidden',
          borderRadius: scale.radius.md,
          outline: `1px solid ${vars.color.border.subtle}`,
        }}
      >
        <div
          style={{
            position: 'absolute',
            top: 0,
            left: 0,
            transform: `scale(${fit})`,
            transformOrigin: 'top left',
          }}
        >
          <SocialCard {...card} theme={theme} />
        </div>
      </div>
      <figcaption style={{ fontSize: scale.fontSize.sm, color: vars.color.foreground.muted }}>
        {theme === 'dark' ? 'Dark: the card every page gets' : 'Light'}
      </figcaption>
    </figure>
  );
}

/** A page's card in both variants: dark (drawn for the site) above light. */
function Cards(card: Omit<SocialCardProps, 'theme'>) {
  return (
    <Stack gap="lg">
      <CardPreview {...card} theme="dark" />
      <CardPreview {...card} theme="light" />
    </Stack>
  );
}

/** The home page: the hero's title. */
export const Home: Story = () => <Cards title={hero.title} area={cardArea('/')} />;

// Services, Careers, Press Room and Proof are the same template with other words: designers
// review them here; the screenshots of Home, Insights and the long title guard the template
// (each shot is two 1200×630 cards, and the baselines' budget is finite).
export const Services: Story = () => (
  <Cards title={servicesMeta.title} area={cardArea('/services')} />
);
Services.meta = { screenshot: false };

const article = sampleArticle('why-your-cfo-doesnt-trust-last-click-attribution');

/** An article without a featured image. */
export const Insights: Story = () => (
  <Cards title={article.title} area={cardArea(`/insights/${article.slug}`)} />
);

export const Careers: Story = () => (
  <Cards title={careersPage.meta.title} area={cardArea('/careers')} />
);
Careers.meta = { screenshot: false };

export const PressRoom: Story = () => (
  <Cards title={pressRoom.meta.title} area={cardArea('/press-room')} />
);
PressRoom.storyName = 'Press Room';
PressRoom.meta = { screenshot: false };

export const Proof: Story = () => <Cards title={proofHub.meta.title} area={cardArea('/proof')} />;
Proof.meta = { screenshot: false };

/** A title far past four lines at the smallest size: cut after the fourth line with an ellipsis. */
export const LongTitle: Story = () => (
  <Cards
    title="Why your CFO doesn’t trust last-click attribution, what incrementality testing shows instead, and how to take a media-mix model to the board before the next budget round without losing a quarter"
    area={cardArea('/insights/articles')}
  />
);
LongTitle.storyName = 'Long title';

export const Documentation = docsStory({
  name: 'Social Card',
  source: ['src/features/socialCards'],
  purpose: (
    <p>
      The picture a page shows when it is shared on LinkedIn, X, Slack or in a message (its Open
      Graph and Twitter image, 1200 × 630 PNG): the brand, the page’s title and its area, in the
      colours of the design tokens. Every page gets its own, so a shared link says what it is before
      anyone opens it.
    </p>
  ),
  whenToUse: [
    'Drawn for you: the build draws a card for every prerendered page (scripts/build/prerender.mjs), and the server draws one for each new WordPress post as it arrives.',
    'The title is the page’s own (without “| Response”); the area is the part of the site the menus put it in (src/site/socialCardArea.ts): Services, Studio, Proof, Growth OS, Insights, Topics, Company, Careers, Press Room, Contact; the home page says Home and the legal pages Legal.',
  ],
  whenNotToUse: [
    'On an article or report with a featured image: it keeps that image as its share image, which says more than its title on a card.',
    'As a picture on a page: the card is for other sites’ link previews. On the site, the page’s own hero says the same, as text.',
  ],
  states: [
    {
      name: 'Home',
      story: Home,
      description:
        'The largest title size (72 px, up to 40 characters). The dark card is the one drawn for every page; the light one is there for a page that needs it.',
    },
    { name: 'Services', story: Services },
    {
      name: 'Insights',
      story: Insights,
      description: 'Up to 70 characters the title is 60 px; longer, 50 px.',
    },
    { name: 'Careers', story: Careers },
    { name: 'Press Room', story: PressRoom },
    { name: 'Proof', story: Proof },
    {
      name: 'Long title',
      story: LongTitle,
      description:
        'Past four lines the title is cut with an ellipsis; page titles are kept to 60 characters, so only a long WordPress title gets here.',
    },
  ],
  keyboard: 'Nothing to operate: the card is a picture other sites show.',
  screenReader: [
    'Link previews read the image’s text alternative from the page’s og:image:alt and twitter:image:alt tags, not from the picture; the card repeats the page’s title, which the preview also shows as text.',
  ],
  withoutJavaScript: (
    <p>
      Not a part of the page: the card is a PNG file (/og/cards/&lt;path&gt;.png), drawn ahead of
      time and named in the page’s head, which link previews read without running anything.
    </p>
  ),
  dosAndDonts: [
    {
      do: 'Change the card in its one template (src/features/socialCards/SocialCard.tsx), with inline styles, flexbox and px sizes: satori, which lays out the drawing, reads only those, and the workshop shows the same component.',
      dont: 'Style it with classes or vanilla-extract, or use CSS grid or hooks: the drawn card would not follow.',
    },
    {
      do: 'Let the cache do its work: cards are kept by a hash of the title, the area, the theme, the template’s text, the palette and the fonts, so an unchanged page is copied rather than drawn again, and any change to the design redraws every card.',
      dont: 'Commit drawn cards or clear the cache to force a redraw: change the template and the hash does it.',
    },
  ],
});

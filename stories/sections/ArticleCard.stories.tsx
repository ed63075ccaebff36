import type { Story, StoryDefault } from '@ladle/react';
import type { ReactNode } from 'react';
import { classificationLabel } from '../../src/features/insights/articleMatch';
import { ArticleCard } from '../../src/sections/ArticleCard/ArticleCard';
import { docsStory } from '../support/docs';
import { sampleArticle, sampleReport } from '../support/insights';

export default { title: 'Sections / Article Card' } satisfies StoryDefault;

/** A card as the lists hold it: an item of a list, one grid column wide (23 rem on desktops). */
function OneCard({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0, maxWidth: '23rem' }}>
      {children}
    </ul>
  );
}

const cfo = sampleArticle('why-your-cfo-doesnt-trust-last-click-attribution');
const payback = sampleArticle('show-me-the-payback-period');
const benchmarks = sampleReport('paid-media-benchmarks-2025');

/** The attribution article: its featured image, the topic badge, date and category, excerpt. */
export const ArticleWithImage: Story = () => (
  <OneCard label="Articles">
    <ArticleCard post={{ ...cfo, badge: classificationLabel(cfo) }} />
  </OneCard>
);

/** 'Show me the payback period' has no featured image: a placeholder keeps the row aligned. */
export const ArticleWithoutImage: Story = () => (
  <OneCard label="Articles">
    <ArticleCard post={{ ...payback, badge: classificationLabel(payback) }} />
  </OneCard>
);

/** Paid Media Benchmarks 2025: date and read time, four-line excerpt, three of its four tags. */
export const ReportWithReadTimeAndTags: Story = () => (
  <OneCard label="Reports">
    <ArticleCard post={benchmarks} variant="report" />
  </OneCard>
);

/** A title four times the usual length, with a long unbroken run of abbreviations. */
export const VeryLongTitle: Story = () => (
  <OneCard label="Articles">
    <ArticleCard
      post={{
        ...cfo,
        title:
          'Why your CFO doesn’t trust last-click attribution, what to show the board instead, and how to reconcile platform-reported conversions with the finance system’s orders (CPA/ROAS/MER/LTV:CAC/iROAS) before the next budget round',
        badge: classificationLabel(cfo),
      }}
    />
  </OneCard>
);

export const Documentation = docsStory({
  name: 'Article Card',
  source: ['src/sections/ArticleCard'],
  purpose: (
    <p>
      One post from the content service in a list: an article with its featured image, topic badge,
      title, date, category and a three-line excerpt; or a report with its date, read time, title, a
      four-line excerpt and up to three tags. The title links to the post’s page, and the whole card
      can be clicked.
    </p>
  ),
  whenToUse: [
    'In the Insights lists (Article List, Report List), as an item of a card grid.',
    'Under an article, for Related Articles, with tone="raised" on the surface band.',
    'variant="report" for reports: they are read for their data, so the read time and tags matter more than a picture.',
  ],
  whenNotToUse: [
    'For the agency’s own pages (services, products, modules): use Link Card Grid, Service Card or Product Card.',
    'For a single featured post at the top of a page: the card is sized for a grid column; a hero or a CTA Band carries one message better.',
    'With the title written by hand: the card shows the post as the content service has it, so the list and the article page always agree.',
  ],
  states: [
    {
      name: 'Article with image',
      story: ArticleWithImage,
      description:
        'The featured image (responsive sources, decorative here since the title says the same), the badge (the post’s topic, else its pillar), the title, date and first category, and an excerpt cut at three lines.',
    },
    {
      name: 'Article without image',
      story: ArticleWithoutImage,
      description:
        'A post without a featured image gets a soft gradient of the same 16:9 shape, so the titles of a row still line up.',
    },
    {
      name: 'Report with read time and tags',
      story: ReportWithReadTimeAndTags,
      description:
        'variant="report": no image or badge; the date and read time (body length ÷ 250, rounded up), an excerpt cut at four lines, and the first three of its four tags.',
    },
    {
      name: 'Very long title',
      story: VeryLongTitle,
      description:
        'Titles are never cut: they wrap, and a long unbroken run breaks anywhere rather than overflow the card. Only the excerpt is clamped.',
    },
  ],
  keyboard: [
    {
      keys: 'Tab / Shift + Tab',
      does: 'One stop per card: its title link. The focus ring goes round the whole card.',
    },
    { keys: 'Enter', does: 'Opens the post’s page (/insights/{slug}).' },
  ],
  screenReader: [
    'Each card is an item of the list (“Articles, list, 14 items”); its title is a level 3 heading and a link with the post’s title as its name.',
    'Read after the title: the date (a time element) and the category or read time, then the excerpt; on reports, the list “Tags” with up to three items. The dot between them is hidden.',
    'The image has empty alt text here: next to its title it adds nothing. The badge is read before the title, as text.',
  ],
  withoutJavaScript: (
    <p>
      Everything works: the cards are in the prerendered page and the title is a plain link. The
      excerpt is clamped with CSS, so the full text is in the page for search engines.
    </p>
  ),
  dosAndDonts: [
    {
      do: 'Let the whole card be the link, with one link in it: the title.',
      dont: 'Add a second link (“Read more”) or make the tags links inside the card: they would sit under the card’s hit area and repeat the title for screen readers.',
    },
    {
      do: 'Use the report variant for reports, so every report card has the same parts.',
      dont: 'Mix article and report cards in one grid: their heights and parts differ and the rows stop lining up.',
    },
  ],
});

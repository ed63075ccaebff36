import type { Story, StoryDefault } from '@ladle/react';
import { TopicIcon } from '../../src/components/Icon/TopicIcon';
import { Link } from '../../src/components/Link/Link';
import { insightsLanding } from '../../src/content/insights/landing';
import { insightsPaths } from '../../src/content/insights/paths';
import { proofHub } from '../../src/content/proof/hub';
import { studioHub } from '../../src/content/studio/studio';
import { topicPageData } from '../../src/content/topics/details/data';
import { topicPageLabels } from '../../src/content/topics/details/labels';
import { page as webAnalytics } from '../../src/content/topics/details/webAnalytics';
import { topicCards, topicsIndex } from '../../src/content/topics/topics';
import { LinkCardGrid } from '../../src/sections/LinkCardGrid/LinkCardGrid';
import { docsStory } from '../support/docs';

export default { title: 'Sections / Link Card Grid' } satisfies StoryDefault;

/** The Studio hub's four cards (title, subtitle, body, link), two columns on desktop. */
export const TwoColumnsWithSubtitles: Story = () => (
  <LinkCardGrid
    heading={studioHub.cards.heading}
    intro={studioHub.cards.intro}
    cards={studioHub.cards.items}
    columns={2}
    tone="surface"
  />
);

/** The proof hub's five cards without subtitles, three columns on desktop. */
export const ThreeColumnsWithoutSubtitles: Story = () => (
  <LinkCardGrid
    heading={proofHub.areas.heading}
    intro={proofHub.areas.intro}
    cards={proofHub.areas.cards.map((card) => ({
      title: card.title,
      body: card.description,
      href: card.href,
    }))}
    columns={3}
  />
);

/** Two cards with their own link labels and a long subtitle, plus an action under the grid. */
export const CustomLabels: Story = () => (
  <LinkCardGrid
    eyebrow="Keep exploring"
    heading="Where to go next"
    cards={[
      {
        title: 'Growth OS',
        subtitle: 'The modular operating system behind every engagement, from data to creative',
        body: 'Four layers of architecture, nine modules and one view of what drives revenue.',
        href: '/growth-os',
        linkLabel: 'See the system',
      },
      {
        title: 'Insights',
        body: 'Perspectives and research on performance marketing, AI and growth leadership.',
        href: '/insights',
        linkLabel: 'Read the latest',
      },
    ]}
    columns={2}
    actions={[{ label: 'All services', href: '/services', variant: 'secondary' }]}
  />
);

/** The four topic guides on /topics: a pictogram above each title, two columns. */
export const WithIcons: Story = () => (
  <LinkCardGrid
    heading={topicsIndex.cards.heading}
    intro={topicsIndex.cards.intro}
    cards={topicCards.map((card) => ({
      title: card.title,
      body: card.description,
      href: card.href,
      icon: <TopicIcon name={card.icon} />,
    }))}
    linkLabel={topicPageLabels.readGuide}
    columns={2}
  />
);
WithIcons.storyName = 'Topic cards with icons';

/** A guide's Related Services: two service cards, from the services' own content. */
export const RelatedServices: Story = () => (
  <LinkCardGrid
    heading={topicPageLabels.relatedServices}
    intro={topicPageLabels.relatedServicesIntro}
    cards={topicPageData(webAnalytics).related}
    linkLabel={topicPageLabels.viewService}
    columns={2}
  />
);
RelatedServices.storyName = 'Two related services';

/** The Insights landing's two cards with a quiet line under them: the RSS feed of both. */
export const WithNote: Story = () => (
  <LinkCardGrid
    heading={insightsLanding.sections.heading}
    intro={insightsLanding.sections.intro}
    cards={insightsLanding.sections.cards}
    columns={2}
    tone="surface"
    note={
      <Link href={insightsPaths.feed} type="application/rss+xml" variant="subtle">
        {insightsLanding.sections.feedLink}
      </Link>
    }
  />
);
WithNote.storyName = 'Two cards with a note';

export const Documentation = docsStory({
  name: 'Link Card Grid',
  source: ['src/sections/LinkCardGrid'],
  purpose: (
    <p>
      A hub’s way into the pages below it: one card per page, with a title, an optional subtitle, a
      short paragraph and one link (“Explore”). The link is the card’s only interactive part, so the
      text stays selectable and screen readers meet one link per card.
    </p>
  ),
  whenToUse: [
    'On a hub page, for the pages beneath it: the four studios on /studio, the five proof areas on /proof. Also for a few pages to read next, as on /contact/thank-you.',
    'Two to six destinations that each deserve a sentence of explanation before the visitor chooses.',
  ],
  whenNotToUse: [
    'For one or two onward links: use Actions, or a CTA Band at the end of the page.',
    'For cards that do not lead anywhere: use Feature Grid.',
    'For products in the catalogue: use Product Card.',
  ],
  states: [
    {
      name: 'Topic cards with icons',
      story: WithIcons,
      description:
        'The /topics cards: a decorative pictogram in an accent tile above each title; the title still names the card and its link.',
    },
    {
      name: 'Two related services',
      story: RelatedServices,
      description:
        'Related Services on a topic guide: two cards whose title and description come from the services’ own cards, with “View service” links.',
    },
    {
      name: 'Two columns with subtitles',
      story: TwoColumnsWithSubtitles,
      description:
        'The Studio hub’s four studios on the surface tone (cards raised): a subtitle in the accent colour under each title.',
    },
    {
      name: 'Three columns without subtitles',
      story: ThreeColumnsWithoutSubtitles,
      description:
        'The proof hub’s five areas: title, paragraph and link, three across on desktops.',
    },
    {
      name: 'Two cards with a note',
      story: WithNote,
      description:
        'The Insights landing: a quiet line under the grid (`note`), here the link to the RSS feed of the articles and reports; it follows the cards in reading and Tab order.',
    },
    {
      name: 'Custom labels',
      story: CustomLabels,
      description:
        'Each card can say where its link leads (“See the system”, “Read the latest”) instead of the grid’s “Explore”; an action can follow the grid.',
    },
  ],
  keyboard: [
    {
      keys: 'Tab / Shift + Tab',
      does: 'Moves from card link to card link in reading order (row by row), then to the actions under the grid.',
    },
    { keys: 'Enter', does: 'Follows the focused link.' },
  ],
  screenReader: [
    'A region named by its heading (“Four studios, one system, region”; the heading is level 2), then a list with one item per card.',
    'Each card’s title is a level 3 heading, so heading navigation lists the destinations.',
    'Each link says which card it belongs to: “Explore AI Lab, link” (the title is added for screen readers), so a list of links never reads “Explore, Explore, Explore”.',
    'The arrow after the link text is decorative.',
  ],
  withoutJavaScript: (
    <p>
      Everything works: the links are real <code>&lt;a href&gt;</code> in the prerendered page. With
      JavaScript they navigate without reloading the page.
    </p>
  ),
  dosAndDonts: [
    {
      do: 'One link per card, at its foot, with the card’s title as the link’s hidden context.',
      dont: 'Wrap the whole card in a link: screen readers then read the title, subtitle and paragraph as one long link name.',
    },
    {
      do: 'Cards of similar length, so the links line up along each row.',
      dont: 'A card with no paragraph, or a paragraph three times longer than its neighbours.',
    },
  ],
});

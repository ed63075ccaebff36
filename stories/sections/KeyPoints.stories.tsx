import type { Story, StoryDefault } from '@ladle/react';
import { howWeWork } from '../../src/content/company/about';
import { topicPageLabels } from '../../src/content/topics/details/labels';
import { page as webAnalytics } from '../../src/content/topics/details/webAnalytics';
import { findTopicCard } from '../../src/content/topics/topics';
import { KeyPoints } from '../../src/sections/KeyPoints/KeyPoints';
import { docsStory } from '../support/docs';

export default { title: 'Sections / Key Points' } satisfies StoryDefault;

/** "How We Work": five points. */
export const FivePointsWithIntro: Story = () => (
  <KeyPoints heading={howWeWork.heading} intro={howWeWork.intro} points={howWeWork.bullets} />
);

export const OnBody: Story = () => (
  <KeyPoints heading={howWeWork.heading} points={howWeWork.bullets.slice(0, 3)} tone="body" />
);

/** A topic guide's Key Facts: three sentences, each a fact a reader can use. */
export const ThreeKeyFacts: Story = () => (
  <KeyPoints
    heading={topicPageLabels.keyFacts}
    intro={webAnalytics.keyFactsIntro}
    points={findTopicCard('web-analytics').keyFacts}
  />
);
ThreeKeyFacts.storyName = 'Three key facts';

export const Documentation = docsStory({
  name: 'Key Points',
  source: ['src/sections/KeyPoints'],
  purpose: (
    <p>
      A heading beside a short list of one-sentence points, each in its own tile with a check mark.
      For commitments and working principles a visitor should take in at a glance: how we work, what
      a studio delivers.
    </p>
  ),
  whenToUse: [
    'Three to six points of one sentence each, under a heading that says what they have in common (“How We Work” on the About page, the studios’ approach and deliverables).',
    'The heading and intro sit to the left of the list on desktops and above it on phones.',
  ],
  whenNotToUse: [
    'For points that need a title and a paragraph each: use Feature Grid.',
    'For steps in order: use Step Flow.',
    'For a single statement or a few paragraphs: use Prose Section.',
  ],
  states: [
    {
      name: 'Three key facts',
      story: ThreeKeyFacts,
      description: 'Key Facts on a topic guide: the topic card’s three facts, on the surface tone.',
    },
    {
      name: 'Five points with intro',
      story: FivePointsWithIntro,
      description:
        'The About page’s “How We Work”: heading, one line of intro and five points, on the surface tone (the default).',
    },
    {
      name: 'On body',
      story: OnBody,
      description: 'Three points without an intro, on the body tone: the tiles stay raised.',
    },
  ],
  keyboard: 'Nothing to operate: the points are text, so Tab passes the section by.',
  screenReader: [
    'A region named by its heading (“How We Work, region”; the heading is level 2).',
    'Then a list with one item per point (“list, 5 items”); each point is read as one sentence.',
    'The check marks are decorative and not read: they mark items, not “done”.',
  ],
  withoutJavaScript: <p>Nothing needs JavaScript: it is text in the prerendered page.</p>,
  dosAndDonts: [
    {
      do: 'One concrete sentence per point, starting the same way (“We start from…”, “We build…”).',
      dont: 'Paragraphs in the tiles, or more than six points: the list stops being scannable.',
    },
  ],
});

import type { Story, StoryDefault } from '@ladle/react';
import { page as webAnalytics } from '../../src/content/topics/details/webAnalytics';
import { topicsIndex } from '../../src/content/topics/topics';
import { TldrBox } from '../../src/sections/TldrBox/TldrBox';
import { docsStory } from '../support/docs';

export default { title: 'Sections / TLDR Box' } satisfies StoryDefault;

/** The Web Analytics guide’s summary, on the body tone after the hero. */
export const Guide: Story = () => <TldrBox summary={webAnalytics.tldr} />;

/** The /topics index’s summary on the surface tone. */
export const OnSurface: Story = () => <TldrBox summary={topicsIndex.tldr} tone="surface" />;

/** Another heading, for a summary that is not called TL;DR (“In brief”). */
export const OtherHeading: Story = () => <TldrBox heading="In brief" summary={webAnalytics.tldr} />;

export const Documentation = docsStory({
  name: 'TLDR Box',
  source: ['src/sections/TldrBox'],
  purpose: (
    <p>
      The guide in two or three sentences, boxed under a “TL;DR” heading, first after the hero of a
      topic guide and of /topics. A reader who stops here should still leave with something
      specific.
    </p>
  ),
  whenToUse: ['First after the hero of a long guide or index page.'],
  whenNotToUse: [
    'For a quotation: use a Testimonial Card or a Prose Section’s statement.',
    'For a list of points: use Key Points.',
    'More than once on a page, or anywhere but the top: a summary at the bottom is a conclusion.',
  ],
  states: [
    { name: 'Guide', story: Guide, description: 'On the body tone, as a guide shows it.' },
    { name: 'On surface', story: OnSurface, description: 'The same box on the surface band.' },
    {
      name: 'Other heading',
      story: OtherHeading,
      description: 'Any heading can replace TL;DR; only TL;DR is expanded as an abbreviation.',
    },
  ],
  keyboard: 'Nothing to operate.',
  screenReader: [
    'A region named by its heading, “TL;DR”, a level-2 heading; the abbreviation carries its expansion (“Too long; didn’t read”) as a title.',
    'Then the summary as one paragraph.',
  ],
  withoutJavaScript: <p>Works fully: it is static HTML and CSS.</p>,
  dosAndDonts: [
    {
      do: 'Write a summary that teaches: the two or three things the guide concludes.',
      dont: 'Write a teaser (“Read on to find out…”): the box is for readers who will not read on.',
    },
  ],
});

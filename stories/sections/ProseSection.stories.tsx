import type { Story, StoryDefault } from '@ladle/react';
import { philosophy, whoWeAre } from '../../src/content/company/about';
import { ProseSection } from '../../src/sections/ProseSection/ProseSection';
import { docsStory } from '../support/docs';

export default { title: 'Sections / Prose Section' } satisfies StoryDefault;

/** "Who We Are" on the About page: two paragraphs on the surface band. */
export const ParagraphsOnly: Story = () => (
  <ProseSection heading={whoWeAre.heading} paragraphs={whoWeAre.paragraphs} tone="surface" />
);

/** "Our Philosophy": the pull statement before the paragraph. */
export const WithStatement: Story = () => (
  <ProseSection
    heading={philosophy.heading}
    statement={philosophy.quote}
    paragraphs={philosophy.paragraphs}
  />
);

export const Documentation = docsStory({
  name: 'Prose Section',
  source: ['src/sections/ProseSection'],
  purpose: (
    <p>
      A heading beside a few paragraphs of running text, for the parts of a page that are told
      rather than listed: “Who We Are” and “Our Philosophy” on the About page. On desktop the
      heading sits in the left column and the text in the right; on smaller screens they stack. An
      optional statement, set large in the accent colour, can open the text.
    </p>
  ),
  whenToUse: [
    'For one to three paragraphs that need to be read in order: a story, a stance, a method explained.',
    'With a statement when the section has a line worth remembering (“Campaigns end. Systems compound.”).',
  ],
  whenNotToUse: [
    'For points a visitor will scan rather than read: use Key Points, Principles or Feature Grid.',
    'For a quotation from a client: use a testimonial, which credits who said it. The statement is our own voice.',
    'For long articles: text past three paragraphs needs its own page with subheadings.',
  ],
  states: [
    {
      name: 'Paragraphs only',
      story: ParagraphsOnly,
      description:
        'As “Who We Are”: the first paragraph in body colour, the ones after it in the muted colour, on the surface band.',
    },
    {
      name: 'With statement',
      story: WithStatement,
      description:
        'As “Our Philosophy”: the statement with its accent rule, then the paragraph, on the body band.',
    },
  ],
  keyboard:
    'Nothing to operate unless links are passed in after the paragraphs; they then follow the text in reading order.',
  screenReader: [
    'A region named by its h2 (“Our Philosophy”), then the statement and the paragraphs, read in order.',
    'The statement is a plain paragraph, not a quotation: it is read as text, with no change of voice.',
  ],
  withoutJavaScript: <p>Works fully: it is static HTML and CSS.</p>,
  dosAndDonts: [
    {
      do: 'Keep the statement to one short sentence or two, and let the paragraphs explain it.',
      dont: 'Use the statement for a whole paragraph: set that large, it is hard to read and the emphasis is lost.',
    },
  ],
});

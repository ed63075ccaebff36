import type { Story, StoryDefault } from '@ladle/react';
import { faq } from '../../src/content/site/home';
import { Faq } from '../../src/sections/Faq/Faq';
import { docsStory } from '../support/docs';

export default { title: 'Sections / FAQ' } satisfies StoryDefault;

/** The home page's ten questions, all closed. */
export const TenQuestionsAllClosed: Story = () => <Faq heading={faq.heading} items={faq.items} />;
TenQuestionsAllClosed.storyName = 'Ten questions, all closed';

/** Four questions with the second answer open on first render (defaultExpandedIndex). */
export const OneAnswerOpen: Story = () => (
  <Faq heading={faq.heading} items={faq.items.slice(0, 4)} defaultExpandedIndex={1} />
);

export const WithIntro: Story = () => (
  <Faq
    eyebrow="FAQ"
    heading={faq.heading}
    intro="Still unsure? Book a strategy session and ask us directly."
    items={faq.items.slice(0, 3)}
    tone="body"
  />
);

export const Documentation = docsStory({
  name: 'FAQ',
  source: ['src/sections/Faq'],
  purpose: (
    <p>
      The questions visitors ask before they get in touch, each with a short answer that opens in
      place. The heading sits beside the questions on desktops and above them on phones; the
      questions are an Accordion, so one answer is open at a time.
    </p>
  ),
  whenToUse: [
    'At the end of a page, after the CTA band, for the objections that remain: price, minimum budget, markets, how long results take (the home page has ten).',
    'Questions with short, self-contained answers: two to four sentences each.',
  ],
  whenNotToUse: [
    'For information most visitors need, such as what a service includes: write it on the page.',
    'For a single question: answer it in the text.',
    'For long answers with lists and links: give them a page of their own and link to it.',
  ],
  states: [
    {
      name: 'Ten questions, all closed',
      story: TenQuestionsAllClosed,
      description: 'How the home page starts: every question visible, every answer closed.',
    },
    {
      name: 'One answer open',
      story: OneAnswerOpen,
      description:
        'An answer can start open (defaultExpandedIndex). Opening another closes it; pressing the open question again closes it too.',
    },
    {
      name: 'With intro',
      story: WithIntro,
      description:
        'An eyebrow and a line under the heading that points to the next step, on the body tone.',
    },
  ],
  keyboard: [
    {
      keys: 'Tab / Shift + Tab',
      does: 'Moves from question to question (and into an open answer, should it hold a link).',
    },
    {
      keys: 'Enter or Space',
      does: 'Opens the focused question’s answer and closes any other; on an open question, closes it.',
    },
  ],
  screenReader: [
    'A region named by its heading (“Frequently asked questions, region”), a level 2 heading.',
    'Each question is a level 3 heading inside a disclosure button: “What is Growth OS?, button, collapsed”, then “expanded” once opened. Heading navigation lists every question.',
    'The answer follows its question in reading order; a closed answer is not read.',
  ],
  withoutJavaScript: (
    <p>
      Everything works: each question is a native <code>&lt;details&gt;</code>, so the browser opens
      and closes answers, keeps one open at a time and opens the answer that holds a match of find
      in page (Ctrl or Cmd + F). Every answer is in the prerendered HTML, so search engines read
      them too.
    </p>
  ),
  dosAndDonts: [
    {
      do: 'Write each question as the visitor would ask it, and answer it in the first sentence.',
      dont: 'Hide essential terms (price, minimum budget, notice period) only in an FAQ, or pad it with questions nobody asks.',
    },
    {
      do: 'One FAQ per page, with the CTA band just before it.',
      dont: 'Split the questions into several FAQ sections down the page.',
    },
  ],
});

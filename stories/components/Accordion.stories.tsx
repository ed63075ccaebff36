import type { Story, StoryDefault } from '@ladle/react';
import { Accordion, AccordionItem } from '../../src/components/Accordion/Accordion';
import { docsStory } from '../support/docs';

export default { title: 'Components / Accordion' } satisfies StoryDefault;

const questions = [
  {
    id: 'start',
    title: 'How does a growth programme start?',
    answer:
      'With a two-week audit of your media accounts, analytics and funnel. You get a ranked plan of what to fix first and what it is worth.',
  },
  {
    id: 'roas',
    title: 'How soon will we see ROAS improve?',
    answer:
      'Most clients see paid media efficiency move within six weeks, once tracking is fixed and budgets follow incremental revenue.',
  },
  {
    id: 'ownership',
    title: 'Who owns the ad accounts and the data?',
    answer:
      'You do. We work inside your accounts, so every campaign, audience and dashboard stays yours if we part ways.',
  },
  {
    id: 'pricing',
    title: 'How do you price your work?',
    answer:
      'A fixed monthly fee per workstream, agreed after the audit. No percentage of media spend, so we have no reason to inflate budgets.',
  },
];

function Faq({ defaultExpandedKeys }: { defaultExpandedKeys?: string[] }) {
  return (
    <div style={{ maxWidth: '46rem' }}>
      <h2 style={{ marginBlockEnd: '1rem' }}>Frequently asked questions</h2>
      <Accordion headingLevel={3} defaultExpandedKeys={defaultExpandedKeys}>
        {questions.map((question) => (
          <AccordionItem key={question.id} id={question.id} title={question.title}>
            <p>{question.answer}</p>
          </AccordionItem>
        ))}
      </Accordion>
    </div>
  );
}

export const AllClosed: Story = () => <Faq />;

export const OneItemOpen: Story = () => <Faq defaultExpandedKeys={['roas']} />;

export const HeadingLevelTwo: Story = () => (
  <div style={{ maxWidth: '46rem' }}>
    <Accordion headingLevel={2} defaultExpandedKeys={['cookies']}>
      <AccordionItem id="cookies" title="Which cookies do we set?">
        <p>
          Only the ones you allow: analytics cookies load after consent, and we never use
          advertising cookies on this site.
        </p>
      </AccordionItem>
      <AccordionItem id="retention" title="How long do we keep your enquiry?">
        <p>Twelve months after our last conversation, then it is deleted.</p>
      </AccordionItem>
    </Accordion>
  </div>
);

export const Documentation = docsStory({
  name: 'Accordion',
  source: ['src/components/Accordion'],
  purpose: (
    <p>
      Questions or topics whose answers open one at a time, in place. Each item is a native
      disclosure (<code>&lt;details&gt;</code>) whose summary holds the item’s heading, so it works
      in the prerendered page before, and without, JavaScript.
    </p>
  ),
  whenToUse: [
    'Frequently asked questions, where a visitor scans the questions and reads one answer.',
    'Secondary detail that would make a page long for everyone but matters to a few (retention periods, cookie lists).',
  ],
  whenNotToUse: [
    'For content most visitors need: show it. Hidden text is read less.',
    'For switching between views of the same thing: use a Toggle Button Group.',
    'For navigation: the site header’s submenus are their own pattern (Site Shell).',
    'For a single show/hide toggle inside a form or card: a lone item of an accordion reads oddly; write the text out, or use a Link to a page with the detail.',
  ],
  states: [
    {
      name: 'All closed',
      story: AllClosed,
      description: 'How FAQs start: every question visible, every answer closed.',
    },
    {
      name: 'One item open',
      story: OneItemOpen,
      description:
        'An item can start open (defaultExpandedKeys). Opening another closes it; pressing the open one again closes it too.',
    },
    {
      name: 'Heading level two',
      story: HeadingLevelTwo,
      description:
        'headingLevel follows the page outline: 3 under a section’s h2 (the default), 2 when the accordion is the section.',
    },
  ],
  keyboard: [
    {
      keys: 'Tab / Shift + Tab',
      does: 'Moves between the questions (and into an open answer’s links).',
    },
    {
      keys: 'Enter or Space',
      does: 'Opens the focused question’s answer, closing any other; on an open question, closes it.',
    },
  ],
  screenReader: [
    'Each question is announced as a button with its state: “How soon will we see ROAS improve?, button, collapsed”, then “expanded” after opening (the browser exposes the summary as a disclosure button).',
    'The question is also a heading of the given level. Firefox with NVDA or JAWS lists it in heading navigation; some other pairs of browser and screen reader treat the summary as a plain button and drop the heading, so the question is still reached as a button.',
    'The answer follows its question in reading order; a closed answer is not read.',
    'Find in page (Ctrl/Cmd + F) opens the item that holds a match.',
  ],
  withoutJavaScript: (
    <>
      <p>
        Everything works: the browser opens and closes each item, keeps one open at a time (the
        items share a <code>name</code>) and lets the open one close again. Every answer is in the
        HTML.
      </p>
      <p>
        With JavaScript, React keeps the same one-at-a-time rule for browsers that do not know
        exclusive details, and can report changes (onExpandedChange).
      </p>
    </>
  ),
  dosAndDonts: [
    {
      do: 'Write each question as the visitor would ask it, and answer it in the first sentence.',
      dont: 'Use vague labels (“More information”, “Details”) that force visitors to open every item.',
    },
    {
      do: 'Keep the heading level in the page’s outline: 3 under a section with an h2.',
      dont: 'Pick a level for its size: the outline (and heading navigation) breaks.',
    },
  ],
});

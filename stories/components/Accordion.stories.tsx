import type { Story, StoryDefault } from '@ladle/react';
import { Accordion, AccordionItem } from '../../src/components/Accordion/Accordion';

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

export const Collapsed: Story = () => <Faq />;

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

export const DisabledItem: Story = () => (
  <div style={{ maxWidth: '46rem' }}>
    <Accordion headingLevel={2}>
      <AccordionItem id="audit" title="Growth audit">
        <p>Available now for brands spending over 20k a month on media.</p>
      </AccordionItem>
      <AccordionItem id="academy" title="Response Academy (opens in spring)" isDisabled>
        <p>Workshops for in-house marketing teams.</p>
      </AccordionItem>
    </Accordion>
  </div>
);

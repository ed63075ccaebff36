import type { Story, StoryDefault } from '@ladle/react';
import { TextArea } from '../../src/components/TextArea/TextArea';
import { docsStory } from '../support/docs';

export default { title: 'Components / Text Area' } satisfies StoryDefault;

const column = { maxWidth: '32rem' };

export const Empty: Story = () => (
  <div style={column}>
    <TextArea
      label="What would you like to grow?"
      name="message"
      description="Tell us about your goals, channels and timeline."
    />
  </div>
);

export const Filled: Story = () => (
  <div style={column}>
    <TextArea
      label="What would you like to grow?"
      name="message"
      rows={4}
      defaultValue="We sell premium cookware online and want to scale paid social in Germany and France without losing our 3x ROAS target."
    />
  </div>
);

export const Invalid: Story = () => (
  <div style={column}>
    <TextArea
      label="What would you like to grow?"
      name="message"
      rows={3}
      isInvalid
      errorMessage="Please tell us a little about your project (at least 20 characters)."
      defaultValue="More sales"
    />
  </div>
);

export const Disabled: Story = () => (
  <div style={column}>
    <TextArea
      label="Internal notes"
      name="notes"
      rows={3}
      isDisabled
      defaultValue="Visible to the account team only."
    />
  </div>
);

export const Documentation = docsStory({
  name: 'Text Area',
  source: ['src/components/TextArea'],
  purpose: (
    <p>
      A box for a few sentences: a React Aria text field with a native textarea, its label above, an
      optional description and an error message. It shares its looks with Text Field; the contact
      form asks for the visitor’s biggest growth challenge with it.
    </p>
  ),
  whenToUse: [
    'Free text longer than a line: a brief, a challenge, a message.',
    'Set rows to the length you expect (default 5; the contact form uses 4): the box says how much to write. Visitors can make it taller.',
  ],
  whenNotToUse: [
    'A name, an email, a number or anything on one line: use Text Field.',
    'Answers you could offer as options: use a Radio Group or Select, which are quicker to answer and to analyse.',
  ],
  states: [
    {
      name: 'Empty',
      story: Empty,
      description: 'The label asks the question; the description under the box says what helps.',
    },
    {
      name: 'Filled',
      story: Filled,
      description: 'Text wraps inside the box; it scrolls once the text is longer than the rows.',
    },
    {
      name: 'Invalid',
      story: Invalid,
      description:
        'After a submit or on leaving the box: a red border and a message that says how to fix it. The error goes as soon as the text is valid.',
    },
    {
      name: 'Disabled',
      story: Disabled,
      description: 'Dimmed on a grey surface, not focusable and not sent with the form.',
    },
  ],
  keyboard: [
    { keys: 'Tab / Shift + Tab', does: 'Moves focus to and from the box.' },
    { keys: 'Enter', does: 'Starts a new line; it does not send the form.' },
  ],
  screenReader: [
    'Announced with its label as a multi-line edit field: “What would you like to grow?, edit, multi-line”; the description is read after it.',
    'Required fields are announced as required; an invalid one as invalid, with its error message.',
    'The error appears next to the field and is linked to it, so it is read when the visitor returns to the box.',
  ],
  withoutJavaScript: (
    <p>
      The textarea is native and named, so visitors type into it and a form sends its text. The
      browser checks required and maxLength itself and shows its own message; an error the server
      sent back is under the field already. With JavaScript it stays native until the visitor comes
      to its form, then React Aria’s field replaces it, keeping the text, focus and caret (as the
      Text Field does).
    </p>
  ),
  dosAndDonts: [
    {
      do: 'A label that asks the question, and a description with an example of a good answer.',
      dont: 'The question or the example only as a placeholder: it disappears as the visitor types, and is faint.',
    },
    {
      do: 'An error that says how to fix it: “Please tell us a little about your project (at least 20 characters).”',
      dont: 'An error such as “Invalid input”.',
    },
  ],
});

import type { Story, StoryDefault } from '@ladle/react';
import { TextField } from '../../src/components/TextField/TextField';
import { docsStory } from '../support/docs';
import { Stack } from '../support/layout/Stack';

export default { title: 'Components / Text Field' } satisfies StoryDefault;

const column = { maxWidth: '26rem' };

export const Empty: Story = () => (
  <div style={column}>
    <TextField label="Company name" name="company" placeholder="For example Northwind Retail" />
  </div>
);

export const WithDescription: Story = () => (
  <div style={column}>
    <TextField
      label="Monthly media budget"
      name="budget"
      description="A rough figure is fine; it helps us put the right team on the call."
    />
  </div>
);

export const Invalid: Story = () => (
  <div style={column}>
    <TextField
      label="Work email"
      name="email"
      type="email"
      defaultValue="jamie@"
      isInvalid
      errorMessage="Enter an email address like name@company.com."
    />
  </div>
);

export const Required: Story = () => (
  <div style={column}>
    <TextField label="Full name" name="name" isRequired autoComplete="name" />
  </div>
);

export const Disabled: Story = () => (
  <div style={column}>
    <TextField
      label="Account manager"
      name="manager"
      defaultValue="Assigned after the audit"
      isDisabled
    />
  </div>
);

export const Form: Story = () => (
  <Stack gap="lg" style={column}>
    <TextField label="Full name" name="name" autoComplete="name" isRequired />
    <TextField label="Work email" name="email" type="email" autoComplete="email" isRequired />
    <TextField
      label="Website"
      name="website"
      type="url"
      description="We will look at your site before the call."
    />
  </Stack>
);

export const Documentation = docsStory({
  name: 'Text Field',
  source: ['src/components/TextField'],
  purpose: (
    <p>
      A single line of text with its label above: a React Aria text field (a native input) with an
      optional description and an error message. It is most of the contact form, and its parts
      (label, description, error, the input’s looks) are shared by Text Area, Select and Search
      Field.
    </p>
  ),
  whenToUse: [
    'A name, an email address, a company, a web address: anything that fits on one line.',
    'With the right type and autoComplete (type="email", autoComplete="email"), so phones show the right keyboard and browsers fill it in.',
  ],
  whenNotToUse: [
    'A few sentences: use Text Area.',
    'Searching a list: use Search Field.',
    'A choice among known options: use a Radio Group or Select.',
  ],
  states: [
    {
      name: 'Empty',
      story: Empty,
      description: 'A label, and a placeholder with an example in a fainter colour.',
    },
    {
      name: 'With description',
      story: WithDescription,
      description: 'A hint under the input, linked to it so screen readers read it too.',
    },
    {
      name: 'Required',
      story: Required,
      description:
        'isRequired: the browser and screen readers know, and an empty submit shows the error. Nothing is drawn: the form’s intro says so (the contact form’s: “Every field is required unless it says otherwise.”).',
    },
    {
      name: 'Invalid',
      story: Invalid,
      description:
        'After a submit or on leaving the field: a red border and a message that says how to fix it. The error goes as soon as the value is valid.',
    },
    {
      name: 'Disabled',
      story: Disabled,
      description: 'Dimmed on a grey surface, not focusable and not sent with the form.',
    },
    {
      name: 'Form',
      story: Form,
      description: 'Fields in a column with room between them, as in the contact form.',
    },
  ],
  keyboard: [
    { keys: 'Tab / Shift + Tab', does: 'Moves focus to and from the input.' },
    { keys: 'Enter', does: 'Sends the form the field is in.' },
  ],
  screenReader: [
    'Announced with its label and type: “Work email, edit text”; the description is read after it.',
    'A required field is announced as required; an invalid one as invalid, followed by its error message.',
    'When a submit is refused, focus moves to the first invalid field, so its label and error are read (React Aria, with the browser’s own checks).',
  ],
  withoutJavaScript: (
    <p>
      The input is native and named, so visitors type into it and a form sends it. The browser
      checks required, type="email" and maxLength itself, and shows its own message; an error the
      server sent back (isInvalid with errorMessage) is under the field already. With JavaScript the
      field stays the browser’s own input, in the same markup, until the visitor comes to its form
      (a pointer or focus in it): React Aria’s field is loaded then and replaces it, keeping what
      was typed, focus and the caret, so no page downloads it before it is used.
    </p>
  ),
  dosAndDonts: [
    {
      do: 'A visible label above every field; a placeholder only for an example.',
      dont: 'The placeholder as the label: it disappears as the visitor types, and its faint text is hard to read.',
      doExample: (
        <div style={column}>
          <TextField label="Company" name="company" placeholder="For example Northwind Retail" />
        </div>
      ),
    },
    {
      do: 'An error that says how to fix it: “Enter an email address like name@company.com.”',
      dont: 'An error that blames the visitor or says only “Invalid”.',
    },
  ],
});

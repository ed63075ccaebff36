import type { Story, StoryDefault } from '@ladle/react';
import { ErrorSummary } from '../../src/components/ErrorSummary/ErrorSummary';
import { TextField } from '../../src/components/TextField/TextField';
import { contact, contactFailureMessage } from '../../src/content/site/contact';
import { fieldMessages } from '../../src/features/contactForm/submission';
import { docsStory } from '../support/docs';
import { Stack } from '../support/layout/Stack';

export default { title: 'Components / Error Summary' } satisfies StoryDefault;

/** Two answers refused by the server, each linking to its field below. */
export const TwoFieldsToFix: Story = () => (
  <Stack gap="xl">
    <ErrorSummary
      heading={contact.refusal.heading}
      errors={[
        { href: '#summary-full-name', message: fieldMessages.fullName },
        { href: '#summary-email', message: fieldMessages.email },
      ]}
    >
      <p>Please correct the highlighted fields. {contact.refusal.fieldsIntro}</p>
    </ErrorSummary>
    <Stack gap="md">
      <TextField
        id="summary-full-name"
        label="Full Name"
        isInvalid
        errorMessage={fieldMessages.fullName}
      />
      <TextField
        id="summary-email"
        label="Business Email"
        defaultValue="selin@atlas-home"
        isInvalid
        errorMessage={fieldMessages.email}
      />
    </Stack>
  </Stack>
);

/** Nothing to fix in the answers (the lead could not be stored): a link back to the form. */
export const NothingToFix: Story = () => (
  <ErrorSummary
    heading={contact.refusal.heading}
    errors={[{ href: '#contact-form', message: contact.refusal.formLink }]}
  >
    <p>{contactFailureMessage()}</p>
  </ErrorSummary>
);

export const Documentation = docsStory({
  name: 'Error Summary',
  source: ['src/components/ErrorSummary'],
  purpose: (
    <p>
      The box at the top of a page that answers a refused form: what happened, and a link to each
      answer to fix. The pattern comes from the GOV.UK Design System, where it is tested with screen
      reader, magnifier and keyboard users.
    </p>
  ),
  whenToUse: [
    'On a page the server rendered again after refusing a form that the browser sent itself (without JavaScript, or before the page was ready): the contact page does this.',
    'Above everything else in the page body, so it is the first thing seen and heard.',
  ],
  whenNotToUse: [
    'For errors found while the visitor is still on the page with JavaScript: the fields show their own errors and a polite status names them (see the contact form).',
    'For a message that is not about the visitor’s answers, such as a cookie notice or news: it is an alert.',
  ],
  states: [
    {
      name: 'Two fields to fix',
      story: TwoFieldsToFix,
      description:
        'Each message is a link to its field. The same message stands beside the field itself, so the visitor sees it where they fix it.',
      linkOnly: true,
    },
    {
      name: 'Nothing to fix',
      story: NothingToFix,
      description:
        'When the answers were fine but the message was not kept (a failure on our side, too many messages): why, and a link back to the form with every entry still in it.',
    },
  ],
  keyboard: [
    {
      keys: 'Page load',
      does: 'With autoFocus, focus starts on the summary (the HTML autofocus attribute, so it works without JavaScript).',
    },
    { keys: 'Tab', does: 'Moves to each link in turn.' },
    {
      keys: 'Enter',
      does: 'Follows a link: the page jumps to the field, and with JavaScript focus goes into it, ready to type.',
    },
  ],
  screenReader: [
    'It is an alert labelled by its heading: read out when the page opens, heading first (“Your message has not been sent”), then the reason.',
    'The links are a list: “list, 2 items, link, Enter your full name.”.',
    'Each field’s own error is its description, read when the field is focused.',
  ],
  withoutJavaScript: (
    <p>
      Everything works: the server renders it, the browser focuses it, and its links are plain
      anchors to the fields’ ids.
    </p>
  ),
  dosAndDonts: [
    {
      do: 'Write the same message in the summary and beside the field, saying how to fix it: “Enter a valid business email address, like name@company.com.”',
      dont: 'A summary that only says “There were errors”, or links that do not go to their fields.',
    },
    {
      do: 'Show one summary, at the top of the page.',
      dont: 'A summary next to each section, or one that stays after the form was sent.',
    },
  ],
});

import type { Story, StoryDefault } from '@ladle/react';
import { Button } from '../../src/components/Button/Button';
import { Dialog, DialogTrigger, Modal } from '../../src/components/Dialog/Dialog';
import { TextField } from '../../src/components/TextField/TextField';
import { docsStory } from '../support/docs';
import { Stack } from '../support/layout/Stack';

export default { title: 'Components / Dialog' } satisfies StoryDefault;

function BookingDialog({ defaultOpen = false }: { defaultOpen?: boolean }) {
  return (
    <DialogTrigger defaultOpen={defaultOpen}>
      <Button>Book a strategy call</Button>
      <Modal>
        <Dialog title="Book a strategy call">
          {({ close }) => (
            <Stack gap="md">
              <p>
                Thirty minutes with a senior strategist to review your channels and where the next
                growth will come from.
              </p>
              <TextField label="Work email" name="email" type="email" autoComplete="email" />
              <Stack direction="row" gap="sm" wrap justify="end">
                <Button variant="ghost" onPress={close}>
                  Not now
                </Button>
                <Button onPress={close}>Request a time</Button>
              </Stack>
            </Stack>
          )}
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}

export const Closed: Story = () => <BookingDialog />;

export const Open: Story = () => <BookingDialog defaultOpen />;

export const Informational: Story = () => (
  <DialogTrigger defaultOpen>
    <Button variant="secondary">How we measure ROAS</Button>
    <Modal>
      <Dialog title="How we measure ROAS">
        <p>
          Return on ad spend is revenue attributed to ads divided by what the ads cost. We report it
          next to incremental ROAS from holdout tests, so you can see what the ads truly added.
        </p>
      </Dialog>
    </Modal>
  </DialogTrigger>
);

export const Documentation = docsStory({
  name: 'Dialog',
  source: ['src/components/Dialog'],
  purpose: (
    <p>
      A modal window over a dimmed page, for a short task or explanation the visitor asked for,
      without leaving the page. It is React Aria’s dialog: it takes focus, keeps it inside until
      closed, and gives it back to the button that opened it.
    </p>
  ),
  whenToUse: [
    'A short, focused task started by a button: request a call with one or two fields.',
    'An explanation on demand that would interrupt the page if written out (how a metric is measured).',
  ],
  whenNotToUse: [
    'For content visitors need to find, share or reach without JavaScript: give it a page (the contact form is a page, not a dialog).',
    'To confirm that something happened (“Thanks, we will reply within 24 hours”): use Toast.',
    'For navigation menus in a centred card: the header’s mobile menu is the sheet variant (`Modal variant="sheet"` with `SheetDialog`: full screen, its own top bar and close button), shown in Site Shell.',
    'Unasked, on arrival or on scroll: a dialog the visitor did not open is an interruption.',
  ],
  states: [
    {
      name: 'Closed',
      story: Closed,
      description:
        'What the page shows: only the button that opens it. Press it to see the dialog here.',
    },
    {
      name: 'Open',
      story: Open,
      description:
        'The dialog with a heading, text, a field and its actions; the close button sits beside the heading. Opened from its story, since it covers the screen.',
      linkOnly: true,
    },
    {
      name: 'Informational',
      story: Informational,
      description:
        'Text only, closed with the close button, Escape or a click on the dimmed page. No action to take.',
      linkOnly: true,
    },
  ],
  keyboard: [
    {
      keys: 'Enter or Space',
      does: 'On the button that opens it: opens the dialog and moves focus into it.',
    },
    {
      keys: 'Tab / Shift + Tab',
      does: 'Moves between the dialog’s controls only; focus wraps from the last back to the first and never reaches the page behind.',
    },
    { keys: 'Escape', does: 'Closes the dialog; focus returns to the button that opened it.' },
  ],
  screenReader: [
    'On opening, focus moves to the dialog, which is named by its heading: “Book a strategy call, dialog”, then its content is read.',
    'While it is open the page behind is hidden from screen readers, so browsing stays inside the dialog.',
    'The close button is announced as “Close, button” (closeLabel renames it, for example in another language).',
    'On closing, focus returns to the button that opened it, so the visitor carries on where they were.',
  ],
  withoutJavaScript: (
    <p>
      Nothing opens: the button needs JavaScript, and the dialog’s content is not in the HTML until
      it opens. So a dialog must never hold the only way to something. Pair it with a page or a link
      that does the same (the contact page for a call request), or don’t use one.
    </p>
  ),
  dosAndDonts: [
    {
      do: 'Give every dialog a heading that says what it is for, and a way out (“Not now”, Close).',
      dont: 'A dialog without a heading, or whose only button commits the visitor to something.',
    },
    {
      do: 'Keep it short: a paragraph and a field or two. Longer tasks deserve a page.',
      dont: 'Put a long form or a scrolling article in a dialog: it is hard to read on a phone and lost when closed.',
    },
  ],
});

import type { Story, StoryDefault } from '@ladle/react';
import { useEffect } from 'react';
import { Button } from '../../src/components/Button/Button';
import { Toaster, toast } from '../../src/components/Toast/Toast';
import { docsStory } from '../support/docs';
import { Stack } from '../support/layout/Stack';

export default { title: 'Components / Toast' } satisfies StoryDefault;

export const Triggers: Story = () => (
  <>
    <Toaster />
    <Stack direction="row" gap="sm" wrap>
      <Button variant="secondary" onPress={() => toast('Your report is scheduled for Monday.')}>
        Message
      </Button>
      <Button variant="secondary" onPress={() => toast.success('Thanks, your message was sent.')}>
        Success
      </Button>
      <Button
        variant="secondary"
        onPress={() =>
          toast.error('We could not send your message.', {
            description: 'Please check your connection and try again.',
          })
        }
      >
        Error
      </Button>
      <Button
        variant="secondary"
        onPress={() => {
          const id = toast.loading('Sending your brief');
          window.setTimeout(() => toast.success('Brief received', { id }), 1500);
        }}
      >
        Loading, then success
      </Button>
      <Button variant="ghost" onPress={() => toast.dismiss()}>
        Dismiss all
      </Button>
    </Stack>
  </>
);

/** Toasts that stay put (infinite durations) so screenshots and axe see them. */
export const EveryKind: Story = () => {
  useEffect(() => {
    const ids = [
      toast.loading('Uploading your media plan'),
      toast.error('The upload failed. Try a file under 10 MB.', {
        duration: Number.POSITIVE_INFINITY,
      }),
      toast.success('Audience list saved', { duration: Number.POSITIVE_INFINITY }),
      toast('Your report is scheduled for Monday.', { duration: Number.POSITIVE_INFINITY }),
    ];
    return () => {
      for (const id of ids) toast.dismiss(id);
    };
  }, []);
  return (
    <>
      <Toaster expand />
      <p>Four toasts, newest on top: message, success, error and loading.</p>
    </>
  );
};

export const Documentation = docsStory({
  name: 'Toast',
  source: ['src/components/Toast'],
  purpose: (
    <p>
      A short message at the top right that confirms what just happened and then goes away by
      itself: Sonner’s toasts in the site’s colours, raised with <code>toast()</code> and shown by
      one <code>Toaster</code> on the page. The contact form uses them for sending, sent and failed.
    </p>
  ),
  whenToUse: [
    'Feedback on an action the visitor just took that finishes in the background: a message being sent, then sent or failed.',
    'A loading toast for work that takes a moment, replaced by its outcome (pass its id to the success or error call, or use toast.promise).',
    'Message and error stay 4 seconds, success 2, loading until replaced; the contact page gives its toasts 5.',
  ],
  whenNotToUse: [
    'Errors in a form’s fields: show them next to the field (Text Field’s error message), where the visitor fixes them.',
    'Anything the visitor must read, keep or act on (a reference number, a link, a decision): it disappears. Put it on the page.',
    'Marketing messages or news: toasts are answers to the visitor’s own actions.',
  ],
  states: [
    {
      name: 'Triggers',
      story: Triggers,
      description:
        'Press a button to raise each kind: message, success, error with a description, and loading followed by success.',
    },
    {
      name: 'Every kind',
      story: EveryKind,
      description:
        'The four kinds held on screen, newest on top: message (neutral), success (green), error (red) and loading (a spinner). Open the story to see them; they sit over the top right of the page.',
      linkOnly: true,
    },
  ],
  keyboard: [
    {
      keys: 'Alt + T',
      does: 'Moves focus to the toasts and spreads the stack out; toasts stay while it is open.',
    },
    { keys: 'Tab / Shift + Tab', does: 'Moves between the toasts once focus is there.' },
    {
      keys: 'Escape',
      does: 'Folds the stack again; leaving the toasts puts focus back where it was.',
    },
  ],
  screenReader: [
    'Toasts are read from a polite live region named “Notifications alt+T”: each new toast is read once, after what the screen reader is saying, and focus does not move.',
    'A loading toast turned into success or error is read again with its new words.',
    'Colour and icon are not announced (the icons are hidden from screen readers): the words say what happened (“Thanks, your message was sent.”, “We could not send your message.”).',
  ],
  withoutJavaScript: (
    <p>
      There are no toasts: they answer actions that run in the browser (the contact form sends its
      message with a script). Whatever a toast says must not be the only way to learn it: the
      contact page also shows the address to write to.
    </p>
  ),
  dosAndDonts: [
    {
      do: 'Say what happened, in a sentence: “Thanks, your message was sent.”',
      dont: 'A bare “Success!” or “Error”: the visitor cannot tell what succeeded or what to do next.',
    },
    {
      do: 'On failure, say what to try next (“Please check your connection and try again.”) and keep everything the visitor entered.',
      dont: 'Several toasts for one action: replace the loading toast with its outcome instead.',
    },
  ],
});

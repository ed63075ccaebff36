import type { Story, StoryDefault } from '@ladle/react';
import { useEffect } from 'react';
import { Button } from '../../src/components/Button/Button';
import { Stack } from '../../src/components/Stack/Stack';
import { Toaster, toast } from '../../src/components/Toast/Toast';

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
export const Examples: Story = () => {
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

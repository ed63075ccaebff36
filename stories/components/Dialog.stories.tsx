import type { Story, StoryDefault } from '@ladle/react';
import { Button } from '../../src/components/Button/Button';
import { Dialog, DialogTrigger, Modal } from '../../src/components/Dialog/Dialog';
import { Stack } from '../../src/components/Stack/Stack';
import { TextField } from '../../src/components/TextField/TextField';

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

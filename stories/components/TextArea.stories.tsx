import type { Story, StoryDefault } from '@ladle/react';
import { TextArea } from '../../src/components/TextArea/TextArea';

export default { title: 'Components / TextArea' } satisfies StoryDefault;

const column = { maxWidth: '32rem' };

export const Default: Story = () => (
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

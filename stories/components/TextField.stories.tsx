import type { Story, StoryDefault } from '@ladle/react';
import { Stack } from '../../src/components/Stack/Stack';
import { TextField } from '../../src/components/TextField/TextField';

export default { title: 'Components / TextField' } satisfies StoryDefault;

const column = { maxWidth: '26rem' };

export const Default: Story = () => (
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

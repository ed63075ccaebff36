import type { Story, StoryDefault } from '@ladle/react';
import { Radio, RadioGroup } from '../../src/components/RadioGroup/RadioGroup';
import { contactPreferenceOptions } from '../../src/features/contactForm/submission';

export default { title: 'Components / RadioGroup' } satisfies StoryDefault;

/** The contact form's preference: three options in a row, email chosen by default. */
export const ContactPreference: Story = () => (
  <RadioGroup label="Contact Preference" defaultValue="email" name="contactPreference">
    {contactPreferenceOptions.map((option) => (
      <Radio key={option.id} value={option.id}>
        {option.label}
      </Radio>
    ))}
  </RadioGroup>
);

export const Vertical: Story = () => (
  <RadioGroup
    label="Monthly media budget"
    description="A range is enough: it helps us bring the right team."
    orientation="vertical"
    defaultValue="100k-500k"
  >
    <Radio value="under-100k">Under £100k</Radio>
    <Radio value="100k-500k">£100k to £500k</Radio>
    <Radio value="over-500k">Over £500k</Radio>
  </RadioGroup>
);

export const Invalid: Story = () => (
  <RadioGroup
    label="Preferred office"
    isRequired
    isInvalid
    errorMessage="Choose the office nearest to you."
  >
    <Radio value="new-york">New York</Radio>
    <Radio value="london">London</Radio>
    <Radio value="istanbul">Istanbul</Radio>
  </RadioGroup>
);

export const WithDisabledOption: Story = () => (
  <RadioGroup label="Contact Preference" defaultValue="email">
    <Radio value="email">Email</Radio>
    <Radio value="whatsapp">WhatsApp</Radio>
    <Radio value="phone" isDisabled>
      Phone (weekdays only)
    </Radio>
  </RadioGroup>
);

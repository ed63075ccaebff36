import type { Story, StoryDefault } from '@ladle/react';
import { Select, SelectItem } from '../../src/components/Select/Select';

export default { title: 'Components / Select' } satisfies StoryDefault;

const column = { maxWidth: '22rem' };

const budgets = [
  { id: 'under-10k', name: 'Under 10k a month' },
  { id: '10k-50k', name: '10k to 50k a month' },
  { id: '50k-250k', name: '50k to 250k a month' },
  { id: 'over-250k', name: 'Over 250k a month' },
];

export const Placeholder: Story = () => (
  <div style={column}>
    <Select label="Monthly media budget" name="budget" placeholder="Choose a range" items={budgets}>
      {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
    </Select>
  </div>
);

export const Selected: Story = () => (
  <div style={column}>
    <Select
      label="Main goal"
      name="goal"
      defaultSelectedKey="leads"
      description="We tailor the first call to this."
    >
      <SelectItem id="leads">More qualified leads</SelectItem>
      <SelectItem id="sales">More online sales</SelectItem>
      <SelectItem id="brand">Brand awareness</SelectItem>
      <SelectItem id="retention">Customer retention</SelectItem>
    </Select>
  </div>
);

export const Invalid: Story = () => (
  <div style={column}>
    <Select
      label="Monthly media budget"
      name="budget"
      isInvalid
      errorMessage="Choose a budget range so we can plan the right team."
      items={budgets}
    >
      {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
    </Select>
  </div>
);

export const Open: Story = () => (
  <div style={{ ...column, minHeight: '20rem' }}>
    <Select
      label="Monthly media budget"
      name="budget"
      defaultOpen
      defaultSelectedKey="10k-50k"
      items={budgets}
    >
      {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
    </Select>
  </div>
);

export const Disabled: Story = () => (
  <div style={column}>
    <Select label="Office" name="office" isDisabled defaultSelectedKey="amsterdam">
      <SelectItem id="amsterdam">Amsterdam</SelectItem>
      <SelectItem id="london">London</SelectItem>
    </Select>
  </div>
);

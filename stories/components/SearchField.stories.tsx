import type { Story, StoryDefault } from '@ladle/react';
import { SearchField } from '../../src/components/SearchField/SearchField';

export default { title: 'Components / SearchField' } satisfies StoryDefault;

const column = { maxWidth: '26rem' };

export const Empty: Story = () => (
  <div style={column}>
    <SearchField label="Search insights" placeholder="Attribution, ROAS, TikTok..." />
  </div>
);

export const WithValue: Story = () => (
  <div style={column}>
    <SearchField label="Search insights" defaultValue="incrementality testing" />
  </div>
);

export const HiddenLabel: Story = () => (
  <div style={column}>
    <SearchField label="Search the site" hideLabel placeholder="Search the site" />
  </div>
);

export const WithDescription: Story = () => (
  <div style={column}>
    <SearchField
      label="Find a tool"
      description="Search 40 free calculators and templates."
      placeholder="Budget planner"
    />
  </div>
);

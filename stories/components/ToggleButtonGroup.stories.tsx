import type { Story, StoryDefault } from '@ladle/react';
import {
  ToggleButton,
  ToggleButtonGroup,
} from '../../src/components/ToggleButtonGroup/ToggleButtonGroup';

export default { title: 'Components / ToggleButtonGroup' } satisfies StoryDefault;

export const Filters: Story = () => (
  <ToggleButtonGroup aria-label="Filter case studies by sector" defaultSelectedKeys={['all']}>
    <ToggleButton id="all">All sectors</ToggleButton>
    <ToggleButton id="retail">Retail</ToggleButton>
    <ToggleButton id="fintech">Fintech</ToggleButton>
    <ToggleButton id="travel">Travel</ToggleButton>
    <ToggleButton id="b2b">B2B software</ToggleButton>
  </ToggleButtonGroup>
);

export const FilterSelected: Story = () => (
  <ToggleButtonGroup aria-label="Filter insights by topic" defaultSelectedKeys={['measurement']}>
    <ToggleButton id="all">All topics</ToggleButton>
    <ToggleButton id="measurement">Measurement</ToggleButton>
    <ToggleButton id="creative">Creative</ToggleButton>
    <ToggleButton id="search">Search</ToggleButton>
  </ToggleButtonGroup>
);

export const Disabled: Story = () => (
  <ToggleButtonGroup aria-label="Filter events by format" defaultSelectedKeys={['online']}>
    <ToggleButton id="online">Online</ToggleButton>
    <ToggleButton id="in-person" isDisabled>
      In person (none scheduled)
    </ToggleButton>
  </ToggleButtonGroup>
);

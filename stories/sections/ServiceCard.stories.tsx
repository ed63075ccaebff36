import type { Story, StoryDefault } from '@ladle/react';
import { serviceSections } from '../../src/content/services';
import { ServiceCard } from '../../src/sections/ServiceCard/ServiceCard';

export default { title: 'Sections / ServiceCard' } satisfies StoryDefault;

const [acquire, optimise, , advisory] = serviceSections;
const userAcquisition = acquire?.cards[0];
const growthMarketing = optimise?.cards[0];
const executiveAdvisory = advisory?.cards[0];

const frame = { maxWidth: '26rem' } as const;

/** User Acquisition, as on the services page (its fourth example outcome is not shown). */
export const UserAcquisition: Story = () =>
  userAcquisition ? (
    <div style={frame}>
      <ServiceCard {...userAcquisition} as="article" />
    </div>
  ) : null;

/** Growth Marketing lists five example outcomes; the card shows only the first three. */
export const FiveExampleOutcomesShowThree: Story = () =>
  growthMarketing ? (
    <div style={frame}>
      <ServiceCard {...growthMarketing} as="article" variant="raised" />
    </div>
  ) : null;

/** Short outcomes in words ('Faster GTM') and three tags. */
export const ExecutiveAdvisory: Story = () =>
  executiveAdvisory ? (
    <div style={frame}>
      <ServiceCard {...executiveAdvisory} as="article" />
    </div>
  ) : null;

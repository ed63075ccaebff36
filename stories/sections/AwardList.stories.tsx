import type { Story, StoryDefault } from '@ladle/react';
import { awards } from '../../src/content/awards';
import { proofHub } from '../../src/content/proof';
import { AwardList } from '../../src/sections/AwardList/AwardList';

export default { title: 'Sections / AwardList' } satisfies StoryDefault;

/** The proof hub's awards: the 2025 finalist entry and the 2024 and 2023 Clutch recognitions. */
export const ProofAwards: Story = () => (
  <AwardList
    heading={proofHub.awards.heading}
    intro={proofHub.awards.intro}
    awards={proofHub.awards.items}
  />
);

/** On a surface band: the two review-platform recognitions (no client work) and an action. */
export const RecognitionsOnSurface: Story = () => (
  <AwardList
    eyebrow="Reviewed by clients"
    heading="Review-platform recognition"
    awards={awards.filter((award) => award.clientWork === null)}
    actions={[{ label: 'See Case Studies', href: '/proof/cases', variant: 'secondary' }]}
    tone="surface"
  />
);

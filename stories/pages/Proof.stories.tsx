import type { Story, StoryDefault } from '@ladle/react';
import { ProofPage } from '../../src/sections/ProofPage/ProofPage';

export default { title: 'Pages / Proof' } satisfies StoryDefault;

/** The whole proof hub body (/proof), without the site shell. */
export const Proof: Story = () => <ProofPage />;

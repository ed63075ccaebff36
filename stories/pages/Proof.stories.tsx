import type { Story, StoryDefault } from '@ladle/react';
import { ProofPage } from '../../src/pages/ProofPage/ProofPage';
import { SiteLayout } from '../../src/sections/Shell/SiteLayout';

export default { title: 'Pages / Proof' } satisfies StoryDefault;

/** The proof hub (/proof), in the site layout. */
export const ProofHub: Story = () => (
  <SiteLayout pathname="/proof">
    <ProofPage />
  </SiteLayout>
);

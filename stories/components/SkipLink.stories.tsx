import type { Story, StoryDefault } from '@ladle/react';
import { useLayoutEffect } from 'react';
import { SkipLink } from '../../src/components/SkipLink/SkipLink';

export default { title: 'Components / SkipLink' } satisfies StoryDefault;

function PageSkeleton() {
  return (
    <div style={{ paddingBlockStart: '4rem' }}>
      <p>Press Tab to reveal the skip link; it jumps past the header to the main content.</p>
      <div id="main" tabIndex={-1} style={{ marginBlockStart: '1.5rem' }}>
        <h2>Growth needs architecture</h2>
        <p>Strategy, media and data run as one system, measured on revenue.</p>
      </div>
    </div>
  );
}

export const Hidden: Story = () => (
  <>
    <SkipLink />
    <PageSkeleton />
  </>
);

export const Focused: Story = () => {
  // Before the first paint, so the story is never shown (or screenshot) unfocused.
  useLayoutEffect(() => {
    document.querySelector<HTMLAnchorElement>('a[href="#main"]')?.focus();
  }, []);
  return (
    <>
      <SkipLink />
      <PageSkeleton />
    </>
  );
};

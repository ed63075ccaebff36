import type { Story, StoryDefault } from '@ladle/react';
import { useLayoutEffect } from 'react';
import { SkipLink } from '../../src/components/SkipLink/SkipLink';
import { docsStory } from '../support/docs';

export default { title: 'Components / Skip Link' } satisfies StoryDefault;

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

export const Documentation = docsStory({
  name: 'Skip Link',
  source: ['src/components/SkipLink'],
  purpose: (
    <p>
      The first stop on every page for keyboard users: “Skip to main content”, out of sight until it
      is focused, then pinned to the top left. It jumps past the header and its menus, straight to
      the page’s content.
    </p>
  ),
  whenToUse: [
    'Once per page, as its first focusable element, pointing at <main id="main" tabIndex={-1}>. The site’s root layout already renders it, before the header: pages and sections never add their own.',
  ],
  whenNotToUse: [
    'To move between sections of a page: use the page’s in-page navigation.',
    'Anywhere but the very top of the page: it only helps if it is the first thing Tab reaches.',
  ],
  states: [
    {
      name: 'Hidden',
      story: Hidden,
      description:
        'How every page loads: the link is in place but moved above the top of the screen. Open the story and press Tab.',
      linkOnly: true,
    },
    {
      name: 'Focused',
      story: Focused,
      description:
        'After the first Tab: the link slides into view in the accent colour, with the focus ring and a shadow that lifts it above the header.',
      linkOnly: true,
    },
  ],
  keyboard: [
    { keys: 'Tab', does: 'The first press on a page focuses the link and shows it.' },
    {
      keys: 'Enter',
      does: 'Jumps to the main content and moves focus there; the next Tab goes to the first link or control inside it.',
    },
    { keys: 'Tab or Shift + Tab', does: 'Moving on without using it hides it again.' },
  ],
  screenReader: [
    'Announced as “Skip to main content, link”, first in the page.',
    'After the jump, reading continues from the start of the main content.',
    'Screen-reader users can also jump to the main landmark directly; the skip link is mostly for sighted keyboard users, who have no such shortcut.',
  ],
  withoutJavaScript: (
    <p>
      A plain anchor to <code>#main</code>: showing it on focus is CSS, and the jump and the move of
      focus are the browser’s own, so it works before and without JavaScript.
    </p>
  ),
  dosAndDonts: [
    {
      do: 'Point it at the <main> element, with tabIndex={-1} so it can take focus.',
      dont: 'Point it at an element that cannot take focus: the page scrolls, but focus stays behind on the skip link, and some browsers and screen readers carry on from the top.',
    },
    {
      do: 'Keep it a plain anchor, as the component renders it.',
      dont: 'Make it a router Link: the jump would go through the client-side router instead of the browser, and focus would not move to the content.',
    },
  ],
});

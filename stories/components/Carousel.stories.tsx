import type { Story, StoryDefault } from '@ladle/react';
import { type ReactNode, useEffect, useRef } from 'react';
import { RouterProvider } from 'react-aria-components';
import { Carousel } from '../../src/components/Carousel/Carousel';
import { careersPage, type JobRole, jobPath, jobRoles } from '../../src/content/careers/careers';
import { careersLabels } from '../../src/content/careers/careersLabels';
import { filterRoles } from '../../src/features/careers/roleMatch';
import { RoleCard } from '../../src/sections/RoleCard/RoleCard';
import { docsStory } from '../support/docs';

export default { title: 'Components / Carousel' } satisfies StoryDefault;

const words = careersPage.openRoles;

/** The six remote roles, in the careers page's order (pinned first, then newest). */
const remoteRoles = filterRoles(jobRoles, 'remote');

function role(slug: string): JobRole {
  const entry = jobRoles.find((item) => item.slug === slug);
  if (!entry) throw new Error(`No role '${slug}'`);
  return entry;
}

/**
 * Role cards in a carousel, with the careers page's words. The slide ids start with `idPrefix`,
 * different in each story, so the documentation page (which shows them together) holds each id
 * once. The cards' links are only logged.
 */
function Roles({ roles, idPrefix }: { roles: ReadonlyArray<JobRole>; idPrefix: string }) {
  return (
    <RouterProvider navigate={(href) => console.info(`Link followed: ${href}`)}>
      <Carousel
        label={words.carouselLabel}
        previousLabel={words.previous}
        nextLabel={words.next}
        dotLabel={(index, slide) => careersLabels.dotLabel(index + 1, slide.label)}
        slides={roles.map((item) => ({
          id: `${idPrefix}-${item.slug}`,
          label: item.title,
          content: (
            <RoleCard
              role={item}
              href={jobPath(item.slug)}
              linkLabel={words.viewRole}
              pinnedLabel={words.pinned}
            />
          ),
        }))}
      />
    </RouterProvider>
  );
}

/**
 * Scrolls the carousel's row to its end once it has mounted, at once (no smooth scrolling), as
 * a visitor who scrolled or swiped to the last card would. The carousel then works out its
 * active slide 80 ms after the scroll, as it always does: the last, since the row is at its end.
 */
function ScrolledToEnd({ children }: { children: ReactNode }) {
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const track = frame.current?.querySelector('[aria-roledescription="slide"]')?.parentElement;
    track?.scrollTo({ left: track.scrollWidth, behavior: 'instant' });
  }, []);
  return <div ref={frame}>{children}</div>;
}

/** The six remote roles as they first show: the first card active, Previous disabled. */
export const AtTheStart: Story = () => <Roles roles={remoteRoles} idPrefix="start" />;

/** The same six, scrolled to the last card: Next disabled, the last dot current. */
export const AtTheEnd: Story = () => (
  <ScrolledToEnd>
    <Roles roles={remoteRoles} idPrefix="end" />
  </ScrolledToEnd>
);

/** One role (Performance Marketing Director): no dots, both arrows disabled. */
export const SingleSlide: Story = () => (
  <Roles roles={[role('performance-marketing-director')]} idPrefix="single" />
);

export const Documentation = docsStory({
  name: 'Carousel',
  source: ['src/components/Carousel'],
  purpose: (
    <p>
      A row of cards that scrolls sideways, one card at a time: Previous and Next above the row, a
      dot per card under it. It follows the WAI-ARIA carousel pattern (React Aria has none), never
      moves by itself, and without JavaScript it is a plain row that scrolls. It holds the open
      roles of /careers (Open Roles).
    </p>
  ),
  whenToUse: [
    'For a list of like cards (roles) longer than a row, where a visitor browses rather than compares, and the page should stay short.',
    'When every card has one main link, reached with Tab or, from the card before, with the arrow keys.',
  ],
  whenNotToUse: [
    'For three cards or fewer: on desktops a row shows three, so the arrows and dots would only add stops. Use a card grid (Feature Grid, Link Card Grid).',
    'For cards a visitor needs to compare or scan (case studies, testimonials): a grid with filters (Filterable List) shows them all.',
    'For quotes read one at a time: use Quote Slider.',
    'For anything every visitor must see: cards out of view are easily missed.',
  ],
  states: [
    {
      name: 'At the start',
      story: AtTheStart,
      description:
        'How it first shows: the first card is active (its dot is long and filled) and Previous is disabled. On desktops three cards are in view, on tablets two, on phones one and the edge of the next.',
    },
    {
      name: 'At the end',
      story: AtTheEnd,
      description:
        'Set up for the story by scrolling the row to its end once it has mounted, as a swipe or a scroll would (it has no prop for this: the position belongs to the visitor). 80 ms after scrolling stops, the carousel makes the last card active, because at either end of the row the end card counts as active however many are in view. Next is now disabled.',
    },
    {
      name: 'Single slide',
      story: SingleSlide,
      description:
        'One card: no dots, and Previous and Next both stay in place, disabled (the carousel does not hide them).',
    },
  ],
  keyboard: [
    {
      keys: 'Tab / Shift + Tab',
      does: 'Previous and Next (a disabled one is skipped), then the links of every card in order, those out of view too (focusing one scrolls it into view), then one stop per dot.',
    },
    {
      keys: 'Enter or Space',
      does: 'On Previous or Next: scrolls by one card, which comes to the centre of the row. On a dot: scrolls to its card. Focus stays on the button; at either end the arrow is disabled, there is no wrapping.',
    },
    {
      keys: 'Arrow Left / Arrow Right',
      does: 'On a link inside a card: moves to the card before or after the active one and puts focus on that card’s first link or button. Nothing happens at either end. The keys count from the active card, not from the card holding focus.',
    },
  ],
  screenReader: [
    'A region named by its label, with the role description “carousel”: “Open roles, carousel”.',
    'Each card is a group with the role description “slide”, named by its position: “3 of 6, slide”. Every card stays readable (none is hidden when out of view), so reading on goes through them all.',
    'Previous and Next are buttons named by their labels (“Previous role, button”); their chevrons are not read. At the ends one is announced as dimmed or unavailable.',
    'The dots are a group named “Open roles: choose a slide” (text for screen readers only); each dot is a button named by dotLabel (“Role 3: Funnel Systems Architect”, by default “Show 3 of 6: …”), and the active one is announced as current.',
    'Moving to another card is not announced (no live region): focus moves with the arrow keys, and the dots say which card is current.',
    'Scrolling is instant for visitors who ask for reduced motion, and the dots’ change of width is not animated.',
  ],
  withoutJavaScript: (
    <p>
      A plain row of cards that scrolls sideways and snaps to each card; Previous, Next and the dots
      need scripts, so they are hidden. Every card’s links are in the Tab order, and focusing one
      scrolls it into view. With hashPrefix, a link to <code>#role-…</code> (a card’s id) still
      lands on it; with JavaScript the carousel looks for the hash 100 ms after it mounts and brings
      that card to the centre.
    </p>
  ),
  dosAndDonts: [
    {
      do: 'Give each card one main link, first in the card, so the arrow keys land on it.',
      dont: 'Put several links or buttons in a card with a secondary one first: the arrow keys focus the first link or button they find.',
    },
    {
      do: 'Let the visitor move the cards: the carousel has no auto-rotation, and none should be added.',
      dont: 'Advance the cards on a timer: it moves content away from readers and from keyboard focus.',
    },
    {
      do: 'Use ids that start with the hashPrefix for cards that others link to (#role-…).',
      dont: 'Reuse a card’s id elsewhere on the page: the hash would scroll to whichever comes first.',
    },
  ],
});

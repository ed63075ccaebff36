import type { Story, StoryDefault } from '@ladle/react';
import type { ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { careersPage, type JobRole, jobPath, jobRoles } from '../../src/content/careers/careers';
import { RoleCard } from '../../src/sections/RoleCard/RoleCard';
import { docsStory } from '../support/docs';

export default { title: 'Sections / Role Card' } satisfies StoryDefault;

const words = careersPage.openRoles;

function role(slug: string): JobRole {
  const entry = jobRoles.find((item) => item.slug === slug);
  if (!entry) throw new Error(`No role '${slug}'`);
  return entry;
}

const director = role('performance-marketing-director');
const creativeOps = role('creative-ops-engineer');
const specialist = role('sr-performance-marketing-specialist');

/**
 * A card as wide as a slide of the careers carousel at its widest (22 rem). Its link is only
 * logged.
 */
function OneCard({ children }: { children: ReactNode }) {
  return (
    <RouterProvider navigate={(href) => console.info(`Link followed: ${href}`)}>
      <div style={{ display: 'grid', maxWidth: '22rem' }}>{children}</div>
    </RouterProvider>
  );
}

function Card({ of }: { of: JobRole }) {
  return (
    <RoleCard
      role={of}
      href={jobPath(of.slug)}
      linkLabel={words.viewRole}
      pinnedLabel={words.pinned}
    />
  );
}

/** Performance Marketing Director, Dubai: pinned, so Featured beside the department. */
export const FeaturedPinned: Story = () => (
  <OneCard>
    <Card of={director} />
  </OneCard>
);
FeaturedPinned.storyName = 'Featured when pinned';

/** Creative Ops Engineer: a remote role, placed in a region (Remote (EMEA)). */
export const RemoteRole: Story = () => (
  <OneCard>
    <Card of={creativeOps} />
  </OneCard>
);

/** Senior Performance Marketing Specialist, the longest title of the fifteen: two lines. */
export const LongTitle: Story = () => (
  <OneCard>
    <Card of={specialist} />
  </OneCard>
);

export const Documentation = docsStory({
  name: 'Role Card',
  source: ['src/sections/RoleCard'],
  purpose: (
    <p>
      An open role as a card: its department, title, one line on what the person will change, its
      facts (location, work model, level, as Job Badges), when it was last updated and a link to its
      page. The cards of the careers carousel (Open Roles) are these.
    </p>
  ),
  whenToUse: [
    'In the Open Roles carousel of /careers, one card per slide; the cards of a row take the height of the tallest.',
    'Anywhere a role is offered as a way in to its page (a “We’re hiring” band), with the same words.',
  ],
  whenNotToUse: [
    'For the role itself: the job page (/careers/{slug}) has the whole description, Job Badges in full and Apply.',
    'For a team member or a person: the card’s facts are a role’s.',
    'For a role without a page, such as a filled one: its link would show Job Not Found. Every listed role has its page; take a filled role off the list rather than keep its card.',
  ],
  states: [
    {
      name: 'Featured when pinned',
      story: FeaturedPinned,
      description:
        'Pinned roles (three) come first in the list and carry Featured (pinnedLabel) beside the department, on the soft accent.',
    },
    {
      name: 'Remote role',
      story: RemoteRole,
      description:
        'A remote role’s location is its region, “Remote (EMEA)”, and its work model Remote: both in the badges.',
    },
    {
      name: 'Long title',
      story: LongTitle,
      description:
        'The longest title, “Senior Performance Marketing Specialist”, runs to two lines. The impact line grows to fill the card, so the badges, the date and the link line up across a row whatever the titles.',
    },
  ],
  keyboard: [
    {
      keys: 'Tab / Shift + Tab',
      does: 'One stop per card: its link, “View Role”. The rest is text.',
    },
    { keys: 'Enter', does: 'Opens the role’s page (/careers/{slug}).' },
  ],
  screenReader: [
    'An article; its title is an h3, under the section’s h2 (“Open Roles”). The department is read first, with Featured straight after it as part of the same line (“Performance Marketing Featured”).',
    'The facts are a list, “Role details, list, 3 items”. The date is a time element: “Updated November 20, 2026”, written out in US English whatever the visitor’s language.',
    'The link’s name is “View Role: {title}” (its visible text first, so voice control works with “click View Role”); its arrow is not read. Two roles share a title (New Business Client Director, in London and in New York), so their links have the same name.',
  ],
  withoutJavaScript: (
    <p>Works fully: the card is static HTML, and its link a plain link to the role’s page.</p>
  ),
  dosAndDonts: [
    {
      do: 'Write the impact as one line on what the person will change (“Make every client’s numbers trustworthy…”).',
      dont: 'Repeat the title or the facts in it, or write a paragraph: the card is scanned in a row of three.',
    },
    {
      do: 'Pin two or three roles at most, the ones most worth seeing first.',
      dont: 'Pin many: every Featured badge makes the others less so.',
    },
  ],
});

import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import * as v from 'valibot';
import {
  allRoleTypes,
  careersPage,
  careersPath,
  jobPath,
  jobRoles,
  type RoleFilterValue,
} from '../../src/content/careers/careers';
import { careersLabels } from '../../src/content/careers/careersLabels';
import { filterRoles, roleFields, roleFilterOptions } from '../../src/features/careers/roleMatch';
import { roleSearchSchema } from '../../src/features/careers/roleSearchParams';
import { OpenRoles } from '../../src/sections/OpenRoles/OpenRoles';
import { docsStory } from '../support/docs';

export default { title: 'Sections / Open Roles' } satisfies StoryDefault;

const words = careersPage.openRoles;

/** A chip's value as the route reads it from the URL (its search schema: unknown values are All). */
const readType = (value: string) => v.parse(roleSearchSchema, { type: value }).type;

/**
 * The careers page's Open Roles with its filter held in the story (on the site it is the URL's
 * `type`), and the props the careers page passes. Links are only logged.
 */
function Roles({ initial = allRoleTypes }: { initial?: RoleFilterValue }) {
  const [type, setType] = useState<RoleFilterValue>(initial);
  return (
    <RouterProvider navigate={(href) => console.info(`Link followed: ${href}`)}>
      <OpenRoles
        id={careersPage.anchors.openRoles}
        heading={words.heading}
        intro={words.intro}
        roles={filterRoles(jobRoles, type)}
        total={jobRoles.length}
        filter={{
          label: words.filterLabel,
          name: roleFields.type,
          action: `${careersPath}#${careersPage.anchors.openRoles}`,
          submitLabel: 'Show roles',
          choices: roleFilterOptions,
          value: type,
          onChange: (value) => setType(readType(value)),
        }}
        countLine={careersLabels.countLine}
        roleHref={jobPath}
        viewRoleLabel={words.viewRole}
        previousLabel={words.previous}
        nextLabel={words.next}
        carouselLabel={words.carouselLabel}
        dotLabel={careersLabels.dotLabel}
        pinnedLabel={words.pinned}
        propose={words.proposeRole}
        tone="surface"
      />
    </RouterProvider>
  );
}

/** /careers: all fifteen roles, the three pinned ones first, then the newest. */
export const AllRoles: Story = () => <Roles />;

/** /careers?type=remote: the six remote roles, 'Showing 6 of 15 roles'. */
export const RemoteOnly: Story = () => <Roles initial="remote" />;

export const Documentation = docsStory({
  name: 'Open Roles',
  source: ['src/sections/OpenRoles'],
  purpose: (
    <p>
      The open roles of /careers: a filter by work model (All, Remote, Hybrid), a count, the roles
      as Role Cards in a Carousel, and a line with the careers address for those who do not see
      their role. The filter is a GET form of the page’s <code>type</code> search param, so a
      filtered list can be reloaded and shared, and works without JavaScript.
    </p>
  ),
  whenToUse: [
    'Once, on /careers, as the section the hero’s Open Roles button and the small-screen bar’s Apply Now lead to (its id, open-roles).',
  ],
  whenNotToUse: [
    'For a list visitors search or filter by several things: use Filterable List, which shows every card in a grid.',
    'On a job page: it links to other roles, and the job page has its own way back (All Positions).',
    'Twice on a page: its id and its cards’ ids (role-{slug}) are anchors.',
  ],
  states: [
    {
      name: 'All roles',
      story: AllRoles,
      description:
        'The default: fifteen roles, “Showing all 15 roles”. Pinned roles come first (Featured), then the most recently updated.',
    },
    {
      name: 'Remote only',
      story: RemoteOnly,
      description:
        'Remote chosen: six roles, “Showing 6 of 15 roles”, and the carousel back at its first card. Open the story: it repeats the anchors (ids) of the one above, which a page may hold only once.',
      linkOnly: true,
    },
  ],
  keyboard: [
    {
      keys: 'Tab / Shift + Tab',
      does: 'The filter (one stop, on the chosen chip), then the carousel: Previous and Next, each card’s View Role, each dot; then the careers address.',
    },
    {
      keys: 'Arrow keys',
      does: 'In the filter: move the choice between All, Remote and Hybrid, filtering at once. On a card’s link: Arrow Left and Arrow Right move to the card before or after (see Carousel).',
    },
    {
      keys: 'Enter or Space',
      does: 'On Previous, Next or a dot: moves the carousel. Enter on a link follows it.',
    },
  ],
  screenReader: [
    'A region named by its h2, “Open Roles”. The filter sits in a search landmark; the chips are a radio group named by their visible label (“Work model, radio group”), each chip a radio button (“Remote, radio button, 2 of 3”).',
    'The count (“Showing 6 of 15 roles”) is a polite, atomic live region: read once after each change of filter.',
    'The carousel is a region too, “Open roles, carousel”, right after the section’s own “Open Roles”; its cards are groups (“1 of 6, slide”) and its dots name each role (“Role 1: Senior Performance Marketing Specialist”).',
    'The careers address is a mailto link whose text is the address itself.',
  ],
  withoutJavaScript: (
    <p>
      The filter is a <code>&lt;form method="get"&gt;</code> to /careers#open-roles with the field{' '}
      <code>type</code>: the visitor picks a chip and presses “Show roles” (shown only without
      scripts), and the server renders the filtered list, back at this section. The roles are a row
      that scrolls sideways, every card’s link in the Tab order; the carousel’s buttons and dots are
      hidden.
    </p>
  ),
  dosAndDonts: [
    {
      do: 'Keep the filter in the URL (type=remote) and pass the roles already filtered and ordered (filterRoles).',
      dont: 'Filter inside the section or hold the choice only in state: a filtered list could not be shared, and the form without JavaScript would disagree with it.',
    },
    {
      do: 'Offer the careers address for roles not listed.',
      dont: 'Show an empty carousel: with today’s roles every filter has some, but the section has no empty state if a type ever has none.',
    },
  ],
});

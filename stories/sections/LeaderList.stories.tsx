import type { Story, StoryDefault } from '@ladle/react';
import { executiveTeam, practiceLeads } from '../../src/content/company/leadership';
import { LeaderGroupSection } from '../../src/pages/LeadershipPage/LeadershipPage';
import { docsStory } from '../support/docs';

export default { title: 'Sections / Leader List' } satisfies StoryDefault;

/** The founders and executive team: three across on the surface band, no announcements. */
export const ExecutiveTeam: Story = () => (
  <LeaderGroupSection group={executiveTeam} tone="surface" />
);

/** The regional and practice leaders: two across on the body band, with their announcements. */
export const WithAnnouncements: Story = () => (
  <LeaderGroupSection group={practiceLeads} tone="body" />
);

export const Documentation = docsStory({
  name: 'Leader List',
  source: ['src/sections/LeaderList'],
  purpose: (
    <p>
      The people who lead the agency, as a grid of cards: each person’s initials (we publish no
      photographs), their name, role and office city, a bio of two or three sentences and, when
      there is one, a link to the press release that announced them. It answers “who will I be
      working with, and what have they done?”.
    </p>
  ),
  whenToUse: [
    'On the Leadership page, once per group of the team, inside a section with its own heading.',
    'For named people whose role and bio we publish, with names and titles exactly as the press releases give them.',
  ],
  whenNotToUse: [
    'For a client’s words about us: use Testimonial Card, which credits the client.',
    'For a colleague quoted on a page (careers, a press release): a quote needs its own layout, not a bio.',
    'For offices and their contact details: use Global Offices.',
  ],
  states: [
    {
      name: 'Executive team',
      story: ExecutiveTeam,
      description:
        'Three cards across from 1024 px (two on tablets, one on phones), raised on the surface band. No card has an announcement, so none has a footer.',
    },
    {
      name: 'With announcements',
      story: WithAnnouncements,
      description:
        'Two columns (`columns={2}`) on the body band. Three of the four cards end with “Read the announcement”, linking to the release about the leader’s appointment or the office or unit they opened.',
    },
  ],
  keyboard: [
    {
      keys: 'Tab / Shift + Tab',
      does: 'Moves between the “Read the announcement” links, in reading order. Cards without one are passed by: the card itself is not a link.',
    },
    { keys: 'Enter', does: 'Opens the press release.' },
  ],
  screenReader: [
    'A list named by its aria-label, the group’s heading (“Founders and Executive Team, list, 3 items”).',
    'Each name is a level 3 heading (headingLevel={4} under an h3), so heading navigation lists the people; the role, city and bio follow as text.',
    'The initials are decorative and hidden; “Based in” is read before the city, and the pin icon is not read.',
    'Each link is named by the release it opens: “Read the announcement: Response appoints Claire Donovan as Managing Director, North America”.',
  ],
  withoutJavaScript: (
    <p>Nothing needs JavaScript: the cards are text and plain links in the prerendered page.</p>
  ),
  dosAndDonts: [
    {
      do: 'Give each person the job title the press releases use, and only facts the rest of the site agrees with (dates, past roles).',
      dont: 'Write a new title or a career detail for the page that a release or the coverage contradicts.',
    },
    {
      do: 'Link only to a release that is about the person: their appointment, or the office or unit they lead.',
      dont: 'Link every card to any release that quotes them: the link then says nothing about the person.',
    },
  ],
});

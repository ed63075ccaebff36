import type { Story, StoryDefault } from '@ladle/react';
import { awards } from '../../src/content/proof/awards';
import { proofHub } from '../../src/content/proof/hub';
import { AwardList } from '../../src/sections/AwardList/AwardList';
import { docsStory } from '../support/docs';

export default { title: 'Sections / Award List' } satisfies StoryDefault;

/** The proof hub's awards: the 2025 finalist entry and the 2024 and 2023 Clutch recognitions. */
export const ThreeAwardsNewestFirst: Story = () => (
  <AwardList
    heading={proofHub.awards.heading}
    intro={proofHub.awards.intro}
    awards={proofHub.awards.items}
  />
);
ThreeAwardsNewestFirst.storyName = 'Three awards, newest first';

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

export const Documentation = docsStory({
  name: 'Award List',
  source: ['src/sections/AwardList'],
  purpose: (
    <p>
      Awards and rankings as cards: the year, the level reached (Finalist, Top Company), the award,
      its categories, the client work it was given for, one line of context and a link to the
      award’s own page. Third-party proof that visitors can check for themselves.
    </p>
  ),
  whenToUse: [
    'On the proof hub (/proof), under the proof areas, and on any page that backs a claim with recognition.',
    'For awards, shortlists and review-platform rankings with a public page to link to.',
  ],
  whenNotToUse: [
    'For client results and figures: use Stats Band or a case study.',
    'For quotes from clients: use a testimonial.',
    'For logos of clients worked with: use Client Logos.',
  ],
  states: [
    {
      name: 'Three awards, newest first',
      story: ThreeAwardsNewestFirst,
      description:
        'The proof hub’s list on the body tone. The 2025 entry names the client work it was shortlisted for; the Clutch rankings are agency-wide, so they have none.',
    },
    {
      name: 'Recognitions on surface',
      story: RecognitionsOnSurface,
      description:
        'On the surface tone the cards are raised. An eyebrow over the heading and a secondary action under the list.',
    },
  ],
  keyboard: [
    {
      keys: 'Tab / Shift + Tab',
      does: 'Moves through each card’s “View Award” link in order, then the actions under the list.',
    },
    { keys: 'Enter', does: 'Opens the award’s page in a new tab.' },
  ],
  screenReader: [
    'A region named by its heading (“Awards & Recognition, region”), then a list with one item per award (3 on the proof hub).',
    'Each award’s title is a level 3 heading. The year and the badge are read just before it; after it come the categories (a list named “Categories”), the client work and the description.',
    'The link is announced in full: “View Award: Global Search Awards 2025 (opens in a new tab), link”, so a list of links still tells the awards apart.',
    'The rosette icon is decorative and not read.',
  ],
  withoutJavaScript: (
    <p>
      Everything works: the cards and their links are in the prerendered page, and “View Award” is a
      plain link that opens a new tab.
    </p>
  ),
  dosAndDonts: [
    {
      do: 'Give the year, the level reached and a link to the award’s own page, so the claim can be checked.',
      dont: 'List an award without its year or source, or call a shortlist a win.',
    },
    {
      do: 'Link to the programme’s public page (the awards’ site, the ranking for the category).',
      dont: 'Guess a profile address: a broken or wrong link undoes the proof.',
    },
  ],
});

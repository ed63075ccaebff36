import type { Story, StoryDefault } from '@ladle/react';
import { type Job, jobPage } from '../../src/content/careers/careers';
import { findJob } from '../../src/content/careers/jobDetails';
import { JobBadges } from '../../src/sections/JobBadges/JobBadges';
import { docsStory } from '../support/docs';

export default { title: 'Sections / Job Badges' } satisfies StoryDefault;

function job(slug: string): Job {
  const entry = findJob(slug);
  if (!entry) throw new Error(`No job '${slug}'`);
  return entry;
}

/** A hybrid role in an office, and a remote one in a region. */
const analytics = job('web-analytics-manager-london');
const specialist = job('sr-performance-marketing-specialist');

/** Web Analytics Manager, as its job page shows it: all five facts. */
export const Full: Story = () => <JobBadges job={analytics.detail} label={jobPage.badgesLabel} />;

/** Senior Performance Marketing Specialist: a region in place of a city, and Remote. */
export const FullRemote: Story = () => (
  <JobBadges job={specialist.detail} label={jobPage.badgesLabel} />
);
FullRemote.storyName = 'Full for a remote role';

/** Web Analytics Manager on its card: location, work model and level. */
export const Compact: Story = () => <JobBadges job={analytics.role} variant="compact" />;

/** Senior Performance Marketing Specialist on its card: Remote (EMEA), Remote, Senior. */
export const CompactRemote: Story = () => <JobBadges job={specialist.role} variant="compact" />;
CompactRemote.storyName = 'Compact for a remote role';

export const Documentation = docsStory({
  name: 'Job Badges',
  source: ['src/sections/JobBadges'],
  purpose: (
    <p>
      A role’s facts as a row of badges: where it is, and how and at what level the work is done.
      The location comes first, in the accent tone; the others are neutral. A job page shows all
      five, a role card three.
    </p>
  ),
  whenToUse: [
    'Full: under the title of a job page (/careers/{slug}): location, department, level, employment type and work model.',
    'Compact: on a Role Card: location, work model and level, what a visitor scans a list of roles for.',
  ],
  whenNotToUse: [
    'For tags a visitor can filter by: use Filter Chips (the careers filter is a chip group of its own, All, Remote and Hybrid).',
    'For a case study’s industry and region: Case Card and the case page have their own badges.',
    'For sentences: the Location & Work Model block of the job page says what a work model means day to day.',
  ],
  states: [
    {
      name: 'Full',
      story: Full,
      description:
        'A hybrid role in an office: London, Analytics & Data, Manager, Full-time, Hybrid.',
    },
    {
      name: 'Full for a remote role',
      story: FullRemote,
      description:
        'A remote role is placed in a region, “Remote (EMEA)”, so the first and last badges both say Remote.',
    },
    {
      name: 'Compact',
      story: Compact,
      description: 'On a card: London, Hybrid, Manager. The department is the card’s own eyebrow.',
    },
    {
      name: 'Compact for a remote role',
      story: CompactRemote,
      description: 'Remote (EMEA), Remote, Senior: the region is the location.',
    },
  ],
  keyboard: 'Nothing to operate: the badges are text.',
  screenReader: [
    'A list named by its label: “Role details, list, 5 items” (3 on a card), then each fact in turn.',
    'The tones are not announced; the location is first in the reading order as it is on screen.',
    'A card’s list has the same name as every other card’s (“Role details”): in a carousel of fifteen cards, the card’s heading says which role it is.',
  ],
  withoutJavaScript: <p>Works fully: it is static HTML and CSS.</p>,
  dosAndDonts: [
    {
      do: 'Pass the role’s own facts (a job page’s detail copies them from its role), so a card and its page never disagree.',
      dont: 'Add facts of another kind (salary, “Urgent”, “New”): the list is the five facts, and a status belongs in the card’s eyebrow, as Featured does.',
    },
  ],
});

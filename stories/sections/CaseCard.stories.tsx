import type { Story, StoryDefault } from '@ladle/react';
import type { ReactNode } from 'react';
import { caseStudies } from '../../src/content/proof/caseDetails';
import { type CaseStudy, casesPage } from '../../src/content/proof/casePages';
import { CaseCard } from '../../src/sections/CaseCard/CaseCard';
import { vars } from '../../tokens/contract.css';
import { scale } from '../../tokens/theme.css';
import { docsStory } from '../support/docs';

export default { title: 'Sections / Case Card' } satisfies StoryDefault;

const { viewCaseLabel } = casesPage;

function study(slug: string): CaseStudy {
  const entry = caseStudies.find((item) => item.slug === slug);
  if (!entry) throw new Error(`No case study '${slug}'`);
  return entry;
}

const northfield = study('northfield-industrial-sql-growth');
const lanternfield = study('lanternfield-trial-to-paid');
const selvi = study('selvi-bank-ai-paid-search');

/** The card is always a list item: a list of one, one grid column wide (23 rem on desktops). */
function OneCard({ children }: { children: ReactNode }) {
  return (
    <ul
      aria-label="Case studies"
      style={{ listStyle: 'none', margin: 0, padding: 0, maxWidth: '23rem' }}
    >
      {children}
    </ul>
  );
}

/** Northfield Industrial: the headline metric, then all three results, tags and the link. */
export const ThreeMetrics: Story = () => (
  <OneCard>
    <CaseCard study={northfield} linkLabel={viewCaseLabel} />
  </OneCard>
);

/**
 * Every case has three metrics today; the story keeps two of Lanternfield's to show a shorter
 * results grid.
 */
export const TwoMetrics: Story = () => (
  <OneCard>
    <CaseCard
      study={{ ...lanternfield, metrics: lanternfield.metrics.slice(0, 2) }}
      linkLabel={viewCaseLabel}
    />
  </OneCard>
);

/** With one metric only there is no results grid: the headline says it all. */
export const HeadlineMetricOnly: Story = () => (
  <OneCard>
    <CaseCard
      study={{ ...lanternfield, metrics: lanternfield.metrics.slice(0, 1) }}
      linkLabel={viewCaseLabel}
    />
  </OneCard>
);

/** Selvi Bank on a surface band: tone="raised", white with a shadow in the light theme. */
export const RaisedOnSurface: Story = () => (
  <div
    style={{
      padding: scale.space.lg,
      borderRadius: scale.radius.lg,
      backgroundColor: vars.color.background.surface,
    }}
  >
    <OneCard>
      <CaseCard study={selvi} linkLabel={viewCaseLabel} tone="raised" />
    </OneCard>
  </div>
);

export const Documentation = docsStory({
  name: 'Case Card',
  source: ['src/sections/CaseCard'],
  purpose: (
    <p>
      One case study in the list: the industry, the headline result in large type, the client’s
      brand and the case’s title, a one-paragraph summary, every result, its tags and “View Case
      Study” to its page.
    </p>
  ),
  whenToUse: [
    'In the case studies list (/proof/cases), as an item of the card grid (Filterable List).',
    'Under a service or a testimonial, for the cases that back it (in a list, with tone="raised" on a surface band).',
  ],
  whenNotToUse: [
    'Outside a list: the card is always an li (it has no as prop), so on its own it is invalid HTML. Put even a single card in a ul.',
    'For one figure without the story behind it: use Stats Band or Stat List.',
    'For the case itself: the case page (Pages / Case Study) has the challenge, approach, method and every KPI.',
  ],
  states: [
    {
      name: 'Three metrics',
      story: ThreeMetrics,
      description:
        'Every case has three today. The first metric is the headline (large, accent), and the results grid under the summary lists all three again, the headline included.',
    },
    {
      name: 'Two metrics',
      story: TwoMetrics,
      description: 'A results grid of two cells, one row; the headline is still repeated in it.',
    },
    {
      name: 'Headline metric only',
      story: HeadlineMetricOnly,
      description: 'With a single metric the card leaves the results grid out.',
    },
    {
      name: 'Raised on surface',
      story: RaisedOnSurface,
      description:
        'tone="raised" on surface bands: the card is white with a shadow in the light theme, so it stands off the band. On body bands keep the default, surface.',
    },
  ],
  keyboard: [
    {
      keys: 'Tab / Shift + Tab',
      does: 'One stop per card: “View Case Study”. The card itself is not in the Tab order.',
    },
    { keys: 'Enter', does: 'Opens the case study’s page (/proof/cases/{slug}).' },
    {
      keys: 'Load More (in the list)',
      does: 'The list moves focus to the first card it revealed (the card takes focus from scripts, tabIndex -1) and, when the visitor uses the keyboard, draws the focus ring round it; the next Tab goes to that card’s link.',
    },
  ],
  screenReader: [
    'Each card is an item of the list (“Case studies, list, 8 items”), with a name of its own, “Northfield Industrial: A forecastable pipeline for a manufacturer” (aria-label), which is what is announced when Load More moves focus to it. Support for a name on a list item varies: some screen readers ignore it, some read it in place of the card’s text.',
    'In reading order: the industry badge and the headline metric, then the level 3 heading (brand and title), so heading navigation lands after the headline figure.',
    'The results are a list named “Results”, which repeats the headline metric; the tags are a list named “Tags”.',
    'The link is “View Case Study : Northfield Industrial” (the brand is added for screen readers only), so a list of links still tells the cases apart. The arrow is decorative.',
  ],
  withoutJavaScript: (
    <p>
      Everything works: the card is in the prerendered page and “View Case Study” is a plain link.
    </p>
  ),
  dosAndDonts: [
    {
      do: 'Put the result that sums the case up first in metrics: it becomes the headline.',
      dont: 'Lead with a vanity figure (impressions, followers): the headline is the one number most visitors read.',
    },
    {
      do: 'Show the cards in a list, one grid column wide, as the case studies page does.',
      dont: 'Render a CaseCard on its own or inside another card: it is an li and belongs in a ul.',
    },
  ],
});

import type { Story, StoryDefault } from '@ladle/react';
import { PageSection } from '../../src/sections/PageSection/PageSection';
import { SectionHeader } from '../../src/sections/SectionHeader/SectionHeader';
import { docsStory } from '../support/docs';

export default { title: 'Sections / Page Section' } satisfies StoryDefault;

/** The three band tones, as they alternate down a page. */
export const Tones: Story = () => (
  <>
    <PageSection tone="body" labelledBy="tone-body">
      <SectionHeader id="tone-body" heading="Body band" intro="The page background." />
    </PageSection>
    <PageSection tone="surface" labelledBy="tone-surface">
      <SectionHeader id="tone-surface" heading="Surface band" intro="Every other section." />
    </PageSection>
    <PageSection tone="emphasis" labelledBy="tone-emphasis">
      <SectionHeader
        id="tone-emphasis"
        heading="Emphasis band"
        intro="Figures and calls to action."
        tone="onEmphasis"
      />
    </PageSection>
  </>
);

/** Compact spacing, for light bands between heavier ones. */
export const Compact: Story = () => (
  <PageSection tone="surface" spacing="compact" labelledBy="compact">
    <SectionHeader id="compact" heading="Compact band" size="small" />
  </PageSection>
);

export const Documentation = docsStory({
  name: 'Page Section',
  source: ['src/sections/PageSection'],
  purpose: (
    <p>
      The full-width band every page is built from: a <code>&lt;section&gt;</code> with a background
      tone, vertical padding and the page container inside. Almost every other section (Pain Cards,
      Principles, Stats Band, CTA Band…) is a Page Section with its own content. The folder also
      holds the two layouts those sections share: the card grid (one, two, then three columns) and
      the split layout (header left, body right on desktop).
    </p>
  ),
  whenToUse: [
    'To build a new section: wrap its Section Header and content in a Page Section, and pass the heading’s id as labelledBy.',
    'Alternate body and surface down a page so neighbouring sections are told apart; keep emphasis for figures and the closing call to action.',
    'Compact spacing for light bands between heavier ones (client logos, the catalogue’s filters).',
  ],
  whenNotToUse: [
    'Inside another Page Section: a band nested in a band doubles the padding and the landmark. Use a Card or the card grid for blocks inside a section.',
    'For the page’s hero or the site header and footer: Hero and the Site Shell have their own layout.',
    'Just to change a background colour around a paragraph: use a Card or a surface inside the section.',
  ],
  states: [
    {
      name: 'Tones',
      story: Tones,
      description:
        'Body (the page background), surface (one step off it) and emphasis (the dark band). On emphasis, the content must switch to its onEmphasis tone, as the Section Header here does.',
    },
    {
      name: 'Compact',
      story: Compact,
      description:
        'Compact spacing: 48 px above and below on phones, 64 px on desktop, instead of 64 and 96.',
    },
  ],
  keyboard:
    'Nothing to operate: the band itself is never focusable. Focus moves through the links and controls inside it in reading order.',
  screenReader: [
    'With labelledBy, the band is a region landmark named by its heading (“The Shift, region”), so it appears in the screen reader’s landmark list. Without it, it is a plain grouping and is not announced.',
    'The tone is visual only: nothing about the colour is announced.',
  ],
  withoutJavaScript: <p>Works fully: it is static HTML and CSS.</p>,
  dosAndDonts: [
    {
      do: 'Give every band a visible h2 (through Section Header) and point labelledBy at it.',
      dont: 'Leave a band unnamed, or name it with an aria-label that says something different from what sighted visitors read.',
    },
    {
      do: 'On emphasis, set the content’s tone to onEmphasis: headings, text and links then keep their contrast.',
      dont: 'Put default-tone content on the emphasis band: in the light theme its dark text on the dark band fails contrast.',
      doExample: (
        <PageSection tone="emphasis" spacing="compact">
          <SectionHeader
            heading="Response in numbers"
            intro="Cumulative figures across client engagements."
            tone="onEmphasis"
            size="small"
            level={3}
          />
        </PageSection>
      ),
    },
  ],
});

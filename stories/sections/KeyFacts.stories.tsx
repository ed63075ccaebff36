import type { Story, StoryDefault } from '@ladle/react';
import { pressLabels } from '../../src/content/press/labels';
import { pressReleases } from '../../src/content/press/releases';
import { KeyFacts } from '../../src/sections/KeyFacts/KeyFacts';
import { docsStory } from '../support/docs';

export default { title: 'Sections / Key Facts' } satisfies StoryDefault;

const [newest, second] = pressReleases;

/** The newest release’s facts, as the box beside its body shows them. */
export const Release: Story = () => (
  <div style={{ maxWidth: '24rem' }}>
    <KeyFacts heading={pressLabels.keyFacts} facts={newest?.keyFacts ?? []} />
  </div>
);

/** Another release’s facts at full width, as on a phone, after the body. */
export const FullWidth: Story = () => (
  <KeyFacts heading={pressLabels.keyFacts} facts={second?.keyFacts ?? []} />
);

export const Documentation = docsStory({
  name: 'Key Facts',
  source: ['src/sections/KeyFacts'],
  purpose: (
    <p>
      The short facts of a press release or a coverage item, boxed beside its body on desktop and
      after it on phones: what a journalist lifts into a story without reading the whole release.
    </p>
  ),
  whenToUse: ['Beside the body of a press release or a coverage item.'],
  whenNotToUse: [
    'For a section of selling points with a heading beside them: use Key Points.',
    'For figures: use Stat List or Stats Band.',
  ],
  states: [
    { name: 'Release', story: Release, description: 'In the narrow column beside a body.' },
    {
      name: 'Full width',
      story: FullWidth,
      description: 'At full width, after the body on phones.',
    },
  ],
  keyboard: 'Nothing to operate.',
  screenReader: [
    'A complementary landmark named by its heading, “Key Facts”, so it can be reached from the landmarks list; then a bulleted list.',
  ],
  withoutJavaScript: <p>Works fully: it is static HTML and CSS.</p>,
  dosAndDonts: [
    {
      do: 'Write each fact so it stands alone, with its figure and what it counts.',
      dont: 'Repeat the headline as a fact: the box is for what the headline leaves out.',
    },
  ],
});

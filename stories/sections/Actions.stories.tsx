import type { Story, StoryDefault } from '@ladle/react';
import { cta, hero } from '../../src/content/site/home';
import { Actions } from '../../src/sections/Actions/Actions';
import { PageSection } from '../../src/sections/PageSection/PageSection';
import { docsStory } from '../support/docs';

export default { title: 'Sections / Actions' } satisfies StoryDefault;

/** The home hero's pair: 'Contact us' (primary, with the arrow) and 'Explore Growth OS'. */
export const PrimaryAndSecondary: Story = () => (
  <Actions actions={[hero.primaryCta, ...(hero.secondaryLink ? [hero.secondaryLink] : [])]} />
);

export const OnEmphasis: Story = () => (
  <PageSection tone="emphasis">
    <Actions actions={[cta.primary, cta.secondary]} tone="onEmphasis" />
  </PageSection>
);

export const Centred: Story = () => (
  <Actions actions={[cta.primary, cta.secondary]} align="center" size="md" />
);

export const Documentation = docsStory({
  name: 'Actions',
  source: ['src/sections/Actions'],
  purpose: (
    <p>
      The row of calls to action that closes a hero, a CTA band or a grid: links drawn as buttons.
      The first is primary, with a forward arrow; the others are secondary. Side by side from
      tablets up, stacked full-width on phones.
    </p>
  ),
  whenToUse: [
    'Under a hero, inside a CTA band, or under a grid of cards (Feature Grid, Link Card Grid, Module Grid, Layer Stack and Award List take an actions prop and place this row for you).',
    'One or two actions that take the visitor somewhere: the contact page with its source, or the next page to read.',
  ],
  whenNotToUse: [
    'For something that happens on this page (send a form, open a panel): use Button.',
    'For a link inside a sentence or a card’s own “Explore” link: use Link.',
    'For more than three destinations: that is navigation; use a Link Card Grid.',
  ],
  states: [
    {
      name: 'Primary and secondary',
      story: PrimaryAndSecondary,
      description:
        'The default: large buttons, aligned to the start. The first action is primary and carries the arrow; the second is secondary.',
    },
    {
      name: 'On emphasis',
      story: OnEmphasis,
      description:
        'tone="onEmphasis" on the dark band: the secondary outline and the focus ring take the band’s light text colour.',
    },
    {
      name: 'Centred',
      story: Centred,
      description:
        'align="center" under centred headings, here at the medium size (44 px, still a full touch target).',
    },
  ],
  keyboard: [
    {
      keys: 'Tab / Shift + Tab',
      does: 'Moves between the actions in reading order, primary first.',
    },
    { keys: 'Enter', does: 'Follows the focused link.' },
  ],
  screenReader: [
    'Each action is a link, announced by its label: “Book Strategy Session, link”. The arrow is decorative and not read.',
    'The row itself is neither a list nor a landmark: the links belong to the section around them.',
    'Label actions so they make sense out of context (“Book Strategy Session”, not “Click here”): screen-reader users often list a page’s links.',
  ],
  withoutJavaScript: (
    <p>
      Everything works: every action is a real <code>&lt;a href&gt;</code> in the prerendered page.
      With JavaScript, each click is also reported as a call-to-action click (where it sat on the
      page, and where it led) before the page changes.
    </p>
  ),
  dosAndDonts: [
    {
      do: 'One primary action, with at most one secondary beside it.',
      dont: 'Several primary buttons in a row: the visitor cannot tell which one matters.',
      doExample: <Actions actions={[cta.primary, cta.secondary]} size="md" />,
      dontExample: (
        <Actions
          size="md"
          actions={[
            { ...cta.primary, variant: 'primary' },
            { ...cta.secondary, variant: 'primary' },
            { label: 'Explore Growth OS', href: '/growth-os', variant: 'primary' },
          ]}
        />
      ),
    },
    {
      do: 'Say where the action leads and what happens there (“Book Strategy Session”).',
      dont: 'Vague labels such as “Learn more” or “Submit” on their own.',
    },
  ],
});

import type { Story, StoryDefault } from '@ladle/react';
import { LinkButton } from '../../src/components/LinkButton/LinkButton';
import { docsStory } from '../support/docs';
import { Stack } from '../support/layout/Stack';

export default { title: 'Components / Link Button' } satisfies StoryDefault;

export const Variants: Story = () => (
  <Stack direction="row" gap="md" wrap align="center">
    <LinkButton href="/contact">Talk to a strategist</LinkButton>
    <LinkButton href="/cases" variant="secondary">
      Browse case studies
    </LinkButton>
    <LinkButton href="/insights" variant="ghost">
      Latest insights
    </LinkButton>
  </Stack>
);

export const Large: Story = () => (
  <Stack direction="row" gap="md" wrap align="center">
    <LinkButton href="/contact" size="lg">
      Get your growth plan
    </LinkButton>
    <LinkButton href="/services" size="lg" variant="secondary">
      Explore services
    </LinkButton>
  </Stack>
);

export const External: Story = () => (
  <LinkButton href="https://www.linkedin.com/" target="_blank" variant="secondary">
    Follow us on LinkedIn
  </LinkButton>
);

export const Disabled: Story = () => (
  <LinkButton href="/events" isDisabled>
    Registration closed
  </LinkButton>
);

export const Documentation = docsStory({
  name: 'Link Button',
  source: ['src/components/LinkButton'],
  purpose: (
    <p>
      A link that looks like a Button: a call to action that goes somewhere (“Talk to a strategist”,
      “Browse case studies”). It has Button’s three weights and two sizes, and every click is
      reported as a call-to-action click for the campaign reports.
    </p>
  ),
  whenToUse: [
    'For the main next step of a hero, a band or a card grid, when that step is another page: primary for the one that matters, secondary and ghost beside it.',
    'For links to the contact page and other conversion pages, whose clicks the reports count.',
  ],
  whenNotToUse: [
    'To send a form or act on this page: use Button.',
    'For a link inside a sentence or a list of links: use Link.',
    'For a link that only looks like a button and is no call to action (“Clear search and filters”): still a Link Button, but with isCallToAction={false}, so it does not inflate the reports.',
  ],
  states: [
    {
      name: 'Variants',
      story: Variants,
      description: 'Primary, secondary and ghost, as for Button. One primary per view.',
    },
    {
      name: 'Large',
      story: Large,
      description:
        'size="lg" (52 px high) for heroes and call-to-action bands; the default md is 44 px, the minimum touch target.',
    },
    {
      name: 'External',
      story: External,
      description:
        'With target="_blank": an arrow and a spoken “(opens in a new tab)” are added, and rel="noopener noreferrer" is set.',
    },
    {
      name: 'Disabled',
      story: Disabled,
      description:
        'Dimmed, not focusable, and no longer a link: it goes nowhere and its clicks are not counted. Say why in the label (“Registration closed”), or remove it.',
    },
  ],
  keyboard: [
    {
      keys: 'Tab / Shift + Tab',
      does: 'Moves focus to and from it; the focus ring shows. A disabled one is skipped.',
    },
    {
      keys: 'Enter',
      does: 'Follows the link. Space does not: it is a link, whatever it looks like.',
    },
  ],
  screenReader: [
    'Announced as a link, not a button: “Talk to a strategist, link”. That is right: it takes the visitor somewhere.',
    'External: “Follow us on LinkedIn (opens in a new tab), link”.',
    'Disabled: announced as a link that is dimmed or unavailable, with its label.',
  ],
  withoutJavaScript: (
    <p>
      A plain <code>&lt;a href&gt;</code> in the HTML, so it works before and without JavaScript and
      loads the next page in full. The call-to-action report needs JavaScript: those clicks are not
      counted. A disabled one is plain text in the HTML.
    </p>
  ),
  dosAndDonts: [
    {
      do: 'Say what the visitor gets or where they go, in a few words.',
      dont: 'Use vague labels (“Click here”, “Learn more”) on calls to action: out of context they say nothing, and the reports cannot tell them apart.',
      doExample: <LinkButton href="/contact">Get your growth plan</LinkButton>,
      dontExample: <LinkButton href="/contact">Click here</LinkButton>,
    },
    {
      do: 'Use Button to do something here; keep Link Button for going somewhere.',
      dont: 'A Link Button whose href is “#” and whose press runs a script: it is announced as a link, breaks in a new tab and counts as a call to action.',
    },
  ],
});

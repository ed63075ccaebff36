import type { Story, StoryDefault } from '@ladle/react';
import { Link } from '../../src/components/Link/Link';
import { vars } from '../../tokens/contract.css';
import { scale } from '../../tokens/theme.css';
import { docsStory } from '../support/docs';
import { Stack } from '../support/layout/Stack';

export default { title: 'Components / Link' } satisfies StoryDefault;

export const InText: Story = () => (
  <p style={{ maxWidth: '40rem' }}>
    Our paid social team rebuilt the account structure for a subscription retailer and lifted
    blended ROAS by 38% in one quarter. Read the{' '}
    <Link href="/cases/subscription-retail">full case study</Link> or see{' '}
    <Link href="/services/paid-social">how we run paid social</Link>.
  </p>
);

export const Subtle: Story = () => (
  <Stack as="ul" gap="xs">
    <li>
      <Link href="/services/seo" variant="subtle">
        Search engine optimisation
      </Link>
    </li>
    <li>
      <Link href="/services/crm" variant="subtle">
        CRM and lifecycle marketing
      </Link>
    </li>
    <li>
      <Link href="/services/analytics" variant="subtle">
        Analytics and measurement
      </Link>
    </li>
  </Stack>
);

export const External: Story = () => (
  <p>
    We publish our attribution model on{' '}
    <Link href="https://github.com/" target="_blank">
      GitHub
    </Link>{' '}
    so clients can audit every number.
  </p>
);

export const OnEmphasis: Story = () => (
  <div
    style={{
      padding: scale.space.xl,
      borderRadius: scale.radius.lg,
      backgroundColor: vars.color.background.emphasis,
      color: vars.color.foreground.onEmphasis,
    }}
  >
    <p>
      Ready to turn media spend into predictable growth?{' '}
      <Link href="/contact" tone="onEmphasis">
        Book a 30-minute strategy call
      </Link>
      .
    </p>
  </div>
);

export const Documentation = docsStory({
  name: 'Link',
  source: ['src/components/Link'],
  purpose: (
    <p>
      A text link: words inside a sentence or a list that take the visitor to another page, a
      section of this one or another site. It is a native link (<code>Anchor</code>, which Link
      Button and the header’s and footer’s links share): it needs no script to work, inside the site
      it moves between pages without a full reload, and it is always underlined. Its states come
      from the browser (<code>:hover</code>, <code>:focus-visible</code>), so no page loads React
      Aria for its links.
    </p>
  ),
  whenToUse: [
    'For a link in running text (“read the full case study”).',
    'For lists of links that sit in text colour, like related services or footer links (subtle).',
    'For links on the dark emphasis band (tone="onEmphasis").',
  ],
  whenNotToUse: [
    'For the main call to action of a view: use Link Button, which looks like a button and is tracked as a call to action.',
    'For anything that does not go somewhere (send a form, open a panel): use Button.',
  ],
  states: [
    {
      name: 'In text',
      story: InText,
      description:
        'The default: link colour and an underline, which thickens on hover. The underline means colour is never the only sign of a link.',
    },
    {
      name: 'Subtle',
      story: Subtle,
      description:
        'Takes the text colour around it, with a quieter underline; turns link-coloured on hover. For lists where every item is a link.',
    },
    {
      name: 'External',
      story: External,
      description:
        'With target="_blank": an arrow after the text and a spoken “(opens in a new tab)” are added, and rel="noopener noreferrer" is set for you.',
    },
    {
      name: 'On emphasis',
      story: OnEmphasis,
      description:
        'On the dark emphasis band: text colour of the band, underlined, and a focus ring in the same colour so it keeps its contrast.',
    },
  ],
  keyboard: [
    { keys: 'Tab / Shift + Tab', does: 'Moves focus to and from the link; the focus ring shows.' },
    {
      keys: 'Enter',
      does: 'Follows the link. Space does not (it scrolls the page), as with every link on the web.',
    },
  ],
  screenReader: [
    'Announced as “{text}, link”: “full case study, link”. Screen-reader users often list a page’s links, so the text must make sense on its own.',
    'An external link is announced “GitHub (opens in a new tab), link”; the arrow itself is hidden.',
    'The variant and tone change only how it looks: every link is announced the same way.',
  ],
  withoutJavaScript: (
    <p>
      A plain <code>&lt;a href&gt;</code> in the HTML: it works before and without JavaScript, and
      opening it in a new tab or copying its address works as for any link. Without JavaScript a
      link loads the next page in full instead of navigating in place.
    </p>
  ),
  dosAndDonts: [
    {
      do: 'Link the words that say where the link goes.',
      dont: 'Link “click here” or “read more”: out of context, in a list of the page’s links, they say nothing.',
      doExample: (
        <p>
          See <Link href="/services/paid-social">how we run paid social</Link> for the full method.
        </p>
      ),
      dontExample: (
        <p>
          To see how we run paid social, <Link href="/services/paid-social">click here</Link>.
        </p>
      ),
    },
    {
      do: 'Keep the underline. Links in text must not rely on colour alone.',
      dont: 'Style text to look like a link (coloured, underlined) when it is not one.',
    },
  ],
});

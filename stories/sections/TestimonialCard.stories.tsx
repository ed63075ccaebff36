import type { Story, StoryDefault } from '@ladle/react';
import { type ReactNode, useEffect, useRef } from 'react';
import {
  type Testimonial,
  testimonials,
  testimonialsPage,
} from '../../src/content/proof/testimonials';
import { TestimonialCard } from '../../src/sections/TestimonialCard/TestimonialCard';
import { docsStory } from '../support/docs';

export default { title: 'Sections / Testimonial Card' } satisfies StoryDefault;

/** The card's words, as the testimonials page passes them. */
const labels = {
  readFull: testimonialsPage.readMore,
  showLess: testimonialsPage.showLess,
  featured: testimonialsPage.featured,
  source: testimonialsPage.sourceLabel,
};

function testimonial(id: string): Testimonial {
  const entry = testimonials.find((item) => item.id === id);
  if (!entry) throw new Error(`No testimonial '${id}'`);
  return entry;
}

const nadia = testimonial('nadia-haddad');
const aylin = testimonial('aylin-korkmaz');
const emre = testimonial('emre-celik');
const henrik = testimonial('henrik-dahl');
const priya = testimonial('priya-raman');
const zeynep = testimonial('zeynep-arslan');

/**
 * A card as the testimonials list holds it: an item of a list, one grid column wide (23 rem on
 * desktops). `open` opens the card's disclosure after it mounts, as pressing 'Read full
 * testimonial' does (the card has no prop for it: the open state belongs to the visitor).
 */
function OneCard({ open = false, children }: { open?: boolean; children: ReactNode }) {
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (!open) return;
    for (const details of list.current?.querySelectorAll('details') ?? []) details.open = true;
  }, [open]);
  return (
    <ul
      ref={list}
      aria-label="Testimonials"
      style={{ listStyle: 'none', margin: 0, padding: 0, maxWidth: '23rem' }}
    >
      {children}
    </ul>
  );
}

/** Nadia Haddad: her picture, the excerpt and 'Read full testimonial'. */
export const Collapsed: Story = () => (
  <OneCard>
    <TestimonialCard testimonial={nadia} labels={labels} />
  </OneCard>
);

/** The same card opened: the whole quote in place of the excerpt, and 'Show less'. */
export const Expanded: Story = () => (
  <OneCard open>
    <TestimonialCard testimonial={nadia} labels={labels} />
  </OneCard>
);

/** Aylin Korkmaz, pinned: the Featured badge, her picture and the link to her case study. */
export const FeaturedPinned: Story = () => (
  <OneCard>
    <TestimonialCard testimonial={aylin} labels={labels} />
  </OneCard>
);
FeaturedPinned.storyName = 'Featured when pinned';

/** Emre Çelik has no picture: his initials, on the soft accent circle. */
export const InitialsNoHeadshot: Story = () => (
  <OneCard>
    <TestimonialCard testimonial={emre} labels={labels} />
  </OneCard>
);
InitialsNoHeadshot.storyName = 'Initials, no headshot';

/** Henrik Dahl's picture does not load (here its address answers 404): his initials stay. */
export const ImageFailed: Story = () => (
  <OneCard>
    <TestimonialCard
      testimonial={{ ...henrik, headshot_url: '/proof-media/headshots/missing.webp' }}
      labels={labels}
    />
  </OneCard>
);

/** Priya Raman's quote backs a case study: 'Read the case study' under her company. */
export const WithSourceLink: Story = () => (
  <OneCard>
    <TestimonialCard testimonial={priya} labels={labels} />
  </OneCard>
);

/**
 * A quote no longer than its excerpt: nothing to expand, so no toggle. No testimonial is this
 * short today; the story keeps Zeynep Arslan's opening sentences as her whole quote.
 */
export const ShortQuoteNoToggle: Story = () => (
  <OneCard>
    <TestimonialCard testimonial={{ ...zeynep, quote_full: zeynep.excerpt }} labels={labels} />
  </OneCard>
);
ShortQuoteNoToggle.storyName = 'Short quote, no toggle';

export const Documentation = docsStory({
  name: 'Testimonial Card',
  source: ['src/sections/TestimonialCard'],
  purpose: (
    <p>
      A client’s words in a list: the opening of their quote, a native disclosure to read all of it,
      and the person (picture or initials, name, job title and company), with a link to their case
      study when there is one. A Featured badge marks the pinned ones.
    </p>
  ),
  whenToUse: [
    'In the testimonials list (/proof/testimonials), as an item of the card grid (Filterable List).',
    'On its own (as="article"), next to a case study or a service, with tone="raised" on a surface band.',
  ],
  whenNotToUse: [
    'For a one-line endorsement in a hero or a CTA band: a pull quote reads better than a card.',
    'For figures: put the results in Stats Band or a case study; the quote may mention them, the card does not highlight them.',
    'For a review from a third-party platform: link to the platform (Award List) so the visitor can check it.',
  ],
  states: [
    {
      name: 'Collapsed',
      story: Collapsed,
      description:
        'How every card starts: the excerpt (the quote’s opening sentence, or two while they fit in 180 characters) in quotation marks, then “Read full testimonial”.',
    },
    {
      name: 'Expanded',
      story: Expanded,
      description:
        'After “Read full testimonial”: the excerpt gives way to the whole quote, under the toggle, which now says “Show less” with its chevron turned up. Several cards can be open at once; the card grows and the row grows with it.',
    },
    {
      name: 'Featured when pinned',
      story: FeaturedPinned,
      description:
        'Pinned testimonials come first in the list and carry a Featured badge (accent) above the quote.',
    },
    {
      name: 'Initials, no headshot',
      story: InitialsNoHeadshot,
      description:
        'Most people have no picture: the Avatar shows their initials (“EÇ”). Five of the sixteen have an illustrated headshot.',
    },
    {
      name: 'Image failed',
      story: ImageFailed,
      description:
        'A headshot that does not load leaves the initials, never a broken-image icon or an empty circle.',
    },
    {
      name: 'With source link',
      story: WithSourceLink,
      description:
        'When the client has a case study on the site, “Read the case study” links to it under the job title.',
    },
    {
      name: 'Short quote, no toggle',
      story: ShortQuoteNoToggle,
      description:
        'When the excerpt is the whole quote there is nothing to read more of, so the card has no toggle.',
    },
  ],
  keyboard: [
    {
      keys: 'Tab / Shift + Tab',
      does: 'Up to two stops per card: “Read full testimonial” (or “Show less”), then “Read the case study” when there is one. The badge, quote and avatar are not focusable.',
    },
    {
      keys: 'Enter or Space',
      does: 'On the toggle: opens the whole quote, or closes it again. Focus stays on the toggle.',
    },
    { keys: 'Enter', does: 'On “Read the case study”: opens the client’s case study page.' },
  ],
  screenReader: [
    'Each card is an item of the list (“Testimonials, list, 16 items”). The Featured badge is read first, as text.',
    'The quote is a blockquote inside a figure; the figure’s caption is the person: the name (in a cite element), then “job title, company”. The avatar is hidden.',
    'The toggle is a native summary, so it is announced as a button with its state: “Read full testimonial from Nadia Haddad, button, collapsed”; once open, “Show less of Nadia Haddad’s testimonial, expanded”. The name is added for screen readers only, so a list of sixteen toggles can be told apart. The chevron is not read.',
    'When open, the excerpt is hidden (display: none), so the opening words are read once, as part of the whole quote that follows the toggle.',
    'The toggle sits inside the blockquote, so screen readers that announce quotations include it in the quote.',
    '“Read the case study” is the same text on every card and names neither the person nor the company: in a list of links they cannot be told apart.',
  ],
  withoutJavaScript: (
    <p>
      Everything works: the toggle is a native <code>&lt;details&gt;</code> element, which opens and
      closes without scripts, and the quote is in the page in full for search engines. The headshot
      draws over the initials once it has loaded.
    </p>
  ),
  dosAndDonts: [
    {
      do: 'Keep the excerpt to the quote’s own opening words (openingSentences does it), so opening the card carries on the same sentence.',
      dont: 'Write a separate summary as the excerpt: when the card opens the excerpt is hidden, and a paraphrase would vanish or contradict the quote.',
    },
    {
      do: 'Pin two or three testimonials at most, the ones that back the strongest case studies.',
      dont: 'Pin many: every Featured badge makes the others less so, and the list’s order stops being alphabetical.',
    },
    {
      do: 'Link the source only to a case study on this site that agrees with the quote’s figures.',
      dont: 'Put links inside the quote: the card has one place for the source, after the person.',
    },
  ],
});

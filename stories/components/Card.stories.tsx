import type { Story, StoryDefault } from '@ladle/react';
import type { ReactNode } from 'react';
import { Badge } from '../../src/components/Badge/Badge';
import { Card } from '../../src/components/Card/Card';
import { Link } from '../../src/components/Link/Link';
import { vars } from '../../tokens/contract.css';
import { scale } from '../../tokens/theme.css';
import { docsStory } from '../support/docs';
import { Grid } from '../support/layout/Grid';

export default { title: 'Components / Card' } satisfies StoryDefault;

export const Surface: Story = () => (
  <div style={{ maxWidth: '24rem' }}>
    <Card
      eyebrow="Case study"
      heading="Doubling qualified leads for a B2B software brand"
      headingLevel={2}
      footer={<Link href="/cases/b2b-software">Read the case study</Link>}
    >
      <p>
        A new keyword architecture and landing-page tests cut cost per lead by 41% while volume
        doubled in five months.
      </p>
    </Card>
  </div>
);

export const Raised: Story = () => (
  <div style={{ maxWidth: '24rem' }}>
    <Card
      variant="raised"
      eyebrow="Service"
      heading="Performance media"
      headingLevel={2}
      footer={<Link href="/services/performance-media">How we plan media</Link>}
    >
      <p>Search, social and programmatic run as one budget, steered by incremental revenue.</p>
    </Card>
  </div>
);

export const Outline: Story = () => (
  <div style={{ maxWidth: '24rem' }}>
    <Card variant="outline" heading="Growth audit" headingLevel={2}>
      <p>Two weeks, one deliverable: a ranked list of the changes worth making first.</p>
    </Card>
  </div>
);

export const CardGrid: Story = () => (
  <section aria-labelledby="featured-work">
    <h2 id="featured-work" style={{ marginBlockEnd: '1.5rem' }}>
      Featured work
    </h2>
    <Grid columns={{ mobile: 1, tablet: 2, desktop: 3 }} as="ul">
      <Card
        as="li"
        eyebrow="Retail"
        heading="A 38% lift in blended ROAS"
        footer={
          <>
            <Badge tone="positive">+38% ROAS</Badge>
            <Link href="/cases/retail">Retail case study</Link>
          </>
        }
      >
        <p>Rebuilt paid social around product margin instead of revenue.</p>
      </Card>
      <Card
        as="li"
        eyebrow="Fintech"
        heading="App installs at half the cost"
        footer={
          <>
            <Badge tone="accent">Paid social</Badge>
            <Link href="/cases/fintech">Fintech case study</Link>
          </>
        }
      >
        <p>Creative testing at scale found three winning hooks in six weeks.</p>
      </Card>
      <Card
        as="li"
        eyebrow="Travel"
        heading="Organic traffic up 2.4x"
        footer={
          <>
            <Badge>SEO</Badge>
            <Link href="/cases/travel">Travel case study</Link>
          </>
        }
      >
        <p>Destination guides rebuilt around search intent, not brochure copy.</p>
      </Card>
    </Grid>
  </section>
);

/** A patch of surface band, for the do and don't of variants. */
function OnSurfaceBand({ children }: { children: ReactNode }) {
  return (
    <div
      style={{
        padding: scale.space.lg,
        borderRadius: scale.radius.lg,
        backgroundColor: vars.color.background.surface,
      }}
    >
      {children}
    </div>
  );
}

export const Documentation = docsStory({
  name: 'Card',
  source: ['src/components/Card'],
  purpose: (
    <p>
      A framed block for one thing among several: a case study, a service, a product. It has slots
      for an eyebrow, a heading, a short body and a footer of links or badges under a divider. The
      card itself is not a link: its links sit in the footer.
    </p>
  ),
  whenToUse: [
    'For items of the same kind side by side in a Grid, each with a heading and a next step (“Read the case study”).',
    'For one self-contained block beside running text (a service summary in a sidebar).',
  ],
  whenNotToUse: [
    'To frame a whole section or long text: the band (Page Section) does that. A card holds a few sentences.',
    'For a single call to action with no content of its own: use Link Button.',
    'For questions and answers: use Accordion.',
  ],
  states: [
    {
      name: 'Surface',
      story: Surface,
      description:
        'The default: a tinted surface with a subtle border, for cards on the page’s body background.',
    },
    {
      name: 'Raised',
      story: Raised,
      description:
        'On a surface band, where a surface card would disappear: the raised background with a shadow.',
    },
    {
      name: 'Outline',
      story: Outline,
      description:
        'Transparent with the border only, for quiet supporting cards; here without eyebrow or footer, as every slot is optional.',
    },
    {
      name: 'Card grid',
      story: CardGrid,
      description:
        'Cards as the items of a list (Grid as="ul", Card as="li") under a section heading, with heading level 3. Cards in a row stretch to the same height, footers aligned.',
    },
  ],
  keyboard:
    'Nothing to operate on the card itself: it is never focusable. Tab goes to the links and buttons inside it, in reading order.',
  screenReader: [
    'An article by default (as="article"), or a list item when the cards are a list: “list, 3 items” tells visitors how many there are.',
    'The heading is a real heading of the level given (3 by default), so heading navigation lists every card. Set headingLevel to fit the page’s outline.',
    'The eyebrow is read before the heading, so a visitor jumping from heading to heading skips it: never put what only it says there.',
    'Links are read out of context in a list of links: “Retail case study”, not three times “Read more”.',
  ],
  withoutJavaScript: (
    <p>Plain HTML and CSS: it looks and reads the same before and without JavaScript.</p>
  ),
  dosAndDonts: [
    {
      do: 'Put the link in the footer, named for where it goes; Tab reaches it once per card.',
      dont: 'Wrap the whole card in a link: its heading, text and badges become one long link name, and any other link inside it cannot be used.',
    },
    {
      do: 'Pick the variant for the background: surface on the body, raised on a surface band.',
      dont: 'Put surface cards on a surface band: they blend into the band, with only a hairline border to set them apart.',
      doExample: (
        <OnSurfaceBand>
          <Card variant="raised" heading="Growth audit">
            <p>Two weeks, one deliverable: a ranked list of the changes worth making first.</p>
          </Card>
        </OnSurfaceBand>
      ),
      dontExample: (
        <OnSurfaceBand>
          <Card heading="Growth audit">
            <p>Two weeks, one deliverable: a ranked list of the changes worth making first.</p>
          </Card>
        </OnSurfaceBand>
      ),
    },
  ],
});

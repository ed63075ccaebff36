import type { Story, StoryDefault } from '@ladle/react';
import { Badge } from '../../src/components/Badge/Badge';
import { Card } from '../../src/components/Card/Card';
import { Grid } from '../../src/components/Grid/Grid';
import { Link } from '../../src/components/Link/Link';

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

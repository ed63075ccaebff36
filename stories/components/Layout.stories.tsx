import type { Story, StoryDefault } from '@ladle/react';
import type { ReactNode } from 'react';
import { Container } from '../../src/components/Container/Container';
import { Grid } from '../../src/components/Grid/Grid';
import { Stack } from '../../src/components/Stack/Stack';
import { vars } from '../../tokens/contract.css';
import { scale } from '../../tokens/theme.css';
import { docsStory } from '../support/docs';

export default { title: 'Components / Layout' } satisfies StoryDefault;

function Tile({ children }: { children: ReactNode }) {
  return (
    <div
      style={{
        padding: scale.space.md,
        borderRadius: scale.radius.md,
        backgroundColor: vars.color.background.accentSoft,
        color: vars.color.foreground.accent,
        fontWeight: scale.fontWeight.semibold,
      }}
    >
      {children}
    </div>
  );
}

export const ContainerWidths: Story = () => (
  <Stack gap="lg">
    <Container>
      <Tile>Page width: hero, card grids and stats bands sit in this column.</Tile>
    </Container>
    <Container width="text">
      <Tile>Text width: articles and case-study narratives keep a readable measure.</Tile>
    </Container>
  </Stack>
);

export const StackColumn: Story = () => (
  <Stack gap="sm">
    <Tile>Audit your funnel</Tile>
    <Tile>Fix the measurement</Tile>
    <Tile>Scale what works</Tile>
  </Stack>
);

export const StackRow: Story = () => (
  <Stack direction="row" gap="md" wrap align="center" justify="between">
    <Tile>Strategy</Tile>
    <Tile>Media</Tile>
    <Tile>Creative</Tile>
    <Tile>Data</Tile>
  </Stack>
);

export const ResponsiveGrid: Story = () => (
  <Grid columns={{ mobile: 1, tablet: 2, desktop: 3 }} gap="lg" as="ul">
    {[
      'Paid search',
      'Paid social',
      'SEO and content',
      'CRM and lifecycle',
      'Conversion rate optimisation',
      'Analytics and attribution',
    ].map((service) => (
      <li key={service}>
        <Tile>{service}</Tile>
      </li>
    ))}
  </Grid>
);

export const FixedColumns: Story = () => (
  <Grid columns={4} gap="sm">
    <Tile>Q1</Tile>
    <Tile>Q2</Tile>
    <Tile>Q3</Tile>
    <Tile>Q4</Tile>
  </Grid>
);

export const Documentation = docsStory({
  name: 'Layout',
  source: ['src/components/Container', 'src/components/Stack', 'src/components/Grid'],
  purpose: (
    <p>
      The three pieces every section is laid out with. Container centres content at the page or text
      width, with side margins that grow with the screen. Stack puts things in a column or a row
      with a gap from the space scale. Grid makes equal columns, a number for each breakpoint. None
      of them has colour or type of its own. The widths and breakpoints they use are tokens, listed
      under Foundations / Layout.
    </p>
  ),
  whenToUse: [
    'Container: the content column of every band; width="text" (42rem) for articles and long reading, the default page width (76rem) for everything else.',
    'Stack: the rhythm inside anything (a card’s parts, a form’s fields), or a row of buttons or badges that wraps on a narrow screen.',
    'Grid: cards or tiles of the same kind, one column on a phone, two on a tablet, three on a desktop. With as="ul" and list items when the items are a list.',
  ],
  whenNotToUse: [
    'For columns of different widths (text beside an image): write the grid in the section’s own styles.',
    'To put things in a different order on screen than in the page: the visual order must follow the reading order, which Stack and Grid keep.',
    'For a framed block with a background: use Card. Layout adds no surface.',
  ],
  states: [
    {
      name: 'Container widths',
      story: ContainerWidths,
      description:
        'Page width for layouts, text width for a readable measure. Side padding is 16 px on a phone, 32 px on a tablet and 48 px on a desktop.',
    },
    {
      name: 'Stack column',
      story: StackColumn,
      description: 'The default: a column with a gap (here sm, 12 px). Any space token works.',
    },
    {
      name: 'Stack row',
      story: StackRow,
      description:
        'direction="row" with wrap, so the items move onto a second line instead of overflowing; justify="between" spreads them out.',
    },
    {
      name: 'Responsive grid',
      story: ResponsiveGrid,
      description:
        'One, two and three columns at the phone, tablet (768 px) and desktop (1024 px) breakpoints; a missing breakpoint takes the smaller one’s count. A list of services, so as="ul".',
    },
    {
      name: 'Fixed columns',
      story: FixedColumns,
      description:
        'columns={4} keeps four columns at every width: only for short items that fit even on a phone, like quarters.',
    },
  ],
  keyboard:
    'Nothing to operate. Focus moves through their contents in the order they are written in the page, which is also the order on screen: neither Stack nor Grid reorders its items.',
  screenReader: [
    'By default they are plain <div>s and are not announced: only what they hold is read.',
    'as="ul" or as="ol" makes a list without bullets: “list, 6 items”. Use it when the items are a list, with <li> children. (VoiceOver in Safari may not announce a list without bullets; add role="list" where the count matters.)',
    'as="nav", "header", "footer" or "section" makes a landmark: a nav needs an aria-label, a section a heading that names it.',
  ],
  withoutJavaScript: (
    <p>
      Pure CSS: the layout is the same before and without JavaScript. A Grid’s column counts are
      written into the HTML as custom properties, so the prerendered page has its final layout from
      the first paint.
    </p>
  ),
  dosAndDonts: [
    {
      do: 'Space things with the gap of a Stack or Grid, from the space scale.',
      dont: 'Add margins to the items themselves: gaps stop being consistent, and the last item carries a margin it does not need.',
    },
    {
      do: 'Let a row of actions wrap, so it fits a 390 px phone.',
      dont: 'A row without wrap: on a phone the last items overflow the screen.',
      doExample: (
        <div style={{ maxWidth: '16rem' }}>
          <Stack direction="row" gap="sm" wrap>
            <Tile>Strategy</Tile>
            <Tile>Media</Tile>
            <Tile>Creative</Tile>
          </Stack>
        </div>
      ),
    },
  ],
});

import type { Story, StoryDefault } from '@ladle/react';
import type { ReactNode } from 'react';
import { Container } from '../../src/components/Container/Container';
import { vars } from '../../tokens/contract.css';
import { scale } from '../../tokens/theme.css';
import { docsStory } from '../support/docs';
import { Stack } from '../support/layout/Stack';

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

export const Documentation = docsStory({
  name: 'Layout',
  source: ['src/components/Container'],
  purpose: (
    <p>
      Container is the content column of every band: it centres content at the page or the text
      width, with side margins that grow with the screen. It has no colour or type of its own; the
      widths and breakpoints it uses are tokens, listed under Foundations / Layout. Inside the
      column, each section lays out its own grid in its styles (the card grid, the split and the
      sidebar that PageSection shares), since sections differ in column widths and gaps.
    </p>
  ),
  whenToUse: [
    'Every band of a page: width="text" (42rem) for articles and long reading, the default page width (76rem) for everything else.',
  ],
  whenNotToUse: [
    'For columns inside a section: use the section’s grid (PageSection’s card grid for cards of one kind, its split for text beside a figure).',
    'For a framed block with a background: use Card. Layout adds no surface.',
  ],
  states: [
    {
      name: 'Container widths',
      story: ContainerWidths,
      description:
        'Page width for layouts, text width for a readable measure. Side padding is 16 px on a phone, 32 px on a tablet and 48 px on a desktop.',
    },
  ],
  keyboard:
    'Nothing to operate. Focus moves through its contents in the order they are written in the page.',
  screenReader: ['A plain <div>: it is not announced, only what it holds is read.'],
  withoutJavaScript: (
    <p>Pure CSS: the layout is the same before and without JavaScript, from the first paint.</p>
  ),
  dosAndDonts: [
    {
      do: 'Put each band’s content in one Container, at the width its reading needs.',
      dont: 'Nest Containers: the side margins add up and the column shrinks.',
    },
  ],
});

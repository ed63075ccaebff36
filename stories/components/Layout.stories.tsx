import type { Story, StoryDefault } from '@ladle/react';
import type { ReactNode } from 'react';
import { Container } from '../../src/components/Container/Container';
import { Grid } from '../../src/components/Grid/Grid';
import { Stack } from '../../src/components/Stack/Stack';
import { vars } from '../../tokens/contract.css';
import { scale } from '../../tokens/theme.css';

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

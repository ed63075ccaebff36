import type { Story, StoryDefault } from '@ladle/react';
import { anchorScrollPadding, breakpoints, contentWidth, media, zIndex } from '../../tokens/scale';
import {
  Cell,
  Code,
  FoundationPage,
  NameCell,
  Section,
  TokenTable,
  tokenName,
} from '../support/foundations';

export default { title: 'Foundations / Layout' } satisfies StoryDefault;

const screens = Object.keys(breakpoints) as Array<keyof typeof breakpoints>;
const widths = Object.keys(contentWidth) as Array<keyof typeof contentWidth>;
const layers = Object.keys(zIndex) as Array<keyof typeof zIndex>;
const preferences = ['reducedMotion', 'forcedColors', 'dark'] as const;

const px = (rem: string) => `${Number.parseFloat(rem) * 16}\u00a0px`;

export const BreakpointsAndWidths: Story = () => (
  <FoundationPage
    foundation="Layout"
    title="Breakpoints and widths"
    intro={
      <p>
        Layouts are designed mobile first, at 390&nbsp;px, and widen at three breakpoints. In
        styles, put wider layouts under <Code>'@media': {'{ [media.tablet]: … }'}</Code>; media
        queries cannot read CSS variables, so these are plain values.
      </p>
    }
  >
    <Section title="Breakpoints">
      <TokenTable
        label="Breakpoints"
        columns={['Token, as written in code', 'Value', 'Width as a number']}
      >
        <tbody>
          {screens.map((screen) => (
            <tr key={screen}>
              <NameCell name={tokenName('media', screen)} />
              <Cell>
                <Code>{media[screen]}</Code>
              </Cell>
              <Cell>
                <Code>{tokenName('breakpoints', screen)}</Code> = {breakpoints[screen]}
              </Cell>
            </tr>
          ))}
        </tbody>
      </TokenTable>
    </Section>
    <Section
      title="Preferences"
      description="The visitor’s settings, as media queries; the Motion, Forced Colours and Colour pages show what they change."
    >
      <TokenTable label="Preference queries" columns={['Token, as written in code', 'Value']}>
        <tbody>
          {preferences.map((preference) => (
            <tr key={preference}>
              <NameCell name={tokenName('media', preference)} />
              <Cell>
                <Code>{media[preference]}</Code>
              </Cell>
            </tr>
          ))}
        </tbody>
      </TokenTable>
    </Section>
    <Section
      title="Widths"
      description="Content is at most this wide, with the page’s side padding (scale.space.md, xl from tablet, 2xl from desktop) outside it."
    >
      <TokenTable label="Widths" columns={['Token, as written in code', 'Value', 'Pixels']}>
        <tbody>
          {widths.map((width) => (
            <tr key={width}>
              <NameCell name={tokenName('contentWidth', width)} />
              <Cell>
                <Code>{contentWidth[width]}</Code>
              </Cell>
              <Cell>{px(contentWidth[width])}</Cell>
            </tr>
          ))}
          <tr>
            <NameCell name="anchorScrollPadding">
              Where a jump to an anchor stops, clear of the fixed header
            </NameCell>
            <Cell>
              <Code>{anchorScrollPadding}</Code>
            </Cell>
            <Cell>{px(anchorScrollPadding)}</Cell>
          </tr>
        </tbody>
      </TokenTable>
    </Section>
  </FoundationPage>
);

export const Layers: Story = () => (
  <FoundationPage
    foundation="Layout"
    title="Layers"
    intro={
      <p>
        Layers decide what covers what: each thing that floats gets its own step, so a menu never
        slides under the header. In styles, write <Code>scale.zIndex.header</Code>, never a number.
      </p>
    }
  >
    <TokenTable label="Layers" columns={['Token, as written in code', 'Value']}>
      <tbody>
        {layers
          .slice()
          .reverse()
          .map((layer) => (
            <tr key={layer}>
              <NameCell name={tokenName('scale', 'zIndex', layer)} />
              <Cell>
                <Code>{zIndex[layer]}</Code>
              </Cell>
            </tr>
          ))}
      </tbody>
    </TokenTable>
  </FoundationPage>
);

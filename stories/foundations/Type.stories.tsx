import type { Story, StoryDefault } from '@ladle/react';
import { vars } from '../../tokens/contract.css';
import { fontFamily, fontSize, fontWeight, lineHeight } from '../../tokens/scale';
import { scale } from '../../tokens/theme.css';
import {
  Cell,
  Code,
  FoundationPage,
  NameCell,
  RowHeader,
  Section,
  TokenTable,
  tokenName,
} from '../support/foundations';

export default { title: 'Foundations / Type' } satisfies StoryDefault;

const intro = (
  <p>
    One family, Inter, on a 1.25 scale; the three largest sizes grow with the viewport between
    390&nbsp;px and 1280&nbsp;px. In styles, pair a <Code>scale.fontSize</Code> with a{' '}
    <Code>scale.lineHeight</Code>: tight for display sizes, snug for headings, normal or relaxed for
    running text.
  </p>
);

const sizes = Object.keys(fontSize) as Array<keyof typeof fontSize>;
const weights = Object.keys(fontWeight) as Array<keyof typeof fontWeight>;
const leadings = Object.keys(lineHeight) as Array<keyof typeof lineHeight>;

const ROOT_PX = 16;

/** A size token's pixels at a viewport width: '1.5rem' -> 24, a clamp() -> its value there. */
function pxAt(value: string, viewport: number): number {
  const rem = /^([\d.]+)rem$/.exec(value);
  if (rem) return Number(rem[1]) * ROOT_PX;
  const fluid = /^clamp\(([\d.]+)rem, ([\d.]+)rem \+ ([\d.]+)vw, ([\d.]+)rem\)$/.exec(value);
  if (!fluid) return Number.NaN;
  const [min, base, vw, max] = fluid.slice(1).map(Number) as [number, number, number, number];
  const preferred = base * ROOT_PX + (vw * viewport) / 100;
  return Math.min(max * ROOT_PX, Math.max(min * ROOT_PX, preferred));
}

const px = (value: number) => `${Math.round(value * 10) / 10}\u00a0px`;

export const TypeScale: Story = () => (
  <FoundationPage foundation="Type" title="Type scale" intro={intro}>
    <Section title="Family">
      <TokenTable label="Font family" columns={['Token, as written in code', 'Value']}>
        <tbody>
          <tr>
            <NameCell name="scale.font.body" />
            <Cell>
              <Code>{fontFamily.body}</Code>
            </Cell>
          </tr>
        </tbody>
      </TokenTable>
    </Section>
    <Section
      title="Sizes"
      description="Sizes from 3xl up are fluid: they are shown at a 390&nbsp;px phone and a 1280&nbsp;px desktop viewport."
    >
      <TokenTable
        label="Font sizes"
        columns={['Token, as written in code', 'At 390\u00a0px', 'At 1280\u00a0px', 'Sample']}
      >
        <tbody>
          {sizes
            .slice()
            .reverse()
            .map((size) => (
              <tr key={size}>
                <NameCell name={tokenName('scale', 'fontSize', size)}>
                  <Code>{fontSize[size]}</Code>
                </NameCell>
                <Cell>{px(pxAt(fontSize[size], 390))}</Cell>
                <Cell>{px(pxAt(fontSize[size], 1280))}</Cell>
                <Cell>
                  <span
                    style={{
                      display: 'block',
                      fontSize: scale.fontSize[size],
                      lineHeight: scale.lineHeight.tight,
                      fontWeight: scale.fontWeight.semibold,
                      whiteSpace: 'nowrap',
                    }}
                  >
                    Revenue, not reach
                  </span>
                </Cell>
              </tr>
            ))}
        </tbody>
      </TokenTable>
    </Section>
  </FoundationPage>
);

export const Weights: Story = () => (
  <FoundationPage foundation="Type" title="Weights" intro={intro}>
    <TokenTable label="Font weights" columns={['Token, as written in code', 'Value', 'Sample']}>
      <tbody>
        {weights.map((weight) => (
          <tr key={weight}>
            <NameCell name={tokenName('scale', 'fontWeight', weight)} />
            <Cell>
              <Code>{fontWeight[weight]}</Code>
            </Cell>
            <Cell>
              <span style={{ fontSize: scale.fontSize.xl, fontWeight: scale.fontWeight[weight] }}>
                Media, creative and data as one system
              </span>
            </Cell>
          </tr>
        ))}
      </tbody>
    </TokenTable>
  </FoundationPage>
);

export const LineHeights: Story = () => (
  <FoundationPage foundation="Type" title="Line heights" intro={intro}>
    <TokenTable label="Line heights" columns={['Token, as written in code', 'Value', 'Sample']}>
      <tbody>
        {leadings.map((leading) => (
          <tr key={leading}>
            <NameCell name={tokenName('scale', 'lineHeight', leading)} />
            <Cell>
              <Code>{lineHeight[leading]}</Code>
            </Cell>
            <Cell>
              <p
                style={{
                  maxWidth: '34rem',
                  paddingBlock: scale.space.xs,
                  fontSize: scale.fontSize.md,
                  lineHeight: scale.lineHeight[leading],
                }}
              >
                We plan search, social and programmatic as one budget, move money weekly to what
                drives incremental revenue, and report results your finance team recognises.
              </p>
            </Cell>
          </tr>
        ))}
      </tbody>
    </TokenTable>
  </FoundationPage>
);

export const HeadingsAndBody: Story = () => (
  <FoundationPage foundation="Type" title="Headings and body" intro={intro}>
    <Section
      title="Defaults"
      description="The global styles (src/styles/global.css.ts) set these on every page; a section sets only the size of its headings."
    >
      <TokenTable label="Type defaults" columns={['Element', 'Tokens and values']}>
        <tbody>
          <tr>
            <RowHeader>Body text</RowHeader>
            <Cell>
              <Code>scale.font.body</Code>, 1rem (16&nbsp;px), <Code>scale.lineHeight.normal</Code>,{' '}
              <Code>vars.color.foreground.body</Code>
            </Cell>
          </tr>
          <tr>
            <RowHeader>Headings, h1 to h6</RowHeader>
            <Cell>
              <Code>scale.fontWeight.bold</Code>, <Code>scale.lineHeight.snug</Code>, letter-spacing
              −0.015em, lines balanced
            </Cell>
          </tr>
          <tr>
            <RowHeader>Links</RowHeader>
            <Cell>
              <Code>vars.color.foreground.link</Code>
            </Cell>
          </tr>
        </tbody>
      </TokenTable>
    </Section>
    <Section title="Sample">
      <div style={{ display: 'flex', flexDirection: 'column', gap: scale.space.md }}>
        <h3 style={{ fontSize: scale.fontSize['4xl'] }}>The agency model is obsolete</h3>
        <h4 style={{ fontSize: scale.fontSize['2xl'] }}>Growth needs architecture</h4>
        <p style={{ maxWidth: '40rem' }}>
          Body copy is set in Inter at 1rem with a 1.55 line height. We plan search, social and
          programmatic as one budget and report results your finance team recognises.
        </p>
        <p style={{ maxWidth: '40rem', color: vars.color.foreground.muted }}>
          Muted text carries supporting copy; it meets AA on every background it is used on.
        </p>
      </div>
    </Section>
  </FoundationPage>
);

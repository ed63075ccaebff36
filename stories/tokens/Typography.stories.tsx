import type { Story, StoryDefault } from '@ladle/react';
import { vars } from '../../tokens/contract.css';
import { fontSize, fontWeight, lineHeight } from '../../tokens/scale';
import { scale } from '../../tokens/theme.css';

export default { title: 'Tokens / Typography' } satisfies StoryDefault;

const sizes = Object.keys(fontSize) as Array<keyof typeof fontSize>;
const weights = Object.keys(fontWeight) as Array<keyof typeof fontWeight>;
const leadings = Object.keys(lineHeight) as Array<keyof typeof lineHeight>;

const label = {
  color: vars.color.foreground.muted,
  fontSize: scale.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
} as const;

export const TypeScale: Story = () => (
  <section
    aria-labelledby="type-scale"
    style={{ display: 'flex', flexDirection: 'column', gap: scale.space.lg }}
  >
    <h2 id="type-scale">Type scale</h2>
    <dl
      style={{
        display: 'grid',
        gridTemplateColumns: 'minmax(9rem, auto) 1fr',
        gap: scale.space.md,
        margin: 0,
        alignItems: 'baseline',
      }}
    >
      {sizes
        .slice()
        .reverse()
        .map((size) => (
          <div key={size} style={{ display: 'contents' }}>
            <dt style={label}>
              fontSize.{size}
              <br />
              {fontSize[size]}
            </dt>
            <dd
              style={{
                margin: 0,
                fontSize: scale.fontSize[size],
                lineHeight: scale.lineHeight.snug,
              }}
            >
              Growth needs architecture
            </dd>
          </div>
        ))}
    </dl>
  </section>
);

export const Weights: Story = () => (
  <section
    aria-labelledby="weights"
    style={{ display: 'flex', flexDirection: 'column', gap: scale.space.md }}
  >
    <h2 id="weights">Font weights</h2>
    {weights.map((weight) => (
      <p key={weight} style={{ fontSize: scale.fontSize.xl, fontWeight: scale.fontWeight[weight] }}>
        {weight} ({fontWeight[weight]}): Media, creative and data as one system
      </p>
    ))}
  </section>
);

export const LineHeights: Story = () => (
  <section
    aria-labelledby="line-heights"
    style={{ display: 'flex', flexDirection: 'column', gap: scale.space.lg }}
  >
    <h2 id="line-heights">Line heights</h2>
    {leadings.map((leading) => (
      <div key={leading} style={{ maxWidth: '36rem' }}>
        <p style={label}>
          lineHeight.{leading} ({lineHeight[leading]})
        </p>
        <p style={{ lineHeight: scale.lineHeight[leading] }}>
          We plan search, social and programmatic as one budget, move money weekly to what drives
          incremental revenue, and report results your finance team recognises.
        </p>
      </div>
    ))}
  </section>
);

export const Headings: Story = () => (
  <section
    style={{ display: 'flex', flexDirection: 'column', gap: scale.space.md }}
    aria-label="Heading styles"
  >
    <h2 style={{ fontSize: scale.fontSize['4xl'] }}>The agency model is obsolete</h2>
    <h3 style={{ fontSize: scale.fontSize['2xl'] }}>Growth needs architecture</h3>
    <h4 style={{ fontSize: scale.fontSize.xl }}>Measured on revenue, not reach</h4>
    <p style={{ color: vars.color.foreground.muted, maxWidth: '40rem' }}>
      Body copy is set in Inter at 1rem with a 1.55 line height. Muted text is used for supporting
      copy and meets AA on every background.
    </p>
  </section>
);

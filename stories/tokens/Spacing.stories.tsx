import type { Story, StoryDefault } from '@ladle/react';
import { vars } from '../../tokens/contract.css';
import { radius, space } from '../../tokens/scale';
import { scale } from '../../tokens/theme.css';

export default { title: 'Tokens / Spacing and radii' } satisfies StoryDefault;

const spaces = Object.keys(space) as Array<keyof typeof space>;
const radii = Object.keys(radius) as Array<keyof typeof radius>;

const label = {
  color: vars.color.foreground.muted,
  fontSize: scale.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
} as const;

export const Spacing: Story = () => (
  <section
    aria-labelledby="spacing"
    style={{ display: 'flex', flexDirection: 'column', gap: scale.space.md }}
  >
    <h2 id="spacing">Space scale</h2>
    <ul
      style={{
        display: 'flex',
        flexDirection: 'column',
        gap: scale.space.xs,
        margin: 0,
        padding: 0,
        listStyle: 'none',
      }}
    >
      {spaces.map((key) => (
        <li
          key={key}
          style={{
            display: 'grid',
            gridTemplateColumns: '10rem 1fr',
            alignItems: 'center',
            gap: scale.space.md,
          }}
        >
          <span style={label}>
            space.{key} ({space[key]})
          </span>
          <span
            style={{
              width: scale.space[key],
              minWidth: '1px',
              height: '1.5rem',
              borderRadius: '2px',
              backgroundColor: vars.color.background.accent,
            }}
          />
        </li>
      ))}
    </ul>
  </section>
);

export const Radii: Story = () => (
  <section
    aria-labelledby="radii"
    style={{ display: 'flex', flexDirection: 'column', gap: scale.space.md }}
  >
    <h2 id="radii">Radii</h2>
    <ul
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: scale.space.lg,
        margin: 0,
        padding: 0,
        listStyle: 'none',
      }}
    >
      {radii.map((key) => (
        <li
          key={key}
          style={{
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            gap: scale.space.xs,
          }}
        >
          <span
            style={{
              width: '6rem',
              height: '4rem',
              borderRadius: scale.radius[key],
              border: `2px solid ${vars.color.border.field}`,
              backgroundColor: vars.color.background.accentSoft,
            }}
          />
          <span style={label}>
            radius.{key} ({radius[key]})
          </span>
        </li>
      ))}
    </ul>
  </section>
);

export const Shadows: Story = () => (
  <section
    aria-labelledby="shadows"
    style={{ display: 'flex', flexDirection: 'column', gap: scale.space.md }}
  >
    <h2 id="shadows">Shadows</h2>
    <ul
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: scale.space.xl,
        margin: 0,
        padding: scale.space.lg,
        listStyle: 'none',
        borderRadius: scale.radius.lg,
        backgroundColor: vars.color.background.surface,
      }}
    >
      {(['small', 'medium', 'large'] as const).map((key) => (
        <li
          key={key}
          style={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            width: '10rem',
            height: '6rem',
            borderRadius: scale.radius.md,
            backgroundColor: vars.color.background.raised,
            boxShadow: vars.shadow[key],
            color: vars.color.foreground.body,
            fontWeight: scale.fontWeight.semibold,
          }}
        >
          shadow.{key}
        </li>
      ))}
    </ul>
  </section>
);

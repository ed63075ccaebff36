import type { Story, StoryDefault } from '@ladle/react';
import { vars } from '../../tokens/contract.css';
import { radius } from '../../tokens/scale';
import { scale } from '../../tokens/theme.css';
import { Code, FoundationPage, tokenName } from '../support/foundations';

export default { title: 'Foundations / Radii' } satisfies StoryDefault;

const radii = Object.keys(radius) as Array<keyof typeof radius>;

export const RadiusScale: Story = () => (
  <FoundationPage
    foundation="Radii"
    title="Radius scale"
    intro={
      <p>
        Radii round the corners of controls and containers: <Code>sm</Code> for fields, menu items
        and other small parts, <Code>md</Code> for popovers, toasts and tiles, <Code>lg</Code> for
        cards, panels and dialogs, <Code>pill</Code> for buttons, chips, badges and switches. In
        styles, write <Code>scale.radius.lg</Code>.
      </p>
    }
  >
    <ul
      aria-label="Radii"
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
        gap: scale.space.xl,
        margin: 0,
        padding: 0,
        listStyle: 'none',
      }}
    >
      {radii.map((key) => (
        <li key={key} style={{ display: 'flex', flexDirection: 'column', gap: scale.space.xs }}>
          <span
            style={{
              height: '6rem',
              marginBlockEnd: scale.space.xs,
              borderRadius: scale.radius[key],
              border: `2px solid ${vars.color.border.field}`,
              backgroundColor: vars.color.background.accentSoft,
            }}
          />
          <Code>{tokenName('scale', 'radius', key)}</Code>
          <span>
            <Code>{radius[key]}</Code>
          </span>
        </li>
      ))}
    </ul>
  </FoundationPage>
);

import type { Story, StoryDefault } from '@ladle/react';
import { vars } from '../../tokens/contract.css';
import { space } from '../../tokens/scale';
import { scale } from '../../tokens/theme.css';
import {
  Cell,
  Code,
  FoundationPage,
  NameCell,
  TokenTable,
  tokenName,
} from '../support/foundations';

export default { title: 'Foundations / Spacing' } satisfies StoryDefault;

const spaces = Object.keys(space) as Array<keyof typeof space>;

const px = (value: string) => `${Number.parseFloat(value) * 16}\u00a0px`;

export const SpaceScale: Story = () => (
  <FoundationPage
    foundation="Spacing"
    title="Space scale"
    intro={
      <p>
        Space tokens set every gap, padding and margin. Stay on the scale and choose by
        relationship: <Code>xxs</Code> to <Code>sm</Code> inside a component, <Code>md</Code> to{' '}
        <Code>xl</Code> between related items, <Code>2xl</Code> to <Code>4xl</Code> between
        sections. In styles, write <Code>scale.space.md</Code>.
      </p>
    }
  >
    <TokenTable
      label="Space scale"
      columns={['Token, as written in code', 'Value', 'Pixels', 'Size']}
    >
      <tbody>
        {spaces.map((key) => (
          <tr key={key}>
            <NameCell name={tokenName('scale', 'space', key)} />
            <Cell>
              <Code>{space[key]}</Code>
            </Cell>
            <Cell>{px(space[key])}</Cell>
            <Cell>
              <span
                style={{
                  display: 'block',
                  width: scale.space[key],
                  minWidth: '1px',
                  height: '1.25rem',
                  borderRadius: '2px',
                  backgroundColor: vars.color.background.accent,
                }}
              />
            </Cell>
          </tr>
        ))}
      </tbody>
    </TokenTable>
  </FoundationPage>
);

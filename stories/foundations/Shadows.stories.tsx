import type { Story, StoryDefault } from '@ladle/react';
import { vars } from '../../tokens/contract.css';
import { forcedColours, scale, shadows } from '../../tokens/theme.css';
import {
  Cell,
  Code,
  FoundationPage,
  NameCell,
  Section,
  ThemeCells,
  TokenTable,
  themeTitle,
  tokenName,
} from '../support/foundations';

export default { title: 'Foundations / Shadows' } satisfies StoryDefault;

const levels = Object.keys(shadows.light) as Array<keyof typeof shadows.light>;

export const ShadowScale: Story = () => (
  <FoundationPage
    foundation="Shadows"
    title="Shadow scale"
    intro={
      <p>
        Shadows lift raised things off the page: <Code>small</Code> for a sticky header and small
        tiles, <Code>medium</Code> for cards, <Code>large</Code> for menus, dialogs and banners that
        float over content. Put them on <Code>vars.color.background.raised</Code>; they are darker
        in the dark theme and off in forced colours.
      </p>
    }
  >
    <Section title="In the current theme">
      <ul
        aria-label="Shadows on the surface background"
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
          gap: scale.space['2xl'],
          margin: 0,
          padding: scale.space['2xl'],
          listStyle: 'none',
          borderRadius: scale.radius.lg,
          backgroundColor: vars.color.background.surface,
        }}
      >
        {levels.map((key) => (
          <li
            key={key}
            style={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              height: '7rem',
              borderRadius: scale.radius.lg,
              backgroundColor: vars.color.background.raised,
              boxShadow: vars.shadow[key],
            }}
          >
            <Code>{tokenName('vars', 'shadow', key)}</Code>
          </li>
        ))}
      </ul>
    </Section>
    <Section title="Values">
      <TokenTable
        label="Shadow values"
        columns={['Token, as written in code', themeTitle.light, themeTitle.dark, 'Forced colours']}
      >
        <tbody>
          {levels.map((key) => (
            <tr key={key}>
              <NameCell name={tokenName('vars', 'shadow', key)} />
              <ThemeCells values={{ light: shadows.light[key], dark: shadows.dark[key] }} />
              <Cell>
                <Code>{forcedColours.shadow[key]}</Code>
              </Cell>
            </tr>
          ))}
        </tbody>
      </TokenTable>
    </Section>
  </FoundationPage>
);

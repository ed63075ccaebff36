import type { Story, StoryDefault } from '@ladle/react';
import { media } from '../../tokens/scale';
import { forcedColours } from '../../tokens/theme.css';
import {
  Cell,
  Code,
  FoundationPage,
  mediaRules,
  RowHeader,
  Section,
  TokenTable,
  tokenName,
} from '../support/foundations';
import * as styles from '../support/foundations.css';

export default { title: 'Foundations / Forced Colours' } satisfies StoryDefault;

const intro = (
  <p>
    When a visitor turns on a contrast theme (Windows, or forced colours in a browser), the page
    reports <Code>{media.forcedColors}</Code> and takes the visitor’s system colours. Every semantic
    colour maps to one of them, so components need a <Code>media.forcedColors</Code> rule only where
    colour alone carried meaning.
  </p>
);

/** The system colours the mapping uses, and what the visitor’s theme makes them. */
const systemColours: Record<string, string> = {
  Canvas: 'The page background.',
  CanvasText: 'Text and lines on Canvas.',
  LinkText: 'Links.',
  ButtonFace: 'The face of a button.',
  ButtonText: 'Text and edges of buttons.',
  Highlight: 'Selected things; here also the focus ring.',
};

type Group = keyof typeof forcedColours.color;

/** System colour -> the tokens that become it, as written in code. */
function tokensBySystemColour(): Map<string, string[]> {
  const map = new Map<string, string[]>(Object.keys(systemColours).map((name) => [name, []]));
  for (const group of Object.keys(forcedColours.color) as Group[]) {
    for (const [name, system] of Object.entries(forcedColours.color[group])) {
      map.set(system, [...(map.get(system) ?? []), tokenName('vars', 'color', group, name)]);
    }
  }
  for (const [name, value] of Object.entries(forcedColours.shadow)) {
    map.set(value, [...(map.get(value) ?? []), tokenName('vars', 'shadow', name)]);
  }
  return map;
}

export const SemanticColours: Story = () => (
  <FoundationPage foundation="Forced Colours" title="Semantic colours" intro={intro}>
    <Section
      title="The mapping"
      description="Under forced colours each token becomes one of the visitor’s system colours (tokens/theme.css.ts); shadows go. The Colour page shows each token’s light and dark value beside its system colour."
    >
      <TokenTable
        label="Semantic colours under forced colours"
        columns={['System colour', 'What it is', 'Tokens that become it']}
        widths={['14%', '26%', '60%']}
      >
        <tbody>
          {[...tokensBySystemColour()].map(([system, tokens]) => (
            <tr key={system}>
              <RowHeader>
                <Code>{system}</Code>
              </RowHeader>
              <Cell>{systemColours[system] ?? 'No shadow.'}</Cell>
              <Cell>
                <span className={styles.stack}>
                  {tokens.map((token) => (
                    <Code key={token}>{token}</Code>
                  ))}
                </span>
              </Cell>
            </tr>
          ))}
        </tbody>
      </TokenTable>
    </Section>
  </FoundationPage>
);

/** The rules, each once, with the component styles that use it; the most common first. */
function groupedRules() {
  const groups = new Map<string, string[]>();
  for (const rule of mediaRules('forcedColors')) {
    const where = `${rule.component} (${rule.style})`;
    groups.set(rule.rule, [...(groups.get(rule.rule) ?? []), where]);
  }
  return [...groups.entries()].sort(([, a], [, b]) => b.length - a.length);
}

export const ComponentRules: Story = () => (
  <FoundationPage foundation="Forced Colours" title="Component rules" intro={intro}>
    <Section
      title="Where components add their own"
      description="Every media.forcedColors rule in the styles under src/, read from the code: mostly borders where a card or a tile was set off only by its background, and Highlight where a selected state was shown only by colour."
    >
      <TokenTable
        label="Forced-colours rules"
        columns={['Rule', 'Component (style)']}
        widths={['58%', '42%']}
      >
        <tbody>
          {groupedRules().map(([rule, where]) => (
            <tr key={rule}>
              <RowHeader>
                <Code>{rule}</Code>
              </RowHeader>
              <Cell>{where.join(', ')}</Cell>
            </tr>
          ))}
        </tbody>
      </TokenTable>
    </Section>
  </FoundationPage>
);
// A reference read from the code: it changes with every component, so it is not screenshotted
// (axe still scans it).
ComponentRules.meta = { screenshot: false };

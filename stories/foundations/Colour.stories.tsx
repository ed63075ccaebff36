import type { Story, StoryDefault } from '@ladle/react';
import type { ReactNode } from 'react';
import {
  contrastPairs,
  nonTextPairs,
  type Palette,
  palettes,
  type ThemeName,
} from '../../tokens/palette';
import { forcedColours, scale } from '../../tokens/theme.css';
import {
  Cell,
  Code,
  ColourValue,
  Contrast,
  FoundationPage,
  GroupRow,
  NameCell,
  NON_TEXT_AA,
  RowHeader,
  Section,
  TEXT_AA,
  ThemeCells,
  TokenTable,
  themes,
  themeTitle,
  tokenName,
} from '../support/foundations';

export default { title: 'Foundations / Colour' } satisfies StoryDefault;

const intro = (
  <p>
    Colours are named for what they do, not how they look: pick a colour by its role and each theme
    fills in its own value. In styles, write <Code>vars.color.background.surface</Code>, never a hex
    value.
  </p>
);

type Group = keyof Palette;

const groupTitles: Record<Group, string> = {
  background: 'Backgrounds',
  foreground: 'Text and icons',
  border: 'Borders',
};

/** What each colour is for, as the components use it. */
const purposes: { [G in Group]: Record<keyof Palette[G], string> } = {
  background: {
    body: 'The page.',
    surface: 'Areas set off from the page: the footer, panels, quiet hover fills.',
    raised: 'Cards, menus, dialogs and toasts that sit above the page.',
    emphasis: 'Dark bands that carry a strong message, such as the CTA band.',
    accent: 'Primary buttons, selected controls, the skip link.',
    accentHover: 'A primary button or selected chip under the pointer or pressed.',
    accentSoft: 'Tinted fills: badges, icon tiles, a secondary button’s hover.',
    header: 'The site header, translucent over the scrolling page.',
    critical: 'Error messages and toasts.',
    positive: 'Success messages and toasts, positive badges.',
  },
  foreground: {
    body: 'Body text and headings.',
    muted: 'Supporting text: descriptions, captions, meta.',
    faint: 'Placeholders and breadcrumb separators: the quietest text that still passes AA.',
    accent: 'Accent text and icons: eyebrows, secondary buttons, selected tabs.',
    onAccent: 'Text and icons on background.accent.',
    onEmphasis: 'Text on background.emphasis.',
    onEmphasisMuted: 'Supporting text on background.emphasis.',
    link: 'Links.',
    critical: 'Error text and icons.',
    positive: 'Success text and icons.',
  },
  border: {
    subtle: 'Dividers and card edges (decoration: no contrast needed).',
    field: 'Edges of fields and controls, which must be seen (3:1).',
    focus: 'The focus ring.',
    onEmphasis: 'Dividers on background.emphasis.',
  },
};

const groups = Object.keys(groupTitles) as Group[];

function colourName(group: Group, name: string): string {
  return tokenName('vars', 'color', group, name);
}

export const SemanticColours: Story = () => (
  <FoundationPage foundation="Colour" title="Semantic colours" intro={intro}>
    <TokenTable
      label="Semantic colours"
      columns={[
        'Token, as written in code',
        themeTitle.light,
        themeTitle.dark,
        'Forced colours',
        'What it is for',
      ]}
    >
      {groups.map((group) => (
        <tbody key={group}>
          <GroupRow title={groupTitles[group]} span={5} />
          {Object.entries(purposes[group]).map(([name, purpose]) => (
            <tr key={name}>
              <NameCell name={colourName(group, name)} />
              <ThemeCells
                values={{
                  light: (palettes.light[group] as Record<string, string>)[name]!,
                  dark: (palettes.dark[group] as Record<string, string>)[name]!,
                }}
                render={(colour) => <ColourValue colour={colour} />}
              />
              <Cell>
                <Code>{(forcedColours.color[group] as Record<string, string>)[name]}</Code>
              </Cell>
              <Cell>{purpose}</Cell>
            </tr>
          ))}
        </tbody>
      ))}
    </TokenTable>
  </FoundationPage>
);

/** A sample of a pair, drawn in the theme's own colours. */
function Sample({
  background,
  border,
  children,
}: {
  background: string;
  border: string;
  children: ReactNode;
}) {
  return (
    <span
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        flexShrink: 0,
        width: '3.5rem',
        height: '2.25rem',
        borderRadius: scale.radius.sm,
        border: `1px solid ${border}`,
        backgroundColor: background,
      }}
    >
      {children}
    </span>
  );
}

function PairCell({ sample, contrast }: { sample: ReactNode; contrast: ReactNode }) {
  return (
    <Cell>
      <span style={{ display: 'flex', alignItems: 'center', gap: scale.space.sm }}>
        {sample}
        {contrast}
      </span>
    </Cell>
  );
}

function PairName({ a, b }: { a: string; b: string }) {
  return (
    <RowHeader>
      <Code>{a}</Code> on
      <br />
      <Code>{b}</Code>
    </RowHeader>
  );
}

const pairColumns = ['Pair', ...themes.map((theme) => `${themeTitle[theme]} theme`)];

export const TextPairs: Story = () => (
  <FoundationPage foundation="Colour" title="Text pairs" intro={intro}>
    <Section
      title="Text on backgrounds (needs 4.5:1)"
      description="Every text colour on the backgrounds the components put it on, with its contrast ratio in each theme. Put text only on the backgrounds listed here."
    >
      <TokenTable label="Text on backgrounds" columns={pairColumns}>
        <tbody>
          {contrastPairs.map(({ foreground, background }) => (
            <tr key={`${foreground}-${background}`}>
              <TextPair foreground={foreground} background={background} />
            </tr>
          ))}
        </tbody>
      </TokenTable>
    </Section>
  </FoundationPage>
);

function TextPair({
  foreground,
  background,
}: {
  foreground: keyof Palette['foreground'];
  background: keyof Palette['background'];
}) {
  const cell = (theme: ThemeName) => {
    const palette = palettes[theme];
    const fg = palette.foreground[foreground];
    const bg = palette.background[background];
    return (
      <PairCell
        key={theme}
        sample={
          <Sample background={bg} border={palette.border.subtle}>
            <span style={{ color: fg, fontWeight: scale.fontWeight.semibold }}>Aa</span>
          </Sample>
        }
        contrast={<Contrast a={fg} b={bg} needs={TEXT_AA} />}
      />
    );
  };
  return (
    <>
      <PairName a={colourName('foreground', foreground)} b={colourName('background', background)} />
      {themes.map(cell)}
    </>
  );
}

export const NonTextPairs: Story = () => (
  <FoundationPage foundation="Colour" title="Non-text pairs" intro={intro}>
    <Section
      title="Field edges and the focus ring (needs 3:1)"
      description="The edges of fields and controls and the focus ring must stand out from the background they sit on (WCAG 1.4.11). border.subtle is decoration and has no minimum."
    >
      <TokenTable label="Field edges and the focus ring" columns={pairColumns}>
        <tbody>
          {nonTextPairs.map(({ border, background }) => (
            <tr key={`${border}-${background}`}>
              <PairName a={colourName('border', border)} b={colourName('background', background)} />
              {themes.map((theme) => {
                const palette = palettes[theme];
                const line = palette.border[border];
                const bg = palette.background[background];
                return (
                  <PairCell
                    key={theme}
                    sample={
                      <Sample background={bg} border={palette.border.subtle}>
                        <span
                          style={{
                            width: '1.75rem',
                            height: '1.25rem',
                            borderRadius: '4px',
                            border: `3px solid ${line}`,
                          }}
                        />
                      </Sample>
                    }
                    contrast={<Contrast a={line} b={bg} needs={NON_TEXT_AA} />}
                  />
                );
              })}
            </tr>
          ))}
        </tbody>
      </TokenTable>
    </Section>
  </FoundationPage>
);

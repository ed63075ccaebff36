import type { Story, StoryDefault } from '@ladle/react';
import { Button } from '../../src/components/Button/Button';
import { vars } from '../../tokens/contract.css';
import { focusRing, focusRingInset } from '../../tokens/focus';
import { palettes } from '../../tokens/palette';
import { forcedColours, scale } from '../../tokens/theme.css';
import {
  Cell,
  Code,
  ColourValue,
  Contrast,
  FoundationPage,
  mediaRules,
  NameCell,
  NON_TEXT_AA,
  RowHeader,
  Section,
  ThemeCells,
  TokenTable,
  themes,
  themeTitle,
  tokenName,
  withTokenNames,
} from '../support/foundations';
import * as styles from '../support/foundations.css';

export default { title: 'Foundations / Focus' } satisfies StoryDefault;

const intro = (
  <p>
    One ring marks keyboard focus on every control. Apply <Code>focusRing</Code> on React Aria’s{' '}
    <Code>[data-focus-visible]</Code> (or <Code>:focus-visible</Code> on plain elements), never on{' '}
    <Code>:focus</Code>; use <Code>focusRingInset</Code> where a ring outside would be clipped.
  </p>
);

const rings = { focusRing, focusRingInset } as const;

const ringBackgrounds = ['body', 'surface', 'raised'] as const;

/** What the forced-colours rules of a component say, from its styles. */
function forcedRulesOf(component: string) {
  return mediaRules('forcedColors').filter((rule) => rule.component === component);
}

export const FocusRing: Story = () => (
  <FoundationPage foundation="Focus" title="Focus ring" intro={intro}>
    <Section title="Live, and in forced colours">
      <div className={styles.columns}>
        <div className={styles.panel}>
          <h3 className={styles.panelHeading}>Focused now, in the current theme</h3>
          <div className={styles.example} style={{ paddingBlock: scale.space.xl }}>
            {/* Focused as it mounts, so the story is never shown (or shot) without its ring. */}
            <Button autoFocus>Book a growth audit</Button>
          </div>
          <p className={styles.sectionDescription}>
            A primary Button with <Code>focusRing</Code>: 3&nbsp;px of{' '}
            <Code>vars.color.border.focus</Code>, 2&nbsp;px outside its edge.
          </p>
        </div>
        <div className={styles.panel}>
          <h3 className={styles.panelHeading}>
            Under <Code>forced-colors: active</Code>
          </h3>
          <dl className={styles.definitions}>
            <dt className={styles.term}>Ring</dt>
            <dd className={styles.definition}>
              <Code>vars.color.border.focus</Code> → <Code>{forcedColours.color.border.focus}</Code>
              , same width and offset
            </dd>
            <dt className={styles.term}>Fill</dt>
            <dd className={styles.definition}>
              <Code>vars.color.background.accent</Code> →{' '}
              <Code>{forcedColours.color.background.accent}</Code>
            </dd>
            <dt className={styles.term}>Label</dt>
            <dd className={styles.definition}>
              <Code>vars.color.foreground.onAccent</Code> →{' '}
              <Code>{forcedColours.color.foreground.onAccent}</Code>
            </dd>
            {forcedRulesOf('Button').map((rule) => (
              <FragmentRule key={rule.rule} rule={rule.rule} />
            ))}
          </dl>
          <p className={styles.sectionDescription}>
            The visitor’s contrast theme picks the system colours; the ring keeps its shape, so
            focus stays as easy to see.
          </p>
        </div>
      </div>
    </Section>
    <Section title="Tokens">
      <TokenTable label="Focus ring tokens" columns={['Token, as written in code', 'Value']}>
        <tbody>
          {(Object.keys(rings) as Array<keyof typeof rings>).map((name) => (
            <tr key={name}>
              <NameCell name={name} />
              <Cell>
                <Code>
                  outline: {withTokenNames(rings[name].outline)}; outline-offset:{' '}
                  {rings[name].outlineOffset}
                </Code>
              </Cell>
            </tr>
          ))}
        </tbody>
      </TokenTable>
    </Section>
    <Section
      title="Ring colour"
      description="The ring needs 3:1 against the background the control sits on (WCAG 1.4.11)."
    >
      <TokenTable
        label="Ring colour and contrast"
        columns={['Colour, and its contrast', themeTitle.light, themeTitle.dark, 'Forced colours']}
      >
        <tbody>
          <tr>
            <NameCell name="vars.color.border.focus" />
            <ThemeCells
              values={{ light: palettes.light.border.focus, dark: palettes.dark.border.focus }}
              render={(colour) => <ColourValue colour={colour} />}
            />
            <Cell>
              <Code>{forcedColours.color.border.focus}</Code>
            </Cell>
          </tr>
          {ringBackgrounds.map((background) => (
            <tr key={background}>
              <RowHeader>
                on <Code>{tokenName('vars', 'color', 'background', background)}</Code>
              </RowHeader>
              {themes.map((theme) => (
                <Cell key={theme}>
                  <Contrast
                    a={palettes[theme].border.focus}
                    b={palettes[theme].background[background]}
                    needs={NON_TEXT_AA}
                  />
                </Cell>
              ))}
              <Cell>
                <span className={styles.muted}>the visitor’s choice</span>
              </Cell>
            </tr>
          ))}
        </tbody>
      </TokenTable>
    </Section>
  </FoundationPage>
);

function FragmentRule({ rule }: { rule: string }) {
  return (
    <>
      <dt className={styles.term}>Edge</dt>
      <dd className={styles.definition}>
        <Code>{rule}</Code> (Button.css.ts)
      </dd>
    </>
  );
}

export const InsetRing: Story = () => (
  <FoundationPage foundation="Focus" title="Inset ring" intro={intro}>
    <Section
      title="Inside lists and menus"
      description={
        <>
          <Code>focusRingInset</Code> draws the same ring 3&nbsp;px inside the edge, for items in a
          scrolling list or a menu, where a ring outside would be cut off or touch its neighbours.
          Drawn here on the second item.
        </>
      }
    >
      <div className={styles.columns}>
        <ul
          aria-label="Menu items, the second with the inset ring"
          style={{
            display: 'flex',
            flexDirection: 'column',
            gap: scale.space.xxs,
            margin: 0,
            padding: scale.space.xs,
            listStyle: 'none',
            borderRadius: scale.radius.md,
            border: `1px solid ${vars.color.border.subtle}`,
            backgroundColor: vars.color.background.raised,
            boxShadow: vars.shadow.large,
          }}
        >
          {['Paid media', 'Creative studio', 'Data and measurement'].map((item, index) => (
            <li
              key={item}
              style={{
                padding: `${scale.space.xs} ${scale.space.sm}`,
                borderRadius: scale.radius.sm,
                ...(index === 1 ? focusRingInset : {}),
              }}
            >
              {item}
            </li>
          ))}
        </ul>
        <div className={styles.panel}>
          <h3 className={styles.panelHeading}>
            Under <Code>forced-colors: active</Code>
          </h3>
          <p>
            Like the outer ring: <Code>vars.color.border.focus</Code> →{' '}
            <Code>{forcedColours.color.border.focus}</Code>, same width and offset.
          </p>
        </div>
      </div>
    </Section>
  </FoundationPage>
);

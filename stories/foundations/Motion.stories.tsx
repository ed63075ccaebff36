import type { Story, StoryDefault } from '@ladle/react';
import { useEffect, useState } from 'react';
import { Button } from '../../src/components/Button/Button';
import { vars } from '../../tokens/contract.css';
import { duration, easing, media } from '../../tokens/scale';
import { scale } from '../../tokens/theme.css';
import {
  Cell,
  Code,
  FoundationPage,
  mediaRules,
  NameCell,
  RowHeader,
  Section,
  TokenTable,
  tokenName,
} from '../support/foundations';
import * as styles from '../support/foundations.css';

export default { title: 'Foundations / Motion' } satisfies StoryDefault;

const durations = Object.keys(duration) as Array<keyof typeof duration>;
const easings = Object.keys(easing) as Array<keyof typeof easing>;

/** Whether a media query matches now, following changes. */
function useMedia(query: string): boolean {
  const [matches, setMatches] = useState(() => window.matchMedia(query).matches);
  useEffect(() => {
    const list = window.matchMedia(query);
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return matches;
}

/** The curve of a cubic-bezier() easing, time across, progress up. */
function Curve({ value, label }: { value: string; label: string }) {
  const points = /cubic-bezier\(([^)]+)\)/.exec(value)?.[1]?.split(',').map(Number) ?? [];
  const [x1 = 0, y1 = 0, x2 = 1, y2 = 1] = points;
  const size = 96;
  const at = (x: number, y: number) => `${x * size},${size - y * size}`;
  return (
    <svg
      width={size + 8}
      height={size + 8}
      viewBox={`-4 -4 ${size + 8} ${size + 8}`}
      role="img"
      aria-label={label}
      style={{ overflow: 'visible' }}
    >
      <path
        d={`M0,0 V${size} H${size}`}
        fill="none"
        stroke={vars.color.border.field}
        strokeWidth="1"
      />
      <path
        d={`M${at(0, 0)} C${at(x1, y1)} ${at(x2, y2)} ${at(1, 1)}`}
        fill="none"
        stroke={vars.color.foreground.accent}
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** Dots that cross their track at each duration, to feel the difference. */
function Demo() {
  const [moved, setMoved] = useState(false);
  return (
    <div className={styles.example} style={{ flexDirection: 'column', alignItems: 'stretch' }}>
      <ul
        aria-label="Durations, side by side"
        style={{
          display: 'flex',
          flexDirection: 'column',
          gap: scale.space.sm,
          margin: 0,
          padding: 0,
          listStyle: 'none',
        }}
      >
        {durations.map((key) => (
          <li
            key={key}
            style={{
              display: 'grid',
              gridTemplateColumns: '14rem 22rem',
              alignItems: 'center',
              gap: scale.space.md,
            }}
          >
            <Code>{tokenName('scale', 'duration', key)}</Code>
            <span
              style={{
                display: 'block',
                padding: '0.25rem',
                borderRadius: scale.radius.pill,
                backgroundColor: vars.color.background.surface,
              }}
            >
              <span
                style={{
                  display: 'block',
                  width: '1.25rem',
                  height: '1.25rem',
                  borderRadius: scale.radius.pill,
                  backgroundColor: vars.color.background.accent,
                  transform: moved ? 'translateX(20.25rem)' : 'none',
                  transition: `transform ${scale.duration[key]} ${scale.easing.standard}`,
                }}
              />
            </span>
          </li>
        ))}
      </ul>
      <div>
        <Button variant="secondary" onPress={() => setMoved((value) => !value)}>
          {moved ? 'Move them back' : 'Move the dots'}
        </Button>
      </div>
    </div>
  );
}

function ReducedMotionNow() {
  const reduced = useMedia(media.reducedMotion);
  return (
    <p className={styles.sectionDescription}>
      Here, now: this browser {reduced ? 'asks' : 'does not ask'} for reduced motion, so the dots
      above {reduced ? 'jump' : 'glide'}.
    </p>
  );
}

export const DurationsAndEasing: Story = () => (
  <FoundationPage
    foundation="Motion"
    title="Durations and easing"
    intro={
      <p>
        Motion is short and quiet: it shows that something changed (a hover, a press, a panel
        opening), never decorates. Give a transition a <Code>scale.duration</Code> and{' '}
        <Code>scale.easing.standard</Code>; when a visitor asks for reduced motion, all of it turns
        off.
      </p>
    }
  >
    <Section title="Durations">
      <TokenTable
        label="Durations"
        columns={['Token, as written in code', 'Value', 'With reduced motion']}
      >
        <tbody>
          {durations.map((key) => (
            <tr key={key}>
              <NameCell name={tokenName('scale', 'duration', key)} />
              <Cell>
                <Code>{duration[key]}</Code>
              </Cell>
              <Cell>
                <Code>0ms</Code>
              </Cell>
            </tr>
          ))}
        </tbody>
      </TokenTable>
    </Section>
    <Section title="Easing">
      <TokenTable label="Easing" columns={['Token, as written in code', 'Value', 'Curve']}>
        <tbody>
          {easings.map((key) => (
            <tr key={key}>
              <NameCell name={tokenName('scale', 'easing', key)} />
              <Cell>
                <Code>{easing[key]}</Code>
              </Cell>
              <Cell>
                <Curve value={easing[key]} label="Fast at the start, then a long, gentle settle" />
              </Cell>
            </tr>
          ))}
        </tbody>
      </TokenTable>
    </Section>
    <Section title="Try them">
      <Demo />
      <ReducedMotionNow />
    </Section>
    <Section
      title="Reduced motion"
      description={
        <>
          When a visitor asks for reduced motion, <Code>{media.reducedMotion}</Code> matches (in
          styles, <Code>media.reducedMotion</Code>) and motion turns off at every level:
        </>
      }
    >
      <TokenTable label="What reduced motion turns off" columns={['Where', 'What happens']}>
        <tbody>
          <tr>
            <RowHeader>Tokens (tokens/theme.css.ts)</RowHeader>
            <Cell>
              Every <Code>scale.duration</Code> becomes <Code>0ms</Code>.
            </Cell>
          </tr>
          <tr>
            <RowHeader>Global styles (src/styles/global.css.ts)</RowHeader>
            <Cell>
              Every element’s animations and transitions last 0.01&nbsp;ms and run once; scrolling
              jumps instead of gliding.
            </Cell>
          </tr>
          <tr>
            <RowHeader>Components</RowHeader>
            <Cell>
              A few add a <Code>media.reducedMotion</Code> rule of their own; the story ‘Reduced
              motion rules’ lists each one, read from the code.
            </Cell>
          </tr>
          <tr>
            <RowHeader>Scripts</RowHeader>
            <Cell>
              The section navigation (src/features/scrollSpy) and the contact page’s jump to its
              form scroll to their target at once.
            </Cell>
          </tr>
        </tbody>
      </TokenTable>
    </Section>
  </FoundationPage>
);

export const ReducedMotionRules: Story = () => {
  const rules = mediaRules('reducedMotion');
  return (
    <FoundationPage
      foundation="Motion"
      title="Reduced motion rules"
      intro={
        <p>
          When a visitor asks for reduced motion, the tokens and the global styles turn motion off
          everywhere (see ‘Durations and easing’); these components also add a{' '}
          <Code>media.reducedMotion</Code> rule of their own.
        </p>
      }
    >
      <Section
        title="Where components add their own"
        description="Every media.reducedMotion rule in the styles under src/, read from the code."
      >
        <TokenTable label="Reduced-motion rules" columns={['Component (style)', 'Rule']}>
          <tbody>
            {rules.length ? (
              rules.map((rule) => (
                <tr key={`${rule.path}-${rule.style}-${rule.rule}`}>
                  <RowHeader>
                    {rule.component} (<Code>{rule.style}</Code>)
                  </RowHeader>
                  <Cell>
                    <Code>{rule.rule}</Code>
                  </Cell>
                </tr>
              ))
            ) : (
              <tr>
                <Cell colSpan={2}>No component adds a rule of its own.</Cell>
              </tr>
            )}
          </tbody>
        </TokenTable>
      </Section>
    </FoundationPage>
  );
};
// A reference read from the code: it changes with every component, so it is not screenshotted
// (axe still scans it).
ReducedMotionRules.meta = { screenshot: false };

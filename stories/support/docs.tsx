import type { Story } from '@ladle/react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { Badge } from '../../src/components/Badge/Badge';
import * as styles from './docs.css';
import { ChangedInLastRun, changedShots } from './latestReview';
import { tokensOf, type UsedToken } from './tokens';

/** A variant or state of the component, shown live from one of the file's own stories. */
export interface DocState {
  /** The story's name as the sidebar shows it ('Disabled item'); a unit test checks they agree. */
  name: string;
  story: Story;
  /** What this state is and when it appears. */
  description?: ReactNode;
  /**
   * Shown as a link to its story instead of live: for states that cover the screen (dialogs,
   * fixed bars) or repeat ids that the page may hold only once.
   */
  linkOnly?: boolean;
}

export interface DocKey {
  /** 'Tab', 'Shift + Tab', 'Enter or Space', 'Escape', 'Arrow Down'. */
  keys: string;
  does: string;
}

export interface DoDont {
  do: ReactNode;
  dont: ReactNode;
  /** Live examples of each, when seeing it helps. */
  doExample?: ReactNode;
  dontExample?: ReactNode;
}

/**
 * The documentation of one component or section: what it is for, its states, how it behaves
 * with a keyboard and a screen reader and without JavaScript, and the tokens it uses (read from
 * its own styles, so the list cannot go stale).
 */
export interface ComponentDoc {
  /** The name designers use: 'Toggle Button Group', 'CTA Band'. */
  name: string;
  /** The folders it lives in, from the repository root: ['src/components/Button']. */
  source: string[];
  /** One or two sentences: what it is for. */
  purpose: ReactNode;
  whenToUse: ReactNode[];
  /** When not to use it, and what to use instead. */
  whenNotToUse: ReactNode[];
  states: DocState[];
  /** Keys and what they do; a sentence when there is nothing to operate. */
  keyboard: DocKey[] | string;
  /** What a screen reader announces, as we use it. */
  screenReader: ReactNode[];
  /** What works before the page's JavaScript has run, or without it. */
  withoutJavaScript: ReactNode;
  /** Do and don't, where a misuse is likely. */
  dosAndDonts?: DoDont[];
}

export type DocStory = Story & { doc: ComponentDoc };

/** The file's Documentation story: `export const Documentation = docsStory({...})`. */
export function docsStory(doc: ComponentDoc): DocStory {
  const story: Story = () => <DocPage doc={doc} />;
  return Object.assign(story, { doc });
}

/** Ladle's story id of a state of the current documentation page (see .ladle/). */
function stateStoryId(name: string): string {
  const current = new URLSearchParams(window.location.search).get('story') ?? '';
  const parent = current.split('--').slice(0, -1).join('--');
  return `${parent}--${storyIdSegment(name)}`;
}

/** The story id of the current documentation page's component or section ('components--button'). */
function currentParentId(): string {
  const current = new URLSearchParams(window.location.search).get('story') ?? '';
  return current.split('--').slice(0, -1).join('--');
}

/** `?story=` link to a state of the current documentation page. */
function stateHref(name: string): string {
  const params = new URLSearchParams(window.location.search);
  params.set('story', stateStoryId(name));
  return `?${params.toString()}`;
}

/** Ladle's id segment of a story name ('Disabled item' -> 'disabled-item'). */
export function storyIdSegment(name: string): string {
  return name
    .replace(
      /[A-Z\u00C0-\u00D6\u00D9-\u00DD]+(?![a-z])|[A-Z\u00C0-\u00D6\u00D9-\u00DD]/g,
      ($, offset: number) => (offset ? '-' : '') + $.toLowerCase(),
    )
    .replace(/\s-/g, '-')
    .trim()
    .split(/[\s\u2000-\u206F\u2E00-\u2E7F\\'!"#$%&()*+,./:;<=>?@[\]^_`{|}~]+/)
    .join('-');
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id} className={styles.sectionHeading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function List({ items }: { items: ReactNode[] }) {
  return (
    <ul className={styles.list}>
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of prose, never reordered.
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

function StateExample({ state }: { state: DocState }) {
  const StoryComponent = state.story;
  return (
    <article className={styles.state} aria-label={state.name}>
      <div className={styles.stateHeader}>
        <h3 className={styles.stateHeading}>{state.name}</h3>
        {changedShots(stateStoryId(state.name)).length > 0 ? (
          <Badge tone="accent" className={styles.changedMark}>
            Changed in the last run
          </Badge>
        ) : null}
        <a className={styles.stateLink} href={stateHref(state.name)}>
          Open the ‘{state.name}’ story
        </a>
      </div>
      {state.description ? <p className={styles.stateDescription}>{state.description}</p> : null}
      {state.linkOnly ? null : (
        // data-doc-example: the story this example is (the visual suite scans it there).
        <div className={styles.example} data-doc-example={stateStoryId(state.name)}>
          <StoryComponent />
        </div>
      )}
    </article>
  );
}

/** The value of a token's custom property in the current theme, read from the page. */
function useComputedValue(cssVariable: string | undefined): string {
  const [value, setValue] = useState('');
  useEffect(() => {
    if (!cssVariable) return;
    const read = () =>
      setValue(getComputedStyle(document.documentElement).getPropertyValue(cssVariable).trim());
    read();
    // The theme is a class on <html>: read again when it changes.
    const observer = new MutationObserver(read);
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
    return () => observer.disconnect();
  }, [cssVariable]);
  return value;
}

function TokenRow({ name, cssVariable, value: plain }: UsedToken) {
  const computed = useComputedValue(cssVariable);
  const value = plain ?? computed;
  const isColour = name.startsWith('vars.color.');
  return (
    <tr>
      <th scope="row" className={styles.cell}>
        <code>{name}</code>
      </th>
      <td className={styles.cell}>
        <span className={styles.tokenValue}>
          {isColour && value ? (
            <span className={styles.swatch} style={{ backgroundColor: value }} />
          ) : null}
          <code>{value || '…'}</code>
        </span>
      </td>
    </tr>
  );
}

function Tokens({ source }: { source: string[] }) {
  const tokens = tokensOf(source);
  if (tokens.length === 0) {
    return <p>It sets no styles of its own: its parts bring theirs.</p>;
  }
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>
        Read from its styles ({source.join(', ')}); values in the current theme.
      </caption>
      <thead>
        <tr>
          <th scope="col" className={styles.cell}>
            Token, as written in code
          </th>
          <th scope="col" className={styles.cell}>
            Value
          </th>
        </tr>
      </thead>
      <tbody>
        {tokens.map((token) => (
          <TokenRow key={token.name} {...token} />
        ))}
      </tbody>
    </table>
  );
}

/** The documentation page of a component or section. */
export function DocPage({ doc }: { doc: ComponentDoc }) {
  return (
    <article className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{doc.name}</h1>
        <div className={styles.purpose}>{doc.purpose}</div>
        <ChangedInLastRun storyIdPrefix={currentParentId()} />
      </header>
      <div className={styles.columns}>
        <Section title="When to use">
          <List items={doc.whenToUse} />
        </Section>
        <Section title="When not to use">
          <List items={doc.whenNotToUse} />
        </Section>
      </div>
      <Section title="Variants and states">
        <div className={styles.states}>
          {doc.states.map((state) => (
            <StateExample key={state.name} state={state} />
          ))}
        </div>
      </Section>
      <Section title="Keyboard">
        {typeof doc.keyboard === 'string' ? (
          <p>{doc.keyboard}</p>
        ) : (
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col" className={styles.cell}>
                  Keys
                </th>
                <th scope="col" className={styles.cell}>
                  What happens
                </th>
              </tr>
            </thead>
            <tbody>
              {doc.keyboard.map((key) => (
                <tr key={key.keys}>
                  <th scope="row" className={styles.cell}>
                    <kbd className={styles.kbd}>{key.keys}</kbd>
                  </th>
                  <td className={styles.cell}>{key.does}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Section>
      <Section title="Screen readers">
        <List items={doc.screenReader} />
      </Section>
      <Section title="Without JavaScript">
        <div className={styles.prose}>{doc.withoutJavaScript}</div>
      </Section>
      <Section title="Tokens">
        <Tokens source={doc.source} />
      </Section>
      {doc.dosAndDonts?.length ? (
        <Section title="Do and don’t">
          <div className={styles.dosAndDonts}>
            {doc.dosAndDonts.map((pair, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, never reordered.
              <div key={index} className={styles.pair}>
                <div className={styles.doFrame}>
                  <p className={styles.verdict}>Do</p>
                  <div className={styles.prose}>{pair.do}</div>
                  {pair.doExample ? <div className={styles.example}>{pair.doExample}</div> : null}
                </div>
                <div className={styles.dontFrame}>
                  <p className={styles.verdict}>Don’t</p>
                  <div className={styles.prose}>{pair.dont}</div>
                  {pair.dontExample ? (
                    <div className={styles.example}>{pair.dontExample}</div>
                  ) : null}
                </div>
              </div>
            ))}
          </div>
        </Section>
      ) : null}
    </article>
  );
}

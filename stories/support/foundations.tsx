import styleSources from 'virtual:style-sources';
import { type ReactNode, useId } from 'react';
import { vars } from '../../tokens/contract.css';
import { contrastRatio } from '../../tokens/contrast';
import type { ThemeName } from '../../tokens/palette';
import * as styles from './foundations.css';

/**
 * The parts of the Foundations pages (stories/foundations/): a header with what the tokens are
 * for, sections, token tables that show each token as written in code and its value per theme.
 */

export const themes: ThemeName[] = ['light', 'dark'];
export const themeTitle: Record<ThemeName, string> = { light: 'Light', dark: 'Dark' };

/** WCAG AA: 4.5:1 for text, 3:1 for the edges of controls and the focus ring. */
export const TEXT_AA = 4.5;
export const NON_TEXT_AA = 3;

/** The header of a Foundations story: the foundation, the story's topic and what it is for. */
export function FoundationPage({
  foundation,
  title,
  intro,
  children,
}: {
  foundation: string;
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <article className={styles.page}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>Foundations · {foundation}</p>
        <h1 className={styles.title}>{title}</h1>
        <div className={styles.intro}>{intro}</div>
      </header>
      {children}
    </article>
  );
}

export function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id} className={styles.sectionHeading}>
        {title}
      </h2>
      {description ? <p className={styles.sectionDescription}>{description}</p> : null}
      {children}
    </section>
  );
}

export function Code({ children }: { children: ReactNode }) {
  return <code className={styles.code}>{children}</code>;
}

/** A token's name as code writes it: scale.space.md, scale.fontSize['2xl']. */
export function tokenName(...path: string[]): string {
  return path.reduce((name, key) =>
    /^[A-Za-z_$][\w$]*$/.test(key) ? `${name}.${key}` : `${name}['${key}']`,
  );
}

/** A table with a header row; `columns` name its columns. */
export function TokenTable({
  label,
  columns,
  widths,
  children,
}: {
  /** What the table lists, for screen readers (the section heading usually says it). */
  label: string;
  columns: ReactNode[];
  /** Widths of the columns ('60%'), when the browser's own layout would not read well. */
  widths?: string[];
  children: ReactNode;
}) {
  return (
    <table className={styles.table} aria-label={label}>
      {widths ? (
        <colgroup>
          {widths.map((width, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed columns, never reordered.
            <col key={index} style={{ width }} />
          ))}
        </colgroup>
      ) : null}
      <thead>
        <tr>
          {columns.map((column, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed columns, never reordered.
            <th key={index} scope="col" className={styles.cell}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      {children}
    </table>
  );
}

export function RowHeader({ children }: { children: ReactNode }) {
  return (
    <th scope="row" className={styles.cell}>
      {children}
    </th>
  );
}

/** A row's first cell: the token as written in code, and what else `children` says of it. */
export function NameCell({ name, children }: { name: string; children?: ReactNode }) {
  return (
    <RowHeader>
      <code className={`${styles.code} ${styles.name}`}>{name}</code>
      {children ? <span className={styles.note}>{children}</span> : null}
    </RowHeader>
  );
}

export function Cell({ children, colSpan }: { children: ReactNode; colSpan?: number }) {
  return (
    <td className={styles.cell} colSpan={colSpan}>
      {children}
    </td>
  );
}

/** A row heading a group of rows ('Backgrounds'). */
export function GroupRow({ title, span }: { title: string; span: number }) {
  return (
    <tr>
      <th scope="colgroup" colSpan={span} className={styles.groupCell}>
        {title}
      </th>
    </tr>
  );
}

export function Swatch({ colour }: { colour: string }) {
  return <span className={styles.swatch} style={{ backgroundColor: colour }} />;
}

export function ColourValue({ colour }: { colour: string }) {
  return (
    <span className={styles.value}>
      <Swatch colour={colour} />
      <Code>{colour}</Code>
    </span>
  );
}

/**
 * A token's value in the light and the dark theme: two cells side by side, or one spanning both
 * when the themes agree.
 */
export function ThemeCells<T extends string>({
  values,
  render = (value) => <Code>{value}</Code>,
}: {
  values: Record<ThemeName, T>;
  render?: (value: T, theme: ThemeName) => ReactNode;
}) {
  if (values.light === values.dark) {
    return (
      <td className={styles.cell} colSpan={2}>
        <span className={styles.value}>
          {render(values.light, 'light')}
          <span className={styles.muted}>in both themes</span>
        </span>
      </td>
    );
  }
  return (
    <>
      {themes.map((theme) => (
        <td key={theme} className={styles.cell}>
          {render(values[theme], theme)}
        </td>
      ))}
    </>
  );
}

/** Ratios are floored, as the test of the palette does: 4.499 is not 4.5. */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
}

export function PassMark({ passes }: { passes: boolean }) {
  return (
    <span className={`${styles.passMark} ${passes ? styles.pass : styles.fail}`}>
      <svg
        width="16"
        height="16"
        viewBox="0 0 16 16"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        {passes ? <path d="m3.5 8.5 3 3 6-7" /> : <path d="m4 4 8 8M12 4l-8 8" />}
      </svg>
      {passes ? 'AA pass' : 'AA fail'}
    </span>
  );
}

/** The contrast of two colours, its pass mark against `needs`. */
export function Contrast({ a, b, needs }: { a: string; b: string; needs: number }) {
  const ratio = contrastRatio(a, b);
  return (
    <span className={styles.value}>
      <span>{formatRatio(ratio)}</span>
      <PassMark passes={ratio >= needs} />
    </span>
  );
}

/** 'src/sections/Shell/MainNav.css.ts' -> 'Main Nav'; acronyms as the sidebar writes them. */
function componentName(path: string): string {
  if (path.startsWith('src/styles/')) return 'Global styles';
  const file = path
    .split('/')
    .pop()!
    .replace(/\.css\.ts$/, '');
  return file
    .replace(/^[a-z]/, (first) => first.toUpperCase())
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/\bCta\b/g, 'CTA')
    .replace(/\bFaq\b/g, 'FAQ')
    .replace(/\bOs\b/g, 'OS');
}

export interface MediaRule {
  component: string;
  /** The style the rule belongs to, as named in its file ('button', 'thumb'). */
  style: string;
  path: string;
  /** The rule's declarations, on one line. */
  rule: string;
}

/**
 * Every `[media.forcedColors]: { … }` (or other `media` key) block in the style files under src/,
 * by file: the rules a component adds for that media query, read from its source.
 */
export function mediaRules(query: 'forcedColors' | 'reducedMotion'): MediaRule[] {
  const rules: MediaRule[] = [];
  const paths = Object.keys(styleSources).sort();
  const block = new RegExp(`\\[media\\.${query}\\]\\s*:\\s*\\{`, 'g');
  for (const path of paths) {
    const text = styleSources[path]!;
    for (const match of text.matchAll(block)) {
      const open = match.index + match[0].length - 1;
      let depth = 0;
      let close = open;
      for (; close < text.length; close++) {
        if (text[close] === '{') depth++;
        else if (text[close] === '}' && --depth === 0) break;
      }
      const body = text
        .slice(open + 1, close)
        .replace(/\s+/g, ' ')
        .replace(/,\s*}/g, ' }')
        .replace(/,\s*$/, '')
        .trim();
      const owners = [...text.slice(0, match.index).matchAll(/\bconst (\w+)\s*=/g)];
      rules.push({
        component: componentName(path),
        style: owners.at(-1)?.[1] ?? '',
        path,
        rule: body,
      });
    }
  }
  return rules;
}

/** 'outline: 3px solid var(--color-border-focus__x)' -> '… vars.color.border.focus'. */
export function withTokenNames(value: string): string {
  const names = new Map<string, string>();
  const walk = (node: unknown, path: string) => {
    if (typeof node === 'string') names.set(node, path);
    else if (node && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) walk(child, `${path}.${key}`);
    }
  };
  walk(vars, 'vars');
  return value.replace(/var\(--[^)]+\)/g, (variable) => names.get(variable) ?? variable);
}

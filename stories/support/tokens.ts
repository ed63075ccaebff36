import styleSources from 'virtual:style-sources';
import { vars } from '../../tokens/contract.css';
import { focusRing, focusRingInset } from '../../tokens/focus';
import { media } from '../../tokens/scale';
import { scale } from '../../tokens/theme.css';

export interface UsedToken {
  /** As written in code: 'vars.color.background.accent', "scale.fontSize['2xl']", 'focusRing'. */
  name: string;
  /** Its custom property ('--color-background-accent__1x2y3z'), when it is one. */
  cssVariable?: string;
  /** Its value, when it is not a custom property (the focus ring, a media query). */
  value?: string;
}

/** 'var(--color-border-focus__x)' -> 'vars.color.border.focus', for values built from tokens. */
function tokenNames(value: string): string {
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

function plainValue(name: string): string | undefined {
  if (name === 'focusRing' || name === 'focusRingInset') {
    const ring = name === 'focusRing' ? focusRing : focusRingInset;
    return `outline: ${tokenNames(ring.outline)}; outline-offset: ${ring.outlineOffset}`;
  }
  if (name.startsWith('media.')) return media[name.slice(6) as keyof typeof media];
  return undefined;
}

// Ends where a name ends (not `\b`, which never matches after `scale.space['2xl']`).
const tokenPattern =
  /\b(vars\.(?:color\.\w+\.\w+|shadow\.\w+)|scale\.\w+(?:\.\w+|\['[\w-]+'\])|focusRingInset|focusRing|media\.\w+)(?![\w])/g;

function lookup(root: unknown, path: string[]): unknown {
  return path.reduce<unknown>(
    (node, key) =>
      node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined,
    root,
  );
}

/** 'scale.fontSize['2xl']' -> the custom property it stands for, if it is a contract token. */
function cssVariableOf(name: string): string | undefined {
  const [root, ...path] = name.replace(/\['([\w-]+)'\]/g, '.$1').split('.');
  const value = lookup(root === 'vars' ? vars : root === 'scale' ? scale : undefined, path);
  const match = typeof value === 'string' ? /^var\((--[^)]+)\)$/.exec(value) : null;
  return match?.[1];
}

/** The tokens used by the styles in these folders ('src/components/Button'), sorted by name. */
export function tokensOf(folders: string[]): UsedToken[] {
  const names = new Set<string>();
  // The styles of every component and section, as source text (.ladle/workshopPlugins.ts): the
  // list is read from the code, so it cannot drift from it.
  for (const [path, text] of Object.entries(styleSources)) {
    if (!folders.some((folder) => path.startsWith(`${folder}/`))) continue;
    for (const match of text.matchAll(tokenPattern)) names.add(match[1]!);
  }
  return [...names]
    .sort()
    .map((name) => ({ name, cssVariable: cssVariableOf(name), value: plainValue(name) }));
}

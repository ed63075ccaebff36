import { describe, expect, it } from 'vitest';
import { COMMON_SHARE, shellModules } from '../../scripts/build/vite/shellModules';

/** A module graph: each module's id and the ids it imports statically. */
type Graph = Record<string, string[]>;

/** The plugin's sets after a build of `graph` (its buildEnd, with the graph as the build's). */
function afterBuild(graph: Graph, share?: number) {
  const shell = shellModules(share);
  const context = {
    getModuleIds: () => Object.keys(graph)[Symbol.iterator](),
    getModuleInfo: (id: string) => (id in graph ? { importedIds: graph[id] } : null),
  };
  const hook = shell.plugin.buildEnd;
  const buildEnd = (typeof hook === 'function' ? hook : hook?.handler) as (this: unknown) => void;
  buildEnd.call(context);
  return shell;
}

const src = (path: string) => `/repo/src/${path}`;
const lib = (path: string) => `/repo/node_modules/${path}`;
const page = (name: string) => `/repo/src/routes/${name}.tsx?tsr-split=component`;

/**
 * The entry runs the app; the app (hydrate-client) reaches the router, the layout and a library;
 * four pages share a section and a card, and one page has a module of its own.
 */
const site: Graph = {
  [src('entry-client.tsx')]: [src('platform/boot.ts')],
  [src('platform/boot.ts')]: [],
  [src('hydrate-client.tsx')]: [src('platform/boot.ts'), src('router.tsx'), lib('valibot/x.js')],
  [src('router.tsx')]: [src('layout/Shell.tsx')],
  [src('layout/Shell.tsx')]: [src('router.tsx')],
  [lib('valibot/x.js')]: [],
  [page('a')]: [src('sections/Section.tsx'), src('components/Card.tsx'), lib('react/index.js')],
  [page('b')]: [src('sections/Section.tsx'), src('components/Card.tsx')],
  [page('c')]: [src('sections/Section.tsx'), src('layout/Shell.tsx')],
  [page('d')]: [src('pages/only-d.tsx'), src('routes/e.tsx?tsr-split=loader')],
  [src('sections/Section.tsx')]: [src('components/Badge.tsx')],
  [src('components/Card.tsx')]: [],
  [src('components/Badge.tsx')]: [],
  [src('pages/only-d.tsx')]: [],
  [src('routes/e.tsx?tsr-split=loader')]: [],
  [lib('react/index.js')]: [],
};

describe('the shellModules Vite plugin', () => {
  it('runs in the build', () => {
    expect(shellModules().plugin.apply).toBe('build');
  });

  it("gathers what the app's shell reaches statically, in import cycles too", () => {
    const shell = afterBuild(site);
    expect(shell.has(src('router.tsx'))).toBe(true);
    expect(shell.has(src('layout/Shell.tsx'))).toBe(true);
    // Libraries too: the chunk groups of vite.config.ts take only the ones they name.
    expect(shell.has(lib('valibot/x.js'))).toBe(true);
  });

  it("leaves out the entry's own imports and the app's module, whose chunk keeps its name", () => {
    const shell = afterBuild(site);
    expect(shell.has(src('platform/boot.ts'))).toBe(false);
    expect(shell.has(src('entry-client.tsx'))).toBe(false);
    expect(shell.has(src('hydrate-client.tsx'))).toBe(false);
    expect(shell.has(src('sections/Section.tsx'))).toBe(false);
  });

  it("marks as common the site's modules that enough pages' code imports", () => {
    const shell = afterBuild(site);
    // Of four pages: three reach the section and its badge, two the card (2 >= 4 x 0.35).
    expect(COMMON_SHARE).toBe(0.35);
    expect(shell.common(src('sections/Section.tsx'))).toBe(true);
    expect(shell.common(src('components/Badge.tsx'))).toBe(true);
    expect(shell.common(src('components/Card.tsx'))).toBe(true);
    // One page's own module, the shell's modules, libraries and other route chunks: never.
    expect(shell.common(src('pages/only-d.tsx'))).toBe(false);
    expect(shell.common(src('layout/Shell.tsx'))).toBe(false);
    expect(shell.common(lib('react/index.js'))).toBe(false);
    expect(shell.common(src('routes/e.tsx?tsr-split=loader'))).toBe(false);
  });

  it('holds a module to the share of pages given', () => {
    const shell = afterBuild(site, 0.6);
    expect(shell.common(src('sections/Section.tsx'))).toBe(true);
    expect(shell.common(src('components/Card.tsx'))).toBe(false);
  });

  it('knows nothing before the build has ended', () => {
    const shell = shellModules();
    expect(shell.has(src('router.tsx'))).toBe(false);
    expect(shell.common(src('sections/Section.tsx'))).toBe(false);
  });
});

import type { Plugin } from 'vite';

/** The share of pages' code that imports a module for it to go into the common chunk. */
export const COMMON_SHARE = 0.35;

export interface ShellModules {
  plugin: Plugin;
  /** Whether the shell imports the module statically (it goes into the shell's chunk). */
  has: (id: string) => boolean;
  /** Whether most pages' code imports the module (it goes into the common chunk). */
  common: (id: string) => boolean;
}

/**
 * The modules the app's shell imports statically (src/hydrate-client.tsx and everything it
 * reaches without a dynamic import), gathered once the module graph is built. Every page loads
 * them, so they go into one chunk with the shell instead of one small chunk per module that a
 * route shares with it (each small file compresses on its own and costs a request).
 */
export function shellModules(commonShare = COMMON_SHARE): ShellModules {
  const shell = new Set<string>();
  const common = new Set<string>();
  return {
    has: (id) => shell.has(id),
    common: (id) => common.has(id),
    plugin: {
      name: 'shell-modules',
      apply: 'build',
      buildEnd() {
        const ids = [...this.getModuleIds()];
        const closure = (file: string) => {
          const found = new Set<string>();
          const queue = ids.filter((id) => id.endsWith(file));
          while (queue.length > 0) {
            const id = queue.pop() as string;
            if (found.has(id)) continue;
            found.add(id);
            queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
          }
          return found;
        };
        // Not the entry's own imports (its chunk stays the few lines every page runs first), and
        // not the app's module itself, whose chunk the prerender finds by its name.
        const entry = closure('/src/entry-client.tsx');
        for (const id of closure('/src/hydrate-client.tsx')) {
          if (!entry.has(id) && !id.endsWith('/src/hydrate-client.tsx')) shell.add(id);
        }
        // The site's own modules that most pages' code imports (the page section, breadcrumbs,
        // hero, cards, badges, the structured data helpers): in one chunk of their own rather
        // than a dozen small ones each page fetches and that compress apart; not in the shell's,
        // as a page that hydrates without its body (home: staticIsland) needs none of them.
        const pages = ids.filter((id) => /\?tsr-split=.*component/.test(id));
        const uses = new Map<string, number>();
        for (const page of pages) {
          for (const id of closure(page)) {
            if (id.includes('/src/') && !shell.has(id) && !id.includes('?tsr-split')) {
              uses.set(id, (uses.get(id) ?? 0) + 1);
            }
          }
        }
        for (const [id, count] of uses) if (count >= pages.length * commonShare) common.add(id);
      },
    },
  };
}

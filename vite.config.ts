import { fileURLToPath } from 'node:url';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * React Aria's default-locale module, replaced by the site's (src/site/reactAriaLocale.ts: why).
 * A build in which the module is not found fails, so that a React Aria release that moves it is
 * noticed rather than silently measured again.
 */
function reactAriaSiteLocale(): Plugin {
  const target = /\/react-aria\/dist\/private\/i18n\/useDefaultLocale\.mjs$/;
  const replacement = fileURLToPath(new URL('./src/site/reactAriaLocale.ts', import.meta.url));
  let replaced = false;
  return {
    name: 'react-aria-site-locale',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !source.includes('useDefaultLocale')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || !target.test(resolved.id)) return null;
      replaced = true;
      return replacement;
    },
    buildEnd(error) {
      if (!error && !replaced) {
        this.error("React Aria's useDefaultLocale module was not found: see vite.config.ts");
      }
    },
  };
}

/**
 * Vite's helper for dynamic imports, without its preloading. It wraps every `import()` to add
 * `<link rel="modulepreload">` (or stylesheet) tags for the imported chunk's dependencies first;
 * with `modulePreload: false` and one stylesheet for the site (`cssCodeSplit: false`) there are
 * none to add (its list is always empty), yet its code shipped with the shell on every page (1.2
 * kB). This one keeps what remains: the `vite:preloadError` event when a chunk fails to load. A
 * dynamic import that did have dependencies would throw here, so a change of those two options
 * shows at once in the end-to-end suite.
 */
function leanPreloadHelper(): Plugin {
  const id = '\0vite/preload-helper.js';
  return {
    name: 'lean-preload-helper',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source) => (source === id ? id : null),
    load: (source) =>
      source === id
        ? `export const __vitePreload = (load, deps) => {
  if (deps && deps.length > 0) throw new Error('A dynamic import with preload dependencies: see vite.config.ts, leanPreloadHelper');
  return load().catch((error) => {
    const event = new Event('vite:preloadError', { cancelable: true });
    event.payload = error;
    window.dispatchEvent(event);
    if (!event.defaultPrevented) throw error;
  });
};`
        : null,
  };
}

/**
 * The modules the app's shell imports statically (src/hydrate-client.tsx and everything it
 * reaches without a dynamic import), gathered once the module graph is built. Every page loads
 * them, so they go into one chunk with the shell instead of one small chunk per module that a
 * route shares with it (each small file compresses on its own and costs a request).
 */
function shellModules(): {
  plugin: Plugin;
  has: (id: string) => boolean;
  common: (id: string) => boolean;
} {
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
        for (const [id, count] of uses) if (count >= pages.length * COMMON_SHARE) common.add(id);
      },
    },
  };
}

/**
 * The library modules the shell itself uses, which every page would otherwise fetch as chunks of
 * their own: valibot (the route tree's search schemas) and React Aria's router provider with the
 * platform checks it reads. Named, because the shell's import graph also reaches, through React
 * Aria's barrel modules, many it does not use.
 */
const shellLibraries =
  /node_modules[\\/](valibot[\\/]|react-aria[\\/]dist[\\/]private[\\/]utils[\\/](openLink|platform|focusWithoutScrolling)\.mjs$)/;

/** The share of pages' code that imports a module for it to go into the shell's chunk. */
const COMMON_SHARE = 0.35;

const shell = shellModules();

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Loaders ship with their page: they build the head tags from the page's content, which
      // then stays out of the entry bundle. A page's loading state ships with it too: it shows
      // while the loader (already downloaded) waits for the content service.
      codeSplittingOptions: {
        defaultBehavior: [
          ['loader', 'component', 'pendingComponent'],
          ['errorComponent'],
          ['notFoundComponent'],
        ],
      },
      routesDirectory: 'src/routes',
    }),
    react(),
    vanillaExtractPlugin(),
    reactAriaSiteLocale(),
    leanPreloadHelper(),
    shell.plugin,
    // React Aria's built-in words (a clear button's label, a list's announcements) in the one
    // language the site is written in: the other thirty-odd locales' strings stay out of the
    // bundles (React Aria's own plugin; the server build keeps them all).
    optimizeLocales.vite({ locales: ['en-US'] }),
  ],
  build: {
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    sourcemap: false,
    modulePreload: false,
    cssCodeSplit: false,
    rollupOptions: isSsrBuild
      ? undefined
      : {
          // The app is an entry of its own: the entry runs it from its preload, by name
          // (src/entry-client.tsx), and imports nothing.
          input: ['src/entry-client.tsx', 'src/hydrate-client.tsx'],
          output: {
            // React DOM, React and the router keep chunks of their own, named: the entry runs
            // them one task at a time, finding each by its name (src/entry-client.tsx). A group
            // takes only the modules it matches (not their dependencies), so the shell's chunk
            // never holds a library.
            codeSplitting: {
              includeDependenciesRecursively: false,
              groups: [
                {
                  name: 'react-dom',
                  test: /node_modules[\\/](react-dom|scheduler)[\\/]/,
                  priority: 30,
                },
                { name: 'react', test: /node_modules[\\/]react[\\/]/, priority: 30 },
                {
                  name: 'router',
                  test: /node_modules[\\/](@tanstack|use-sync-external-store)[\\/]/,
                  priority: 20,
                },
                {
                  name: 'shell',
                  // Not libraries: a barrel module's imports reach far more than the shell uses.
                  test: (id) =>
                    (shell.has(id) && (!/node_modules/.test(id) || shellLibraries.test(id))) ||
                    id.includes('rolldown/runtime'),
                  priority: 10,
                },
                // The modules most pages' code imports (`shellModules()`): one more file for most
                // pages (0.4 kB more), none for the home page (2.3 kB less).
                { name: 'common', test: (id) => shell.common(id), priority: 10 },
              ],
            },
          },
        },
  },
  ssr: {
    noExternal: [
      'react-aria-components',
      /^@react-aria\//,
      /^@react-stately\//,
      /^react-aria$/,
      'sonner',
    ],
  },
}));

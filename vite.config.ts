import { fileURLToPath } from 'node:url';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { buildYear } from './scripts/build/vite/buildYear.ts';
import { leanPreloadHelper } from './scripts/build/vite/leanPreloadHelper.ts';
import { reactAriaSiteLocale } from './scripts/build/vite/reactAriaSiteLocale.ts';
import { shellModules } from './scripts/build/vite/shellModules.ts';

/**
 * The library modules the shell itself uses, which every page would otherwise fetch as chunks of
 * their own: valibot (the route tree's search schemas) and React Aria's router provider with the
 * platform checks it reads. Named, because the shell's import graph also reaches, through React
 * Aria's barrel modules, many it does not use.
 */
const shellLibraries =
  /node_modules[\\/](valibot[\\/]|react-aria[\\/]dist[\\/]private[\\/]utils[\\/](openLink|platform|focusWithoutScrolling)\.mjs$)/;

const shell = shellModules();

export default defineConfig(({ isSsrBuild }) => ({
  // The footer's copyright year: the year of the build (BUILD_DATE pins it in tests).
  define: { __BUILD_YEAR__: JSON.stringify(buildYear()) },
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
    // React Aria's default-locale module replaced by the site's (src/site/reactAriaLocale.ts: why).
    reactAriaSiteLocale(fileURLToPath(new URL('./src/site/reactAriaLocale.ts', import.meta.url))),
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

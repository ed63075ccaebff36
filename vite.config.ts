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
    rollupOptions: isSsrBuild ? undefined : { input: 'src/entry-client.tsx' },
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

import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Loaders ship with their page: they build the head tags from the page's content, which
      // then stays out of the entry bundle.
      codeSplittingOptions: {
        defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
      },
      routesDirectory: 'src/routes',
    }),
    react(),
    vanillaExtractPlugin(),
  ],
  build: {
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    sourcemap: false,
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

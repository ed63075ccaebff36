import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';

/**
 * Ladle's Vite config: just vanilla-extract (Ladle adds React itself). The root config's
 * TanStack Router plugin must not run here.
 */
export default defineConfig({
  plugins: [vanillaExtractPlugin()],
});

import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';
import { buildYear } from '../scripts/build/vite/buildYear';
import { buildInfo, sidebarNames, styleSources, visualReview } from './workshopPlugins';

const root = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));
const { commit, builtAt } = buildInfo();

/**
 * Ladle's Vite config: vanilla-extract (Ladle adds React itself), the sidebar's names as the
 * story files write them, the style sources the documentation pages read their tokens from,
 * and the build's commit and time for the Welcome page. The root config's TanStack Router
 * plugin must not run here.
 */
export default defineConfig({
  plugins: [
    vanillaExtractPlugin(),
    sidebarNames(root('stories')),
    styleSources(root(''), root('src')),
    visualReview(root('')),
  ],
  define: {
    __WORKSHOP_COMMIT__: JSON.stringify(commit),
    __WORKSHOP_BUILT_AT__: JSON.stringify(builtAt),
    __BUILD_YEAR__: JSON.stringify(buildYear()),
  },
});

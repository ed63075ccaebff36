import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { styleSources, visualReview } from './.ladle/workshopPlugins';

/**
 * A unit test's environment is in its file name: `*.dom.test.ts(x)` runs in jsdom (it reads or
 * renders a DOM), every other `*.test.ts(x)` in plain Node.
 */
const domTests = ['tests/unit/**/*.dom.test.{ts,tsx}'];

/**
 * Tests that need their own module graph: a module replaced with `vi.mock`, or a module's state
 * (the toast queue, which must start before sonner has loaded).
 */
const moduleMockTests = ['tests/server/fsync.test.ts'];
const ownModuleDomTests = ['tests/unit/components/Toast.dom.test.tsx'];

export default defineConfig({
  // styleSources: the workshop's documentation pages read their tokens from it (.ladle/).
  // visualReview: documentation pages note the last run's changed screenshots; never in a test.
  plugins: [
    react(),
    vanillaExtractPlugin(),
    styleSources(process.cwd(), `${process.cwd()}/src`),
    visualReview(process.cwd(), { withoutRun: true }),
  ],
  test: {
    restoreMocks: true,
    // The first render test of a file also pays for loading React Aria and the styles; on a busy
    // 2-core machine that alone has passed Vitest's 5 s default.
    testTimeout: 15_000,
    // Setting up jsdom costs each test file about a second: the server, the rules and the content
    // facts are tested in Node, where the server runs anyway.
    //
    // Test files share their worker's modules and globals (`isolate: false`): isolating each file
    // doubled the step's time, spent loading React, React Aria and jsdom again for every file. A
    // test leaves nothing behind: rendered trees and the server HTML a test put in the page are
    // taken away after each test (tests/support/domSetup.ts), and stubbed globals are restored
    // (`vi.unstubAllGlobals()`). A file that mocks a module (`vi.mock`) or needs a module's first
    // state runs isolated, in the *-isolated projects.
    projects: [
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: domTests,
          exclude: ownModuleDomTests,
          setupFiles: ['tests/support/domSetup.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom-isolated',
          environment: 'jsdom',
          include: ownModuleDomTests,
          setupFiles: ['tests/support/domSetup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/server/**/*.test.ts'],
          exclude: [...domTests, ...moduleMockTests],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'node-isolated',
          environment: 'node',
          include: moduleMockTests,
        },
      },
    ],
  },
});

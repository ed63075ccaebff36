import { defineConfig, devices } from '@playwright/test';

/**
 * One Playwright config for behaviour (e2e + axe) and pixels (visual). Both run against the built,
 * prerendered site served by the real server, and the built Ladle stories served by Ladle.
 * Chromium is Debian's (Playwright cannot download browsers here); see toolchain notes.
 */
const PORT = Number(process.env.E2E_PORT ?? 4173);
const LADLE_PORT = Number(process.env.LADLE_PORT ?? 61000);
export const baseURL = `http://127.0.0.1:${PORT}`;
export const ladleURL = `http://127.0.0.1:${LADLE_PORT}`;
/**
 * The site built from the test WordPress (scripts/wordpress/setup.mjs prints its WORDPRESS_URL;
 * scripts/wordpress/build-wordpress.mjs builds build/wp-dist from it), served with the same
 * WORDPRESS_URL on its own port for the suite in tests/wordpress/. `npm test` always sets it up.
 */
const wordpressURL = process.env.WORDPRESS_URL;
const WP_SITE_PORT = Number(process.env.WP_SITE_PORT ?? 4174);
export const wordpressSiteURL = `http://127.0.0.1:${WP_SITE_PORT}`;

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-partial-raster',
  // Slight hinting is what the full browser draws text with (it ignores this flag); with it the
  // headless shell draws every baseline byte for byte as the full browser did.
  '--font-render-hinting=slight',
  '--disable-lcd-text',
  '--force-color-profile=srgb',
  '--hide-scrollbars',
];

export default defineConfig({
  timeout: 30_000,
  expect: {
    timeout: 10_000,
    toHaveScreenshot: {
      maxDiffPixels: 0,
      threshold: 0,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    },
    // What a screen reader meets on each page template (visual/routes.spec.ts), committed next
    // to the screenshots' folder. The page's top-level nodes must be exactly those recorded (a
    // landmark added or removed is a difference); below them every recorded node must still be
    // there, named and in order. ('deep-equal' would be stricter, but Playwright records some
    // nodes without the text it then finds in them, a select's value, so it never matches.)
    toMatchAriaSnapshot: {
      pathTemplate: 'visual/__aria__/{testFileName}/{arg}{ext}',
      children: 'equal',
    },
  },
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  forbidOnly: Boolean(process.env.CI),
  // CI never writes baselines: a missing one fails. Locally, `npm run test:visual:update` writes them.
  updateSnapshots: process.env.CI ? 'none' : 'missing',
  retries: 0,
  // A test that passes only on a retry fails the run (with retries at 0, a flake is a failure).
  failOnFlakyTests: true,
  // The HTML report (playwright-report/) shows expected, actual and diff images side by side for
  // every changed screenshot: `npx playwright show-report` opens it.
  // Then the ten slowest tests and each spec file's test time (tests/support/slowest-reporter.ts).
  reporter: [
    ['list'],
    ['html', { open: 'never' }],
    ['./tests/support/slowest-reporter.ts'],
    // The run's changed screenshots, for the visual review and `npm run visual:accept`.
    ['./tests/support/visual-review-reporter.ts'],
  ],
  snapshotPathTemplate: 'visual/__screenshots__/{testFileName}/{arg}{ext}',
  use: {
    baseURL,
    ...devices['Desktop Chrome'],
    deviceScaleFactor: 1,
    locale: 'en-GB',
    timezoneId: 'UTC',
    reducedMotion: 'reduce',
    colorScheme: 'light',
    launchOptions: {
      // Chromium's headless shell (Debian's chromium-headless-shell, the same engine and version
      // as its chromium): without the full browser's layers it runs the suites in about half the
      // time, and draws the same pixels (see the hinting flag above). Lighthouse uses the full
      // browser.
      executablePath: process.env.HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell',
      args: chromiumArgs,
    },
    // A failed test keeps its trace: every action with its timing, the console and the network.
    // Without the screencast and the DOM snapshot at each action: recording those for every test
    // (kept only for the failures) cost a fifth of the suites' time.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false, sources: true },
    // And what the page showed when it failed.
    screenshot: 'only-on-failure',
  },
  projects: [
    // What a visitor does while a page comes to life (CPU slowed 4×, at moments from
    // DOMContentLoaded to past idle, at 390 and 1280 px): tests/load-window/loadWindow.ts. On
    // its own: `npm run test:load-window`. First: its nineteen tests take 20-40 s each, and
    // started first they leave the short tests to even out the two workers' ends. No trace or
    // screenshot (a failure names each lost moment, its width and the page's phase; a trace of
    // eleven contexts cost an eighth of its time).
    { name: 'load-window', testDir: 'tests/load-window', use: { screenshot: 'off', trace: 'off' } },
    { name: 'e2e', testDir: 'tests/e2e' },
    { name: 'visual', testDir: 'visual' },
    // Every page template with JavaScript off: navigation, accordions, filters, the contact form.
    { name: 'no-js', testDir: 'tests/no-js', use: { javaScriptEnabled: false } },
    ...(wordpressURL
      ? [
          {
            name: 'wordpress',
            testDir: 'tests/wordpress',
            testIgnore: 'editorial.spec.ts',
            use: { baseURL: wordpressSiteURL },
          },
          // The editorial loop (WordPress's plugin, webhooks, previews, WordPress stopped): after
          // the suite above, which changes the same WordPress.
          {
            name: 'wordpress-editorial',
            testDir: 'tests/wordpress',
            testMatch: 'editorial.spec.ts',
            dependencies: ['wordpress'],
            use: { baseURL: wordpressSiteURL },
          },
        ]
      : []),
  ],
  // SITE_ONLY=1 skips the Ladle server, for running site-only specs (tests/e2e/<spec>) quickly.
  webServer: [
    {
      command: 'node --import tsx server/main.ts',
      // Every test comes from 127.0.0.1: the contact and render rate limits are off for the
      // suite (tests/server covers both).
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: 'test-results/.data',
        CONTACT_RATE_LIMIT: '0',
        RENDER_RATE_LIMIT: '0',
        // The main suites read the bundled sample content, whatever this process was given.
        WORDPRESS_URL: '',
        WORDPRESS_WEBHOOK_SECRET: '',
      },
      url: `${baseURL}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    ...(wordpressURL
      ? [
          {
            command: 'node --import tsx server/main.ts',
            env: {
              PORT: String(WP_SITE_PORT),
              HOST: '127.0.0.1',
              DIST_DIR: 'build/wp-dist',
              DATA_DIR: 'test-results/.data-wordpress',
              CONTACT_RATE_LIMIT: '0',
              RENDER_RATE_LIMIT: '0',
              WORDPRESS_URL: wordpressURL,
              // The suite publishes and deletes posts: WordPress is asked again after a second.
              WORDPRESS_CACHE_SECONDS: '1',
              // The plugin's webhooks regenerate build/wp-dist (scripts/wordpress/setup.mjs puts
              // the same secret in WordPress's wp-config.php and prints it).
              WORDPRESS_WEBHOOK_SECRET: process.env.WORDPRESS_WEBHOOK_SECRET ?? '',
            },
            url: `${wordpressSiteURL}/healthz`,
            reuseExistingServer: false,
            timeout: 60_000,
          },
        ]
      : []),
    ...(process.env.SITE_ONLY
      ? []
      : [
          {
            command: `npx ladle preview --outDir build/ladle --port ${LADLE_PORT} --host 127.0.0.1`,
            url: ladleURL,
            reuseExistingServer: false,
            timeout: 60_000,
          },
        ]),
  ],
});

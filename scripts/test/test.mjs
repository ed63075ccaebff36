// `npm test`: every gate, stopping at the first failure, with the time each step took.
//
// The checks and builds before the browsers run in two lanes side by side (CI has two cores, and
// each lane is mostly one process on one core): the type check, lint, layer rules and unit tests in one; the
// test WordPress, both builds, the budgets and the stories build in the other. A step's output is
// printed whole when it ends, so the two lanes' logs do not interleave. Playwright and Lighthouse
// then run alone: they use both cores, and Lighthouse measures the machine.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * Filled in by the `wordpress` step: the test WordPress the last suite and its build read, and
 * the secret its plugin signs webhooks with.
 * BUILD_DATE pins the footer's copyright year (the build's year) so that the screenshots do not
 * change on New Year's Day: the baselines were recorded in 2026.
 */
const env = {
  ...process.env,
  FORCE_COLOR: '0',
  BUILD_DATE: process.env.BUILD_DATE ?? '2026-11-29',
};
/** The environment as given, for the steps that ran before the WordPress set-up when in one line. */
const givenEnv = { ...env };

const step = (name, cmd, args, options = {}) => ({ name, cmd, args, ...options });

/** Each phase runs its lanes side by side; a lane runs its steps in order. */
const phases = [
  // Chromium, the fonts, optipng and WordPress's packages: a machine without them stops here, in
  // a second, with the command that installs them (the one .ci/run uses).
  [[step('machine', 'node', ['scripts/test/machine.mjs'])]],
  [
    [
      step('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json'], { given: true }),
      step('lint', 'npx', ['biome', 'ci', '.'], { given: true }),
      // The layer rules (.dependency-cruiser.cjs): a forbidden import fails with the rule's words.
      step('layers', 'npm', ['run', '--silent', 'deps'], { given: true }),
      step('unit', 'npx', ['vitest', 'run'], { given: true }),
    ],
    [
      // A real WordPress on loopback, seeded with the sample posts (scripts/wordpress/README.md).
      step('wordpress', 'node', ['scripts/wordpress/setup.mjs'], { captureWordPressUrl: true }),
      // The site as served by default: the bundled sample content (WORDPRESS_URL unset).
      step('build', 'node', ['scripts/build/build.mjs'], { withoutWordPress: true }),
      // The same site prerendered from the test WordPress, for tests/wordpress/.
      step('build from wordpress', 'node', ['scripts/wordpress/build-wordpress.mjs']),
      step('budgets', 'node', ['scripts/test/budget.mjs']),
      step('stories build', 'npx', ['ladle', 'build', '--outDir', 'build/ladle']),
    ],
  ],
  [
    [
      step('e2e, axe and visual', 'npx', ['playwright', 'test'], {
        // A run that changed screenshots leaves their review, one static page beside the
        // report (build/visual-review/index.html; scripts/visual/review.mjs).
        afterFailure: () => {
          if (!existsSync('build/visual-review/run.json')) return;
          spawnSync('node', ['scripts/visual/review.mjs', '--static'], { stdio: 'inherit', env });
          console.log(
            'Visual review: build/visual-review/index.html (open it, or run npm run visual:review to accept from the page)',
          );
        },
      }),
    ],
  ],
  [[step('lighthouse', 'node', ['scripts/test/lighthouse.mjs'], { withoutWordPress: true })]],
];

const only = process.argv.slice(2);
const selected = (name) => !only.length || only.some((o) => name.startsWith(o));
const started = Date.now();
const timings = [];
const running = new Set();

function fail(message, status) {
  console.error(`\n✗ ${message}`);
  for (const child of running) child.kill('SIGTERM');
  process.exit(status || 1);
}

/**
 * Run one step; resolves when it passed, ends the process when it failed. `live`: the step runs
 * alone, and prints as it goes.
 */
function run(s, live) {
  const t0 = Date.now();
  const stepEnv = s.given ? givenEnv : s.withoutWordPress ? { ...env, WORDPRESS_URL: '' } : env;
  const header = `\n=== ${s.name}: ${s.cmd} ${s.args.join(' ')}`;
  if (live) console.log(header);
  const child = spawn(s.cmd, s.args, {
    env: stepEnv,
    stdio: [
      'inherit',
      live && !s.captureWordPressUrl ? 'inherit' : 'pipe',
      live ? 'inherit' : 'pipe',
    ],
  });
  running.add(child);
  const output = [];
  let stdout = '';
  child.stdout?.on('data', (chunk) => {
    output.push(chunk);
    stdout += chunk;
  });
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      running.delete(child);
      if (!live) console.log(header);
      if (output.length) process.stdout.write(Buffer.concat(output));
      const seconds = ((Date.now() - t0) / 1000).toFixed(1);
      timings.push(`${s.name.padEnd(22)} ${seconds.padStart(7)} s`);
      if (code !== 0) {
        s.afterFailure?.();
        fail(`${s.name} failed (exit ${code ?? signal}) after ${seconds} s`, code);
      }
      if (s.captureWordPressUrl) {
        const url = /^WORDPRESS_URL=(\S+)$/m.exec(stdout)?.[1];
        if (!url) fail('the WordPress set-up printed no WORDPRESS_URL');
        env.WORDPRESS_URL = url;
        // The secret its plugin signs webhooks and preview links with (wordpress/README.md).
        const secret = /^WORDPRESS_WEBHOOK_SECRET=(\S+)$/m.exec(stdout)?.[1];
        if (!secret) fail('the WordPress set-up printed no WORDPRESS_WEBHOOK_SECRET');
        env.WORDPRESS_WEBHOOK_SECRET = secret;
      }
      resolve();
    });
  });
}

for (const lanes of phases) {
  const chosen = lanes.map((lane) => lane.filter((s) => selected(s.name))).filter((l) => l.length);
  if (!chosen.length) continue;
  const t0 = Date.now();
  await Promise.all(
    chosen.map(async (lane) => {
      for (const s of lane) await run(s, chosen.length === 1);
    }),
  );
  if (chosen.length > 1) {
    const seconds = ((Date.now() - t0) / 1000).toFixed(1);
    timings.push(`${'  (side by side)'.padEnd(22)} ${seconds.padStart(7)} s`);
  }
}
console.log('\n=== timings');
console.log(timings.join('\n'));
console.log(`${'total'.padEnd(22)} ${((Date.now() - started) / 1000).toFixed(1).padStart(7)} s`);

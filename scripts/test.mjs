// `npm test`: every gate, in order, stopping at the first failure, with the time each step took.
import { spawnSync } from 'node:child_process';

/** Filled in by the `wordpress` step: the test WordPress the last suite and its build read. */
const env = { ...process.env, FORCE_COLOR: '0' };

const steps = [
  // Chromium, the fonts and WordPress's packages: a machine without them stops here, in a second,
  // with the command that installs them (the one .ci/run uses).
  ['machine', 'node', ['scripts/machine.mjs']],
  ['typecheck', 'npx', ['tsc', '-p', 'tsconfig.json']],
  ['lint', 'npx', ['biome', 'ci', '.']],
  ['unit', 'npx', ['vitest', 'run']],
  // A real WordPress on loopback, seeded with the sample posts (scripts/wordpress/README.md).
  ['wordpress', 'node', ['scripts/wordpress/setup.mjs'], { captureWordPressUrl: true }],
  // The site as served by default: the bundled sample content (WORDPRESS_URL unset).
  ['build', 'node', ['scripts/build.mjs'], { withoutWordPress: true }],
  // The same site prerendered from the test WordPress, for tests/wordpress/.
  ['build from wordpress', 'node', ['scripts/build-wordpress.mjs']],
  ['budgets', 'node', ['scripts/budget.mjs']],
  ['stories build', 'npx', ['ladle', 'build', '--outDir', 'build/ladle']],
  ['e2e, axe and visual', 'npx', ['playwright', 'test']],
  ['lighthouse', 'node', ['scripts/lighthouse.mjs'], { withoutWordPress: true }],
];

const only = process.argv.slice(2);
const started = Date.now();
const timings = [];
for (const [name, cmd, args, options = {}] of steps) {
  if (only.length && !only.some((o) => name.startsWith(o))) continue;
  const t0 = Date.now();
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  const stepEnv = options.withoutWordPress ? { ...env, WORDPRESS_URL: '' } : env;
  const result = spawnSync(cmd, args, {
    stdio: options.captureWordPressUrl ? ['inherit', 'pipe', 'inherit'] : 'inherit',
    env: stepEnv,
    encoding: 'utf8',
  });
  if (options.captureWordPressUrl) {
    process.stdout.write(result.stdout ?? '');
    const url = /^WORDPRESS_URL=(\S+)$/m.exec(result.stdout ?? '')?.[1];
    if (result.status === 0 && !url) {
      console.error('\n✗ the WordPress set-up printed no WORDPRESS_URL');
      process.exit(1);
    }
    if (url) env.WORDPRESS_URL = url;
  }
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  timings.push(`${name.padEnd(22)} ${seconds.padStart(7)} s`);
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed (exit ${result.status ?? result.signal}) after ${seconds} s`);
    process.exit(result.status || 1);
  }
}
console.log('\n=== timings');
console.log(timings.join('\n'));
console.log(`${'total'.padEnd(22)} ${((Date.now() - started) / 1000).toFixed(1).padStart(7)} s`);

// `npm test`: every gate, in order, stopping at the first failure, with the time each step took.
import { spawnSync } from 'node:child_process';

const steps = [
  ['typecheck', 'npx', ['tsc', '-p', 'tsconfig.json']],
  ['lint', 'npx', ['biome', 'ci', '.']],
  ['unit', 'npx', ['vitest', 'run']],
  ['build', 'node', ['scripts/build.mjs']],
  ['budgets', 'node', ['scripts/budget.mjs']],
  ['stories build', 'npx', ['ladle', 'build', '--outDir', 'build/ladle']],
  ['e2e, axe and visual', 'npx', ['playwright', 'test']],
  ['lighthouse', 'node', ['scripts/lighthouse.mjs']],
];

const only = process.argv.slice(2);
const started = Date.now();
const timings = [];
for (const [name, cmd, args] of steps) {
  if (only.length && !only.some((o) => name.startsWith(o))) continue;
  const t0 = Date.now();
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  const result = spawnSync(cmd, args, {
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: '0' },
  });
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

// Update the committed screenshot baselines (visual/__screenshots__): builds the site and the
// stories, then re-records every screenshot that changed, and stores each one it wrote losslessly
// optimised (scripts/assets/optimise-png.mjs: same pixels, a quarter smaller). Review the changed
// PNGs before committing (docs/testing-and-visual-review.md).
import { execFileSync, spawnSync } from 'node:child_process';

const run = (cmd, args) => execFileSync(cmd, args, { stdio: 'inherit' });
run('node', ['scripts/build/build.mjs']);
run('npx', ['ladle', 'build', '--outDir', 'build/ladle']);
const visual = spawnSync(
  'npx',
  [
    'playwright',
    'test',
    '--project=visual',
    '--update-snapshots=changed',
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit' },
);
// Also when a test failed: the baselines the other tests wrote are on disk, and stored optimised.
run('node', ['scripts/assets/optimise-png.mjs', '--changed']);
process.exit(visual.status ?? 1);

// Update the committed screenshot baselines (visual/__screenshots__): builds the site and the
// stories, then re-records every screenshot. Review the changed PNGs before committing (README).
import { execFileSync } from 'node:child_process';

const run = (cmd, args) => execFileSync(cmd, args, { stdio: 'inherit' });
run('node', ['scripts/build.mjs']);
run('npx', ['ladle', 'build', '--outDir', 'build/ladle']);
run('npx', [
  'playwright',
  'test',
  '--project=visual',
  '--update-snapshots=changed',
  ...process.argv.slice(2),
]);

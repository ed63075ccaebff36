// Accept changed screenshots without running the tests again (issue 41): the new images the last
// Playwright run recorded (build/visual-review/run.json, tests/support/visual-review-reporter.ts)
// are written over their baselines, stored optimised as every baseline is
// (scripts/assets/optimise-png.mjs), and listed. Only what the run produced is accepted: each
// image must be the run's own copy, checked by its SHA-256.
//
//   npm run visual:accept -- <word ...> [--width=390] [--theme=dark]   the changes that match
//   npm run visual:accept -- --all                                     every change of the run
//   --dry-run: list what would be accepted, write nothing
import { acceptChanges, readRun, reviewDir, selectChanges } from './reviewRun.mjs';

const args = process.argv.slice(2);
const flag = (name) => args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? null;
const filter = {
  words: args.filter((arg) => !arg.startsWith('--')),
  width: flag('width') === null ? null : Number(flag('width')),
  theme: flag('theme'),
  all: args.includes('--all'),
};
const dryRun = args.includes('--dry-run');

const run = readRun();
if (!run) {
  console.error(
    `visual:accept: no run recorded in ${reviewDir}/run.json (run the tests first; a run with no changed screenshot records none)`,
  );
  process.exit(1);
}
const chosen = selectChanges(run.changes, filter);
if (chosen.length === 0) {
  console.error(
    `visual:accept: nothing matches (${run.changes.length} changes in the run of ${run.finishedAt}); name words of a baseline's path or test, or --all`,
  );
  process.exit(1);
}
const outcome = acceptChanges(chosen, { dryRun });
for (const { baseline, why } of outcome.refused) console.error(`refused ${baseline}: ${why}`);
if (outcome.refused.length > 0) process.exit(1);
for (const baseline of dryRun ? outcome.wouldAccept : outcome.accepted) {
  console.log(`${dryRun ? 'would accept' : 'accepted'} ${baseline}`);
}
console.log(
  `visual:accept: ${chosen.length} of ${run.changes.length} changed screenshots ${dryRun ? 'would be ' : ''}accepted from the run of ${run.finishedAt}`,
);

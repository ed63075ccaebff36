// A test run's changed screenshots, as the visual review reads them (issue 41): recorded by the
// Playwright reporter tests/support/visual-review-reporter.ts into build/visual-review/run.json,
// with a copy of each changed screenshot's approved, new and difference images, and accepted from
// there by scripts/visual/accept.mjs without running the tests again.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

export const reviewDir = 'build/visual-review';
export const runFile = join(reviewDir, 'run.json');
export const baselinesDir = 'visual/__screenshots__';

export const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');

/**
 * What a screenshot's name says about its view: `services--growth-os-1280-dark.png` is the
 * template or story `services--growth-os` at 1280 px in dark (widths and themes as the suites
 * name them; a story shot has a theme and no width).
 */
export function viewOf(name) {
  const base = name.replace(/\.png$/, '');
  const match = /^(.*?)(?:-(\d{3,4}))?-(light|dark|forced-colours)$/.exec(base);
  if (!match) return { subject: base, width: null, theme: null };
  return { subject: match[1], width: match[2] ? Number(match[2]) : null, theme: match[3] };
}

/** The run's record, or null when there is none (no run since the last clean, or no change). */
export function readRun(dir = reviewDir) {
  const file = join(dir, 'run.json');
  if (!existsSync(file)) return null;
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * The changes a filter picks: every change for none (with `all`), else those whose baseline path
 * or test title contains one of the words (case-insensitive), `--width=390` and `--theme=dark`
 * narrowing further.
 */
export function selectChanges(changes, { words = [], width = null, theme = null, all = false }) {
  if (!all && words.length === 0 && width === null && theme === null) return [];
  const wanted = words.map((word) => word.toLowerCase());
  return changes.filter((change) => {
    const text = `${change.baseline} ${change.title}`.toLowerCase();
    if (wanted.length > 0 && !wanted.some((word) => text.includes(word))) return false;
    if (width !== null && change.width !== width) return false;
    if (theme !== null && change.theme !== theme) return false;
    return true;
  });
}

/**
 * Why a change cannot be accepted, or null: its baseline must lie under visual/__screenshots__
 * and be a PNG, and the new image must be the one the run recorded (its copy in the review,
 * with the SHA-256 the reporter wrote): nothing is accepted that the run did not produce.
 */
export function refusal(change, dir = reviewDir) {
  const baseline = normalize(change.baseline);
  if (!baseline.startsWith(`${baselinesDir}/`) || !baseline.endsWith('.png')) {
    return `its baseline ${change.baseline} is not a screenshot baseline`;
  }
  const actual = join(dir, change.actual);
  if (!existsSync(actual)) return `the run's new image ${change.actual} is missing`;
  if (sha256(readFileSync(actual)) !== change.actualSha256) {
    return `${change.actual} is not the image the run produced (its hash differs)`;
  }
  return null;
}

const capturedIndexPath = 'visual/__screenshots__/captured.json';

/**
 * Whether a change's new image is its baseline now: the baseline file is that image, or the
 * optimised copy of it that scripts/assets/optimise-png.mjs recorded in captured.json.
 */
export function isAccepted(change) {
  if (!existsSync(change.baseline)) return false;
  const stored = sha256(readFileSync(change.baseline));
  if (stored === change.actualSha256) return true;
  if (!existsSync(capturedIndexPath)) return false;
  const key = change.baseline.slice(`${baselinesDir}/`.length);
  const entry = JSON.parse(readFileSync(capturedIndexPath, 'utf8'))[key];
  return entry?.captured === change.actualSha256 && entry?.stored === stored;
}

/**
 * Accept changes of the run: each new image is copied over its baseline and the baselines are
 * stored optimised (scripts/assets/optimise-png.mjs), all or nothing: a change the run did not
 * produce (`refusal`) stops them all before anything is written. The CLI (accept.mjs) and the
 * review's server (review.mjs) both call it.
 */
export function acceptChanges(chosen, { dir = reviewDir, dryRun = false } = {}) {
  const refused = chosen
    .map((change) => ({ baseline: change.baseline, why: refusal(change, dir) }))
    .filter(({ why }) => why);
  if (refused.length > 0 || dryRun) {
    return {
      accepted: [],
      refused,
      wouldAccept: refused.length ? [] : chosen.map((c) => c.baseline),
    };
  }
  for (const change of chosen) {
    mkdirSync(dirname(change.baseline), { recursive: true });
    copyFileSync(join(dir, change.actual), change.baseline);
  }
  if (chosen.length > 0) {
    execFileSync('node', ['scripts/assets/optimise-png.mjs', ...chosen.map((c) => c.baseline)], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
  return { accepted: chosen.map((change) => change.baseline), refused: [], wouldAccept: [] };
}

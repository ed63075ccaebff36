// Store screenshot baselines losslessly optimised: each PNG is recompressed with optipng
// (Debian's package; `node scripts/test/machine.mjs --install` installs it), decoded before and
// after, and replaced only when every pixel is the same and the file is smaller. Playwright
// compares decoded pixels, so an optimised baseline passes exactly as the one it replaces.
//
// The suites' fast path compares a capture's bytes with its baseline's, since Chromium encodes
// the same pixels to the same bytes; an optimised baseline has other bytes. So each optimised
// file is recorded in visual/__screenshots__/captured.json: the SHA-256 of the bytes Chromium
// wrote for it and of the file as stored. A capture with the first hash is that picture, as long
// as the baseline is still the file stored (the second hash): tests/support/site.ts.
//
//   node scripts/assets/optimise-png.mjs [file.png | folder ...]   (default: visual/__screenshots__)
//   --changed: only the PNGs git sees as new or modified
import { execFile, execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { PNG } from 'pngjs';

const run = promisify(execFile);
export const capturedIndex = 'visual/__screenshots__/captured.json';
const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');
const optipng = process.env.OPTIPNG_PATH ?? '/usr/bin/optipng';

/** -o2: measured on the baselines, 25% smaller at about 1.7 s a file; -o5 gained nothing more. */
const optipngArgs = ['-quiet', '-o2', '-strip', 'all'];

function pngsIn(path) {
  if (statSync(path).isDirectory()) {
    return readdirSync(path, { withFileTypes: true }).flatMap((entry) =>
      pngsIn(join(path, entry.name)),
    );
  }
  return path.endsWith('.png') && !/-(actual|diff|expected)\.png$/.test(path) ? [path] : [];
}

function changedPngs() {
  const out = execFileSync('git', ['status', '--porcelain', '--untracked-files=all', 'visual'], {
    encoding: 'utf8',
  });
  return out
    .split('\n')
    .filter((line) => /^(\?\?|[ MA]M|[MA] )/.test(line))
    .map((line) => line.slice(3).trim())
    .filter((path) => path.endsWith('.png') && !/-(actual|diff)\.png$/.test(path));
}

/** The same picture: same size and the same RGBA for every pixel. */
export function samePixels(a, b) {
  const x = PNG.sync.read(a);
  const y = PNG.sync.read(b);
  return x.width === y.width && x.height === y.height && x.data.equals(y.data);
}

async function optimise(file, dir) {
  const before = readFileSync(file);
  const out = join(dir, `${process.pid}-${Math.random().toString(36).slice(2)}.png`);
  await run(optipng, [...optipngArgs, '-out', out, file]);
  const after = readFileSync(out);
  rmSync(out, { force: true });
  if (after.length >= before.length) return { file, saved: 0, kept: 'smaller already' };
  if (!samePixels(before, after)) return { file, saved: 0, kept: 'pixels differ' };
  writeFileSync(file, after);
  return {
    file,
    saved: before.length - after.length,
    captured: sha256(before),
    stored: sha256(after),
  };
}

/** Adds the optimised files to the index, and drops entries whose file is gone. */
function recordCaptured(optimised) {
  let index = {};
  try {
    index = JSON.parse(readFileSync(capturedIndex, 'utf8'));
  } catch {
    index = {};
  }
  for (const r of optimised) {
    index[relative('visual/__screenshots__', r.file)] = { captured: r.captured, stored: r.stored };
  }
  const kept = Object.fromEntries(
    Object.entries(index)
      .filter(([name]) => {
        try {
          return statSync(join('visual/__screenshots__', name)).isFile();
        } catch {
          return false;
        }
      })
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  );
  writeFileSync(capturedIndex, `${JSON.stringify(kept, null, 1)}\n`);
}

async function main() {
  const args = process.argv.slice(2);
  const files = args.includes('--changed')
    ? changedPngs()
    : (args.filter((a) => !a.startsWith('--')).length
        ? args.filter((a) => !a.startsWith('--'))
        : ['visual/__screenshots__']
      ).flatMap(pngsIn);
  const dir = mkdtempSync(join(tmpdir(), 'optimise-png-'));
  const queue = [...files];
  const results = [];
  // Two at a time: the machines this runs on have two cores.
  await Promise.all(
    [0, 1].map(async () => {
      for (let file = queue.shift(); file; file = queue.shift()) {
        results.push(await optimise(file, dir));
      }
    }),
  );
  rmSync(dir, { recursive: true, force: true });
  recordCaptured(results.filter((r) => r.saved));
  const saved = results.reduce((sum, r) => sum + r.saved, 0);
  for (const r of results.filter((r) => r.kept === 'pixels differ')) {
    console.warn(`optimise-png: ${r.file} kept as it was (the optimised pixels differed)`);
  }
  console.log(
    `optimise-png: ${results.filter((r) => r.saved).length} of ${files.length} PNGs optimised, ${(saved / 1048576).toFixed(1)} MiB saved`,
  );
}

await main();

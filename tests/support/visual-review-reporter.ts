import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';
// @ts-expect-error: a plain ES module of the scripts (no types), shared with the review's tools.
import { pixelChange } from '../../scripts/visual/pixelChange.mjs';
// @ts-expect-error: as above.
import { reviewDir, sha256, viewOf } from '../../scripts/visual/reviewRun.mjs';
import type {
  AxeViolationSummary,
  ReviewChange,
} from '../../src/pages/VisualReviewPage/reviewModel';

const ansiColour = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/** A scan that tests/support/site.ts attached: its view and what axe found. */
interface AxeScan {
  width: number | null;
  theme: string;
  violations: AxeViolationSummary[];
}

/** One changed screenshot, as the review reads it (src/pages/VisualReviewPage/reviewModel.ts). */
type Change = Omit<ReviewChange, 'accepted'>;

/**
 * Records the run's changed screenshots for the visual review (issue 41): for every screenshot
 * the run found different from its baseline (or without one), the baseline's path, the test, its
 * view, and copies of the approved, new and difference images with the new one's SHA-256, in
 * build/visual-review/run.json. `npm run visual:accept` accepts from it without running the tests
 * again; a run with no change leaves the record saying so.
 */
export default class VisualReviewReporter implements Reporter {
  private readonly changes: Change[] = [];

  onBegin() {
    rmSync(reviewDir, { recursive: true, force: true });
  }

  onTestEnd(test: TestCase, result: TestResult) {
    try {
      this.record(test, result);
    } catch (error) {
      console.warn(`visual review: ${test.title}: not recorded (${String(error)})`);
    }
  }

  private record(test: TestCase, result: TestResult) {
    const byName = new Map(
      result.attachments.filter((a) => a.path).map((a) => [a.name, a.path as string]),
    );
    const scans: AxeScan[] = result.attachments
      .filter((a) => a.name === 'axe' && a.body)
      .map((a) => JSON.parse(String(a.body)) as AxeScan);
    const scanOf = (width: number | null, theme: string | null) =>
      scans.find((scan) => scan.theme === theme && (width === null || scan.width === width)) ??
      null;
    const spec = basename(test.location.file);
    const project = test.parent.project()?.name ?? '';
    for (const [name, path] of byName) {
      const shot = /^(.*)-actual\.png$/.exec(name)?.[1];
      if (!shot) continue;
      const file = `${shot}.png`;
      const folder = join('images', spec);
      mkdirSync(join(reviewDir, folder), { recursive: true });
      const copy = (from: string | undefined, suffix: string) => {
        if (!from) return null;
        const to = join(folder, `${shot}-${suffix}.png`);
        copyFileSync(from, join(reviewDir, to));
        return to;
      };
      const write = (name: string, bytes: Buffer) => {
        writeFileSync(join(reviewDir, folder, name), bytes);
        return join(folder, name);
      };
      const actual = copy(path, 'actual') as string;
      const expected = copy(byName.get(`${shot}-expected.png`), 'expected');
      const actualBytes = readFileSync(join(reviewDir, actual));
      const pixels = expected
        ? pixelChange(readFileSync(join(reviewDir, expected)), actualBytes)
        : {
            changed: null,
            beyondAntiAliasing: null,
            kind: 'new',
            // A PNG's width and height are the IHDR chunk's first two fields.
            width: actualBytes.readUInt32BE(16),
            height: actualBytes.readUInt32BE(20),
            expectedWidth: null,
            expectedHeight: null,
            mask: null,
          };
      const view = viewOf(file);
      const scan = scanOf(view.width, view.theme);
      this.changes.push({
        baseline: join('visual/__screenshots__', spec, file),
        expected,
        actual,
        diff: copy(byName.get(`${shot}-diff.png`), 'diff'),
        mask: pixels.mask ? write(`${shot}-mask.png`, pixels.mask) : null,
        actualSha256: sha256(actualBytes),
        pixels: {
          changed: pixels.changed,
          beyondAntiAliasing: pixels.beyondAntiAliasing,
          kind: pixels.kind,
        },
        size: {
          width: pixels.width,
          height: pixels.height,
          expectedWidth: pixels.expectedWidth,
          expectedHeight: pixels.expectedHeight,
        },
        axe: scan ? { violations: scan.violations } : null,
        title: test.titlePath().slice(3).join(' › '),
        spec,
        project,
        ...view,
        status: result.status,
        errors: result.errors
          // The messages without their terminal colours (ESC [ … m).
          .map((error) => (error.message ?? '').replace(ansiColour, ''))
          .filter((message) => !/toHaveScreenshot|Screenshot comparison failed/.test(message))
          .map((message) => message.split('\n').slice(0, 12).join('\n')),
      });
    }
  }

  onEnd(_result: FullResult) {
    if (this.changes.length === 0) return;
    mkdirSync(reviewDir, { recursive: true });
    const changes = [...this.changes].sort((a, b) => (a.baseline < b.baseline ? -1 : 1));
    writeFileSync(
      join(reviewDir, 'run.json'),
      `${JSON.stringify({ finishedAt: new Date().toISOString(), root: relative(reviewDir, '.'), changes }, null, 1)}\n`,
    );
    const noise = changes.filter((change) => change.pixels.kind === 'noise').length;
    console.log(
      `\nVisual review: ${changes.length} changed screenshot${changes.length === 1 ? '' : 's'} recorded in ${reviewDir}/run.json${noise ? ` (${noise} only in anti-aliased pixels: rendering noise)` : ''}; accept with npm run visual:accept -- <filter>`,
    );
  }
}

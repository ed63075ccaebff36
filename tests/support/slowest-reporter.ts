import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * After the run: the ten slowest tests, and the test time each project and spec file took
 * altogether (the time both workers spend on it), so the next thing to make faster is in the log.
 */
export default class SlowestTests implements Reporter {
  private readonly results: Array<{ title: string; file: string; duration: number }> = [];

  onTestEnd(test: TestCase, result: TestResult) {
    const project = test.parent.project()?.name ?? '';
    const file = test.location.file.replace(`${process.cwd()}/`, '');
    const title = test.titlePath().slice(3).join(' › ');
    this.results.push({
      title: `[${project}] ${file} › ${title}`,
      file,
      duration: result.duration,
    });
  }

  onEnd(_result: FullResult) {
    if (!this.results.length) return;
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`.padStart(8);
    const slowest = [...this.results].sort((a, b) => b.duration - a.duration).slice(0, 10);
    console.log('\nThe ten slowest tests:');
    for (const { title, duration } of slowest) console.log(`${seconds(duration)}  ${title}`);
    const byFile = new Map<string, { total: number; count: number }>();
    for (const { file, duration } of this.results) {
      const entry = byFile.get(file) ?? { total: 0, count: 0 };
      entry.total += duration;
      entry.count += 1;
      byFile.set(file, entry);
    }
    console.log('\nTest time by spec file (both workers together):');
    for (const [file, { total, count }] of [...byFile].sort((a, b) => b[1].total - a[1].total)) {
      console.log(`${seconds(total)}  ${String(count).padStart(4)} tests  ${file}`);
    }
    const total = this.results.reduce((sum, { duration }) => sum + duration, 0);
    console.log(`${seconds(total)}  ${String(this.results.length).padStart(4)} tests  in all`);
  }

  printsToStdio() {
    return true;
  }
}

// Lighthouse benchmark of every page template: `npm run bench:lighthouse [-- --only=/,/contact]
// [--runs=3]`.
//
// What it measures: Lighthouse 12 (mobile, the default config: simulated throttling; categories
// performance, accessibility, best practices, SEO) on each template of the built site (every
// prerendered page that is not an instance of a param route, the first instance of each param
// route, and the not-found page), served by the real server (`server/main.ts`, after its start-up
// compression), each run in a fresh Chromium, `--runs` runs per template (default 3).
//
// How to read it: per template, the run with the median performance score is reported: its four
// scores (×100), LCP, TBT and CLS, next to every run's performance score and the median of the
// runs' CPU benchmark index (`lhr.environment.benchmarkIndex`: Lighthouse's measure of this
// machine's speed; under ~1,000 its 4× CPU slowdown overshoots and scores drop). Target:
// performance 100 (98 when the benchmark index is under 1,500), accessibility, best practices
// and SEO 100; the not-found page answers 404 with noindex and Chromium logs the 404 as a console
// error, so its SEO and best practices are shown but not targeted. Under the table, what each
// missing template misses: the category, its failing metrics and up to three failing audits with
// the largest savings. The full summary goes to test-results/bench/lighthouse.json. The exit
// status is 0 when targets are missed; non-zero only when the benchmark could not run (no build,
// no server, a template with no successful run).
//
// How long: ~9 s per run on a quiet 2-core machine (more when it is busy), plus ~10–40 s of
// server start-up compression: the 39 templates took 5 min 41 s with --runs=1, so ~17 min with
// the default 3 runs.
import {
  busyWarning,
  distStamp,
  elapsed,
  ensureBuilt,
  environmentOf,
  fmt,
  markdownTable,
  measured,
  median,
  medianItem,
  metric,
  pageTemplates,
  parseArgs,
  progress,
  runLighthouse,
  spread,
  startServer,
  templateLabel,
  waitForCompression,
  writeResults,
} from './common.mjs';

const usage = `Usage: npm run bench:lighthouse -- [--only=/,/contact] [--runs=3]
  --only  comma-separated paths (or param routes such as /careers/$slug) to measure; default all templates
  --runs  Lighthouse runs per template (default 3); the run with the median performance score is reported`;
const options = parseArgs(process.argv.slice(2), { usage, defaultRuns: 3 });

const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
/** Under this CPU benchmark index the performance target is 98 rather than 100 (the issue). */
const slowMachineIndex = 1500;
const targets = {
  performance: 100,
  performanceOnSlowMachine: 98,
  slowMachineBenchmarkIndex: slowMachineIndex,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  notFoundExempt: ['seo', 'best-practices'],
};
const categoryTitles = {
  performance: 'performance',
  accessibility: 'accessibility',
  'best-practices': 'best practices',
  seo: 'SEO',
};
const metricLabels = {
  'first-contentful-paint': 'FCP',
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'cumulative-layout-shift': 'CLS',
  'speed-index': 'SI',
};

const score = (lhr, id) => {
  const value = lhr?.categories?.[id]?.score;
  return typeof value === 'number' ? Math.round(value * 100) : null;
};

/** The numbers of one run that the report and the JSON keep (not the whole LHR). */
function summarizeRun(lhr) {
  if (!measured(lhr)) {
    return { error: lhr?.runtimeError ? `${lhr.runtimeError.code}` : 'Lighthouse failed' };
  }
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    fcpMs: metric(lhr, 'first-contentful-paint'),
    lcpMs: metric(lhr, 'largest-contentful-paint'),
    tbtMs: metric(lhr, 'total-blocking-time'),
    cls: metric(lhr, 'cumulative-layout-shift', 3),
    speedIndexMs: metric(lhr, 'speed-index'),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
  };
}

/** The largest of an audit's estimated savings in ms (LCP, FCP, TBT, INP), or 0. */
function savingsMs(audit) {
  const saved = Object.entries(audit.metricSavings ?? {})
    .filter(([key]) => key !== 'CLS')
    .map(([, value]) => value ?? 0);
  return Math.max(0, audit.details?.overallSavingsMs ?? 0, ...saved);
}

const failing = (audit) =>
  audit &&
  typeof audit.score === 'number' &&
  audit.score < 1 &&
  !['informative', 'notApplicable', 'manual', 'error'].includes(audit.scoreDisplayMode);

/**
 * Why a category scores under 100, in a line: for performance, the metrics that lose points and
 * the (up to three) failing audits with the largest savings; for the others, the failing audits.
 */
function whyBelow(lhr, categoryId, max = 3) {
  const refs = lhr.categories[categoryId]?.auditRefs ?? [];
  if (categoryId !== 'performance') {
    return refs
      .filter((ref) => ref.weight > 0 && failing(lhr.audits[ref.id]))
      .slice(0, max)
      .map((ref) => ref.id);
  }
  const metrics = refs
    .filter((ref) => ref.group === 'metrics' && ref.weight > 0 && failing(lhr.audits[ref.id]))
    .map((ref) => {
      const audit = lhr.audits[ref.id];
      return `${metricLabels[ref.id] ?? ref.id} ${audit.displayValue ?? ''} (score ${audit.score.toFixed(2)})`;
    });
  const audits = refs
    // Not the metrics (above) nor the hidden ones (TTI, weight 0).
    .filter((ref) => !['metrics', 'hidden'].includes(ref.group) && failing(lhr.audits[ref.id]))
    .map((ref) => ({ id: ref.id, saved: savingsMs(lhr.audits[ref.id]) }))
    .sort((a, b) => b.saved - a.saved)
    .slice(0, max)
    .map(({ id, saved }) => (saved > 0 ? `${id} (~${fmt(saved)} ms)` : id));
  return [...metrics, ...audits];
}

/** Compares a template's reported run with the targets: [] when it meets them all. */
function misses(template, lhr, benchmarkIndex) {
  const result = [];
  const slow = typeof benchmarkIndex === 'number' && benchmarkIndex < slowMachineIndex;
  for (const id of categories) {
    if (template.notFound && targets.notFoundExempt.includes(id)) continue;
    if (template.noindex && id === 'seo') continue;
    const target = id === 'performance' && slow ? targets.performanceOnSlowMachine : targets[id];
    const value = score(lhr, id);
    if (value !== null && value >= target) continue;
    result.push({
      category: id,
      score: value,
      target,
      why: whyBelow(lhr, id),
    });
  }
  return result;
}

ensureBuilt();
const templates = pageTemplates(options.only);
const stamp = distStamp();
progress(
  `bench:lighthouse: ${templates.length} template(s) × ${options.runs} run(s), categories ${categories.join(', ')}`,
);

let server;
try {
  server = await startServer({ name: 'built', port: 4394 });
  await waitForCompression([server]);
} catch (error) {
  console.error(`bench:lighthouse: ${error.message}`);
  await server?.stop();
  process.exit(1);
}

const rows = [];
let environment = {};
const startedAt = new Date().toISOString();
try {
  for (const [index, template] of templates.entries()) {
    const label = templateLabel(template);
    const before = distStamp();
    const runs = [];
    const lhrs = [];
    for (let run = 1; run <= options.runs; run++) {
      const began = Date.now();
      await server.ensureRunning();
      const lhr = await runLighthouse(`${server.origin}${template.path}`, categories);
      const summary = summarizeRun(lhr);
      runs.push(summary);
      if (measured(lhr)) {
        lhrs.push({ lhr, summary });
        environment = environmentOf(lhr);
      }
      progress(
        `[${index + 1}/${templates.length}] ${label} run ${run}/${options.runs}: ${
          summary.error
            ? `could not be measured (${summary.error})`
            : `performance ${summary.performance} accessibility ${summary.accessibility} best practices ${summary.bestPractices} SEO ${summary.seo} | LCP ${fmt(summary.lcpMs)} ms TBT ${fmt(summary.tbtMs)} ms CLS ${fmt(summary.cls, 3)} | benchmark index ${fmt(summary.benchmarkIndex)}`
        } (${((Date.now() - began) / 1000).toFixed(0)} s)`,
      );
    }
    // dist/ rebuilt while this template was measured: its runs may mix two builds.
    const rebuiltDuring = distStamp() !== before;
    if (lhrs.length === 0) {
      rows.push({ ...template, rebuiltDuring, runs, error: 'no run could be measured' });
      continue;
    }
    const chosen = medianItem(lhrs, (entry) => entry.summary.performance);
    const benchmarkIndex = median(lhrs.map((entry) => entry.summary.benchmarkIndex));
    const missed = misses(template, chosen.lhr, benchmarkIndex);
    rows.push({
      ...template,
      reported: chosen.summary,
      reportedRun: runs.indexOf(chosen.summary) + 1,
      performanceRuns: runs.map((r) => r.performance ?? null),
      benchmarkIndex,
      meetsTarget: missed.length === 0,
      misses: missed,
      rebuiltDuring,
      runs,
    });
  }
} finally {
  await server.stop();
}

// ---------------------------------------------------------------------------------------------
// Report

const allIndexes = rows.flatMap((row) => row.runs.map((r) => r.benchmarkIndex));
const indexSpread = spread(allIndexes);
const name = (row) => `${row.path}${row.rebuiltDuring ? ' ‡' : ''}`;
const exempt = (row, value) => (row.notFound && value !== null ? `${value}*` : fmt(value));
const seoExempt = (row, value) => (row.noindex && value !== null ? `${value}*` : fmt(value));
const table = markdownTable(
  [
    { title: 'Template' },
    { title: 'Family' },
    { title: 'Perf', align: 'right' },
    { title: 'A11y', align: 'right' },
    { title: 'BP', align: 'right' },
    { title: 'SEO', align: 'right' },
    { title: 'LCP ms', align: 'right' },
    { title: 'TBT ms', align: 'right' },
    { title: 'CLS', align: 'right' },
    { title: 'Perf runs' },
    { title: 'Bench index', align: 'right' },
    { title: 'Meets target' },
  ],
  rows.map((row) =>
    row.error
      ? [name(row), row.family ?? '', '–', '–', '–', '–', '–', '–', '–', '–', '–', 'not measured']
      : [
          name(row),
          row.family ?? (row.notFound ? '(not found, 404)' : ''),
          fmt(row.reported.performance),
          fmt(row.reported.accessibility),
          exempt(row, row.reported.bestPractices),
          seoExempt(row, row.reported.seo),
          fmt(row.reported.lcpMs),
          fmt(row.reported.tbtMs),
          fmt(row.reported.cls, 3),
          row.performanceRuns.map((p) => p ?? 'err').join(', '),
          fmt(row.benchmarkIndex),
          row.meetsTarget ? 'yes' : '**no**',
        ],
  ),
);

const measuredRows = rows.filter((row) => !row.error);
const meeting = measuredRows.filter((row) => row.meetsTarget);
const missing = measuredRows.filter((row) => !row.meetsTarget);
const unmeasured = rows.filter((row) => row.error);
const missLines = missing.map(
  (row) =>
    `- ${templateLabel(row)}: ${row.misses
      .map(
        (miss) =>
          `${categoryTitles[miss.category]} ${miss.score ?? '–'} < ${miss.target}${
            miss.why.length ? ` (${miss.why.join('; ')})` : ''
          }`,
      )
      .join(', ')}`,
);
const summaryLine = `Lighthouse: ${meeting.length} of ${rows.length} templates meet the target${
  missing.length ? `; ${missing.length} miss it (${missing.map((r) => r.path).join(', ')})` : ''
}${unmeasured.length ? `; ${unmeasured.length} could not be measured (${unmeasured.map((r) => r.path).join(', ')})` : ''}.`;

console.log(
  `\n## Lighthouse (mobile, simulated throttling), ${options.runs} run(s) per template: the median-performance run\n`,
);
console.log(table);
console.log(
  `\nTarget: performance 100 (≥ ${targets.performanceOnSlowMachine} when the benchmark index is under ${fmt(slowMachineIndex)}), accessibility, best practices and SEO 100.`,
);
for (const row of rows.filter((r) => r.noindex && !r.notFound)) {
  console.log(
    `* ${row.path} asks search engines not to index it (robots noindex): its SEO is not targeted.`,
  );
}
if (rows.some((row) => row.notFound)) {
  console.log(
    `* ${rows.find((r) => r.notFound).path} answers 404 with noindex and logs the 404 as a console error: its best practices and SEO are not targeted.`,
  );
}
if (indexSpread) {
  console.log(
    `CPU benchmark index over ${allIndexes.filter((v) => typeof v === 'number').length} runs: min ${fmt(indexSpread.min)}, median ${fmt(indexSpread.median)}, max ${fmt(indexSpread.max)}.`,
  );
}
const busy = busyWarning(allIndexes);
if (busy) console.log(busy);
console.log(`\n${summaryLine}`);
if (missLines.length) console.log(missLines.join('\n'));
if (distStamp() !== stamp) {
  const rebuilt = rows.filter((row) => row.rebuiltDuring).map((row) => row.path);
  console.log(
    `\nWarning: dist/ was rebuilt during the run, the numbers mix two builds; measure again${
      rebuilt.length
        ? ` at least the rows marked ‡, measured while it changed: --only=${rebuilt.join(',')}`
        : ''
    }.`,
  );
}

const file = writeResults('lighthouse.json', {
  command: 'bench:lighthouse',
  startedAt,
  finishedAt: new Date().toISOString(),
  duration: elapsed(),
  runsPerTemplate: options.runs,
  only: options.only,
  settings: { formFactor: 'mobile', throttling: 'simulated (default config)', categories },
  environment,
  targets,
  benchmarkIndex: indexSpread,
  summary: summaryLine,
  templates: rows,
});
console.log(`\nFull summary: ${file} (${elapsed()})`);
process.exit(unmeasured.length ? 1 : 0);

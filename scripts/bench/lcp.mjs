// LCP of the built pages against the same pages without JavaScript: `npm run bench:lcp
// [-- --only=/,/contact] [--runs=3]`.
//
// What it measures: a copy of dist/ in a temporary directory in which every HTML file has lost
// its scripts (inline and external, except `<script type="application/ld+json">`, which does not
// run), its `<link rel="modulepreload">` and the inert `<template id="app-modules">` that holds
// the deferred preloads (src/platform/hydration/deferModulePreloads.ts). So the no-JS page also
// loses the inline scripts that set the colour theme and the consent defaults before the first
// paint: that is what a page without JavaScript is. The original is served by one server, the
// copy by a second (DIST_DIR=<copy>, no SSR bundle so it only serves files; the not-found page is
// then its 404.html), each after its start-up compression. For each template (as in
// bench:lighthouse), Lighthouse (mobile, simulated throttling, performance only) measures the
// built page and the no-JS page in turn (built, no-JS, built, no-JS, …), `--runs` times each
// (default 3), each run in a fresh Chromium.
//
// How to read it: per template, the median LCP of each side and their ratio built / no-JS: what
// the app's JavaScript costs the largest paint. Target: a ratio of at most 1.05 on every
// template. Also the medians of TBT and FCP of both sides (no-JS TBT should be ~0) and the
// built page's LCP element (from its median-LCP run; marked when the no-JS page's LCP element
// differs). Full summary in test-results/bench/lcp.json. Exit status 0 when the target is
// missed; non-zero only when the benchmark could not run.
//
// How long: ~8 s per Lighthouse run on a quiet 2-core machine (more when it is busy), 2 per
// template and run, plus ~10–40 s for both servers to compress: the 39 templates took 9 min 51 s
// with --runs=1, so ~30 min with the default 3.
import { cpSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  busyWarning,
  distDir,
  distStamp,
  elapsed,
  ensureBuilt,
  environmentOf,
  fmt,
  makeTempDir,
  markdownTable,
  measured,
  median,
  medianItem,
  metric,
  pageTemplates,
  parseArgs,
  progress,
  runLighthouse,
  shorten,
  startServer,
  templateLabel,
  waitForCompression,
  writeResults,
} from './common.mjs';

const usage = `Usage: npm run bench:lcp -- [--only=/,/contact] [--runs=3]
  --only  comma-separated paths (or param routes such as /careers/$slug) to measure; default all templates
  --runs  Lighthouse runs per page and side (default 3); each side's median LCP is compared`;
const options = parseArgs(process.argv.slice(2), { usage, defaultRuns: 3 });

/** The largest acceptable LCP of a built page, as a multiple of its no-JS LCP. */
const maxRatio = 1.05;

// ---------------------------------------------------------------------------------------------
// The no-JS copy of dist/

const scriptElement = /<script\b([^>]*)>[\s\S]*?<\/script\s*>/gi;
const jsonLd = /\btype\s*=\s*["']?application\/ld\+json\b/i;
const modulePreload = /<link\b[^>]*\brel\s*=\s*["']?modulepreload\b[^>]*>/gi;
const appModules = /<template\s+id\s*=\s*["']?app-modules\b[^>]*>[\s\S]*?<\/template\s*>/gi;

/** A page's HTML without what would run: every script but JSON-LD, and the module preloads. */
export function stripScripts(html) {
  return html
    .replace(appModules, '')
    .replace(scriptElement, (element, attributes) => (jsonLd.test(attributes) ? element : ''))
    .replace(modulePreload, '');
}

/** Scripts that would run (not JSON-LD), module preloads and app-modules templates in HTML. */
export function countRunnable(html) {
  const scripts = [...html.matchAll(/<script\b([^>]*)>/gi)].filter(
    (match) => !jsonLd.test(match[1]),
  ).length;
  const preloads = (html.match(modulePreload) ?? []).length;
  const templates = (html.match(/<template\s+id\s*=\s*["']?app-modules\b/gi) ?? []).length;
  return { scripts, preloads, templates };
}

function htmlFiles(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath ?? entry.path, entry.name));
}

/** Copies dist/ to a temporary directory and strips every HTML file in it; returns the copy. */
function makeNoJsCopy() {
  const copy = makeTempDir('bench-nojs-dist-');
  cpSync(distDir, copy, { recursive: true });
  let changed = 0;
  const files = htmlFiles(copy);
  for (const file of files) {
    const html = readFileSync(file, 'utf8');
    const stripped = stripScripts(html);
    const left = countRunnable(stripped);
    if (left.scripts || left.preloads || left.templates) {
      throw new Error(`${file} still has ${JSON.stringify(left)} after stripping`);
    }
    if (stripped !== html) {
      writeFileSync(file, stripped);
      changed++;
    }
  }
  progress(`no-JS copy of dist/ in ${copy}: ${changed} of ${files.length} HTML files stripped`);
  return copy;
}

/** Fetches a page from a server: its status and what in it would run. */
async function inspect(origin, path) {
  const response = await fetch(`${origin}${path}`, { redirect: 'manual' });
  const html = await response.text();
  return { status: response.status, ...countRunnable(html) };
}

// ---------------------------------------------------------------------------------------------
// Measuring

/** The LCP element of a run: its selector and a shortened snippet, for the table and JSON. */
function lcpElement(lhr) {
  const details = lhr?.audits?.['largest-contentful-paint-element']?.details;
  const tables = details?.type === 'list' ? details.items : [details];
  for (const table of tables ?? []) {
    const node = table?.items?.find?.((item) => item?.node)?.node;
    if (node) {
      return {
        selector: node.selector ?? null,
        snippet: node.snippet ?? null,
        label: node.nodeLabel ?? null,
      };
    }
  }
  return null;
}

/** The LCP phases (TTFB, load delay, load time, render delay) of a run, in ms, when given. */
function lcpPhases(lhr) {
  const details = lhr?.audits?.['largest-contentful-paint-element']?.details;
  if (details?.type !== 'list') return null;
  const table = details.items.find((item) => item?.items?.some?.((row) => row.phase));
  if (!table) return null;
  return Object.fromEntries(table.items.map((row) => [row.phase, Math.round(row.timing ?? 0)]));
}

/** A short name for an LCP element: its tag and the start of its text, else its selector. */
function elementName(element) {
  if (!element) return '–';
  const tag = /^<([a-z0-9-]+)/i.exec(element.snippet ?? '')?.[1];
  // An element without text (an SVG's <text>, say) is labelled by its selector: not shown so.
  if (tag && element.label && !element.label.includes(' > '))
    return shorten(`${tag}: "${shorten(element.label, 34)}"`, 44);
  return shorten(element.selector?.split(' > ').slice(-2).join(' > ') ?? element.snippet, 44);
}

/** A timing of the recorded (unthrottled) load, from the 'metrics' audit, in ms. */
function observed(lhr, key) {
  const value = lhr?.audits?.metrics?.details?.items?.[0]?.[key];
  return typeof value === 'number' ? Math.round(value) : null;
}

function summarizeRun(lhr) {
  if (!measured(lhr)) {
    return { error: lhr?.runtimeError ? `${lhr.runtimeError.code}` : 'Lighthouse failed' };
  }
  return {
    lcpMs: metric(lhr, 'largest-contentful-paint'),
    fcpMs: metric(lhr, 'first-contentful-paint'),
    tbtMs: metric(lhr, 'total-blocking-time'),
    // The same paints in the unthrottled load that Lighthouse recorded (before its simulation).
    observedLcpMs: observed(lhr, 'observedLargestContentfulPaint'),
    observedFcpMs: observed(lhr, 'observedFirstContentfulPaint'),
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    lcpElement: lcpElement(lhr),
    lcpPhases: lcpPhases(lhr),
  };
}

/** Each side's medians: LCP, TBT and FCP independently; the element of the median-LCP run. */
function sideSummary(runs) {
  const ok = runs.filter((run) => !run.error);
  if (ok.length === 0) return null;
  const medianRun = medianItem(ok, (run) => run.lcpMs);
  return {
    lcpMs: median(ok.map((run) => run.lcpMs)),
    tbtMs: median(ok.map((run) => run.tbtMs)),
    fcpMs: median(ok.map((run) => run.fcpMs)),
    observedLcpMs: median(ok.map((run) => run.observedLcpMs)),
    lcpElement: medianRun.lcpElement,
    lcpPhases: medianRun.lcpPhases,
    lcpRuns: runs.map((run) => run.lcpMs ?? null),
    benchmarkIndexMin: Math.min(...ok.map((run) => run.benchmarkIndex ?? Number.POSITIVE_INFINITY)),
  };
}

const sameElement = (a, b) => (a?.selector ?? a?.snippet) === (b?.selector ?? b?.snippet);

ensureBuilt();
const templates = pageTemplates(options.only);
const stamp = distStamp();
progress(
  `bench:lcp: ${templates.length} template(s) × ${options.runs} run(s) × 2 (built, no JS), performance only`,
);

const servers = [];
let noJsDir;
try {
  noJsDir = makeNoJsCopy();
  servers.push(await startServer({ name: 'built', port: 4394 }));
  servers.push(
    await startServer({
      name: 'no-js',
      port: 4395,
      env: { DIST_DIR: noJsDir, SSR_DIR: join(noJsDir, '.no-ssr-bundle') },
    }),
  );
  await waitForCompression(servers);
  // What Lighthouse will load: the built pages have scripts, the no-JS pages none.
  for (const template of templates) {
    const [built, noJs] = await Promise.all(servers.map((s) => inspect(s.origin, template.path)));
    if (noJs.scripts || noJs.preloads || noJs.templates || built.status !== noJs.status) {
      throw new Error(
        `${template.path}: the no-JS server answers ${JSON.stringify(noJs)}, the built one ${JSON.stringify(built)}`,
      );
    }
    template.served = { built, noJs };
  }
} catch (error) {
  console.error(`bench:lcp: ${error.message}`);
  for (const server of servers) await server.stop();
  process.exit(1);
}
const [builtServer, noJsServer] = servers;

const rows = [];
let environment = {};
const allIndexes = [];
const startedAt = new Date().toISOString();
try {
  for (const [index, template] of templates.entries()) {
    const label = templateLabel(template);
    const before = distStamp();
    const runs = { built: [], noJs: [] };
    for (let run = 1; run <= options.runs; run++) {
      for (const [side, server] of [
        ['built', builtServer],
        ['noJs', noJsServer],
      ]) {
        const began = Date.now();
        await server.ensureRunning();
        const lhr = await runLighthouse(`${server.origin}${template.path}`, ['performance']);
        const summary = summarizeRun(lhr);
        runs[side].push(summary);
        if (measured(lhr)) environment = environmentOf(lhr);
        allIndexes.push(summary.benchmarkIndex);
        progress(
          `[${index + 1}/${templates.length}] ${label} run ${run}/${options.runs} ${side === 'built' ? 'built' : 'no-JS'}: ${
            summary.error
              ? `could not be measured (${summary.error})`
              : `LCP ${fmt(summary.lcpMs)} ms FCP ${fmt(summary.fcpMs)} ms TBT ${fmt(summary.tbtMs)} ms | benchmark index ${fmt(summary.benchmarkIndex)}`
          } (${((Date.now() - began) / 1000).toFixed(0)} s)`,
        );
      }
    }
    const built = sideSummary(runs.built);
    const noJs = sideSummary(runs.noJs);
    const { served, ...page } = template;
    // dist/ rebuilt while this template was measured: its runs may mix two builds.
    const rebuiltDuring = distStamp() !== before;
    if (!built || !noJs) {
      rows.push({ ...page, served, rebuiltDuring, runs, error: 'a side could not be measured' });
      continue;
    }
    const ratio = noJs.lcpMs > 0 ? Math.round((built.lcpMs / noJs.lcpMs) * 100) / 100 : null;
    rows.push({
      ...page,
      served,
      built,
      noJs,
      ratio,
      meetsTarget: ratio !== null && ratio <= maxRatio,
      sameLcpElement: sameElement(built.lcpElement, noJs.lcpElement),
      rebuiltDuring,
      runs,
    });
  }
} finally {
  for (const server of servers) await server.stop();
}

// ---------------------------------------------------------------------------------------------
// Report

const name = (row) => `${row.path}${row.rebuiltDuring ? ' ‡' : ''}`;
const table = markdownTable(
  [
    { title: 'Template' },
    { title: 'Family' },
    { title: 'LCP built', align: 'right' },
    { title: 'LCP no-JS', align: 'right' },
    { title: 'Ratio', align: 'right' },
    { title: 'TBT built', align: 'right' },
    { title: 'TBT no-JS', align: 'right' },
    { title: 'FCP built', align: 'right' },
    { title: 'FCP no-JS', align: 'right' },
    { title: 'LCP element (built)' },
    { title: 'Bench index (min)', align: 'right' },
    { title: '≤ 1.05' },
  ],
  rows.map((row) =>
    row.error
      ? [name(row), row.family ?? '', '–', '–', '–', '–', '–', '–', '–', '–', '–', 'not measured']
      : [
          name(row),
          row.family ?? (row.notFound ? '(not found, 404)' : ''),
          fmt(row.built.lcpMs),
          fmt(row.noJs.lcpMs),
          fmt(row.ratio, 2),
          fmt(row.built.tbtMs),
          fmt(row.noJs.tbtMs),
          fmt(row.built.fcpMs),
          fmt(row.noJs.fcpMs),
          `${elementName(row.built.lcpElement)}${row.sameLcpElement ? '' : ' †'}`,
          fmt(Math.min(row.built.benchmarkIndexMin, row.noJs.benchmarkIndexMin)),
          row.meetsTarget ? 'yes' : '**no**',
        ],
  ),
);

const measuredRows = rows.filter((row) => !row.error);
const meeting = measuredRows.filter((row) => row.meetsTarget);
const missing = measuredRows.filter((row) => !row.meetsTarget);
const unmeasured = rows.filter((row) => row.error);
const ratios = measuredRows.map((row) => row.ratio).filter((r) => r !== null);
const summaryLine = `LCP built / no-JS: ${meeting.length} of ${rows.length} templates at most ${maxRatio}${
  ratios.length
    ? ` (ratio median ${fmt(median(ratios), 2)}, max ${fmt(Math.max(...ratios), 2)})`
    : ''
}${
  missing.length
    ? `; over it: ${missing.map((row) => `${row.path} ${fmt(row.ratio, 2)}`).join(', ')}`
    : ''
}${unmeasured.length ? `; ${unmeasured.length} could not be measured (${unmeasured.map((r) => r.path).join(', ')})` : ''}.`;
const indexes = allIndexes.filter((v) => typeof v === 'number');

console.log(
  `\n## LCP, built vs no JavaScript (Lighthouse mobile, simulated throttling), median of ${options.runs} run(s) per side, ms\n`,
);
console.log(table);
const differing = measuredRows.filter((row) => !row.sameLcpElement);
if (differing.length) {
  console.log('\n† The no-JS page has another LCP element:');
  for (const row of differing) {
    console.log(
      `- ${row.path}: built ${elementName(row.built.lcpElement)}, no-JS ${elementName(row.noJs.lcpElement)}`,
    );
  }
}
if (indexes.length) {
  console.log(
    `\nCPU benchmark index over ${indexes.length} runs: min ${fmt(Math.min(...indexes))}, median ${fmt(median(indexes))}, max ${fmt(Math.max(...indexes))}.`,
  );
}
const busy = busyWarning(indexes);
if (busy) console.log(busy);
console.log(`\n${summaryLine}`);
if (distStamp() !== stamp) {
  const rebuilt = rows.filter((row) => row.rebuiltDuring).map((row) => row.path);
  console.log(
    `\nWarning: dist/ was rebuilt during the run: the built pages after it are of the new build, the no-JS copy is of the old one; measure again${
      rebuilt.length
        ? ` (the rows marked ‡ were measured while it changed: --only=${rebuilt.join(',')})`
        : ''
    }.`,
  );
}

const file = writeResults('lcp.json', {
  command: 'bench:lcp',
  startedAt,
  finishedAt: new Date().toISOString(),
  duration: elapsed(),
  runsPerSide: options.runs,
  only: options.only,
  settings: {
    formFactor: 'mobile',
    throttling: 'simulated (default config)',
    categories: ['performance'],
    order: 'built and no-JS interleaved, each run in a fresh Chromium',
    noJs: 'dist/ copy without <script> (except application/ld+json), <link rel="modulepreload"> and <template id="app-modules">, served without SSR',
  },
  environment,
  target: { maxRatio },
  benchmarkIndex: indexes.length
    ? { min: Math.min(...indexes), median: median(indexes), max: Math.max(...indexes) }
    : null,
  summary: summaryLine,
  templates: rows,
});
console.log(`\nFull summary: ${file} (${elapsed()})`);
process.exit(unmeasured.length ? 1 : 0);

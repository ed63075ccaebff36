// Lighthouse (mobile, the default config) on the home page, the heaviest pages (the contact form,
// the product catalogue) and the not-found page of the built site, served by the real server.
//
// Accessibility, best practices and SEO do not depend on timing: their floors are absolute.
// Performance does, on the host's speed that minute: a slow minute of a shared two-core machine
// scored the catalogue 78 with a CPU benchmark index of 1,182, minutes after it scored 100 at
// 2,000+. So the gate measures what the scripts cost, relative to the page without them in the
// same minute on the same host: each page is audited twice, as built and with every script
// blocked (the HTML and CSS alone), and the gate is the main thread's work of the page over that
// of its HTML (`mainthread-work-breakdown`, which both runs slow down alike on a slow host). The
// absolute scores are printed, and kept as targets by `npm run bench:lighthouse`.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const port = Number(process.env.LIGHTHOUSE_PORT ?? 4180);
const origin = `http://127.0.0.1:${port}`;
/**
 * Floors that fail the run, and each page's two limits:
 * - `maxScriptCost`: its main-thread work over that of its HTML alone. On the 2-core host on
 *   2026-11-29 home measured 1.75 to 2.31, contact 2.34 to 2.66 (one pair 5.03), catalogue 2.3 to
 *   2.49, not-found 2.68 to 2.74; each limit is about 1.3 times the page's usual figure. In a slow
 *   minute made on purpose (the audits and two busy loops pinned to one core: benchmark index
 *   1,160 to 1,666, performance scores 75 to 86) home measured 2.33 to 2.69, contact 2.83,
 *   catalogue 2.51 and not-found 2.67: all under their limits.
 *   On the afternoon of 2026-11-29 the same host measured far wider: a clean-clone CI failed
 *   the catalogue at 3.02 (pairs 2.16, 3.02, 3.07), and pairs in a row measured home 2.31 to
 *   3.46 (median 2.73; built from the commit before that day's search work, 1.98 to 3.05,
 *   median 2.58), the catalogue 2.10 to 3.94 (median 2.67; the older build's app alone took
 *   the same 1,048 to 1,611 ms), contact 2.18 to 3.43 (median 2.77), not-found 2.68 to 2.75.
 *   The HTML alone varied most (370 to 743 ms for the same page) and the CPU benchmark index
 *   did not follow it, so the spread is the host's, not the pages'. Each limit is now about
 *   1.3 times those medians (3.5 for every page; home 2.8, contact 3.4 and the catalogue 3.0
 *   before), and each page is measured as three pairs, five when their median misses.
 * - `maxScriptKb`: the script it downloads as it loads, as sent (on 2026-11-29 home 133.9 kB,
 *   contact 163.7, catalogue 152.5, not-found 138.4); each limit is 15-16 kB over, so 30 kB more
 *   fails it, on any host.
 * The not-found page is meant to answer 404 with noindex, which Lighthouse's SEO category marks
 * down ('http-status-code', 'is-crawlable'), and Chromium logs the 404 status as a console error:
 * its SEO score is printed but not gated, and its best-practices floor allows that one error.
 */
const pages = [
  {
    name: 'home',
    path: '/',
    floors: { accessibility: 1, 'best-practices': 0.95, seo: 1 },
    maxScriptCost: 3.5,
    maxScriptKb: 150,
  },
  {
    name: 'contact',
    path: '/contact',
    floors: { accessibility: 1, 'best-practices': 0.95, seo: 1 },
    maxScriptCost: 3.5,
    maxScriptKb: 180,
  },
  {
    name: 'catalogue',
    path: '/growth-os/digital-products',
    floors: { accessibility: 1, 'best-practices': 0.95, seo: 1 },
    maxScriptCost: 3.5,
    maxScriptKb: 168,
  },
  {
    name: 'not-found',
    path: '/this-page-does-not-exist',
    floors: { accessibility: 1, 'best-practices': 0.9 },
    maxScriptCost: 3.5,
    maxScriptKb: 154,
  },
];

const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: 'test-results/.lighthouse-data',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
/**
 * The server compresses every static file once at start (brotli 11, in the background): measure
 * after that, as a visitor of a running server would, not while it takes a core of a small
 * machine.
 */
const warmedUp = new Promise((resolve) => {
  let log = '';
  server.stdout.on('data', (chunk) => {
    log += chunk;
    if (/static files loaded and compressed/.test(log)) resolve(true);
  });
  setTimeout(() => resolve(false), 120_000).unref();
});
const stop = () => server.kill('SIGTERM');
process.on('exit', stop);

async function waitForServer() {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
}

await waitForServer();
if (!(await warmedUp))
  console.log('lighthouse: the server had not finished compressing after 2 min');
const launchChrome = () =>
  chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });

/**
 * One page in a fresh browser. Lighthouse sometimes fails to record a load's trace when one
 * browser runs several pages in a row (NO_NAVSTART, every score 0): that is a failure of the
 * measurement, not of the page, and the page is measured again in a new browser (three tries).
 */
async function audit(path, flags = {}) {
  for (let attempt = 1; ; attempt++) {
    const chrome = await launchChrome();
    try {
      const result = await lighthouse(`${origin}${path}`, {
        ...flags,
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        ignoreStatusCode: true,
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      const error = result.lhr.runtimeError;
      if (!error || attempt === 3) {
        if (error) console.error(`  ${path}: ${error.code} ${error.message}`);
        return result;
      }
      console.error(`  ${path}: ${error.code}, measuring again`);
    } finally {
      await chrome.kill();
    }
  }
}

/** Main-thread work of a run, in ms (Lighthouse's breakdown: script, style, layout, parsing…). */
const mainThread = (result) => result.lhr.audits['mainthread-work-breakdown']?.numericValue ?? 0;

/**
 * Script the page downloaded while Lighthouse loaded it, in kB as sent (brotli): its module
 * preloads and whatever it imports as it starts (`resource-summary`). It does not depend on the
 * host's speed, so its limit is tight: a page that gains 30 kB of script fails it, even where
 * that script costs too little main-thread time for the script cost to tell.
 */
const scriptKb = (result) =>
  (result.lhr.audits['resource-summary']?.details?.items ?? []).find(
    (item) => item.resourceType === 'script',
  )?.transferSize / 1024 || 0;

/** The page as built, and the same page with every script blocked (its HTML and CSS alone). */
async function scriptCost(path) {
  const html = await audit(path, { blockedUrlPatterns: ['*.js'] });
  const app = await audit(path);
  return { app, html, cost: mainThread(app) / Math.max(1, mainThread(html)) };
}

/** Pairs measured for every page, and for a page whose median of those is over its limit. */
const runs = 3;
const runsOnMiss = 5;

/**
 * One pair of runs varies (two processes on a shared two-core machine, where the same page's
 * HTML alone takes 370 to 740 ms from one minute to the next): every page is measured three
 * times, and a page whose median is over its limit twice more; the pair with the median cost
 * is reported and gated, so one slow pair, or two, cannot fail it.
 */
async function measure(path, maxCost) {
  const pairs = [];
  const median = () => {
    const sorted = [...pairs].sort((x, y) => x.cost - y.cost);
    return { ...sorted[Math.floor(sorted.length / 2)], costs: sorted.map((run) => run.cost) };
  };
  while (pairs.length < runs) pairs.push(await scriptCost(path));
  if (median().cost <= maxCost) return median();
  while (pairs.length < runsOnMiss) pairs.push(await scriptCost(path));
  return median();
}

let failed = false;
const report = {};
try {
  // `node scripts/test/lighthouse.mjs home contact`: those pages only.
  const only = process.argv.slice(2);
  for (const { name, path, floors, maxScriptCost, maxScriptKb } of pages) {
    if (only.length && !only.includes(name)) continue;
    const { app: result, html, cost, costs } = await measure(path, maxScriptCost);
    const categories = result.lhr.categories;
    const scores = Object.fromEntries(
      Object.entries(categories).map(([id, c]) => [id, Math.round((c.score ?? 0) * 100)]),
    );
    const metrics = Object.fromEntries(
      [
        'first-contentful-paint',
        'largest-contentful-paint',
        'total-blocking-time',
        'speed-index',
        'cumulative-layout-shift',
      ].map((id) => [id, result.lhr.audits[id]?.displayValue ?? '?']),
    );
    const round = (value) => Math.round(value * 100) / 100;
    report[name] = {
      ...scores,
      scriptCost: round(cost),
      scriptCosts: costs.map(round),
      maxScriptCost,
      scriptKb: round(scriptKb(result)),
      maxScriptKb,
      mainThreadMs: Math.round(mainThread(result)),
      htmlMainThreadMs: Math.round(mainThread(html)),
      htmlPerformance: Math.round((html.lhr.categories.performance?.score ?? 0) * 100),
      metrics,
      benchmarkIndex: result.lhr.environment.benchmarkIndex,
    };
    console.log(
      `lighthouse ${name.padEnd(10)} performance ${scores.performance}  accessibility ${scores.accessibility}  best-practices ${scores['best-practices']}  seo ${scores.seo}`,
    );
    console.log(
      `           script cost ${round(cost)} (limit ${maxScriptCost}): main thread ${Math.round(mainThread(result))} ms, ${Math.round(mainThread(html))} ms without scripts` +
        `; ${costs.length} pairs ${costs.map(round).join(', ')}, the median decides`,
    );
    console.log(
      `           script downloaded ${scriptKb(result).toFixed(1)} kB (limit ${maxScriptKb} kB, as sent)`,
    );
    if (!(scriptKb(result) <= maxScriptKb)) {
      failed = true;
      console.error(
        `  ${name}: it downloads ${scriptKb(result).toFixed(1)} kB of script as it loads, over its limit of ${maxScriptKb} kB`,
      );
    }
    if (!(cost <= maxScriptCost)) {
      failed = true;
      console.error(
        `  ${name}: its scripts cost ${round(cost)}× the main-thread work of its HTML, over the limit of ${maxScriptCost}`,
      );
    }
    console.log(
      `           ${Object.entries(metrics)
        .map(([id, value]) => `${id.replace(/-/g, ' ')} ${value}`)
        .join(' | ')}`,
    );
    // Lighthouse's CPU benchmark of this machine: under 1000, it warns that the host is slower
    // than its 4x CPU slowdown assumes, and scores drop (docs/throttling.md, calibrating).
    console.log(`           host CPU benchmark index ${result.lhr.environment.benchmarkIndex}`);
    for (const [id, floor] of Object.entries(floors)) {
      if ((categories[id]?.score ?? 0) < floor) {
        failed = true;
        const audits = Object.values(result.lhr.audits)
          .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative')
          .map((a) => `  - ${a.id}: ${a.title}`)
          .slice(0, 15);
        console.error(
          `  ${name}: ${id} ${scores[id]} is below ${floor * 100}\n${audits.join('\n')}`,
        );
      }
    }
  }
} finally {
  stop();
}
mkdirSync('test-results', { recursive: true });
writeFileSync('test-results/lighthouse.json', `${JSON.stringify(report, null, 2)}\n`);
process.exit(failed ? 1 : 0);

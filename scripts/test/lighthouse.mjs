// Lighthouse (mobile, the default config) on the home page, the heaviest pages (the contact form,
// the product catalogue) and the not-found page of the built site,
// served by the real server. Prints the four category scores; fails below the floors. A
// performance score under its floor is measured again: the median of three runs decides.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const port = Number(process.env.LIGHTHOUSE_PORT ?? 4180);
const origin = `http://127.0.0.1:${port}`;
/**
 * Floors that fail the run. Performance on a shared 2-core CI box varies, so its floor is lower.
 * The not-found page is meant to answer 404 with noindex, which Lighthouse's SEO category marks
 * down ('http-status-code', 'is-crawlable'), and Chromium logs the 404 status as a console error:
 * its SEO score is printed but not gated, and its best-practices floor allows that one error.
 */
const pages = [
  {
    name: 'home',
    path: '/',
    floors: { performance: 0.8, accessibility: 1, 'best-practices': 0.95, seo: 1 },
  },
  {
    name: 'contact',
    path: '/contact',
    floors: { performance: 0.8, accessibility: 1, 'best-practices': 0.95, seo: 1 },
  },
  {
    name: 'catalogue',
    path: '/growth-os/digital-products',
    floors: { performance: 0.8, accessibility: 1, 'best-practices': 0.95, seo: 1 },
  },
  {
    name: 'not-found',
    path: '/this-page-does-not-exist',
    floors: { performance: 0.8, accessibility: 1, 'best-practices': 0.9 },
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
async function audit(path) {
  for (let attempt = 1; ; attempt++) {
    const chrome = await launchChrome();
    try {
      const result = await lighthouse(`${origin}${path}`, {
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

/** Runs of one page when its first performance score is under the floor: the median decides. */
const runsOnMiss = 3;

const performanceScore = (result) => result.lhr.categories.performance?.score ?? 0;

/**
 * Performance is timed on a shared 2-core machine, and one run of it varies by 10 points or more
 * (Lighthouse's own advice on variability: take the median of several runs). A page whose first
 * run is under its performance floor is measured twice more, and the run with the median score
 * is the one reported and gated. The other categories do not depend on timing.
 */
async function measure(path, floor) {
  const first = await audit(path);
  if (performanceScore(first) >= floor) return { result: first, scores: [performanceScore(first)] };
  const results = [first];
  while (results.length < runsOnMiss) results.push(await audit(path));
  results.sort((a, b) => performanceScore(a) - performanceScore(b));
  return {
    result: results[Math.floor(results.length / 2)],
    scores: results.map(performanceScore),
  };
}

let failed = false;
const report = {};
try {
  for (const { name, path, floors } of pages) {
    const { result, scores: runs } = await measure(path, floors.performance);
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
    const performanceRuns = runs.map((score) => Math.round(score * 100));
    report[name] = {
      ...scores,
      performanceRuns,
      metrics,
      benchmarkIndex: result.lhr.environment.benchmarkIndex,
    };
    console.log(
      `lighthouse ${name.padEnd(10)} performance ${scores.performance}  accessibility ${scores.accessibility}  best-practices ${scores['best-practices']}  seo ${scores.seo}`,
    );
    if (performanceRuns.length > 1) {
      console.log(
        `           performance of ${performanceRuns.length} runs ${performanceRuns.join(', ')}: the median run is reported`,
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

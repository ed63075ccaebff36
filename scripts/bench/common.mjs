// Shared helpers of the benchmarks in this folder (`npm run bench:lighthouse`, `npm run bench:lcp`):
// argument parsing, the list of page templates, the server (start with its own port, data
// directory and environment; wait for its health check and its start-up compression; stop on
// exit), Chromium and Lighthouse (a fresh browser per run, failed traces measured again), medians
// and Markdown tables. Nothing here is a test: these scripts report, they do not gate.
import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

/** The repository root (scripts/bench/../..): every path below is relative to it. */
export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
process.chdir(root);

export const distDir = join(root, 'dist');
export const prerenderedFile = join(distDir, 'prerendered.json');
/** A path no route matches: the server answers it with the not-found page and status 404. */
export const notFoundPath = '/this-page-does-not-exist';
export const resultsDir = join(root, 'test-results/bench');

const startedAt = Date.now();

/** Progress, on stderr (stdout carries the report), with the time since the start. */
export function progress(message) {
  const seconds = Math.round((Date.now() - startedAt) / 1000);
  const stamp = `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
  process.stderr.write(`[${stamp}] ${message}\n`);
}

/** How long the run has taken so far, e.g. '12 min 5 s'. */
export function elapsed() {
  const seconds = Math.round((Date.now() - startedAt) / 1000);
  return seconds >= 60 ? `${Math.floor(seconds / 60)} min ${seconds % 60} s` : `${seconds} s`;
}

// ---------------------------------------------------------------------------------------------
// Arguments

/**
 * `--only=/contact,/` (comma-separated paths, or family patterns such as `/careers/$slug`) and
 * `--runs=N`; `--name value` works as well as `--name=value`. Exits with usage on anything else.
 */
export function parseArgs(argv, { usage, defaultRuns }) {
  const options = { only: null, runs: defaultRuns };
  const fail = (message) => {
    console.error(`${message}\n\n${usage}`);
    process.exit(2);
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--help' || arg === '-h') {
      console.log(usage);
      process.exit(0);
    }
    const match = /^--(only|runs)(?:=(.*))?$/.exec(arg);
    if (!match) fail(`Unknown argument: ${arg}`);
    const value = match[2] ?? argv[++i];
    if (value === undefined) fail(`--${match[1]} needs a value`);
    if (match[1] === 'runs') {
      const runs = Number(value);
      if (!Number.isInteger(runs) || runs < 1) fail(`--runs must be a whole number ≥ 1: ${value}`);
      options.runs = runs;
    } else {
      options.only = value
        .split(',')
        .map((path) => path.trim())
        .filter(Boolean);
      if (options.only.length === 0) fail('--only needs at least one path');
    }
  }
  return options;
}

// ---------------------------------------------------------------------------------------------
// The site and its templates

/** Builds the site when dist/prerendered.json is missing (the build writes it last). */
export function ensureBuilt() {
  if (existsSync(prerenderedFile)) return;
  progress('dist/prerendered.json is missing: building the site (node scripts/build/build.mjs)…');
  const build = spawnSync(process.execPath, ['scripts/build/build.mjs'], { stdio: 'inherit' });
  if (build.status !== 0 || !existsSync(prerenderedFile)) {
    console.error('bench: the build failed, nothing to measure');
    process.exit(1);
  }
}

/**
 * The page templates: every prerendered path that is not an instance of a param route, the first
 * instance of each param route that has any (`family` is its pattern, e.g. '/careers/$slug'),
 * and the not-found page. In the order of `paths`, the not-found page last.
 * With `only`, the templates whose path or family is listed; a listed path that is none of them
 * is measured too (as a one-off row), so any page can be compared.
 */
export function pageTemplates(only = null) {
  const { paths, templates } = JSON.parse(readFileSync(prerenderedFile, 'utf8'));
  const familyOf = new Map();
  const firstOf = new Map();
  for (const [family, instances] of Object.entries(templates)) {
    for (const path of instances) familyOf.set(path, family);
    if (instances.length > 0) firstOf.set(family, instances[0]);
  }
  const list = [];
  for (const path of paths) {
    const family = familyOf.get(path);
    if (!family) list.push({ path, family: null, notFound: false });
    else if (firstOf.get(family) === path) list.push({ path, family, notFound: false });
  }
  // A family whose first instance is (unexpectedly) not in `paths` is still measured.
  for (const [family, path] of firstOf) {
    if (!list.some((t) => t.path === path)) list.push({ path, family, notFound: false });
  }
  list.push({ path: notFoundPath, family: null, notFound: true });
  for (const template of list) template.noindex = template.notFound || isNoindex(template.path);
  if (!only) return list;
  const chosen = list.filter((t) => only.includes(t.path) || only.includes(t.family));
  for (const path of only) {
    if (chosen.some((t) => t.path === path || t.family === path)) continue;
    if (!path.startsWith('/')) {
      console.error(`bench: --only takes paths that start with '/': ${path}`);
      process.exit(2);
    }
    progress(`${path} is not one of the templates: measuring it anyway`);
    const notFound = path === notFoundPath;
    chosen.push({
      path,
      family: familyOf.get(path) ?? null,
      notFound,
      noindex: notFound || isNoindex(path),
    });
  }
  return chosen;
}

/**
 * Whether a prerendered page asks search engines not to index it (`<meta name="robots"
 * content="noindex">`, such as the contact form's thank-you page): Lighthouse's SEO category
 * marks that down by design.
 */
function isNoindex(path) {
  const file = join(distDir, path === '/' ? 'index.html' : `${path.slice(1)}/index.html`);
  try {
    return /<meta name="robots" content="[^"]*noindex/.test(readFileSync(file, 'utf8'));
  } catch {
    return false;
  }
}

/** A template's label: its path, and the family pattern for a param route's instance. */
export const templateLabel = (t) => (t.family ? `${t.path} (${t.family})` : t.path);

/**
 * When dist/ was last rebuilt (null while a build has removed it), to mark what was measured
 * while it changed: a rebuild takes the cores and swaps the files being served.
 */
export function distStamp() {
  try {
    return statSync(prerenderedFile).mtimeMs;
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------------------------------------
// Cleanup: servers, browsers and temporary directories go when the process does

const children = new Set();
const tempDirs = new Set();

/** A temporary directory, removed when the process exits. */
export function makeTempDir(prefix) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  tempDirs.add(dir);
  return dir;
}

export function removeTempDir(dir) {
  rmSync(dir, { recursive: true, force: true });
  tempDirs.delete(dir);
}

process.on('exit', () => {
  for (const child of children) child.kill('SIGTERM');
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    process.stderr.write(`\n${signal}: stopping the servers and browsers\n`);
    chromeLauncher.killAll();
    process.exit(130);
  });
}

// ---------------------------------------------------------------------------------------------
// The server

/** `preferred` when nothing listens there, else the next free port above it. */
export async function freePort(preferred) {
  for (let port = preferred; port < preferred + 100; port++) {
    const free = await new Promise((done) => {
      const probe = createServer();
      probe.once('error', () => done(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => done(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port in ${preferred}–${preferred + 99}`);
}

/**
 * Starts `node --import tsx server/main.ts` on 127.0.0.1 and a free port from `port` up, with
 * its own temporary DATA_DIR and `env` on top of this process's environment. Resolves once the
 * server has logged that it listens on that port and /healthz answers (a port taken by another
 * process between the probe and the start is skipped: the next one is tried). `compressed`
 * resolves when the server has logged that its start-up compression (brotli 11 of every static
 * file, a core's work for a while on a small machine) is done: measuring during it would
 * measure the compression. Returns { name, origin, port, stop, compressed }.
 */
export async function startServer({ name, port: preferred, env = {} }) {
  let current = null;
  const handle = { name, origin: null, port: null, compressed: null };
  const launch = async () => {
    let port = preferred;
    for (let attempt = 1; ; attempt++) {
      port = await freePort(port);
      try {
        current = await spawnServer(name, port, env);
        break;
      } catch (error) {
        if (!error.portTaken || attempt === 5) throw error;
        progress(`server ${name}: port ${port} was taken meanwhile, trying the next one`);
        port++;
      }
    }
    Object.assign(handle, {
      origin: current.origin,
      port: current.port,
      compressed: current.compressed,
    });
  };
  handle.stop = async () => current?.stop();
  /**
   * Starts the server again (and waits for its compression) when it has stopped: on a shared
   * machine something else may end it. True when it had to.
   */
  handle.ensureRunning = async () => {
    if (current.alive()) return false;
    progress(`server ${name}: not running any more, starting it again`);
    await launch();
    await waitForCompression([handle]);
    return true;
  };
  await launch();
  return handle;
}

async function spawnServer(name, port, env) {
  const dataDir = makeTempDir(`bench-${name}-data-`);
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  const origin = `http://127.0.0.1:${port}`;
  let exited = null;
  let stopping = false;
  let tail = '';
  const exit = new Promise((done) => {
    child.once('exit', (code, signal) => {
      children.delete(child);
      exited = signal ?? `code ${code}`;
      if (!stopping) {
        progress(
          `server ${name} on ${origin} exited unexpectedly (${exited}); its last output: ${shorten(tail, 300)}`,
        );
      }
      done();
    });
  });
  let log = '';
  let listening = false;
  let errors = '';
  const compressed = new Promise((done) => {
    child.stdout.on('data', (chunk) => {
      log += chunk;
      tail = (tail + chunk).slice(-1000);
      // server/main.ts: 'Response site: serving <dir> on http://127.0.0.1:<port>'.
      if (!listening && log.includes(` on ${origin}`)) listening = true;
      const match = /static files loaded and compressed in (\d+) ms/.exec(log);
      if (match) {
        done(Number(match[1]));
        log = '';
      } else if (log.length > 100_000) log = log.slice(-1000);
    });
    exit.then(() => done(null));
  });
  // The server's warnings and errors, labelled.
  child.stderr.on('data', (chunk) => {
    errors = (errors + chunk).slice(-10_000);
    for (const line of String(chunk).split('\n')) {
      if (line.trim()) process.stderr.write(`  [server ${name}] ${line}\n`);
    }
  });

  const stop = async () => {
    stopping = true;
    if (!exited) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exit;
      clearTimeout(timer);
    }
    removeTempDir(dataDir);
  };

  progress(
    `server ${name}: starting on ${origin}${env.DIST_DIR ? ` (DIST_DIR=${env.DIST_DIR})` : ''}`,
  );
  for (let i = 0; ; i++) {
    if (exited) {
      await stop();
      const error = new Error(`server ${name} exited (${exited}) before answering`);
      error.portTaken = errors.includes('EADDRINUSE');
      throw error;
    }
    // Only once our server listens: until then another process could answer on the port.
    if (listening) {
      try {
        if ((await fetch(`${origin}/healthz`)).ok) break;
      } catch {}
    }
    if (i === 300) {
      await stop();
      throw new Error(`server ${name} did not answer /healthz within 60 s`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { origin, port, stop, compressed, alive: () => !exited };
}

/** Waits until every server has finished its start-up compression (at most `timeoutMs`). */
export async function waitForCompression(servers, timeoutMs = 300_000) {
  progress(
    `waiting for ${servers.map((s) => s.name).join(' and ')} to finish compressing their static files…`,
  );
  const timeout = new Promise((done) => setTimeout(() => done('timeout'), timeoutMs).unref());
  for (const server of servers) {
    const ms = await Promise.race([server.compressed, timeout]);
    if (ms === 'timeout') {
      progress(
        `server ${server.name}: still compressing after ${timeoutMs / 1000} s, measuring anyway`,
      );
    } else if (ms === null) {
      throw new Error(`server ${server.name} exited while compressing`);
    } else {
      progress(`server ${server.name}: static files compressed in ${(ms / 1000).toFixed(1)} s`);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Chromium and Lighthouse

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Chromium as scripts/test/lighthouse.mjs launches it (the CI gate): headless, offline, quiet. */
export function launchChrome() {
  return chromeLauncher.launch({
    chromePath: chromiumPath,
    handleSIGINT: false,
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
}

/**
 * One Lighthouse run of `url` (mobile, the default config: simulated throttling) in a fresh
 * Chromium, returning the LHR. Lighthouse sometimes fails to record a load's trace (NO_NAVSTART
 * and similar runtime errors, every score 0) or the browser fails: that is a failure of the
 * measurement, not of the page, so it is measured again in a new browser (three tries). After
 * the third, the LHR with its runtimeError (or null when Lighthouse threw) is returned.
 */
export async function runLighthouse(url, categories) {
  let last = null;
  for (let attempt = 1; attempt <= 3; attempt++) {
    // A failure is often passing (a rebuild of dist/, a busy machine): wait a little first.
    if (attempt > 1) await new Promise((r) => setTimeout(r, 5000 * (attempt - 1)));
    let chrome;
    try {
      chrome = await launchChrome();
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        ignoreStatusCode: true,
        onlyCategories: categories,
      });
      last = result?.lhr ?? null;
      const error = last?.runtimeError;
      if (last && !error) return last;
      progress(
        `  ${url}: ${error ? `${error.code} ${error.message}` : 'no result'}${attempt < 3 ? ', measuring again' : ''}`,
      );
    } catch (error) {
      progress(`  ${url}: ${error?.message ?? error}${attempt < 3 ? ', measuring again' : ''}`);
    } finally {
      if (chrome) {
        try {
          chrome.kill();
        } catch {}
      }
    }
  }
  return last;
}

/** Whether an LHR is a real measurement (not a failed trace). */
export const measured = (lhr) => Boolean(lhr && !lhr.runtimeError);

/** A metric audit's numeric value, rounded (ms for times), or null. */
export function metric(lhr, id, digits = 0) {
  const value = lhr?.audits?.[id]?.numericValue;
  if (typeof value !== 'number') return null;
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/** The Lighthouse and Chromium versions of a run, for the JSON. */
export const environmentOf = (lhr) => ({
  lighthouseVersion: lhr?.lighthouseVersion,
  userAgent: lhr?.environment?.hostUserAgent,
});

// ---------------------------------------------------------------------------------------------
// Statistics and output

/** The median of numbers (the mean of the middle two for an even count); null when empty. */
export function median(values) {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The item with the median `key` (the lower of the middle two for an even count). */
export function medianItem(items, key) {
  const sorted = [...items].sort((a, b) => key(a) - key(b));
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? null;
}

/** { min, median, max } of numbers, or null when there are none. */
export function spread(values) {
  const numbers = values.filter((v) => typeof v === 'number');
  if (numbers.length === 0) return null;
  return { min: Math.min(...numbers), median: median(numbers), max: Math.max(...numbers) };
}

/**
 * A warning when some runs had a much slower machine than the others (a CPU benchmark index
 * under half the median: another process took the cores), which skews TBT and LCP; else null.
 */
export function busyWarning(indexes) {
  const numbers = indexes.filter((v) => typeof v === 'number');
  const typical = median(numbers);
  if (typical === null) return null;
  const slow = numbers.filter((v) => v < typical / 2);
  if (slow.length === 0) return null;
  return `Warning: ${slow.length} of ${numbers.length} runs had a CPU benchmark index under half the median (${fmt(Math.min(...slow))} vs ${fmt(typical)}): the machine was busy, those runs' TBT and LCP are inflated; rerun the rows concerned (--only).`;
}

/** A number for a table: thousands separated, '–' for none. */
export function fmt(value, digits = 0) {
  if (value === null || value === undefined || Number.isNaN(value)) return '–';
  return value.toLocaleString('en-GB', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
}

/**
 * A Markdown table, its columns padded so it also reads in a terminal. `columns`:
 * [{ title, align: 'left' | 'right' }]; `rows`: arrays of cells (strings).
 */
export function markdownTable(columns, rows) {
  const cell = (value) => String(value ?? '').replace(/\|/g, '\\|');
  const widths = columns.map((column, i) =>
    Math.max(3, column.title.length, ...rows.map((row) => cell(row[i]).length)),
  );
  const pad = (value, i) =>
    columns[i].align === 'right' ? value.padStart(widths[i]) : value.padEnd(widths[i]);
  const line = (cells) => `| ${cells.map((value, i) => pad(cell(value), i)).join(' | ')} |`;
  const rule = `| ${widths.map((w, i) => (columns[i].align === 'right' ? `${'-'.repeat(w - 1)}:` : '-'.repeat(w))).join(' | ')} |`;
  return [line(columns.map((c) => c.title)), rule, ...rows.map(line)].join('\n');
}

/** Writes the JSON summary under test-results/bench/ and returns its path. */
export function writeResults(file, data) {
  mkdirSync(resultsDir, { recursive: true });
  const path = join(resultsDir, file);
  writeFileSync(path, `${JSON.stringify(data, null, 2)}\n`);
  return path;
}

/** Shortens text to `max` characters, whitespace collapsed. */
export function shorten(text, max) {
  const flat = String(text ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

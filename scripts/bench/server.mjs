// `npm run bench:server`: how many requests a second OUR server (server/main.ts, Hono on Node)
// answers for a few kinds of URL, next to nginx serving the same prerendered files, on this
// machine. One command on a fresh Debian 12: it installs wrk and nginx with apt when missing
// (and nginx's brotli static module when Debian has it), builds the site when dist/ is missing,
// takes a snapshot of dist/ in a temporary directory (so a rebuild during the run does not pull
// the files from under a server), starts our server on it (`node --import tsx server/main.ts`,
// DIST_DIR the snapshot, DATA_DIR a temporary one; measured once its start-up compression is
// done) and a private nginx instance (config from scripts/bench/nginx.conf.template; its pid
// file, logs and temp paths in the temporary directory; the system nginx is not touched) on a
// copy with .gz (gzip 9) and .br (brotli 11) siblings and the headers of dist/_headers. It checks
// that both answer `/` and the React DOM chunk with the bytes of dist/ and the same headers, then
// for each row runs wrk against ours, then against nginx.
//
// Rows: home `/`; a landing with utm parameters; the contact page with attribution parameters;
// the React DOM chunk (a hashed asset); a scanner's 404 (`/wp-admin/setup-config.php`); and, because
// scanners must not slow the site down: every request a new unknown path (`/scan-<random>/x.php`,
// a wrk Lua script), every request a new `/?gclid=<random>`, and home measured while a second wrk
// (1 thread, 16 connections) requests new unknown paths at the same time (home's numbers; the
// scan's own rate is under Details).
//
// How to read the report (stdout, Markdown; progress goes to stderr): req/s is wrk's
// Requests/sec; p50 / p99 its latency distribution (of the requests that completed); ours/nginx %
// is ours' share of nginx's rate; a row meets the target when ours is at least 50% of nginx's
// rate with zero errors. Errors are socket errors (connect, read, write, timeout) plus responses
// with another status than the one expected (200; 404 for the 404 and unknown-path rows: the
// rows with a Lua script count each status, the others take wrk's "Non-2xx or 3xx responses").
// wrk, our server and nginx share the machine's cores, and anything else running skews the
// numbers (the report prints the load average): compare the two servers within one run, and
// expect ±10% or more between runs. Exit 0 even when a row misses the target (this measures, it
// does not gate); non-zero when the benchmark itself could not run or a row could not be measured.
//
// Options: --only=<row>[,<row>] (home, query, contact, asset, 404, scan, gclid, home-scan),
// --help. Environment: BENCH_DURATION (seconds per run, 8), BENCH_THREADS (2),
// BENCH_CONNECTIONS (32), BENCH_SCAN_CONNECTIONS (16, the scan alongside home), BENCH_WARMUP
// (seconds of wrk before each measured run, not counted; 1; 0 for none), BENCH_TIMEOUT (wrk's
// --timeout in seconds, 2), BENCH_TARGET (percent of nginx's req/s, 50), BENCH_PORT (ours, 4391),
// BENCH_NGINX_PORT (4392; both fall back to a free port), BENCH_BROTLI=0 (gzip_static only),
// BENCH_INSTALL=0 (never apt-get), BENCH_KEEP_TEMP=1 (keep the temporary directory: nginx
// config and error log, Lua scripts).
import { spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { availableParallelism, loadavg, constants as osConstants, release, tmpdir } from 'node:os';
import { basename, dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import {
  brotliCompress,
  brotliDecompressSync,
  gunzipSync,
  gzip,
  constants as zlibConstants,
} from 'node:zlib';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
process.chdir(root);

const distDir = join(root, 'dist');
const templateFile = join(root, 'scripts/bench/nginx.conf.template');
const BROTLI_PACKAGE = 'libnginx-mod-http-brotli-static';
const BROTLI_MODULE_FILE = 'ngx_http_brotli_static_module.so';
/** What our server sends as Cache-Control for everything but /assets/ (server/headers.ts). */
const REVALIDATE_CACHE_CONTROL = 'no-cache';
/** Extensions nginx gets precompressed siblings for; under 1 KB our server sends them as is. */
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.css',
  '.svg',
  '.json',
  '.xml',
  '.txt',
  '.webmanifest',
]);
const COMPRESSION_THRESHOLD = 1024;
const ACCEPT_ENCODING = 'br, gzip';
/** Headers compared between the two servers before measuring. */
const COMPARED_HEADERS = [
  'content-type',
  'content-encoding',
  'cache-control',
  'vary',
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'x-frame-options',
  'cross-origin-opener-policy',
];

const usage = `Usage: npm run bench:server [-- --only=<row>[,<row>]]

Rows: home, query, contact, asset, 404, scan, gclid, home-scan.
Environment: BENCH_DURATION=8 BENCH_THREADS=2 BENCH_CONNECTIONS=32 BENCH_SCAN_CONNECTIONS=16
BENCH_WARMUP=1 BENCH_TIMEOUT=2 BENCH_TARGET=50 BENCH_PORT=4391 BENCH_NGINX_PORT=4392
BENCH_BROTLI=0 BENCH_INSTALL=0 BENCH_KEEP_TEMP=1 (see the comment at the top of the script).`;

class UsageError extends Error {}

// ---------------------------------------------------------------------------------------------
// Settings

function envInteger(name, fallback, min) {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const match = /^(\d+)(s?)$/.exec(raw.trim());
  const value = match ? Number(match[1]) : Number.NaN;
  if (!Number.isInteger(value) || value < min) {
    throw new UsageError(`${name} must be a whole number of at least ${min}: ${raw}`);
  }
  return value;
}

const ROWS = [
  { name: 'home', label: 'home `/`', path: '/', expect: 200 },
  {
    name: 'query',
    label: 'query-string landing `/?utm_…`',
    path: '/?utm_source=newsletter&utm_medium=email&utm_campaign=november',
    expect: 200,
  },
  {
    name: 'contact',
    label: 'contact with attribution `/contact?ref=…`',
    path: '/contact?ref=cta&from=/&label=contact',
    expect: 200,
  },
  { name: 'asset', label: 'asset (React DOM chunk)', path: null, expect: 200 },
  {
    name: '404',
    label: '404 `/wp-admin/setup-config.php`',
    path: '/wp-admin/setup-config.php',
    expect: 404,
  },
  { name: 'scan', label: 'unknown paths, each new', random: 'scan', expect: 404 },
  { name: 'gclid', label: 'odd query strings, each new', random: 'gclid', expect: 200 },
  { name: 'home-scan', label: 'home while a scan runs', path: '/', expect: 200, alongside: 'scan' },
];

function parseArgs(argv) {
  let only = null;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--help' || arg === '-h') {
      console.log(usage);
      process.exit(0);
    }
    const match = /^--only(?:=(.*))?$/.exec(arg);
    if (!match) throw new UsageError(`Unknown argument: ${arg}`);
    const value = match[1] ?? argv[++i];
    if (!value) throw new UsageError('--only needs a row name');
    only = value.split(',').map((name) => name.trim());
    const unknown = only.filter((name) => !ROWS.some((row) => row.name === name));
    if (unknown.length) throw new UsageError(`Unknown row: ${unknown.join(', ')}`);
  }
  return { only };
}

function readSettings() {
  const settings = {
    duration: envInteger('BENCH_DURATION', 8, 1),
    threads: envInteger('BENCH_THREADS', 2, 1),
    connections: envInteger('BENCH_CONNECTIONS', 32, 1),
    scanConnections: envInteger('BENCH_SCAN_CONNECTIONS', 16, 1),
    warmup: envInteger('BENCH_WARMUP', 1, 0),
    timeout: envInteger('BENCH_TIMEOUT', 2, 1),
    target: envInteger('BENCH_TARGET', 50, 0),
    port: envInteger('BENCH_PORT', 4391, 1),
    nginxPort: envInteger('BENCH_NGINX_PORT', 4392, 1),
    brotli: process.env.BENCH_BROTLI !== '0',
    install: process.env.BENCH_INSTALL !== '0',
    keepTemp: process.env.BENCH_KEEP_TEMP === '1',
  };
  if (settings.connections < settings.threads) {
    throw new UsageError(
      'BENCH_CONNECTIONS must be at least BENCH_THREADS (wrk needs one per thread)',
    );
  }
  return settings;
}

// ---------------------------------------------------------------------------------------------
// Progress, child processes, clean-up

const startedAt = Date.now();

/** Progress on stderr (stdout carries the report), with the time since the start. */
function progress(message) {
  const seconds = Math.round((Date.now() - startedAt) / 1000);
  const stamp = `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
  process.stderr.write(`[${stamp}] ${message}\n`);
}

/** Children still running (our server, nginx, wrk): stopped on exit, error or signal. */
const children = new Set();
let tempDir = null;
let keepTemp = false;

function killChildren(signal = 'SIGTERM') {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) {
      try {
        child.kill(signal);
      } catch {}
    }
  }
}

function removeTemp() {
  if (!tempDir) return;
  if (keepTemp) {
    process.stderr.write(`bench:server: kept ${tempDir}\n`);
  } else {
    rmSync(tempDir, { recursive: true, force: true });
  }
  tempDir = null;
}

process.on('exit', () => {
  killChildren();
  removeTemp();
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    process.stderr.write(`\nbench:server: ${signal}, stopping the servers\n`);
    process.exit(128 + (osConstants.signals[signal] ?? 1));
  });
}

/** Track a spawned child until it exits; `exited` resolves with its code (or signal). */
function track(child) {
  children.add(child);
  child.exited = new Promise((resolveExit) => {
    child.on('exit', (code, signal) => {
      children.delete(child);
      resolveExit(code ?? signal);
    });
    child.on('error', (error) => {
      children.delete(child);
      resolveExit(error.message);
    });
  });
  return child;
}

/** SIGTERM, then SIGKILL when the child has not exited after `graceMs`. */
async function stop(child, graceMs = 12_000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await child.exited;
  clearTimeout(timer);
}

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/** A command's output (stdout and stderr), or null when it cannot be run. */
function capture(command, args) {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.error) return null;
  return { status: result.status, output: `${result.stdout ?? ''}${result.stderr ?? ''}`.trim() };
}

function commandExists(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

// ---------------------------------------------------------------------------------------------
// 1. Tools: wrk, nginx, the brotli static module

function aptRunner() {
  if (process.getuid?.() === 0) return [];
  if (commandExists('sudo') && spawnSync('sudo', ['-n', 'true']).status === 0) return ['sudo'];
  return null;
}

let aptUpdated = false;

function aptGet(args) {
  const prefix = aptRunner();
  if (!prefix) return false;
  const [command, ...rest] = [...prefix, 'apt-get', ...args];
  progress(`${prefix.length ? 'sudo ' : ''}apt-get ${args.join(' ')}`);
  const result = spawnSync(command, rest, {
    stdio: ['ignore', 2, 2],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

function aptUpdate() {
  if (aptUpdated) return true;
  aptUpdated = true;
  return aptGet(['update']);
}

function aptInstall(packages) {
  if (!aptUpdate()) return false;
  return aptGet(['install', '-y', ...packages]);
}

function nginxBinary() {
  if (commandExists('nginx')) return 'nginx';
  return existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : null;
}

/** The candidate version of a package in apt's lists, or null (none, or no lists yet). */
function aptCandidate(name) {
  const policy = capture('apt-cache', ['policy', name]);
  const candidate = policy?.output.match(/Candidate:\s*(\S+)/)?.[1];
  return candidate && candidate !== '(none)' ? candidate : null;
}

function installedVersion(name) {
  const status = capture('dpkg', ['-s', name]);
  if (status?.status !== 0 || !/^Status: install ok installed$/m.test(status.output)) return null;
  return /^Version:\s*(\S+)/m.exec(status.output)?.[1] ?? '?';
}

function brotliModulePath() {
  const listed = capture('dpkg', ['-L', BROTLI_PACKAGE]);
  const fromPackage =
    listed?.status === 0
      ? listed.output.split('\n').find((line) => line.endsWith(`/${BROTLI_MODULE_FILE}`))
      : undefined;
  const candidates = [
    fromPackage,
    `/usr/share/nginx/modules/${BROTLI_MODULE_FILE}`,
    `/usr/lib/nginx/modules/${BROTLI_MODULE_FILE}`,
  ];
  return candidates.find((path) => path && existsSync(path)) ?? null;
}

/** wrk and nginx (installed with apt when missing), and the brotli module when Debian has it. */
function ensureTools(settings) {
  const missing = [];
  if (!commandExists('wrk')) missing.push('wrk');
  if (!nginxBinary()) missing.push('nginx');
  if (missing.length) {
    if (!settings.install) throw new Error(`${missing.join(' and ')} missing (BENCH_INSTALL=0)`);
    if (!aptRunner()) {
      throw new Error(
        `${missing.join(' and ')} missing; install as root: apt-get install -y ${missing.join(' ')}`,
      );
    }
    if (!aptInstall(missing) || !commandExists('wrk') || !nginxBinary()) {
      throw new Error(`could not install ${missing.join(' and ')} with apt-get`);
    }
  }
  const nginx = nginxBinary();
  const tools = {
    nginx,
    wrkVersion:
      capture('wrk', ['-v'])
        ?.output.split('\n')[0]
        ?.replace(/\s*\[.*$/, '')
        .trim() ?? 'wrk ?',
    nginxVersion: capture(nginx, ['-v'])?.output.replace(/^nginx version:\s*/, '') ?? 'nginx ?',
    installed: missing,
    brotli: null,
    brotliNote: '',
  };

  if (!settings.brotli) {
    tools.brotliNote = 'off (BENCH_BROTLI=0): nginx serves the .gz files only';
    return tools;
  }
  let version = installedVersion(BROTLI_PACKAGE);
  let how = 'already installed';
  if (!version) {
    let candidate = aptCandidate(BROTLI_PACKAGE);
    if (!candidate && !aptUpdated && settings.install && aptRunner()) {
      aptUpdate();
      candidate = aptCandidate(BROTLI_PACKAGE);
    }
    if (!candidate) {
      tools.brotliNote = `not available: Debian has no ${BROTLI_PACKAGE} here, so nginx serves the .gz files only (gzip_static) while ours answers brotli`;
      return tools;
    }
    if (!settings.install || !aptRunner()) {
      tools.brotliNote = `not installed (${BROTLI_PACKAGE} ${candidate} is in apt but this run may not install it): gzip_static only`;
      return tools;
    }
    let ok = aptGet(['install', '-y', BROTLI_PACKAGE]);
    if (!ok && !aptUpdated) {
      aptUpdate();
      ok = aptGet(['install', '-y', BROTLI_PACKAGE]);
    }
    version = ok ? installedVersion(BROTLI_PACKAGE) : null;
    if (!version) {
      tools.brotliNote = `${BROTLI_PACKAGE} ${candidate} failed to install: gzip_static only`;
      return tools;
    }
    how = 'installed by this run';
  }
  const modulePath = brotliModulePath();
  if (!modulePath) {
    tools.brotliNote = `${BROTLI_PACKAGE} ${version} is installed but ${BROTLI_MODULE_FILE} was not found: gzip_static only`;
    return tools;
  }
  tools.brotli = modulePath;
  tools.brotliNote = `yes (${BROTLI_PACKAGE} ${version}, ${how})`;
  return tools;
}

// ---------------------------------------------------------------------------------------------
// 2. The built site

function ensureBuilt() {
  if (!existsSync(join(root, 'node_modules/tsx'))) {
    throw new Error('node_modules is missing: run `npm ci` first');
  }
  if (!existsSync(join(distDir, 'prerendered.json'))) {
    progress('dist/prerendered.json missing: building the site (node scripts/build/build.mjs)');
    const result = spawnSync(process.execPath, ['scripts/build/build.mjs'], {
      stdio: ['ignore', 2, 2],
    });
    if (result.status !== 0) throw new Error('the build failed');
  }
  for (const file of ['index.html', '404.html', '_headers']) {
    if (!existsSync(join(distDir, file))) throw new Error(`dist/${file} is missing: rebuild`);
  }
}

/**
 * The first script dist/index.html loads: the app's first chunk (React DOM), which the inline
 * entry imports (`<link rel="modulepreload" href="/assets/react-dom-*.js">` among the app's
 * preloads). A hashed asset, as the entry script was when it was a file of its own.
 */
function entryScriptPath(snapshot) {
  const html = readFileSync(join(snapshot, 'index.html'), 'utf8');
  const src = /<link rel="modulepreload" href="(\/assets\/react-dom-[^"]+\.js)"/.exec(html)?.[1];
  if (src) return src;
  throw new Error('no module preload of /assets/react-dom-*.js in dist/index.html');
}

// ---------------------------------------------------------------------------------------------
// Ports and HTTP

function portIsFree(port) {
  return new Promise((done) => {
    const probe = createServer();
    probe.once('error', () => done(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => done(true)));
  });
}

/** `preferred` when nothing listens on it, else a free port the system picks. */
async function freePort(preferred, taken = []) {
  if (!taken.includes(preferred) && (await portIsFree(preferred))) return preferred;
  for (;;) {
    const port = await new Promise((done, fail) => {
      const probe = createServer();
      probe.once('error', fail);
      probe.listen(0, '127.0.0.1', () => {
        const { port: picked } = probe.address();
        probe.close(() => done(picked));
      });
    });
    if (!taken.includes(port)) return port;
  }
}

/** One GET with `Accept-Encoding: br, gzip`: status, headers, raw and decoded body. */
function get(origin, path, timeoutMs = 30_000) {
  return new Promise((done, fail) => {
    const request = httpRequest(
      `${origin}${path}`,
      { headers: { 'Accept-Encoding': ACCEPT_ENCODING }, timeout: timeoutMs },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('error', fail);
        response.on('end', () => {
          const raw = Buffer.concat(chunks);
          const encoding = response.headers['content-encoding'] ?? '';
          let body = raw;
          try {
            if (encoding === 'br') body = brotliDecompressSync(raw);
            else if (encoding === 'gzip') body = gunzipSync(raw);
          } catch (error) {
            fail(new Error(`${path}: could not decode its ${encoding} body: ${error.message}`));
            return;
          }
          done({ status: response.statusCode, headers: response.headers, raw, body, encoding });
        });
      },
    );
    request.on('timeout', () => request.destroy(new Error(`GET ${path} timed out`)));
    request.on('error', fail);
    request.end();
  });
}

// ---------------------------------------------------------------------------------------------
// 3. Our server

/** The last lines a process printed, for the error message when it fails. */
function lineBuffer(limit = 60) {
  const lines = [];
  return {
    push(text) {
      for (const line of text.split('\n')) if (line.trim()) lines.push(line);
      if (lines.length > limit) lines.splice(0, lines.length - limit);
    },
    text: () => lines.join('\n'),
  };
}

async function startOurs(port, dataDir, snapshot) {
  const origin = `http://127.0.0.1:${port}`;
  const log = lineBuffer();
  const child = track(
    spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DIST_DIR: snapshot,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  let stdout = '';
  let warmedUp;
  const compressed = new Promise((done) => {
    warmedUp = done;
  });
  child.stdout.setEncoding('utf8');
  child.stderr.setEncoding('utf8');
  child.stdout.on('data', (chunk) => {
    log.push(chunk);
    // Only the start-up messages are kept; request logs (if any) are not.
    if (stdout !== null) {
      stdout += chunk;
      const line = stdout.match(/^.*static files loaded and compressed.*$/m)?.[0];
      if (line) {
        stdout = null;
        warmedUp(line.trim());
      }
    }
  });
  const server = { name: 'ours', origin, child, log, stderr: { lines: 0, first: null } };
  child.stderr.on('data', (chunk) => {
    log.push(chunk);
    for (const line of chunk.split('\n').filter((text) => text.trim())) {
      server.stderr.lines++;
      server.stderr.first ??= line.trim();
    }
  });
  const failed = (why) => new Error(`our server ${why}\n--- its last output ---\n${log.text()}`);

  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw failed(`exited during start-up (${child.exitCode ?? child.signalCode})`);
    }
    try {
      if ((await get(origin, '/healthz', 2_000)).status === 200) break;
    } catch {}
    if (Date.now() > deadline) throw failed('did not answer GET /healthz with 200 within 90 s');
    await sleep(200);
  }
  progress('ours: /healthz answers 200; waiting for "static files loaded and compressed"');
  const line = await Promise.race([
    compressed,
    child.exited.then((code) => {
      throw failed(`exited (${code})`);
    }),
    sleep(180_000).then(() => null),
  ]);
  if (line) progress(`ours: ${line}`);
  else
    progress('ours: WARNING no "static files loaded and compressed" after 3 min; measuring anyway');
  server.warmNote = line ? '' : 'the start-up compression had not finished when measuring began';
  return server;
}

// ---------------------------------------------------------------------------------------------
// 4. nginx

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Every file below `dir`; directories made 0755 and files 0644 for nginx's unprivileged workers. */
function walkFiles(dir, files = []) {
  chmodSync(dir, 0o755);
  for (const dirent of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, dirent.name);
    if (dirent.isDirectory()) walkFiles(path, files);
    else if (dirent.isFile()) {
      chmodSync(path, 0o644);
      files.push(path);
    }
  }
  return files;
}

/** Run `task` over `items`, `limit` at a time. */
async function eachLimited(items, limit, task) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * A copy of dist/ (without dotfiles and the host rule files, which our server does not serve
 * either) with a `.gz` (gzip 9) and, when nginx can serve them, a `.br` (brotli 11) sibling for
 * each compressible file of 1 KB or more, kept only when smaller: the variants our server keeps.
 */
async function prepareSiteCopy(snapshot, siteDir, withBrotli) {
  const started = Date.now();
  cpSync(snapshot, siteDir, {
    recursive: true,
    filter: (source) => {
      const name = basename(source);
      if (source === snapshot) return true;
      if (name.startsWith('.')) return false;
      return !(dirname(source) === snapshot && (name === '_headers' || name === '_redirects'));
    },
  });
  const files = walkFiles(siteDir).filter((file) => COMPRESSIBLE.has(extname(file).toLowerCase()));
  let gz = 0;
  let br = 0;
  await eachLimited(files, Math.max(2, availableParallelism()), async (file) => {
    const body = await readFile(file);
    if (body.byteLength < COMPRESSION_THRESHOLD) return;
    const gzipped = await gzipAsync(body, { level: zlibConstants.Z_BEST_COMPRESSION });
    if (gzipped.byteLength < body.byteLength) {
      await writeFile(`${file}.gz`, gzipped, { mode: 0o644 });
      gz++;
    }
    if (!withBrotli) return;
    const brotli = await brotliAsync(body, {
      params: {
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
        [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    });
    if (brotli.byteLength < body.byteLength) {
      await writeFile(`${file}.br`, brotli, { mode: 0o644 });
      br++;
    }
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  progress(
    `nginx: copied dist/ and wrote ${gz} .gz${withBrotli ? ` and ${br} .br` : ''} files in ${seconds} s`,
  );
}

/** dist/_headers (scripts/build/host-rules.ts): `pattern` lines, each followed by `  Name: value` lines. */
function parseHeaderRules(text) {
  const rules = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    if (/^\s/.test(line)) {
      const match = /^\s+([^:\s]+):\s*(.*)$/.exec(line);
      if (!match || !rules.length) throw new Error(`dist/_headers: cannot read the line ${line}`);
      rules.at(-1).headers.push([match[1], match[2].trim()]);
    } else {
      rules.push({ pattern: line.trim(), headers: [] });
    }
  }
  return rules;
}

/** Content types by extension from server/mime.ts (read, not imported: it is TypeScript). */
function contentTypes() {
  const fallback = {
    html: 'text/html; charset=utf-8',
    js: 'text/javascript; charset=utf-8',
    css: 'text/css; charset=utf-8',
    json: 'application/json; charset=utf-8',
    txt: 'text/plain; charset=utf-8',
    xml: 'application/xml; charset=utf-8',
    webmanifest: 'application/manifest+json; charset=utf-8',
    svg: 'image/svg+xml',
  };
  let source = '';
  try {
    source = readFileSync(join(root, 'server/mime.ts'), 'utf8');
  } catch {}
  const types = {};
  for (const [, ext, type] of source.matchAll(/'\.([a-z0-9]+)':\s*'([^']+)'/g)) types[ext] = type;
  return Object.keys(types).length >= Object.keys(fallback).length
    ? types
    : { ...fallback, ...types };
}

function nginxString(value) {
  if (value.includes('$')) throw new Error(`a header value nginx would expand: ${value}`);
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/**
 * The server's locations from dist/_headers: `/*` (security headers) goes into every location
 * (nginx's add_header is not inherited by a location that has its own); each page rule is an
 * exact location (with its `…/index.html` twin, the file nginx serves for a directory); `/x/*`
 * rules are prefix locations. The `/assets/*` CSP (no page hashes) is the one our server sends
 * with every response that is not a page, so it is the catch-all's too; Cache-Control is
 * REVALIDATE_CACHE_CONTROL unless a rule sets it (immutable for /assets/). `/404.html` is
 * internal: asked for directly it is a 404 as on our server.
 */
function nginxLocations(rules) {
  const base = rules.find((rule) => rule.pattern === '/*')?.headers ?? [];
  const prefixRules = rules.filter((rule) => rule.pattern !== '/*' && rule.pattern.endsWith('/*'));
  const exactRules = rules.filter((rule) => !rule.pattern.includes('*'));
  const unsupported = rules.filter(
    (rule) => rule.pattern.includes('*') && !rule.pattern.endsWith('/*'),
  );
  if (unsupported.length) {
    throw new Error(
      `dist/_headers: patterns this script does not map: ${unsupported.map((r) => r.pattern).join(', ')}`,
    );
  }
  const defaultCsp = prefixRules
    .flatMap((rule) => rule.headers)
    .find(([name]) => name.toLowerCase() === 'content-security-policy');

  const headerLines = (own) => {
    const merged = new Map();
    const set = ([name, value]) => merged.set(name.toLowerCase(), [name, value]);
    base.forEach(set);
    if (defaultCsp) set(defaultCsp);
    set(['Cache-Control', REVALIDATE_CACHE_CONTROL]);
    own.forEach(set);
    return [...merged.values()].map(
      ([name, value]) => `      add_header ${name} ${nginxString(value)} always;`,
    );
  };
  const block = (match, own, extra = []) =>
    [
      `    location ${match} {`,
      ...extra.map((line) => `      ${line}`),
      '      try_files $uri $uri/index.html =404;',
      ...headerLines(own),
      '    }',
    ].join('\n');

  const exact = new Map();
  for (const rule of exactRules) exact.set(rule.pattern, rule.headers);
  for (const rule of exactRules) {
    const { pattern } = rule;
    if (pattern.endsWith('/') && pattern !== '/') continue;
    if (pattern.endsWith('.html')) continue;
    const twin = pattern === '/' ? '/index.html' : `${pattern}/index.html`;
    if (!exact.has(twin)) exact.set(twin, rule.headers);
  }
  const blocks = [];
  for (const [pattern, own] of exact) {
    blocks.push(block(`= ${pattern}`, own, pattern === '/404.html' ? ['internal;'] : []));
  }
  for (const rule of prefixRules) {
    blocks.push(block(`^~ ${rule.pattern.slice(0, -1)}`, rule.headers));
  }
  blocks.push(block('/', []));
  // Dotfiles are not served (our server answers them with its 404 page).
  blocks.push('    location ~ /\\. {\n      return 404;\n    }');
  return { text: blocks.join('\n'), count: blocks.length };
}

function nginxConfig({ prefix, port, siteDir, headersFile, brotliModule }) {
  const rules = parseHeaderRules(readFileSync(headersFile, 'utf8'));
  const locations = nginxLocations(rules);
  const types = Object.entries(contentTypes())
    .map(([ext, type]) => `    ${nginxString(type)} ${ext};`)
    .join('\n');
  const values = {
    LOAD_MODULES: brotliModule ? `load_module ${brotliModule};` : '',
    PREFIX: prefix,
    PORT: String(port),
    ROOT: siteDir,
    TYPES: types,
    BROTLI: brotliModule ? '  brotli_static on;' : '',
    LOCATIONS: locations.text,
  };
  const text = readFileSync(templateFile, 'utf8').replace(/\{\{([A-Z_]+)\}\}/g, (whole, key) => {
    if (!(key in values)) throw new Error(`${templateFile}: unknown placeholder ${whole}`);
    return values[key];
  });
  return { text, rules: rules.length, locations: locations.count };
}

async function startNginx({ binary, prefix, port, siteDir, headersFile, brotliModule }) {
  for (const dir of ['temp/client_body', 'temp/proxy', 'temp/fastcgi', 'temp/uwsgi', 'temp/scgi']) {
    mkdirSync(join(prefix, dir), { recursive: true });
  }
  const confFile = join(prefix, 'nginx.conf');
  const errorLog = join(prefix, 'error.log');
  const args = ['-c', confFile, '-p', `${prefix}/`, '-e', errorLog];
  let module = brotliModule;
  let config;
  for (;;) {
    config = nginxConfig({ prefix, port, siteDir, headersFile, brotliModule: module });
    writeFileSync(confFile, config.text);
    const test = capture(binary, ['-t', ...args]);
    if (test?.status === 0) break;
    if (!module) throw new Error(`nginx -t rejected ${confFile}:\n${test?.output ?? ''}`);
    progress(`nginx: the brotli module does not load (${test?.output.split('\n')[0]}); gzip only`);
    module = null;
  }
  progress(`nginx: ${config.rules} rules of dist/_headers as ${config.locations} locations`);
  const log = lineBuffer();
  const child = track(spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] }));
  child.stdout.on('data', (chunk) => log.push(String(chunk)));
  child.stderr.on('data', (chunk) => log.push(String(chunk)));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      const errors = existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : '';
      throw new Error(
        `nginx exited at start (${child.exitCode ?? child.signalCode}):\n${log.text()}\n${errors}`,
      );
    }
    try {
      if ((await get(origin, '/', 2_000)).status === 200) break;
    } catch {}
    if (Date.now() > deadline) throw new Error(`nginx did not answer GET / with 200 within 15 s`);
    await sleep(100);
  }
  return { name: 'nginx', origin, child, log, brotli: Boolean(module), errorLog };
}

// ---------------------------------------------------------------------------------------------
// Checks before measuring: same bytes, same headers

function headerValue(headers, name) {
  const value = headers[name];
  return Array.isArray(value) ? value.join(', ') : (value ?? '');
}

/**
 * `/` and the entry script decoded from both servers must be the files of dist/ (for nginx a
 * mismatch means this script's setup is wrong: the run stops); header differences are listed.
 */
async function compareServers(ours, nginx, entryScript, snapshot) {
  const notes = [];
  const checks = [
    { path: '/', file: 'index.html' },
    { path: entryScript, file: entryScript.slice(1) },
    { path: '/wp-admin/setup-config.php', file: null },
  ];
  for (const { path, file } of checks) {
    const [a, b] = [await get(ours.origin, path), await get(nginx.origin, path)];
    if (file) {
      const expected = readFileSync(join(snapshot, file));
      if (!b.body.equals(expected)) {
        throw new Error(
          `nginx's ${path} (${b.status}, ${b.encoding || 'identity'}) is not dist/${file}`,
        );
      }
      const same = a.body.equals(expected);
      const line = `${path}: ours ${a.status} ${a.encoding || 'identity'} ${a.raw.byteLength} B, nginx ${b.status} ${b.encoding || 'identity'} ${b.raw.byteLength} B; decoded ${same ? 'both byte-identical to' : 'ours DIFFERS from'} dist/${file}`;
      progress(`check ${line}`);
      notes.push(line);
      if (!same) notes.push(`WARNING ours' ${path} is not the bytes of dist/${file}`);
    }
    const differences = COMPARED_HEADERS.filter(
      (name) => headerValue(a.headers, name) !== headerValue(b.headers, name),
    ).map((name) => {
      const value = (headers) => {
        const text = headerValue(headers, name) || '(none)';
        return text.length > 60 ? `${text.slice(0, 57)}…` : text;
      };
      return `${name} ours "${value(a.headers)}" nginx "${value(b.headers)}"`;
    });
    // Ours renders a not-found page for the path asked, with inline scripts of its own.
    const why =
      !file && differences.length === 1 && differences[0].startsWith('content-security-policy')
        ? ' (its own rendering of the not-found page, not dist/404.html: other script hashes)'
        : '';
    const line = differences.length
      ? `headers of ${path} (${a.status} / ${b.status}) differ: ${differences.join('; ')}${why}`
      : `headers of ${path} (${a.status} / ${b.status}): the same ${COMPARED_HEADERS.length} headers`;
    progress(`check ${line}`);
    notes.push(line);
  }
  return notes;
}

// ---------------------------------------------------------------------------------------------
// 5. wrk

/**
 * wrk Lua scripts, written into the temporary directory. `status` counts each response status
 * (for rows where the expected status is 404, which wrk's "Non-2xx or 3xx" count cannot tell
 * from a 500); `scan` and `gclid` also make every request a new URL. Each thread counts on its
 * own; done() prints the sums as `status <code> <count>` lines.
 */
function writeLuaScripts(dir, nonce) {
  const counting = `local threads = {}
function setup(thread)
  table.insert(threads, thread)
  thread:set("id", #threads)
end
statuses = {}
function response(status, headers, body)
  statuses[status] = (statuses[status] or 0) + 1
end
function done(summary, latency, requests)
  local totals = {}
  for _, thread in ipairs(threads) do
    for code, count in pairs(thread:get("statuses")) do
      totals[code] = (totals[code] or 0) + count
    end
  end
  for code, count in pairs(totals) do
    io.write(string.format("status %d %d\\n", code, count))
  end
end
`;
  const random = (path) => `${counting}
local counter = 0
function init(args)
  math.randomseed(os.time() * 1000 + id)
end
function request()
  counter = counter + 1
  local token = string.format("${nonce}-%x-%x-%07x", id, counter, math.random(0, 0xfffffff))
  return wrk.format(nil, ${path})
end
`;
  const scripts = {
    status: counting,
    scan: random('"/scan-" .. token .. "/x.php"'),
    gclid: random('"/?gclid=" .. token'),
  };
  const files = {};
  for (const [name, text] of Object.entries(scripts)) {
    files[name] = join(dir, `${name}.lua`);
    writeFileSync(files[name], text);
  }
  return files;
}

const UNIT_MS = { us: 0.001, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/** The numbers of wrk's report (with --latency, and the `status` lines of the Lua scripts). */
function parseWrk(output) {
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(output);
  if (!rps) throw new Error(`wrk's output has no Requests/sec:\n${output}`);
  const total = /(\d+) requests in ([\d.]+)(us|ms|s|m|h), ([\d.]+)([KMGT]?B) read/.exec(output);
  const percentile = (p) => {
    const match = new RegExp(`^\\s*${p}%\\s+([\\d.]+)(us|ms|s|m|h)\\s*$`, 'm').exec(output);
    return match ? Number(match[1]) * UNIT_MS[match[2]] : null;
  };
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
    output,
  );
  const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(output);
  const bytesUnit = { B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3, TB: 1024 ** 4 };
  const statuses = {};
  for (const [, code, count] of output.matchAll(/^status (\d+) (\d+)$/gm)) {
    statuses[code] = Number(count);
  }
  const [connect, read, write, timeout] = socket ? socket.slice(1).map(Number) : [0, 0, 0, 0];
  return {
    rps: Number(rps[1]),
    requests: total ? Number(total[1]) : 0,
    bytes: total ? Number(total[4]) * bytesUnit[total[5]] : 0,
    p50: percentile(50),
    p99: percentile(99),
    socket: { connect, read, write, timeout },
    socketErrors: connect + read + write + timeout,
    non2xx: non2xx ? Number(non2xx[1]) : 0,
    statuses: Object.keys(statuses).length ? statuses : null,
  };
}

function runWrk({ url, threads, connections, duration, timeout, script }) {
  const args = [
    '-t',
    String(threads),
    '-c',
    String(connections),
    '-d',
    `${duration}s`,
    '--timeout',
    `${timeout}s`,
    '--latency',
    '-H',
    `Accept-Encoding: ${ACCEPT_ENCODING}`,
  ];
  if (script) args.push('-s', script);
  args.push(url);
  const child = track(spawn('wrk', args, { stdio: ['ignore', 'pipe', 'pipe'] }));
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  return child.exited.then((code) => {
    if (code !== 0) throw new Error(`wrk ${args.join(' ')} failed (${code}): ${stderr || stdout}`);
    return { ...parseWrk(stdout), command: `wrk ${args.join(' ')}` };
  });
}

/** Unexpected statuses of a run: by the Lua counts when there are some, else wrk's non-2xx/3xx. */
function unexpectedStatuses(result, expect, checkedStatus) {
  if (result.statuses) {
    return Object.entries(result.statuses)
      .filter(([code]) => Number(code) !== expect)
      .reduce((sum, [, count]) => sum + count, 0);
  }
  // A redirect at the check is counted as a success by wrk: every response is unexpected then.
  if (checkedStatus !== expect && checkedStatus >= 300 && checkedStatus < 400)
    return result.requests;
  return result.non2xx;
}

function sampleUrl(row, nonce) {
  if (row.random === 'scan') return `/scan-${nonce}check/x.php`;
  if (row.random === 'gclid') return `/?gclid=${nonce}check`;
  return row.path;
}

async function measureOne(row, server, settings, scripts, nonce) {
  const path = sampleUrl(row, nonce);
  let checked;
  try {
    checked = await get(server.origin, path);
  } catch (error) {
    throw new Error(`${server.name}: GET ${path} failed: ${error.message}`);
  }
  const statusNote = `${checked.status}${checked.status === row.expect ? '' : ` (expected ${row.expect})`}`;
  progress(
    `  ${server.name.padEnd(5)} check GET ${path}: ${statusNote}, ${checked.encoding || 'identity'} ${checked.raw.byteLength} B`,
  );
  const url = `${server.origin}${row.random ? '/' : row.path}`;
  const script = row.random ? scripts[row.random] : row.expect === 200 ? null : scripts.status;
  const load = {
    url,
    script,
    threads: settings.threads,
    connections: settings.connections,
    timeout: settings.timeout,
  };
  if (settings.warmup > 0) await runWrk({ ...load, duration: settings.warmup });
  let alongside = null;
  let result;
  if (row.alongside) {
    alongside = runWrk({
      url: `${server.origin}/`,
      script: scripts[row.alongside],
      threads: 1,
      connections: settings.scanConnections,
      timeout: settings.timeout,
      duration: settings.duration + 1,
    });
    alongside.catch(() => {});
    await sleep(500);
    result = await runWrk({ ...load, duration: settings.duration });
    alongside = await alongside;
  } else {
    result = await runWrk({ ...load, duration: settings.duration });
  }
  const unexpected = unexpectedStatuses(result, row.expect, checked.status);
  const cell = {
    ...result,
    checkedStatus: checked.status,
    unexpected,
    errors: result.socketErrors + unexpected,
    alongside: alongside
      ? {
          ...alongside,
          unexpected: unexpectedStatuses(alongside, 404, 404),
          errors: alongside.socketErrors + unexpectedStatuses(alongside, 404, 404),
        }
      : null,
  };
  progress(
    `  ${server.name.padEnd(5)} ${formatRps(cell.rps)} req/s, p50 ${formatMs(cell.p50)}, p99 ${formatMs(cell.p99)}, ${cell.errors} errors${cell.alongside ? ` (scan alongside: ${formatRps(cell.alongside.rps)} req/s, ${cell.alongside.errors} errors)` : ''}`,
  );
  return cell;
}

// ---------------------------------------------------------------------------------------------
// 6. Report

function formatRps(value) {
  if (value === null || value === undefined) return '–';
  return value >= 100 ? Math.round(value).toLocaleString('en-GB') : value.toFixed(1);
}

function formatMs(ms) {
  if (ms === null || ms === undefined) return '–';
  if (ms >= 1000) return `${(ms / 1000).toFixed(2)} s`;
  if (ms >= 100) return `${Math.round(ms)} ms`;
  if (ms >= 10) return `${ms.toFixed(1)} ms`;
  return `${ms.toFixed(2)} ms`;
}

function formatPercent(value) {
  if (value === null) return '–';
  return value >= 10 ? `${Math.round(value)}%` : `${value.toFixed(1)}%`;
}

function formatBytes(bytes) {
  if (!bytes) return '–';
  return bytes >= 10_240 ? `${(bytes / 1024).toFixed(0)} KB` : `${(bytes / 1024).toFixed(1)} KB`;
}

function markdownTable(columns, rows) {
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [line(columns), line(columns.map(() => '---')), ...rows.map(line)].join('\n');
}

function rowLabel(row) {
  if (row.random === 'scan') return `${row.label} \`/scan-<random>/x.php\``;
  if (row.random === 'gclid') return `${row.label} \`/?gclid=<random>\``;
  if (row.name === 'asset') return `asset \`${row.path}\``;
  return row.label;
}

function verdict(row, settings) {
  const { ours, nginx } = row.results;
  if (!ours || !nginx) return `⚠️ not measured: ${row.failure ?? 'incomplete'}`;
  const ratio = nginx.rps > 0 ? (ours.rps / nginx.rps) * 100 : null;
  const problems = [];
  if (ratio === null || ratio < settings.target) {
    problems.push(`${formatPercent(ratio)} < ${settings.target}%`);
  }
  if (ours.errors > 0) problems.push(`${ours.errors.toLocaleString('en-GB')} errors`);
  return problems.length ? `❌ ${problems.join(', ')}` : '✅ meets target';
}

function report({ settings, tools, nginxServer, rows, checks, failure, oursServer, loads }) {
  const cpu = (() => {
    try {
      return /^model name\s*:\s*(.+)$/m.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1]?.trim();
    } catch {
      return undefined;
    }
  })();
  const nproc = capture('nproc', [])?.output ?? String(availableParallelism());
  const out = [];
  out.push('## Server benchmark: ours vs nginx (`npm run bench:server`)', '');
  out.push(
    `- Machine: ${nproc} cores (nproc), ${cpu ?? 'CPU model unknown'}; Linux ${release()}; Node ${process.version}`,
  );
  out.push(`- Tools: ${tools.wrkVersion}; ${tools.nginxVersion}`);
  const brotliLine = nginxServer?.brotli
    ? tools.brotliNote
    : tools.brotli
      ? 'no: the module is installed but did not load, gzip_static only'
      : tools.brotliNote;
  out.push(`- brotli_static: ${brotliLine}`);
  out.push(
    `- Load: \`wrk -t${settings.threads} -c${settings.connections} -d${settings.duration}s --timeout ${settings.timeout}s --latency -H 'Accept-Encoding: ${ACCEPT_ENCODING}'\`` +
      `${settings.warmup ? `, after ${settings.warmup} s of the same not counted` : ''}; the scan alongside home: 1 thread, ${settings.scanConnections} connections`,
  );
  out.push(
    `- Ours: \`node --import tsx server/main.ts\`, NODE_ENV${process.env.NODE_ENV ? `=${process.env.NODE_ENV}` : ' unset (as `npm start` runs it)'}; target: ours ≥ ${settings.target}% of nginx's req/s with zero errors`,
  );
  out.push(
    `- Load average (1 min) before / after measuring: ${loads.before.toFixed(2)} / ${loads.after.toFixed(2)} on ${nproc} cores${loads.before > 0.5 ? ' (other processes were busy: the numbers are skewed)' : ''}`,
  );
  if (oursServer?.warmNote) out.push(`- WARNING: ${oursServer.warmNote}`);
  if (oursServer?.stderr.lines) {
    out.push(
      `- Our server wrote ${oursServer.stderr.lines} lines to stderr (first: ${oursServer.stderr.first.slice(0, 160)})`,
    );
  }
  out.push('');
  const tableRows = rows.map((row) => {
    const { ours, nginx } = row.results;
    const ratio = ours && nginx && nginx.rps > 0 ? (ours.rps / nginx.rps) * 100 : null;
    const latency = (cell) => (cell ? `${formatMs(cell.p50)} / ${formatMs(cell.p99)}` : '–');
    const errors = (cell) => (cell ? cell.errors.toLocaleString('en-GB') : '–');
    return [
      rowLabel(row),
      formatRps(ours?.rps),
      formatRps(nginx?.rps),
      formatPercent(ratio),
      latency(ours),
      latency(nginx),
      `${errors(ours)} / ${errors(nginx)}`,
      verdict(row, settings),
    ];
  });
  out.push(
    markdownTable(
      [
        'row',
        'ours req/s',
        'nginx req/s',
        'ours/nginx %',
        'ours p50 / p99',
        'nginx p50 / p99',
        'errors (ours/nginx)',
        'status',
      ],
      tableRows,
    ),
  );
  out.push('');
  const details = [];
  for (const row of rows) {
    for (const name of ['ours', 'nginx']) {
      const cell = row.results[name];
      if (!cell) continue;
      const parts = [];
      if (cell.requests)
        parts.push(
          `${cell.requests.toLocaleString('en-GB')} requests, ~${formatBytes(cell.bytes / cell.requests)} each`,
        );
      if (cell.statuses) {
        parts.push(
          `statuses ${Object.entries(cell.statuses)
            .map(([code, count]) => `${code}×${count.toLocaleString('en-GB')}`)
            .join(' ')}`,
        );
      } else if (cell.non2xx) {
        parts.push(`${cell.non2xx.toLocaleString('en-GB')} non-2xx/3xx`);
      }
      if (cell.checkedStatus !== row.expect) parts.push(`check answered ${cell.checkedStatus}`);
      if (cell.socketErrors) {
        const s = cell.socket;
        parts.push(
          `socket errors connect ${s.connect}, read ${s.read}, write ${s.write}, timeout ${s.timeout}`,
        );
      }
      if (cell.alongside) {
        const a = cell.alongside;
        parts.push(
          `scan alongside ${formatRps(a.rps)} req/s, p99 ${formatMs(a.p99)}, ${a.errors} errors${a.socketErrors ? ` (timeouts ${a.socket.timeout})` : ''}`,
        );
      }
      details.push(`- ${row.name} / ${name}: ${parts.join('; ')}`);
    }
  }
  if (details.length) out.push('Details:', '', ...details, '');
  if (checks.length)
    out.push('Checks before measuring:', '', ...checks.map((line) => `- ${line}`), '');
  if (failure) out.push(`**The benchmark stopped early: ${failure}**`, '');
  process.stdout.write(`${out.join('\n')}\n`);
}

// ---------------------------------------------------------------------------------------------
// Main

async function main() {
  const { only } = parseArgs(process.argv.slice(2));
  const settings = readSettings();
  keepTemp = settings.keepTemp;
  const rows = ROWS.filter((row) => !only || only.includes(row.name)).map((row) => ({
    ...row,
    results: {},
  }));

  progress('checking wrk, nginx and the brotli static module');
  const tools = ensureTools(settings);
  progress(`${tools.wrkVersion}; ${tools.nginxVersion}; brotli_static: ${tools.brotliNote}`);
  ensureBuilt();

  tempDir = mkdtempSync(join(tmpdir(), 'bench-server-'));
  chmodSync(tempDir, 0o755);
  // Both servers serve one snapshot of dist/: a rebuild during the run (rm -rf dist first) does
  // not pull the files from under ours. (Its SSR bundle is still read from build/ssr.)
  const snapshot = join(tempDir, 'dist');
  const builtAt = statSync(join(distDir, 'prerendered.json')).mtimeMs;
  cpSync(distDir, snapshot, { recursive: true });
  const entryScript = entryScriptPath(snapshot);
  for (const row of rows) if (row.name === 'asset') row.path = entryScript;
  const dataDir = join(tempDir, 'data');
  const siteDir = join(tempDir, 'site');
  const nginxPrefix = join(tempDir, 'nginx');
  mkdirSync(dataDir);
  mkdirSync(nginxPrefix);
  const nonce = Date.now().toString(36);
  const scripts = writeLuaScripts(tempDir, nonce);

  const port = await freePort(settings.port);
  const nginxPort = await freePort(settings.nginxPort, [port]);
  progress(
    `starting our server on ${port} (DIST_DIR and DATA_DIR in ${tempDir}); copying for nginx`,
  );
  const [oursServer] = await Promise.all([
    startOurs(port, dataDir, snapshot),
    prepareSiteCopy(snapshot, siteDir, Boolean(tools.brotli)),
  ]);
  progress(`starting nginx on ${nginxPort}`);
  const nginxServer = await startNginx({
    binary: tools.nginx,
    prefix: nginxPrefix,
    port: nginxPort,
    siteDir,
    headersFile: join(snapshot, '_headers'),
    brotliModule: tools.brotli,
  });
  const checks = await compareServers(oursServer, nginxServer, entryScript, snapshot);
  if (!nginxServer.brotli)
    checks.push('nginx has no brotli_static: its compressed answers are gzip, ours brotli');

  const loads = { before: loadavg()[0], after: 0 };
  let failure = null;
  let incomplete = false;
  const servers = [oursServer, nginxServer];
  outer: for (const row of rows) {
    progress(`${row.name}: ${rowLabel(row)}`);
    for (const server of servers) {
      try {
        row.results[server.name] = await measureOne(row, server, settings, scripts, nonce);
      } catch (error) {
        incomplete = true;
        row.failure = `${server.name}: ${error.message.split('\n')[0]}`;
        progress(`  ${server.name.padEnd(5)} could not be measured: ${error.message}`);
        if (server.child.exitCode !== null || server.child.signalCode !== null) {
          failure = `${server.name === 'ours' ? 'our server' : 'nginx'} exited (${server.child.exitCode ?? server.child.signalCode}) during ${row.name}\n${server.log.text()}`;
          break outer;
        }
      }
    }
  }

  loads.after = loadavg()[0];
  let rebuilt = false;
  try {
    rebuilt = statSync(join(distDir, 'prerendered.json')).mtimeMs !== builtAt;
  } catch {
    rebuilt = true;
  }
  if (rebuilt) {
    checks.push(
      'WARNING dist/ was rebuilt during the run: both servers kept the snapshot taken at the start, but build/ssr (ours renders with it) may have changed',
    );
  }
  report({ settings, tools, nginxServer, rows, checks, failure, oursServer, loads });
  progress('stopping the servers');
  await Promise.all([stop(oursServer.child), stop(nginxServer.child)]);
  const nginxErrors = existsSync(nginxServer.errorLog)
    ? readFileSync(nginxServer.errorLog, 'utf8')
        .split('\n')
        .filter((line) => /\[(error|crit|alert|emerg)\]/.test(line))
    : [];
  if (nginxErrors.length)
    progress(`nginx error log: ${nginxErrors.length} errors, e.g. ${nginxErrors[0]}`);
  return incomplete || failure ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n\n${usage}`);
      process.exit(2);
    }
    console.error(`bench:server: could not run: ${error.stack ?? error}`);
    process.exit(1);
  },
);

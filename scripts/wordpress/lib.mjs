// Shared by setup.mjs, stop.mjs and post.mjs: where the private WordPress lives (its state
// directory, port and database), how its three processes are found, and small process helpers.
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const scriptDir = dirname(fileURLToPath(import.meta.url));
export const repoRoot = resolve(scriptDir, '..', '..');

/** A failure with a message for the person running the script (printed without a stack). */
export class SetupError extends Error {
  name = 'SetupError';
}

function portFromEnv() {
  const text = process.env.WP_PORT ?? '8097';
  const port = Number(text);
  if (!/^\d+$/.test(text) || port < 1024 || port > 65535) {
    throw new SetupError(`WP_PORT must be a port number from 1024 to 65535, not '${text}'`);
  }
  return port;
}

function dbNameFromEnv() {
  const name = process.env.WP_DB_NAME ?? 'response_wp_test';
  if (!/^[A-Za-z0-9_]{1,64}$/.test(name)) {
    throw new SetupError(`WP_DB_NAME must be letters, digits and underscores, not '${name}'`);
  }
  return name;
}

/** The instance's settings and paths, from WP_STATE_DIR, WP_PORT and WP_DB_NAME. */
export function instance() {
  const state = resolve(process.env.WP_STATE_DIR || '/tmp/response-wordpress');
  const port = portFromEnv();
  const run = join(state, 'run');
  const paths = {
    state,
    docroot: join(state, 'www'),
    content: join(state, 'www', 'wp-content'),
    uploads: join(state, 'www', 'wp-content', 'uploads'),
    datadir: join(state, 'mysql'),
    conf: join(state, 'conf'),
    logs: join(state, 'logs'),
    nginxPrefix: join(state, 'nginx'),
    seed: join(state, 'seed'),
    run,
    mysqlSocket: join(run, 'mysqld.sock'),
    phpSocket: join(run, 'php-fpm.sock'),
    secrets: join(state, 'secrets.json'),
    lock: join(state, 'setup.lock'),
  };
  for (const socket of [paths.mysqlSocket, paths.phpSocket]) {
    if (Buffer.byteLength(socket) > 100) {
      throw new SetupError(`WP_STATE_DIR is too long for a unix socket path: ${socket}`);
    }
  }
  return {
    port,
    dbName: dbNameFromEnv(),
    dbUser: 'response_wp',
    url: `http://127.0.0.1:${port}`,
    isRoot: process.getuid?.() === 0,
    paths,
    /** Pid files and a marker of each process's command line (to never signal a stranger). */
    processes: {
      mariadb: { pidFile: join(run, 'mariadb.pid'), marker: `--datadir=${join(state, 'mysql')}` },
      phpFpm: { pidFile: join(run, 'php-fpm.pid'), marker: join(state, 'conf', 'php-fpm.conf') },
      nginx: { pidFile: join(run, 'nginx.pid'), marker: join(state, 'conf', 'nginx.conf') },
    },
  };
}

/** The pid in a pid file when that process is alive and is ours (its command line has marker). */
export function runningPid({ pidFile, marker }) {
  let pid;
  try {
    pid = Number(readFileSync(pidFile, 'utf8').trim());
  } catch {
    return null;
  }
  if (!Number.isInteger(pid) || pid <= 1) return null;
  try {
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    if (/^State:\s+Z/m.test(status)) return null;
    return cmdline.includes(marker) ? pid : null;
  } catch {
    return null;
  }
}

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/** Signals a process and waits until it is gone (SIGKILL after timeoutMs). */
export async function stopProcess(pid, signal, timeoutMs) {
  try {
    process.kill(pid, signal);
  } catch {
    return 'gone';
  }
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (!existsSync(`/proc/${pid}`) || /^State:\s+Z/m.test(procStatus(pid))) return 'stopped';
    await sleep(50);
  }
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    return 'stopped';
  }
  return 'killed';
}

function procStatus(pid) {
  try {
    return readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    return '';
  }
}

/** Runs a program to completion; throws a SetupError with its output when it fails. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    ...options,
  });
  if (result.error) {
    throw new SetupError(`${command} could not run: ${result.error.message}`);
  }
  if (result.status !== 0 && !options.allowFailure) {
    const output = `${result.stderr ?? ''}${result.stdout ?? ''}`.trim().split('\n').slice(-25);
    throw new SetupError(
      `${[command, ...args].join(' ').slice(0, 300)} exited with ${result.status ?? result.signal}${
        output.length ? `:\n  ${output.join('\n  ')}` : ''
      }`,
    );
  }
  return result;
}

/** The MariaDB client on the private socket, as the administrative (unix_socket) user. */
export function sql(inst, statement, options = {}) {
  const user = inst.isRoot ? 'root' : (process.env.USER ?? 'root');
  return run(
    'mariadb',
    [
      '--no-defaults',
      `--socket=${inst.paths.mysqlSocket}`,
      `--user=${user}`,
      '--batch',
      '--skip-column-names',
      '--raw',
      '-e',
      statement,
    ],
    options,
  );
}

/** Runs scripts/wordpress/seed.php with php-cli against the private document root. */
export function seedPhp(inst, args, options = {}) {
  return run('php', [join(scriptDir, 'seed.php'), ...args], {
    ...options,
    env: { ...process.env, WP_DOCROOT: inst.paths.docroot, WP_HOME: inst.url },
  });
}

/**
 * A lock on the state directory, so two set-ups (or a set-up and a post) never interleave.
 * A lock left by a process that is gone is taken over. Returns the release function.
 */
export async function lockState(inst, timeoutMs = 180_000) {
  mkdirSync(inst.paths.state, { recursive: true });
  const until = Date.now() + timeoutMs;
  let told = false;
  for (;;) {
    try {
      mkdirSync(inst.paths.lock);
      writeFileSync(join(inst.paths.lock, 'pid'), String(process.pid));
      const release = () => rmSync(inst.paths.lock, { recursive: true, force: true });
      process.once('exit', release);
      return release;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
    let holder = null;
    try {
      holder = Number(readFileSync(join(inst.paths.lock, 'pid'), 'utf8'));
    } catch {
      // Being written, or left empty by a process that died at the wrong moment.
      const age = Date.now() - safeMtime(inst.paths.lock);
      if (age > 10_000) rmSync(inst.paths.lock, { recursive: true, force: true });
    }
    if (holder && !existsSync(`/proc/${holder}`)) {
      rmSync(inst.paths.lock, { recursive: true, force: true });
      continue;
    }
    if (Date.now() > until) {
      throw new SetupError(`${inst.paths.lock} is held by process ${holder}; gave up waiting`);
    }
    if (!told) {
      console.log(`wordpress: waiting for process ${holder} (it holds ${inst.paths.lock})`);
      told = true;
    }
    await sleep(200);
  }
}

function safeMtime(path) {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return Date.now();
  }
}

/** The php-fpm binary of the installed PHP (php-fpm8.2 on Debian 12), or null. */
export function phpFpmBinary() {
  const candidates = readdirSync('/usr/sbin')
    .filter((name) => /^php-fpm\d+\.\d+$/.test(name))
    .sort((a, b) =>
      b.slice(7).localeCompare(a.slice(7), 'en', { numeric: true, sensitivity: 'base' }),
    );
  return candidates.length ? join('/usr/sbin', candidates[0]) : null;
}

/** Prints a failure and exits 1: the common ending of the three scripts. */
export function exitWithError(prefix, error) {
  if (error instanceof SetupError) {
    console.error(`${prefix}: FAILED: ${error.message}`);
  } else {
    console.error(`${prefix}: FAILED:`, error);
  }
  process.exit(1);
}

// ---------------------------------------------------------------------------------------------
// What the instance needs from Debian

/** What the instance needs from the system: a file each package installs. */
const needs = [
  { file: '/usr/share/wordpress/wp-load.php', what: 'wordpress' },
  { file: '/usr/sbin/mariadbd', what: 'mariadb-server' },
  { file: '/usr/bin/mariadb-install-db', what: 'mariadb-server' },
  { file: '/usr/bin/mariadb', what: 'mariadb-client' },
  { file: '/usr/sbin/nginx', what: 'nginx' },
  { file: '/usr/bin/php', what: 'php-cli' },
];
function phpHasExtensions() {
  return (
    existsSync('/usr/bin/php') &&
    run('php', ['-r', 'exit(extension_loaded("gd") && extension_loaded("mysqli") ? 0 : 1);'], {
      allowFailure: true,
    }).status === 0
  );
}

/**
 * The Debian packages the local WordPress needs and this machine lacks (by a file each installs),
 * as named to the person who installs them: read by setup.mjs and by scripts/machine.mjs.
 */
export function missingWordPressPackages() {
  const missing = needs.filter((need) => !existsSync(need.file)).map((need) => need.what);
  if (!phpFpmBinary()) missing.push('php-fpm');
  if (!missing.includes('php-cli') && !phpHasExtensions()) missing.push('php-gd/php-mysql');
  return missing;
}

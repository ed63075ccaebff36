// A real WordPress on loopback, seeded with the site's sample content, for the end-to-end tests.
//
//   node scripts/wordpress/setup.mjs [--reseed]
//
// Installs Debian's wordpress, mariadb-server, nginx and php-fpm when they are missing (never
// apache2, and no system service is configured or started), then runs private instances of
// MariaDB, php-fpm and nginx under WP_STATE_DIR (default /tmp/response-wordpress): their own
// configuration, data, sockets, logs and pid files, nginx on 127.0.0.1:WP_PORT (default 8097)
// only, MariaDB without TCP. The document root is a copy of /usr/share/wordpress with our own
// wp-config.php and wp-content, so /etc/wordpress and /var/lib/wordpress are never read.
// wp-content/mu-plugins holds the site's own plugin, wordpress/response-site-sync.php (signed
// webhooks to http://127.0.0.1:WP_SITE_PORT, default 4174, and signed preview links), with the
// webhook secret of secrets.json in wp-config.php.
// WordPress is installed in the database WP_DB_NAME (default response_wp_test) and seeded
// through its PHP API (seed.php) from src/content/insights/sample/ (exported by
// export-sample.mjs). A second run finds everything up and seeded and changes nothing;
// --reseed starts from a fresh database. The last two lines printed are
// WORDPRESS_WEBHOOK_SECRET=... and WORDPRESS_URL=....
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import {
  exitWithError,
  instance,
  lockState,
  missingWordPressPackages,
  phpFpmBinary,
  repoRoot,
  run,
  runningPid,
  SetupError,
  scriptDir,
  seedPhp,
  sql,
  stopProcess,
} from './lib.mjs';

const started = performance.now();
const seconds = (from) => ((performance.now() - from) / 1000).toFixed(2);

/** Runs one step, printing its time and what it did (its return value). */
async function step(name, work) {
  const from = performance.now();
  const outcome = await work();
  console.log(`wordpress: ${name.padEnd(14)} ${`${seconds(from)}s`.padStart(7)}  ${outcome}`);
  return outcome;
}

const args = process.argv.slice(2);
for (const arg of args) {
  if (arg !== '--reseed') {
    console.error(`usage: node scripts/wordpress/setup.mjs [--reseed] (unknown argument ${arg})`);
    process.exit(2);
  }
}
const forceReseed = args.includes('--reseed');

// ---------------------------------------------------------------------------------------------
// Debian packages

/** Asked of apt by these names; php (the metapackage) is what wordpress depends on. */
const packages = [
  'wordpress',
  'php',
  'php-fpm',
  'php-cli',
  'php-mysql',
  'php-gd',
  'nginx',
  'mariadb-server',
];
/** Never installed: wordpress would rather have apache2 and mod_php than nginx and php-fpm. */
const refused = ['apache2', 'apache2-bin', 'libapache2-mod-php', 'libapache2-mod-php8.2'];

function installed(name) {
  // dpkg-query's own format placeholder, not a template string.
  const format = ['-f=$', '{db:Status-Abbrev}'].join('');
  const result = run('dpkg-query', ['-W', format, name], { allowFailure: true });
  return result.status === 0 && result.stdout.startsWith('ii');
}

function apt(aptArgs) {
  return run('apt-get', aptArgs, {
    allowFailure: true,
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

async function ensurePackages() {
  const missing = missingWordPressPackages();
  if (missing.length === 0) return 'installed';
  if (process.getuid?.() !== 0) {
    throw new SetupError(
      `missing ${missing.join(', ')}; run as root to install them (apt-get install -y --no-install-recommends ${packages.join(' ')})`,
    );
  }
  const wanted = packages.filter((name) => !installed(name));
  // A package that is not installed and given with a trailing '-' is one apt must not install.
  const aptArgs = [
    'install',
    '-y',
    '--no-install-recommends',
    ...wanted,
    ...refused.filter((name) => !installed(name)).map((name) => `${name}-`),
  ];
  // Simulate first: stop before apache2 (or a module of it) is pulled in.
  let simulation = apt(['-s', ...aptArgs]);
  let updated = false;
  if (simulation.status !== 0) {
    console.log('wordpress: apt-get cannot resolve the packages; running apt-get update');
    run('apt-get', ['update'], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    updated = true;
    simulation = apt(['-s', ...aptArgs]);
  }
  if (simulation.status !== 0) {
    throw new SetupError(`apt-get cannot install ${wanted.join(' ')}:\n${simulation.stderr}`);
  }
  const toInstall = [...simulation.stdout.matchAll(/^Inst (\S+)/gm)].map((match) => match[1]);
  const webServers = toInstall.filter((name) => /^(apache2|libapache2)/.test(name));
  if (webServers.length) {
    throw new SetupError(`apt-get would install ${webServers.join(', ')}; refusing`);
  }
  console.log(`wordpress: installing ${toInstall.length} packages: ${toInstall.join(' ')}`);
  // No service may start from a package's install script: Debian's policy-rc.d says so.
  const policy = '/usr/sbin/policy-rc.d';
  const ownPolicy = !existsSync(policy);
  if (ownPolicy) writeFileSync(policy, '#!/bin/sh\nexit 101\n', { mode: 0o755 });
  try {
    let result = apt(aptArgs);
    if (result.status !== 0 && !updated) {
      console.log('wordpress: apt-get install failed; running apt-get update and trying again');
      run('apt-get', ['update'], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
      result = apt(aptArgs);
    }
    if (result.status !== 0) {
      throw new SetupError(
        `apt-get install failed:\n${`${result.stdout}\n${result.stderr}`.trim().split('\n').slice(-20).join('\n')}`,
      );
    }
  } finally {
    if (ownPolicy) rmSync(policy, { force: true });
  }
  const still = missingWordPressPackages();
  if (still.length) throw new SetupError(`still missing after apt-get: ${still.join(', ')}`);
  return `installed ${toInstall.length} packages (${wanted.join(' ')})`;
}

// ---------------------------------------------------------------------------------------------
// Files of the instance

/** Writes a file when its content differs; returns whether it changed. */
function writeIfChanged(path, content, mode = 0o644) {
  try {
    if (readFileSync(path, 'utf8') === content) return false;
  } catch {
    // missing
  }
  writeFileSync(path, content, { mode });
  chmodSync(path, mode);
  return true;
}

const hashOf = (...parts) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
};

/**
 * Passwords, WordPress's keys and salts and the webhook secret, made once per state directory
 * (a secrets.json from before the webhook secret gets one added).
 */
function secrets(inst) {
  const token = (bytes) => randomBytes(bytes).toString('base64url');
  const webhookSecret = () => randomBytes(32).toString('hex');
  const save = (value) => {
    writeFileSync(inst.paths.secrets, `${JSON.stringify(value, null, 2)}\n`, { mode: 0o600 });
    return value;
  };
  let existing = null;
  try {
    existing = JSON.parse(readFileSync(inst.paths.secrets, 'utf8'));
  } catch {
    // missing (or unreadable): made anew below
  }
  if (existing) {
    if (typeof existing.webhookSecret === 'string' && existing.webhookSecret) return existing;
    return save({ ...existing, webhookSecret: webhookSecret() });
  }
  return save({
    dbPassword: token(18),
    adminPassword: token(18),
    salts: Object.fromEntries(
      [
        'AUTH_KEY',
        'SECURE_AUTH_KEY',
        'LOGGED_IN_KEY',
        'NONCE_KEY',
        'AUTH_SALT',
        'SECURE_AUTH_SALT',
        'LOGGED_IN_SALT',
        'NONCE_SALT',
      ].map((name) => [name, token(48)]),
    ),
    webhookSecret: webhookSecret(),
  });
}

/** Whether www-data (php-fpm's and nginx's workers when we are root) can reach a path. */
function reachableByWebUser(path) {
  return (
    run('runuser', ['-u', 'www-data', '--', 'test', '-r', path], { allowFailure: true }).status ===
    0
  );
}

/**
 * The document root: a copy of Debian's /usr/share/wordpress (refreshed when the package
 * changes) beside our own wp-config.php and wp-content (uploads, the term-order mu-plugin and
 * the site's own mu-plugin, wordpress/response-site-sync.php).
 */
function ensureDocroot(inst) {
  const { paths } = inst;
  for (const dir of [paths.conf, paths.logs, paths.run, paths.seed, paths.nginxPrefix]) {
    mkdirSync(dir, { recursive: true });
  }
  const source = '/usr/share/wordpress';
  const version = readFileSync(join(source, 'wp-includes', 'version.php'), 'utf8');
  const stamp = join(paths.docroot, '.response-source');
  const wantedStamp = `${hashOf('copy 2', version, String(statSync(join(source, 'wp-includes')).mtimeMs))}\n`;
  let outcome = 'up to date';
  mkdirSync(paths.docroot, { recursive: true });
  if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== wantedStamp) {
    // Not Debian's wp-config.php, wp-content nor .htaccess (links into /etc and /var/lib).
    const entries = readdirSync(source).filter(
      (name) => !['wp-config.php', 'wp-content', '.htaccess'].includes(name),
    );
    for (const name of [...entries, '.htaccess']) {
      rmSync(join(paths.docroot, name), { recursive: true, force: true });
    }
    // Debian links a few files to system libraries by relative paths (getID3, underscore.js,
    // the CA bundle): -L copies what they point to, as a copy elsewhere could not follow them.
    run('cp', [
      '-R',
      '-L',
      '--preserve=mode,timestamps',
      ...entries.map((name) => join(source, name)),
      `${paths.docroot}/`,
    ]);
    writeFileSync(stamp, wantedStamp);
    const wpVersion = /\$wp_version = '([^']+)'/.exec(version)?.[1] ?? '?';
    outcome = `copied WordPress ${wpVersion} from ${source}`;
  }
  for (const dir of ['plugins', 'themes', 'mu-plugins', 'uploads']) {
    mkdirSync(join(paths.content, dir), { recursive: true });
  }
  writeIfChanged(
    join(paths.content, 'mu-plugins', 'response-term-order.php'),
    readFileSync(join(scriptDir, 'mu-plugin-term-order.php'), 'utf8'),
  );
  // Not part of contentHash(): an edit of the plugin takes effect without a new seed.
  writeIfChanged(
    join(paths.content, 'mu-plugins', 'response-site-sync.php'),
    readFileSync(join(repoRoot, 'wordpress', 'response-site-sync.php'), 'utf8'),
  );
  writeIfChanged(join(paths.content, 'index.php'), '<?php\n// Silence is golden.\n');
  if (inst.isRoot && !reachableByWebUser(join(paths.docroot, 'index.php'))) {
    throw new SetupError(
      `www-data cannot read ${paths.docroot} (a parent directory is closed to other users); choose another WP_STATE_DIR`,
    );
  }
  return outcome;
}

/** The site the webhooks go to: the one playwright.config.ts builds from WordPress. */
function siteUrl() {
  const text = process.env.WP_SITE_PORT || '4174';
  if (!/^\d+$/.test(text) || Number(text) < 1 || Number(text) > 65535) {
    throw new SetupError(`WP_SITE_PORT must be a port number, not '${text}'`);
  }
  return `http://127.0.0.1:${Number(text)}`;
}

function wpConfig(inst, secret) {
  const php = (value) => `'${String(value).replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  const define = (name, value) => `define(${php(name)}, ${value});`;
  return `<?php
// The private test WordPress of scripts/wordpress/setup.mjs (written by it: edits are lost).
${define('DB_NAME', php(inst.dbName))}
${define('DB_USER', php(inst.dbUser))}
${define('DB_PASSWORD', php(secret.dbPassword))}
${define('DB_HOST', php(`localhost:${inst.paths.mysqlSocket}`))}
${define('DB_CHARSET', php('utf8mb4'))}
${define('DB_COLLATE', php(''))}
${Object.entries(secret.salts)
  .map(([name, value]) => define(name, php(value)))
  .join('\n')}
$table_prefix = 'wp_';

${define('WP_HOME', php(inst.url))}
${define('WP_SITEURL', php(inst.url))}
${define('WP_CONTENT_DIR', `__DIR__ . '/wp-content'`)}
${define('WP_CONTENT_URL', php(`${inst.url}/wp-content`))}
// No network: no cron requests, no update checks, no outgoing HTTP but to this machine.
${define('DISABLE_WP_CRON', 'true')}
${define('AUTOMATIC_UPDATER_DISABLED', 'true')}
${define('WP_AUTO_UPDATE_CORE', 'false')}
${define('WP_HTTP_BLOCK_EXTERNAL', 'true')}
${define('WP_ACCESSIBLE_HOSTS', php('127.0.0.1,localhost'))}
${define('WP_POST_REVISIONS', 'false')}
${define('FS_METHOD', php('direct'))}
${define('WP_DEBUG', 'false')}

// wordpress/response-site-sync.php: webhooks to, and previews on, the site the end-to-end tests
// serve from WordPress (playwright.config.ts, WP_SITE_PORT); seed.php suspends the webhooks.
${define('RESPONSE_SITE_URL', php(siteUrl()))}
${define('RESPONSE_WEBHOOK_SECRET', php(secret.webhookSecret))}

if (!defined('ABSPATH')) {
    define('ABSPATH', __DIR__ . '/');
}
require_once ABSPATH . 'wp-settings.php';
`;
}

function nginxConfig(inst) {
  const { paths } = inst;
  return `# The private test WordPress of scripts/wordpress/setup.mjs (written by it: edits are lost).
${inst.isRoot ? 'user www-data www-data;\n' : ''}worker_processes 2;
pid ${inst.processes.nginx.pidFile};
error_log ${paths.logs}/nginx-error.log warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log ${paths.logs}/nginx-access.log;
  client_body_temp_path ${paths.nginxPrefix}/client_body;
  fastcgi_temp_path ${paths.nginxPrefix}/fastcgi;
  proxy_temp_path ${paths.nginxPrefix}/proxy;
  uwsgi_temp_path ${paths.nginxPrefix}/uwsgi;
  scgi_temp_path ${paths.nginxPrefix}/scgi;
  sendfile on;
  client_max_body_size 32m;
  server_tokens off;
  server {
    listen 127.0.0.1:${inst.port};
    server_name 127.0.0.1 localhost;
    root ${paths.docroot};
    index index.php;
    location / {
      try_files $uri $uri/ /index.php?$args;
    }
    location ~ /\\.(ht|response) { deny all; }
    location ~ \\.php$ {
      try_files $uri =404;
      include /etc/nginx/fastcgi_params;
      fastcgi_param SCRIPT_FILENAME $document_root$fastcgi_script_name;
      fastcgi_param HTTP_PROXY "";
      fastcgi_pass unix:${paths.phpSocket};
      fastcgi_read_timeout 120s;
    }
  }
}
`;
}

function phpFpmConfig(inst) {
  const { paths } = inst;
  const owner = inst.isRoot
    ? 'user = www-data\ngroup = www-data\nlisten.owner = www-data\nlisten.group = www-data\n'
    : '';
  return `; The private test WordPress of scripts/wordpress/setup.mjs (written by it: edits are lost).
[global]
pid = ${inst.processes.phpFpm.pidFile}
error_log = ${paths.logs}/php-fpm.log
daemonize = yes

[response-wordpress]
${owner}listen = ${paths.phpSocket}
listen.mode = 0660
pm = dynamic
pm.max_children = 6
pm.start_servers = 2
pm.min_spare_servers = 1
pm.max_spare_servers = 3
catch_workers_output = yes
php_admin_flag[display_errors] = off
php_admin_flag[log_errors] = on
php_admin_value[error_log] = ${paths.logs}/php-error.log
php_admin_value[memory_limit] = 256M
php_admin_value[upload_max_filesize] = 32M
php_admin_value[post_max_size] = 32M
`;
}

// ---------------------------------------------------------------------------------------------
// Processes

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/** Whether something accepts connections on a unix socket or a TCP port of 127.0.0.1. */
function accepts(target) {
  return new Promise((done) => {
    const socket = connect(target);
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
    socket.once('timeout', () => {
      socket.destroy();
      done(false);
    });
  });
}

function tail(file, lines = 15) {
  try {
    return readFileSync(file, 'utf8').trim().split('\n').slice(-lines).join('\n  ');
  } catch {
    return '(no log)';
  }
}

async function waitFor(what, check, { timeoutMs, process: proc, log }) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return;
    if (proc && !runningPid(proc) && proc.startedPid && !existsSync(`/proc/${proc.startedPid}`)) {
      throw new SetupError(`${what} exited while starting; ${log}:\n  ${tail(log)}`);
    }
    await sleep(50);
  }
  throw new SetupError(`${what} did not come up in ${timeoutMs / 1000}s; ${log}:\n  ${tail(log)}`);
}

async function ensureMariadb(inst, secret) {
  const { paths } = inst;
  const proc = inst.processes.mariadb;
  const log = join(paths.logs, 'mariadb.log');
  const done = [];
  if (!existsSync(join(paths.datadir, 'mysql', 'global_priv.frm'))) {
    rmSync(paths.datadir, { recursive: true, force: true });
    mkdirSync(paths.datadir, { recursive: true });
    run('mariadb-install-db', [
      '--no-defaults',
      `--datadir=${paths.datadir}`,
      ...(inst.isRoot ? ['--user=root'] : []),
      '--auth-root-authentication-method=socket',
      '--skip-test-db',
      '--skip-name-resolve',
    ]);
    done.push(`initialised ${paths.datadir}`);
  }
  if (runningPid(proc) && (await accepts(paths.mysqlSocket))) {
    done.push('running');
  } else {
    const pid = runningPid(proc);
    if (pid) await stopProcess(pid, 'SIGTERM', 60_000);
    rmSync(paths.mysqlSocket, { force: true });
    const out = openSync(log, 'a');
    const child = spawn(
      '/usr/sbin/mariadbd',
      [
        '--no-defaults',
        `--datadir=${paths.datadir}`,
        `--socket=${paths.mysqlSocket}`,
        `--pid-file=${proc.pidFile}`,
        `--log-error=${log}`,
        '--skip-networking',
        '--skip-name-resolve',
        '--skip-log-bin',
        ...(inst.isRoot ? ['--user=root'] : []),
        '--character-set-server=utf8mb4',
        '--collation-server=utf8mb4_unicode_ci',
        '--innodb-buffer-pool-size=128M',
        '--innodb-log-file-size=48M',
        '--innodb-flush-log-at-trx-commit=2',
        '--innodb-doublewrite=0',
        '--performance-schema=OFF',
      ],
      { detached: true, stdio: ['ignore', out, out] },
    );
    child.unref();
    closeSync(out);
    proc.startedPid = child.pid;
    await waitFor('MariaDB', () => runningPid(proc) && accepts(paths.mysqlSocket), {
      timeoutMs: 60_000,
      process: proc,
      log,
    });
    done.push(`started (pid ${runningPid(proc)}, socket ${paths.mysqlSocket})`);
  }
  // The database and its user (created when missing; the password follows secrets.json).
  const [hasDb, hasUser] = sql(
    inst,
    `SELECT (SELECT COUNT(*) FROM information_schema.SCHEMATA WHERE SCHEMA_NAME='${inst.dbName}'), (SELECT COUNT(*) FROM mysql.global_priv WHERE User='${inst.dbUser}' AND Host='localhost')`,
  )
    .stdout.trim()
    .split('\t')
    .map(Number);
  if (!hasDb || !hasUser) {
    createDatabase(inst, secret, false);
    done.push(`created database ${inst.dbName}`);
  }
  return done.join(', ');
}

function createDatabase(inst, secret, fresh) {
  const user = `'${inst.dbUser}'@'localhost'`;
  sql(
    inst,
    [
      fresh ? `DROP DATABASE IF EXISTS \`${inst.dbName}\`` : '',
      `CREATE DATABASE IF NOT EXISTS \`${inst.dbName}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
      `CREATE USER IF NOT EXISTS ${user} IDENTIFIED BY '${secret.dbPassword}'`,
      `ALTER USER ${user} IDENTIFIED BY '${secret.dbPassword}'`,
      `GRANT ALL PRIVILEGES ON \`${inst.dbName}\`.* TO ${user}`,
    ]
      .filter(Boolean)
      .join(';\n'),
  );
}

async function ensurePhpFpm(inst, configChanged) {
  const proc = inst.processes.phpFpm;
  const log = join(inst.paths.logs, 'php-fpm.log');
  let pid = runningPid(proc);
  if (pid && !configChanged && (await accepts(inst.paths.phpSocket))) return 'running';
  const restarting = Boolean(pid);
  if (pid) await stopProcess(pid, 'SIGQUIT', 10_000);
  rmSync(inst.paths.phpSocket, { force: true });
  const binary = phpFpmBinary();
  run(binary, ['--fpm-config', join(inst.paths.conf, 'php-fpm.conf')]);
  await waitFor('php-fpm', () => runningPid(proc) && accepts(inst.paths.phpSocket), {
    timeoutMs: 15_000,
    log,
  });
  pid = runningPid(proc);
  return `${restarting ? 'restarted' : 'started'} ${binary} (pid ${pid})`;
}

async function portIsFree(inst) {
  if (await accepts({ host: '127.0.0.1', port: inst.port })) {
    throw new SetupError(
      `127.0.0.1:${inst.port} is taken by another program (see ss -ltnp); choose another WP_PORT`,
    );
  }
}

async function ensureNginx(inst, configChanged) {
  const proc = inst.processes.nginx;
  const log = join(inst.paths.logs, 'nginx-error.log');
  const target = { host: '127.0.0.1', port: inst.port };
  let pid = runningPid(proc);
  if (pid && !configChanged && (await accepts(target))) return 'running';
  const restarting = Boolean(pid);
  if (pid) await stopProcess(pid, 'SIGQUIT', 10_000);
  await portIsFree(inst);
  run('/usr/sbin/nginx', [
    '-c',
    join(inst.paths.conf, 'nginx.conf'),
    '-p',
    `${inst.paths.nginxPrefix}/`,
    '-e',
    log,
  ]);
  await waitFor('nginx', () => runningPid(proc) && accepts(target), { timeoutMs: 15_000, log });
  pid = runningPid(proc);
  return `${restarting ? 'restarted' : 'started'} on ${inst.url} (pid ${pid})`;
}

// ---------------------------------------------------------------------------------------------
// Content

/** What the seeded content is made of: a change in any of these calls for a fresh seed. */
function contentHash() {
  const sampleDir = join(repoRoot, 'src', 'content', 'insights', 'sample');
  const mediaDir = join(repoRoot, 'public', 'sample-media');
  const files = [
    ...['types.ts', 'posts.ts', 'terms.ts', 'authors.ts'].map((name) => join(sampleDir, name)),
    ...['export-sample.mjs', 'seed.php', 'mu-plugin-term-order.php'].map((name) =>
      join(scriptDir, name),
    ),
    ...readdirSync(mediaDir)
      .filter((name) => /^[a-z0-9-]+\.webp$/.test(name) && !/-\d+x\d+\.webp$/.test(name))
      .sort()
      .map((name) => join(mediaDir, name)),
  ];
  return hashOf(...files.flatMap((file) => [file.slice(repoRoot.length), readFileSync(file)]));
}

/** Why the content must be seeded again, or null when it is as the last seed left it. */
function seedReason(inst, hash) {
  if (forceReseed) return '--reseed';
  const uploadsStamp = join(inst.paths.uploads, '.response-seed');
  if (!existsSync(uploadsStamp) || readFileSync(uploadsStamp, 'utf8').trim() !== hash) {
    return 'the uploads are not those of the current sample';
  }
  const db = `\`${inst.dbName}\``;
  const tables = sql(
    inst,
    `SELECT COUNT(*) FROM information_schema.TABLES WHERE TABLE_SCHEMA='${inst.dbName}' AND TABLE_NAME IN ('wp_options','wp_posts')`,
  ).stdout.trim();
  if (tables !== '2') return 'WordPress is not installed';
  const [markerText = '', ids = ''] = sql(
    inst,
    `SELECT (SELECT option_value FROM ${db}.wp_options WHERE option_name='response_seed'), (SELECT GROUP_CONCAT(ID ORDER BY ID) FROM ${db}.wp_posts WHERE post_type='post' AND post_status NOT IN ('auto-draft','inherit'))`,
  )
    .stdout.split('\n')[0]
    .split('\t');
  let marker;
  try {
    marker = JSON.parse(markerText);
  } catch {
    return 'no seed marker (never seeded, or post.mjs changed a sample post or added a term or author)';
  }
  if (marker.hash !== hash) return 'the sample content changed';
  if (marker.ids.join(',') !== ids) {
    return `the posts are not the seeded ones (posts ${ids || 'none'}; seeded ${marker.ids.join(',')})`;
  }
  return null;
}

/** Runs the sample export in the background (tsx takes about a second to start). */
function startExport(inst) {
  const out = join(inst.paths.seed, 'sample.json');
  const localTsx = join(repoRoot, 'node_modules', '.bin', 'tsx');
  const [command, commandArgs] = existsSync(localTsx)
    ? [localTsx, []]
    : ['npx', ['--no-install', 'tsx']];
  return new Promise((done, failed) => {
    const child = spawn(command, [...commandArgs, join(scriptDir, 'export-sample.mjs'), out], {
      cwd: repoRoot,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.once('error', (error) => failed(new SetupError(`tsx could not run: ${error.message}`)));
    child.once('exit', (code) =>
      code === 0
        ? done(out)
        : failed(new SetupError(`export-sample.mjs exited with ${code}:\n${stderr}`)),
    );
  });
}

async function seed(inst, secret, hash, exported) {
  const times = [];
  let from = performance.now();
  const lap = (name) => {
    times.push(`${name} ${seconds(from)}s`);
    from = performance.now();
  };
  createDatabase(inst, secret, true);
  rmSync(inst.paths.uploads, { recursive: true, force: true });
  mkdirSync(inst.paths.uploads, { recursive: true });
  lap('fresh database');
  const sampleJson = await exported;
  lap('export wait');
  seedPhp(inst, ['install', secret.adminPassword]);
  lap('wp_install');
  const result = seedPhp(inst, [
    'seed',
    sampleJson,
    join(repoRoot, 'public', 'sample-media'),
    hash,
  ]);
  lap('posts and images');
  const summary = JSON.parse(result.stdout.trim().split('\n').pop());
  writeFileSync(join(inst.paths.uploads, '.response-seed'), `${hash}\n`);
  if (inst.isRoot) chownTree(inst.paths.uploads, 'www-data');
  return { ...summary, times: times.join(', ') };
}

function chownTree(path, user) {
  const uid = Number(run('id', ['-u', user]).stdout.trim());
  const gid = Number(run('id', ['-g', user]).stdout.trim());
  const visit = (target) => {
    chownSync(target, uid, gid);
    if (statSync(target).isDirectory()) {
      for (const name of readdirSync(target)) visit(join(target, name));
    }
  };
  visit(path);
}

async function checkRest(inst, expected) {
  const url = `${inst.url}/wp-json/wp/v2/posts?per_page=1&_fields=id`;
  let last = '';
  for (let attempt = 0; attempt < 40; attempt++) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
      const total = response.headers.get('x-wp-total');
      if (response.ok && total === String(expected)) {
        return `GET /wp-json/wp/v2/posts: 200, X-WP-Total ${total}`;
      }
      last = `${response.status}, X-WP-Total ${total}: ${(await response.text()).slice(0, 300)}`;
      if (response.ok) break;
    } catch (error) {
      last = error.message;
    }
    await sleep(250);
  }
  throw new SetupError(
    `${url} answered ${last}; see ${inst.paths.logs}/php-error.log and nginx-error.log`,
  );
}

// ---------------------------------------------------------------------------------------------

async function main() {
  process.umask(0o022);
  const inst = instance();
  console.log(
    `wordpress: state ${inst.paths.state}, ${inst.url}, database ${inst.dbName}${forceReseed ? ' (--reseed)' : ''}`,
  );
  await step('packages', ensurePackages);
  const release = await lockState(inst);
  let webhookSecret;
  try {
    // A port taken by another program fails the set-up before anything starts.
    if (!runningPid(inst.processes.nginx)) await portIsFree(inst);
    const secret = secrets(inst);
    webhookSecret = secret.webhookSecret;
    const hash = contentHash();
    // The export is only needed for a seed; started early when one looks likely.
    const uploadsStamp = join(inst.paths.uploads, '.response-seed');
    let exported =
      forceReseed || !existsSync(uploadsStamp) || readFileSync(uploadsStamp, 'utf8').trim() !== hash
        ? startExport(inst)
        : null;
    exported?.catch(() => {});

    await step('document root', () => ensureDocroot(inst));
    const changed = {
      wp: writeIfChanged(join(inst.paths.docroot, 'wp-config.php'), wpConfig(inst, secret), 0o640),
      php: writeIfChanged(join(inst.paths.conf, 'php-fpm.conf'), phpFpmConfig(inst)),
      nginx: writeIfChanged(join(inst.paths.conf, 'nginx.conf'), nginxConfig(inst)),
    };
    if (inst.isRoot) {
      chownSync(
        join(inst.paths.docroot, 'wp-config.php'),
        0,
        Number(run('id', ['-g', 'www-data']).stdout),
      );
    }
    await step('mariadb', () => ensureMariadb(inst, secret));
    await step('php-fpm', () => ensurePhpFpm(inst, changed.php));
    await step('nginx', () => ensureNginx(inst, changed.nginx));

    let expected;
    await step('content', async () => {
      const reason = seedReason(inst, hash);
      if (!reason) {
        const marker = JSON.parse(
          sql(
            inst,
            `SELECT option_value FROM \`${inst.dbName}\`.wp_options WHERE option_name='response_seed'`,
          ).stdout,
        );
        expected = marker.ids.length;
        return `seeded (${expected} posts, ${marker.at}); nothing to do`;
      }
      exported ??= startExport(inst);
      const summary = await seed(inst, secret, hash, exported);
      expected = summary.posts;
      return `seeded ${summary.posts} posts with ${summary.variants} image size variants (${reason}; ${summary.times})`;
    });
    await step('check', () => checkRest(inst, expected));
  } finally {
    release();
  }
  console.log(`wordpress: ready in ${seconds(started)}s`);
  console.log(`WORDPRESS_WEBHOOK_SECRET=${webhookSecret}`);
  console.log(`WORDPRESS_URL=${inst.url}`);
}

main().catch((error) => exitWithError('wordpress', error));

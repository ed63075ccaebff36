// `npm start`: build the site when dist/ is missing or older than its sources, then run the
// production server (server/main.ts through tsx) with the same environment (PORT, HOST, DIST_DIR,
// DATA_DIR), forwarding SIGINT / SIGTERM / SIGHUP and exiting with the server's exit code.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const distDir = process.env.DIST_DIR || 'dist';
/** Trees and files whose changes make the build stale. */
const SOURCE_DIRS = ['src', 'tokens', 'public'];
const CONFIG_FILES = [
  'package.json',
  'package-lock.json',
  'vite.config.ts',
  // vite.config.ts's plugins.
  'scripts/build/vite',
  'tsconfig.json',
  'scripts/build/build.mjs',
  'scripts/build/prerender.mjs',
  'scripts/build/host-rules.ts',
];

/** The newest modification time under a path (files and directories), or 0 when it is missing. */
function newestMtime(path) {
  let stats;
  try {
    stats = statSync(path);
  } catch {
    return 0;
  }
  let newest = stats.mtimeMs;
  if (stats.isDirectory()) {
    for (const name of readdirSync(path)) {
      if (name === 'node_modules' || name === '.DS_Store') continue;
      newest = Math.max(newest, newestMtime(join(path, name)));
    }
  }
  return newest;
}

/** Why the site needs a build, or null when dist/ is up to date. */
function staleReason() {
  if (!existsSync(join(distDir, 'index.html'))) return `${distDir}/index.html is missing`;
  const marker = join(distDir, 'prerendered.json');
  if (!existsSync(marker)) return `${marker} is missing`;
  const builtAt = statSync(marker).mtimeMs;
  for (const path of [...SOURCE_DIRS, ...CONFIG_FILES]) {
    if (newestMtime(path) > builtAt) return `${path} changed since the last build`;
  }
  return null;
}

if (resolve(distDir) !== resolve('dist')) {
  // scripts/build/build.mjs always writes dist/: a custom DIST_DIR is served as it is.
  console.log(`start: serving DIST_DIR=${distDir} without building`);
} else {
  const reason = staleReason();
  if (reason) {
    console.log(`start: building the site (${reason})`);
    const build = spawnSync(process.execPath, ['scripts/build/build.mjs'], { stdio: 'inherit' });
    if (build.status !== 0) {
      console.error('start: the build failed');
      process.exit(build.status ?? 1);
    }
  } else {
    console.log('start: dist/ is up to date');
  }
}

// One process, no wrapper: node with tsx's loader runs the TypeScript server directly.
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  stdio: 'inherit',
  env: process.env,
});

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (server.exitCode === null && server.signalCode === null) server.kill(signal);
  });
}

server.on('error', (error) => {
  console.error('start: could not run the server:', error);
  process.exit(1);
});

server.on('exit', (code, signal) => {
  if (signal) {
    // Re-raise the same signal so our own parent sees how the server ended.
    process.removeAllListeners(signal);
    process.kill(process.pid, signal);
    return;
  }
  process.exit(code ?? 0);
});

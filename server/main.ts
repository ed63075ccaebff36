/**
 * Start the production server: `npx tsx server/main.ts` (or `npm start`, which builds first).
 *
 * Environment:
 *   PORT      port to listen on (default 3000)
 *   HOST      interface to bind (default 0.0.0.0)
 *   DIST_DIR  the built site (default dist)
 *   DATA_DIR  where analytics events are appended (default .data)
 *   SSR_DIR   the SSR bundle used to render not-found pages (default build/ssr)
 */
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { join, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { loadRenderer } from './render';

/** How long in-flight requests get to finish after SIGTERM / SIGINT. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

function parsePort(value: string | undefined): number {
  if (value === undefined || value === '') return 3000;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`Invalid PORT: ${JSON.stringify(value)}`);
    process.exit(1);
  }
  return port;
}

const port = parsePort(process.env.PORT);
const hostname = process.env.HOST || '0.0.0.0';
const distDir = resolve(process.env.DIST_DIR || 'dist');
const dataDir = resolve(process.env.DATA_DIR || '.data');

if (!existsSync(join(distDir, 'index.html'))) {
  console.warn(`No ${join(distDir, 'index.html')}: build the site first (npm run build).`);
}

const render = await loadRenderer(resolve(process.env.SSR_DIR || 'build/ssr'));
if (!render) console.warn('No SSR bundle: not-found pages are served from dist/404.html.');

const app = createApp({ distDir, dataDir, precompress: true, render });

const server = serve({ fetch: app.fetch, port, hostname }, (info) => {
  const shown = hostname === '0.0.0.0' || hostname === '::' ? 'localhost' : hostname;
  const host = shown.includes(':') ? `[${shown}]` : shown;
  console.log(`Response site: serving ${distDir} on http://${host}:${info.port}`);
  console.log(`Analytics events: ${join(dataDir, 'cta-clicks.jsonl')}`);
}) as Server;

server.on('error', (error) => {
  console.error('Server error:', error);
  process.exit(1);
});

let shuttingDown = false;
function shutdown(signal: NodeJS.Signals): void {
  // A second signal (e.g. Ctrl-C reaching both `npm start` and this process) changes nothing:
  // the timeout below bounds the wait.
  if (shuttingDown) return;
  shuttingDown = true;
  console.log(`${signal}: closing the server…`);
  const timer = setTimeout(() => {
    console.error('Shutdown timed out; closing open connections.');
    server.closeAllConnections();
    process.exit(1);
  }, SHUTDOWN_TIMEOUT_MS);
  timer.unref();
  // Stop accepting connections; in-flight requests (analytics appends included) finish first.
  server.close((error) => {
    clearTimeout(timer);
    if (error) {
      console.error('Error while closing the server:', error);
      process.exit(1);
    }
    console.log('Server closed.');
    process.exit(0);
  });
  server.closeIdleConnections();
}

process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);

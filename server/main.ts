/**
 * Start the production server: `npx tsx server/main.ts` (or `npm start`, which builds first).
 *
 * Environment:
 *   PORT      port to listen on (default 3000)
 *   HOST      interface to bind (default 0.0.0.0)
 *   DIST_DIR  the built site (default dist)
 *   DATA_DIR  where analytics events (cta-clicks.jsonl) and contact leads (leads.jsonl) are
 *             appended, and the contact form's mail outbox (outbox/*.eml) (default .data)
 *   SSR_DIR   the SSR bundle used to render not-found pages (default build/ssr)
 *
 * Mail (the contact form's notification and autoresponder, server/contact.ts):
 *   SMTP_URL       e.g. smtp://user:pass@mail.example:587 (or smtps:// for TLS from the start):
 *                  send both messages through this server after answering; sent files move to
 *                  outbox/sent/. Unset (the default): nothing is sent, the .eml files stay.
 *
 * At start, the messages of any lead in leads.jsonl that has none in outbox/ or outbox/sent/ are
 * written again; with SMTP on, what is left in outbox/ is then sent. A shutdown waits (up to
 * 10 s) for sends in progress.
 *   MAIL_FROM      From of both messages (default 'Response website <no-reply@response.example>')
 *   CONTACT_INBOX  where notifications go (default the info address, info@response.example)
 *
 * Content (the Insights pages):
 *   WORDPRESS_URL  the origin of a WordPress site (e.g. http://127.0.0.1:8088): its posts, tags
 *                  and categories are forwarded from /wp-json/wp/v2/ (server/wordpress/).
 *                  Unset (the default): the bundled sample content answers the same paths.
 *   WORDPRESS_CACHE_SECONDS  how long a WordPress answer is reused before asking again
 *                  (default 30); the last good answer is still served for a day while
 *                  WordPress fails.
 *   WORDPRESS_WEBHOOK_SECRET  the secret shared with WordPress's plugin
 *                  (wordpress/response-site-sync.php, its RESPONSE_WEBHOOK_SECRET): with
 *                  WORDPRESS_URL, POST /api/wordpress/webhook regenerates the Insights pages a
 *                  change touches, GET /api/wordpress/status (Authorization: Bearer <secret>)
 *                  says what the last syncs did, and /preview shows signed draft previews.
 *                  Unset: those answer 503 and previews are refused.
 *   WORDPRESS_SYNC_SECONDS  with the secret: besides the webhooks, a check of WordPress every
 *                  this many seconds (default 300; 0: only at start and on webhooks) catches
 *                  up with a change whose webhook was lost.
 *
 * Abuse guard:
 *   CONTACT_RATE_LIMIT  contact submissions per client address per 10 minutes (default 10;
 *                       0 turns the limit off); beyond it the answer is 429 with Retry-After
 *   RENDER_RATE_LIMIT   pages made on request (not-found pages of new paths, pages for new
 *                       query strings) per client address per 10 seconds (default 30; 0 turns
 *                       the limit off); beyond it the client gets dist/404.html or the
 *                       prerendered page, which cost what a file costs
 *   TRUST_PROXY         1 behind a reverse proxy: the client is the first X-Forwarded-For entry
 */
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { createApp } from './app';
import { deliveriesSettled, LEADS_FILE, restoreLeadMessages, retryOutbox } from './contact';
import { type MailConfig, mailConfigFromEnv } from './leadMail';
import { consoleLogger } from './logger';
import { OUTBOX_DIR } from './outbox';
import { defaultContactRateLimit, defaultRenderRateLimit } from './rateLimit';
import { loadRenderer } from './render';
import { answerKey } from './renderOnRequest';
import { createResponseMemo } from './responseMemo';
import type { WordPressSource } from './wordpress/forwarder';
import { createWordPressSource, wordpressOrigin } from './wordpress/source';

/** How long in-flight requests, then mail being sent, get to finish after SIGTERM / SIGINT. */
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

let mail: MailConfig;
try {
  mail = mailConfigFromEnv(process.env);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

if (!existsSync(join(distDir, 'index.html'))) {
  console.warn(`No ${join(distDir, 'index.html')}: build the site first (npm run build).`);
}

const renderer = await loadRenderer(resolve(process.env.SSR_DIR || 'build/ssr'));
if (!renderer) console.warn('No SSR bundle: not-found pages are served from dist/404.html.');

function parseRateLimit(name: string, fallback: number): number {
  const value = process.env[name];
  if (value === undefined || value === '') return fallback;
  const limit = Number(value);
  if (!Number.isInteger(limit) || limit < 0) {
    console.error(`Invalid ${name}: ${JSON.stringify(value)}`);
    process.exit(1);
  }
  return limit;
}
const contactLimit = parseRateLimit('CONTACT_RATE_LIMIT', defaultContactRateLimit.limit);
const renderLimit = parseRateLimit('RENDER_RATE_LIMIT', defaultRenderRateLimit.limit);

// Before serving: what a crash or a failed write left behind, without racing new leads.
const contact = {
  dataDir,
  logger: consoleLogger,
  mailFrom: mail.mailFrom,
  contactInbox: mail.contactInbox,
};
await restoreLeadMessages(contact);
if (mail.mailer) await retryOutbox({ ...contact, mailer: mail.mailer });

function parseCacheSeconds(value: string | undefined): number {
  if (value === undefined || value === '') return 30;
  const seconds = Number(value);
  if (!Number.isFinite(seconds) || seconds < 0) {
    console.error(`Invalid WORDPRESS_CACHE_SECONDS: ${JSON.stringify(value)}`);
    process.exit(1);
  }
  return seconds;
}

function wordpressSource(value: string | undefined): WordPressSource {
  try {
    const origin = wordpressOrigin(value);
    const freshMs = parseCacheSeconds(process.env.WORDPRESS_CACHE_SECONDS) * 1000;
    console.log(origin ? `Content: WordPress at ${origin}` : 'Content: the bundled sample posts');
    return createWordPressSource(value, undefined, { freshMs });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

function editorialSettings() {
  const secret = process.env.WORDPRESS_WEBHOOK_SECRET ?? '';
  const origin = wordpressOrigin(process.env.WORDPRESS_URL);
  const every = process.env.WORDPRESS_SYNC_SECONDS ?? '';
  const seconds = every === '' ? 300 : Number(every);
  if (!Number.isFinite(seconds) || seconds < 0) {
    console.error(`Invalid WORDPRESS_SYNC_SECONDS: ${JSON.stringify(every)}`);
    process.exit(1);
  }
  if (!secret) {
    if (origin) console.log('WordPress webhook: off (no WORDPRESS_WEBHOOK_SECRET)');
    return undefined;
  }
  if (secret.length < 16) {
    console.error('WORDPRESS_WEBHOOK_SECRET is too short: use at least 16 characters.');
    process.exit(1);
  }
  if (!origin) {
    console.log('WordPress webhook: off (WORDPRESS_WEBHOOK_SECRET without WORDPRESS_URL)');
    return undefined;
  }
  console.log(
    `WordPress webhook: on (POST /api/wordpress/webhook; a check every ${seconds || 'no'} s)`,
  );
  return { secret, wordpressOrigin: origin, syncEveryMs: seconds * 1000 };
}

const responseMemo = createResponseMemo({
  urlKey: (url) => answerKey(url, renderer?.routes),
});
const app = createApp({
  responseMemo,
  wordpress: wordpressSource(process.env.WORDPRESS_URL),
  editorial: editorialSettings(),
  renderFeed: renderer?.insightsFeed,
  contactRateLimit:
    contactLimit === 0 ? false : { ...defaultContactRateLimit, limit: contactLimit },
  renderRateLimit: renderLimit === 0 ? false : { ...defaultRenderRateLimit, limit: renderLimit },
  trustProxy: process.env.TRUST_PROXY === '1',
  distDir,
  dataDir,
  precompress: true,
  render: renderer?.render,
  routes: renderer?.routes,
  mailFrom: mail.mailFrom,
  contactInbox: mail.contactInbox,
  mailer: mail.mailer,
});

// What the site answered a moment ago is sent again from here (server/responseMemo.ts); any
// other request goes to the app.
const siteListener = getRequestListener(app.fetch);
const server = createServer((request, response) => {
  if (!responseMemo.answer(request, response)) void siteListener(request, response);
});
server.listen(port, hostname, () => {
  const address = server.address();
  const listening = typeof address === 'object' && address ? address.port : port;
  const shown = hostname === '0.0.0.0' || hostname === '::' ? 'localhost' : hostname;
  const host = shown.includes(':') ? `[${shown}]` : shown;
  console.log(`Response site: serving ${distDir} on http://${host}:${listening}`);
  console.log(`Analytics events: ${join(dataDir, 'cta-clicks.jsonl')}`);
  console.log(`Contact leads: ${join(dataDir, LEADS_FILE)}`);
  console.log(`Mail outbox: ${join(dataDir, OUTBOX_DIR)} (${mail.description})`);
});

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
  // Stop accepting connections; in-flight requests (analytics appends included) finish first,
  // then the mail being sent (a message cut off stays in the outbox, sent at the next start).
  server.close(async (error) => {
    clearTimeout(timer);
    if (error) {
      console.error('Error while closing the server:', error);
      process.exit(1);
    }
    console.log('Server closed.');
    if (!(await deliveriesSettled(SHUTDOWN_TIMEOUT_MS))) {
      console.error(
        `Mail still being sent after ${SHUTDOWN_TIMEOUT_MS / 1000} s; unsent messages stay in the outbox.`,
      );
    }
    process.exit(0);
  });
  server.closeIdleConnections();
}

process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);

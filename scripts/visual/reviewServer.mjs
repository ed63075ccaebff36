// The visual review's server (issue 41): the page with its Accept buttons, the run's images, and
// POST /accept, which writes the run's own new images over their baselines (acceptChanges, the
// function behind npm run visual:accept). Served by `npm run visual:review`, and under
// /visual-review/ by the workshop's dev server (.ladle/workshopPlugins.ts).
import { readFileSync } from 'node:fs';
import { join, normalize } from 'node:path';
import { Hono } from 'hono';
import { pageWith } from './reviewPage.mjs';
import { acceptChanges, readRun, reviewDir } from './reviewRun.mjs';

const types = { '.png': 'image/png', '.json': 'application/json' };

/**
 * The review's routes, for the page `template()` gives (built by `buildPage()`). Only a
 * request from the page's own origin may accept: the Origin header must name the host the
 * request was sent to.
 */
export function createReviewApp(template) {
  const app = new Hono();
  app.get('/', async (c) => c.html(pageWith(await template(), readRun(), 'server')));
  app.get('/images/*', (c) => {
    const path = normalize(
      decodeURIComponent(new URL(c.req.url).pathname).replace(/^.*?\/images\//, 'images/'),
    );
    if (path.startsWith('..') || !path.startsWith('images/')) return c.notFound();
    try {
      const bytes = readFileSync(join(reviewDir, path));
      const type = types[path.slice(path.lastIndexOf('.'))] ?? 'application/octet-stream';
      return c.body(bytes, 200, { 'content-type': type, 'cache-control': 'no-store' });
    } catch {
      return c.notFound();
    }
  });
  app.post('/accept', async (c) => {
    const origin = c.req.header('origin');
    const host = c.req.header('host');
    if (!origin || !host || new URL(origin).host !== host) {
      return c.json({ error: 'only the review page itself may accept' }, 403);
    }
    const body = await c.req.json().catch(() => null);
    const wanted = Array.isArray(body?.baselines) ? body.baselines.map(String) : null;
    if (!wanted) return c.json({ error: 'send {"baselines": [...]}' }, 400);
    const changes = readRun()?.changes ?? [];
    const unknown = wanted.filter((path) => !changes.some((change) => change.baseline === path));
    const chosen = changes.filter((change) => wanted.includes(change.baseline));
    const outcome = acceptChanges(chosen);
    const refused = [
      ...unknown.map((baseline) => ({ baseline, why: 'it is not a change of this run' })),
      ...outcome.refused,
    ];
    for (const baseline of outcome.accepted) console.log(`accepted ${baseline}`);
    for (const { baseline, why } of refused) console.error(`refused ${baseline}: ${why}`);
    return c.json({ accepted: outcome.accepted, refused }, refused.length ? 422 : 200);
  });
  return app;
}

// The visual review (issue 41): one page listing every screenshot the last Playwright run found
// changed (build/visual-review/run.json, recorded by tests/support/visual-review-reporter.ts),
// grouped by page template and by story, compared side by side, with a slider and as an
// overlay, with its changed pixels, rendering noise told apart and the axe result of the view.
//
//   npm run visual:review                 build the page and serve it with Accept buttons
//                                         (http://127.0.0.1:4400, this machine only)
//   npm run visual:review -- --static     only write build/visual-review/index.html: one file
//                                         with its scripts and styles inline, which opens from
//                                         disk (a CI artifact) and shows the accept commands
//   --port=4401                           another port
//
// The page is the design system's own (src/pages/VisualReviewPage, with its stories), built by
// Vite from scripts/visual/review/. Accepting from the page calls the same function as
// `npm run visual:accept` (acceptChanges in reviewRun.mjs).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { buildPage, pageWith } from './reviewPage.mjs';
import { readRun, reviewDir } from './reviewRun.mjs';
import { createReviewApp } from './reviewServer.mjs';

const args = process.argv.slice(2);
const staticOnly = args.includes('--static');
const port = Number(args.find((arg) => arg.startsWith('--port='))?.split('=')[1] ?? 4400);

const template = await buildPage();
const run = readRun();
mkdirSync(reviewDir, { recursive: true });
writeFileSync(join(reviewDir, 'index.html'), pageWith(template, run, 'static'));
console.log(
  `visual:review: ${run ? `${run.changes.length} changed screenshot${run.changes.length === 1 ? '' : 's'}` : 'no changed screenshot'} in ${reviewDir}/index.html`,
);

if (!staticOnly) {
  const app = createReviewApp(() => template);
  serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () => {
    console.log(`visual:review: open http://127.0.0.1:${port}/ (Ctrl+C to stop)`);
  });
}

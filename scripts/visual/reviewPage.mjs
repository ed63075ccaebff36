// The visual review's page (issue 41): the design system's VisualReviewPage, built by Vite from
// scripts/visual/review/ into one HTML file (its script, styles and fonts inline, so it opens
// from disk), and the run's record written into it.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { build } from 'vite';
import { isAccepted } from './reviewRun.mjs';

const appDir = 'build/visual-review-app';

/** The review's page as one HTML file: Vite's build with its script and stylesheet inlined. */
export async function buildPage() {
  const started = performance.now();
  await build({
    configFile: false,
    root: resolve('scripts/visual/review'),
    base: './',
    logLevel: 'warn',
    plugins: [vanillaExtractPlugin()],
    define: { __BUILD_YEAR__: JSON.stringify(String(new Date().getUTCFullYear())) },
    build: {
      outDir: resolve(appDir),
      emptyOutDir: true,
      // Fonts and every other asset inline: the page is one file.
      assetsInlineLimit: () => true,
      cssCodeSplit: false,
      modulePreload: false,
      rollupOptions: { output: { codeSplitting: false } },
    },
  });
  let html = readFileSync(join(appDir, 'index.html'), 'utf8');
  html = html.replace(
    /<script type="module" crossorigin src="\.\/([^"]+)"><\/script>/,
    (_, file) =>
      `<script type="module">${readFileSync(join(appDir, file), 'utf8').replace(/<\/(script)/gi, '<\\/$1')}</script>`,
  );
  html = html.replace(
    /<link rel="stylesheet" crossorigin href="\.\/([^"]+)">/,
    (_, file) => `<style>${readFileSync(join(appDir, file), 'utf8')}</style>`,
  );
  if (/src="\.\/assets|href="\.\/assets/.test(html)) {
    throw new Error('visual:review: the page still links a built file; it must be one file');
  }
  console.log(
    `visual:review: page built in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return html;
}

const escapeHtml = (text) =>
  String(text).replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c],
  );

/**
 * The run as the page reads it, each change marked when it has been accepted since the run, and
 * a plain list of the changes with links to their pictures for a browser without scripts.
 */
export function pageWith(template, run, acceptance) {
  const record = run
    ? {
        ...run,
        changes: run.changes.map((change) => ({ ...change, accepted: isAccepted(change) })),
      }
    : null;
  const json = JSON.stringify(record).replace(/</g, '\\u003c');
  const fallback = run
    ? `<div id="visual-review-fallback"><h1>Visual review</h1><p>${run.changes.length} changed screenshots. The comparisons need JavaScript; the pictures:</p><ul>${run.changes
        .map(
          (change) =>
            `<li>${escapeHtml(change.baseline)}: ${[
              ['approved', change.expected],
              ['new', change.actual],
              ['difference', change.diff],
            ]
              .filter(([, path]) => path)
              .map(([name, path]) => `<a href="${escapeHtml(path)}">${name}</a>`)
              .join(', ')}</li>`,
        )
        .join('')}</ul></div>`
    : '';
  return template
    .replace('data-acceptance="static"', `data-acceptance="${acceptance}"`)
    .replace('<!--visual-review-fallback-->', fallback)
    .replace(
      '<div id="review"></div>',
      `<div id="review"></div><script type="application/json" id="visual-review-run">${json}</script>`,
    );
}

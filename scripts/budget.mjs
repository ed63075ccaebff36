// JavaScript and CSS shipped per prerendered route (gzip), from the HTML the build wrote, and the
// size of the committed screenshot baselines. Fails when a budget is exceeded.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const JS_BUDGET_KB = 200; // gzip, per route
const VISUAL_BUDGET_MB = 100;

const { paths } = JSON.parse(readFileSync('dist/prerendered.json', 'utf8'));
const gz = (file) => gzipSync(readFileSync(join('dist', file)), { level: 9 }).length;
const kb = (bytes) => (bytes / 1024).toFixed(1);

let failed = false;
const rows = [];
for (const path of [...paths, '/404']) {
  const file =
    path === '/404' ? '404.html' : path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
  const html = readFileSync(join('dist', file), 'utf8');
  const js = new Set(
    [
      ...html.matchAll(
        /<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="\/([^"]+\.js)"/g,
      ),
    ].map((m) => m[1]),
  );
  const css = new Set(
    [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="\/([^"]+\.css)"/g)].map((m) => m[1]),
  );
  const jsBytes = [...js].reduce((sum, f) => sum + gz(f), 0);
  const cssBytes = [...css].reduce((sum, f) => sum + gz(f), 0);
  const htmlBytes = gzipSync(html).length;
  rows.push([path, kb(jsBytes), kb(cssBytes), kb(htmlBytes)]);
  if (jsBytes / 1024 > JS_BUDGET_KB) failed = true;
}
console.log(
  'route'.padEnd(48),
  'JS gz kB'.padStart(9),
  'CSS gz kB'.padStart(10),
  'HTML gz kB'.padStart(11),
);
for (const [path, js, css, html] of rows)
  console.log(path.padEnd(48), js.padStart(9), css.padStart(10), html.padStart(11));

function dirSize(dir) {
  let total = 0;
  let count = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) {
      const sub = dirSize(full);
      total += sub.total;
      count += sub.count;
    } else if (entry.name.endsWith('.png')) {
      total += statSync(full).size;
      count += 1;
    }
  }
  return { total, count };
}
let visual = { total: 0, count: 0 };
try {
  visual = dirSize('visual');
} catch {}
console.log(
  `visual baselines: ${visual.count} PNGs, ${(visual.total / 1024 / 1024).toFixed(1)} MB (budget ${VISUAL_BUDGET_MB} MB)`,
);
if (visual.total / 1024 / 1024 > VISUAL_BUDGET_MB) failed = true;
if (failed) {
  console.error(
    `budget exceeded (JS ${JS_BUDGET_KB} kB gzip per route, baselines ${VISUAL_BUDGET_MB} MB)`,
  );
  process.exit(1);
}

// The site search's figures (issue 40), from the built site: the index file's size (raw, gzip,
// brotli), the time to build it from the prerendered pages, to load it, and each real query's
// time (median of 25 runs) with its first three results. `npm run bench:search` after a build.
import { readFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { searchIndexReader, writeSearchIndex } from '../../server/searchIndex';
import {
  loadSearchIndex,
  type SearchIndexFile,
  searchSite,
} from '../../src/features/search/searchEngine';
import { searchQueries } from '../../tests/support/searchQueries';

const dist = process.env.DIST_DIR || 'dist';
const sitemap = readFileSync(`${dist}/sitemap.xml`, 'utf8');
const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map(
  (m) => m[1] || '/',
);
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

const builds: number[] = [];
let written = { documents: 0, bytes: 0 };
for (let i = 0; i < 5; i++) {
  const started = performance.now();
  written = await writeSearchIndex(dist, paths);
  builds.push(performance.now() - started);
}
const file = readFileSync(`${dist}/search-index.json`);
const parsed = JSON.parse(file.toString()) as SearchIndexFile;
console.log(`documents: ${written.documents}`);
console.log(
  `index file: ${kb(file.length)} raw, ${kb(gzipSync(file, { level: 9 }).length)} gzip, ${kb(brotliCompressSync(file).length)} brotli`,
);
console.log(
  `  of which the index ${kb(gzipSync(JSON.stringify(parsed.index), { level: 9 }).length)} gzip, the results' fields ${kb(gzipSync(JSON.stringify(parsed.documents), { level: 9 }).length)} gzip`,
);
console.log(`build (read the pages, index, write): median ${median(builds).toFixed(0)} ms`);
const loads: number[] = [];
for (let i = 0; i < 10; i++) {
  const started = performance.now();
  loadSearchIndex(JSON.parse(file.toString()) as SearchIndexFile);
  loads.push(performance.now() - started);
}
console.log(`load (parse the JSON, load the index): median ${median(loads).toFixed(1)} ms`);
const site = await searchIndexReader(dist)();
if (!site) throw new Error('no index');
let worst = 0;
for (const { query, expected } of searchQueries) {
  const times: number[] = [];
  let outcome = searchSite(site, query);
  for (let i = 0; i < 25; i++) {
    const started = performance.now();
    outcome = searchSite(site, query);
    times.push(performance.now() - started);
  }
  const shown = outcome.groups.flatMap((group) => group.hits.map((hit) => hit.url));
  const rank = shown.indexOf(expected) + 1;
  worst = Math.max(worst, median(times));
  console.log(
    `${query.padEnd(28)} ${median(times).toFixed(2).padStart(6)} ms  ${String(outcome.total).padStart(3)} results  expected page at ${rank || 'missing'}`,
  );
}
console.log(`slowest query (median): ${worst.toFixed(2)} ms`);

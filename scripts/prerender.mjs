// Prerender every static path (from the route tree and the content modules) to dist/<path>/index.html,
// and the not-found page to dist/404.html. Uses the router's own SSR helpers through the SSR bundle.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

const dist = 'dist';
const viteManifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const entry = viteManifest['src/entry-client.tsx'];
if (!entry) throw new Error('No src/entry-client.tsx in the client manifest');

/** The entry's static imports, depth first, for modulepreload links. */
function staticImports(key, seen = new Set()) {
  for (const dep of viteManifest[key]?.imports ?? []) {
    if (seen.has(dep)) continue;
    seen.add(dep);
    staticImports(dep, seen);
  }
  return seen;
}
const cssOf = (key) => [
  ...(viteManifest[key]?.css ?? []),
  ...[...staticImports(key)].flatMap((dep) => viteManifest[dep]?.css ?? []),
];

const routerManifest = {
  routes: {
    __root__: {
      css: [...new Set(cssOf('src/entry-client.tsx'))].map((file) => `/${file}`),
      preloads: [...staticImports('src/entry-client.tsx')].map((key) => `/${viteManifest[key].file}`),
      scripts: [{ attrs: { type: 'module', src: `/${entry.file}` } }],
    },
  },
};

const ssr = await import(pathToFileURL('build/ssr/entry-server.js').href);
const origin = 'http://prerender.local';
const paths = ssr.staticPaths();
const written = [];

async function renderTo(path, file, expectStatus) {
  const response = await ssr.render(`${origin}${path}`, routerManifest);
  if (response.status !== expectStatus) {
    throw new Error(`Prerender of ${path} answered ${response.status}, expected ${expectStatus}`);
  }
  const html = await response.text();
  const target = join(dist, file);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, html.startsWith('<!DOCTYPE') ? html : `<!DOCTYPE html>${html}`);
  written.push(file);
}

for (const path of paths) {
  await renderTo(path, path === '/' ? 'index.html' : `${path.slice(1)}/index.html`, 200);
}
await renderTo('/404', '404.html', 404);
const sitemap = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
  ...paths.map((path) => `  <url><loc>${ssr.site.origin}${path === '/' ? '' : path}</loc></url>`),
  '</urlset>',
  '',
].join('\n');
writeFileSync(join(dist, 'sitemap.xml'), sitemap);
writeFileSync(join(dist, 'prerendered.json'), `${JSON.stringify({ paths, notFound: '404.html' }, null, 2)}\n`);
console.log(`prerender: ${written.length} pages (${paths.length} routes + 404.html)`);
